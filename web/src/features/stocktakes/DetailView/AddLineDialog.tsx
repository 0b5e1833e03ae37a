import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useDocumentItemChoices } from '../../../core/documents/useDocumentChoices';
import { formatDate } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { SaveDialog } from '../../../ui/Modal';
import { ItemPicker, type ItemChoice } from '../../../ui/Pickers';
import { TextInput } from '../../../ui/TextInput';
import { useInsertStocktakeLines, useItemLines, useStocktakeBatches } from '../api/useStocktakes';

/** The choice meaning "found on the shelf without a batch of the store". */
const NO_BATCH = '';

/** Adds a line to a count: a batch of the store not yet on it, or an item found without one;
 * `initial` is what a scan found (the item, and the store's batch when it holds it). */
export function AddLineDialog(props: {
  stocktakeId: string;
  onClose: () => void;
  initial?: { item: ItemChoice; stockLineId: string | null } | undefined;
}) {
  const { t } = useDocumentsTranslation();
  const [id] = useDraftId();
  const [item, setItem] = useState<ItemChoice | null>(props.initial?.item ?? null);
  const [stockLineId, setStockLineId] = useState(props.initial?.stockLineId ?? NO_BATCH);
  // The item's batches already on the stocktake, asked of the server (the page holds a few).
  const onStocktake = new Set(
    (useItemLines(props.stocktakeId, item?.id ?? '', {}).data?.nodes ?? []).map(
      (line) => line.stockLineId,
    ),
  );
  const batches = (useStocktakeBatches(item?.id ?? '').data ?? []).filter(
    (batch) => !onStocktake.has(batch.id),
  );
  const insert = useInsertStocktakeLines(props.stocktakeId);
  return (
    <SaveDialog
      title={t('stocktake.add-line')}
      onClose={props.onClose}
      successMessage={t('page.saved')}
      canSave={item !== null}
      whyDisabled={t('stocktake.choose-item')}
      isDirty={item !== null}
      onSave={async () => {
        if (!item) return;
        await insert.mutateAsync([
          stockLineId === NO_BATCH ? { id, itemId: item.id } : { id, stockLineId },
        ]);
      }}
    >
      <ItemPicker
        label={t('stocktake.item')}
        value={item}
        onChange={(next) => {
          setItem(next);
          setStockLineId(NO_BATCH);
        }}
        useSearch={useDocumentItemChoices}
        autoFocus
      />
      {item ? (
        <TextInput
          select
          name="batch"
          label={t('stocktake.batch')}
          // A scanned batch shows once the store's batches are read.
          value={batches.some((batch) => batch.id === stockLineId) ? stockLineId : NO_BATCH}
          onChange={(event) => setStockLineId(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <MenuItem value={NO_BATCH}>{t('stocktake.no-batch')}</MenuItem>
          {batches.map((batch) => (
            <MenuItem key={batch.id} value={batch.id}>
              {[
                batch.batch ?? '',
                batch.expiryDate ? formatDate(batch.expiryDate) : '',
                batch.location?.code ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </MenuItem>
          ))}
        </TextInput>
      ) : null}
    </SaveDialog>
  );
}
