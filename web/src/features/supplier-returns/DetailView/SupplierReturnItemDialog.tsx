// An item's batches on a supplier return: pick the item (or come from one of its lines), then
// the packs, reason and note of each batch (those on hold too, decision 0029). The return's
// lines are sent as a whole: the other items' lines as they are, this item's as chosen.
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useDocumentItemChoices } from '../../../core/documents/useDocumentChoices';
import {
  useReturnReasons,
  useSupplierReturnCandidates,
  useUpdateSupplierReturnLines,
} from '../../../core/documents/useReturns';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { Modal } from '../../../ui/Modal';
import { ItemPicker, type ItemChoice } from '../../../ui/Pickers';
import { ReturnLinesDialog, useLineIds, type ReturnLineChoice } from '../../../ui/document';
import type { SupplierReturnLine } from '../api/useSupplierReturns';

export function SupplierReturnItemDialog(props: {
  returnId: string;
  lines: readonly SupplierReturnLine[];
  /** The item of a line clicked; absent, the user picks one first. */
  item?: { id: string; code: string; name: string };
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const [picked, setPicked] = useState<ItemChoice | null>(null);
  const item = props.item ?? picked;
  if (!item) {
    return (
      <Modal
        open
        onClose={props.onClose}
        title={t('supplier-return.add-item')}
        actions={<Button onClick={props.onClose}>{t('issue.close')}</Button>}
      >
        <ItemPicker
          label={t('issue.item')}
          useSearch={useDocumentItemChoices}
          value={null}
          onChange={setPicked}
          autoFocus
        />
      </Modal>
    );
  }
  return <ItemBatches {...props} item={item} />;
}

function ItemBatches(props: {
  returnId: string;
  lines: readonly SupplierReturnLine[];
  item: { id: string; code: string; name: string };
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const candidates = useSupplierReturnCandidates({
    itemId: props.item.id,
    returnId: props.returnId,
  });
  const reasons = useReturnReasons();
  const save = useUpdateSupplierReturnLines();
  const newId = useLineIds();
  const initial = useMemo(
    () =>
      new Map<string, ReturnLineChoice>(
        props.lines
          .filter((line) => line.itemId === props.item.id && line.stockLineId)
          .map((line) => [
            line.stockLineId ?? '',
            {
              key: line.stockLineId ?? '',
              packs: line.numberOfPacks,
              reasonId: line.reasonOptionId ?? null,
              note: line.note ?? '',
            },
          ]),
      ),
    [props.lines, props.item.id],
  );
  if (!candidates.data || !reasons.data) return <LoadingScreen />;

  const onSave = async (chosen: ReturnLineChoice[]) => {
    const others = props.lines
      .filter((line) => line.itemId !== props.item.id && line.stockLineId)
      .map((line) => ({
        id: line.id,
        stockLineId: line.stockLineId ?? '',
        numberOfPacks: line.numberOfPacks,
        reasonId: line.reasonOptionId ?? null,
        note: line.note ?? null,
      }));
    const mine = chosen.map((choice) => {
      const existing = props.lines.find((line) => line.stockLineId === choice.key);
      return {
        id: existing?.id ?? newId(choice.key),
        stockLineId: choice.key,
        numberOfPacks: choice.packs,
        reasonId: choice.reasonId,
        note: choice.note || null,
      };
    });
    await save.mutateAsync({ returnId: props.returnId, lines: [...others, ...mine] });
  };

  return (
    <ReturnLinesDialog
      title={t('supplier-return.item-title', { item: `${props.item.code} ${props.item.name}` })}
      successMessage={t('page.saved')}
      limitLabel={t('return.available')}
      choices={candidates.data.map((candidate) => ({
        key: candidate.stockLineId,
        itemName: props.item.name,
        itemCode: props.item.code,
        batch: candidate.batch ?? null,
        expiryDate: candidate.expiryDate ?? null,
        packSize: candidate.packSize,
        limit: candidate.availableNumberOfPacks,
        onHold: candidate.onHold,
      }))}
      initial={initial}
      reasons={reasons.data}
      onSave={onSave}
      onClose={props.onClose}
    />
  );
}
