// A line of a customer return typed by hand (DOCUMENTS.md 4.2): stock that came back without
// its shipment, so the user says what it is: the item, its batch and expiry, the pack size, the
// packs (above zero: a line is zeroed in the table, spec 001 section 5), why it came back and a
// note. The return's lines are sent as a whole: the others as they are, this one as typed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import { isPositivePackSize, MAX_TEXT_LENGTH } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useReturnReasons, useUpdateCustomerReturnLines } from '../../../core/documents/useReturns';
import { useDraftId } from '../../../core/useDraftId';
import { BatchFields, useBatchFields } from '../../../ui/document';
import { SaveDialog } from '../../../ui/Modal';
import { NumberInput } from '../../../ui/NumberInput';
import type { ItemChoice } from '../../../ui/Pickers';
import { TextInput } from '../../../ui/TextInput';
import type { CustomerReturnLine } from '../api/useCustomerReturns';
import { customerReturnLineInput } from './customerReturnLineInput';

export function CustomerReturnLineDialog(props: {
  returnId: string;
  /** Every line of the return, as it stands. */
  lines: readonly CustomerReturnLine[];
  /** The line typed by hand to change; without one a new line is added. */
  line?: CustomerReturnLine;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const { line } = props;
  const save = useUpdateCustomerReturnLines();
  const reasons = useReturnReasons().data;
  const [newId] = useDraftId();
  // A line typed earlier keeps its item; a new one takes the item picked.
  const [picked, setPicked] = useState<ItemChoice | null>(null);
  const itemId = line?.itemId ?? picked?.id;
  const batchFields = useBatchFields(line);
  const { batch, packSize, fields } = batchFields;
  const [packs, setPacks] = useState<number | undefined>(line?.numberOfPacks || undefined);
  const [reasonId, setReasonId] = useState(line?.reasonOptionId ?? '');
  const [note, setNote] = useState(line?.note ?? '');
  const label = {
    item: t('line.item'),
    packSize: t('line.pack-size'),
    packs: t('line.packs'),
    expiry: t('line.expiry'),
    reason: common('label.reason'),
  };
  const needsReason = (reasons?.length ?? 0) > 0;
  const missing = [
    [itemId === undefined, label.item, t('line.item-required')],
    [!isPositivePackSize(packSize), label.packSize, t('line.pack-size-required')],
    [packs === undefined, label.packs, t('return.packs-required')],
    [needsReason && !reasonId, label.reason, t('return.need-reason')],
  ].find(([isMissing]) => isMissing);
  const why =
    fields.first ?? (missing ? `${String(missing[1])}: ${String(missing[2])}` : undefined);
  const chooseItem = (chosen: ItemChoice | null) => {
    setPicked(chosen);
    if (chosen) batchFields.onPackSize(chosen.defaultPackSize || 1);
  };

  return (
    <SaveDialog
      title={line ? t('line.edit-title') : t('customer-return.add-line')}
      onClose={props.onClose}
      successMessage={t('line.saved')}
      canSave={why === undefined && reasons !== undefined}
      whyDisabled={why}
      isDirty={picked !== null || batch !== '' || packs !== undefined}
      onSave={async () => {
        if (itemId === undefined) return;
        const typed = {
          id: line?.id ?? newId,
          itemId,
          batch: batch.trim() || null,
          expiryDate: batchFields.expiryDate,
          packSize: packSize ?? 1,
          numberOfPacks: packs ?? 0,
          reasonId: reasonId || null,
          note: note.trim() || null,
        };
        const others = props.lines
          .filter((other) => other.id !== typed.id)
          .map((other) => customerReturnLineInput(other, other.numberOfPacks));
        await save.mutateAsync({ returnId: props.returnId, lines: [...others, typed] });
      }}
    >
      <BatchFields
        {...(line ? {} : { item: { value: picked, onChange: chooseItem } })}
        state={batchFields}
      >
        <NumberInput
          name="numberOfPacks"
          label={label.packs}
          value={packs}
          kind="numberOfPacks"
          min={0}
          minExclusive
          decimalLimit={2}
          onChange={setPacks}
          onValidityChange={fields.watch(label.packs)}
          fullWidth
        />
        {needsReason ? (
          <TextInput
            select
            name="reason"
            label={label.reason}
            value={reasons ? reasonId : ''}
            onChange={(event) => setReasonId(event.target.value)}
            error={!reasonId}
            fullWidth
          >
            {(reasons ?? []).map((reason) => (
              <MenuItem key={reason.id} value={reason.id}>
                {reason.reason}
              </MenuItem>
            ))}
          </TextInput>
        ) : null}
        <TextInput
          name="note"
          label={common('label.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={MAX_TEXT_LENGTH}
          fullWidth
        />
      </BatchFields>
    </SaveDialog>
  );
}
