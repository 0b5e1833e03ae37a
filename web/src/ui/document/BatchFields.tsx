// The batch a document line names when it is typed by hand (a receipt's line, a customer return's
// line): the item (on a new line), then in a grid its batch, expiry and pack size, and the
// line's own fields after them. Their problems go to the form's FieldProblems, so Save says why.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useDocumentItemChoices } from '../../core/documents/useDocumentChoices';
import { DatePicker } from '../DatePicker';
import { NAIVE_DATE_FORMAT, formatDate, toDate } from '../../core/i18n';
import { NumberInput, useFieldProblems, type FieldProblems } from '../NumberInput';
import { ItemPicker, type ItemChoice } from '../Pickers';
import { TextInput } from '../TextInput';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

export interface BatchFieldsState {
  batch: string;
  onBatch: (batch: string) => void;
  expiry: Date | null;
  onExpiry: (expiry: Date | null) => void;
  packSize: number | undefined;
  onPackSize: (packSize: number | undefined) => void;
  /** The whole form's field problems: the line's other fields report here too. */
  fields: FieldProblems;
}

/** The fields' state, from the line as it stands (a new line: no batch, packs of one). */
export function useBatchFields(line?: {
  batch?: string | null;
  expiryDate?: string | null;
  packSize?: number;
}): BatchFieldsState & { expiryDate: string | null } {
  const [batch, onBatch] = useState(line?.batch ?? '');
  const [expiry, onExpiry] = useState<Date | null>(
    line?.expiryDate ? (toDate(line.expiryDate) ?? null) : null,
  );
  const [packSize, onPackSize] = useState<number | undefined>(line?.packSize ?? 1);
  const fields = useFieldProblems();
  return {
    batch,
    onBatch,
    expiry,
    onExpiry,
    packSize,
    onPackSize,
    fields,
    /** The expiry as the API takes it. */
    expiryDate: expiry ? formatDate(expiry, NAIVE_DATE_FORMAT) : null,
  };
}

export function BatchFields(props: {
  /** Absent: the line exists and keeps its item. */
  item?: { value: ItemChoice | null; onChange: (item: ItemChoice | null) => void };
  state: BatchFieldsState;
  /** The line's other fields, in the same grid. */
  children: ReactNode;
}) {
  const { t } = useDocumentsTranslation();
  const { item } = props;
  const { fields, ...state } = props.state;
  return (
    <>
      {item ? (
        <ItemPicker
          label={t('line.item')}
          useSearch={useDocumentItemChoices}
          value={item.value}
          onChange={item.onChange}
          helperText={item.value ? undefined : t('line.item-required')}
          autoFocus
        />
      ) : null}
      <Box sx={grid}>
        <TextInput
          name="batch"
          label={t('line.batch')}
          value={state.batch}
          onChange={(event) => state.onBatch(event.target.value)}
          maxLength={50}
          fullWidth
        />
        <DatePicker
          name="expiryDate"
          label={t('line.expiry')}
          value={state.expiry}
          onChange={state.onExpiry}
          onValidityChange={fields.watch(t('line.expiry'))}
          width="100%"
        />
        <NumberInput
          name="packSize"
          label={t('line.pack-size')}
          value={state.packSize}
          kind="packSize"
          min={0}
          minExclusive
          onChange={state.onPackSize}
          onValidityChange={fields.watch(t('line.pack-size'))}
          fullWidth
        />
        {props.children}
      </Box>
    </>
  );
}
