import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { expiryDateProblem } from '@dawa/domain';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { DatePicker } from '../../../ui/DatePicker';
import { NumberInput, useFieldProblems } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import { useUpdateStockLine } from '../api/useInventoryMutations';
import { naiveDateOf } from '../ExpiryChip';
import type { StockLineRow } from '../stockLineColumns';
import { SaveDialog } from '../../../ui/Modal';
import { LocationPicker, NamePicker, type LocationChoice } from '../../../ui/Pickers';
import { useNames } from '../api/useInventoryQueries';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** A stored date (YYYY-MM-DD) as a local calendar date for the picker. */
function dateOf(value: string | null): Date | null {
  if (!value) return null;
  const [y = 0, m = 1, d = 1] = value.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export interface LineDraft {
  batch: string;
  expiryDate: string | null;
  costPricePerPack: number | undefined;
  sellPricePerPack: number | undefined;
  locationId: string;
  onHold: boolean;
  donorId: string;
}

const draftOf = (line: StockLineRow): LineDraft => ({
  batch: line.batch ?? '',
  expiryDate: line.expiryDate ?? null,
  costPricePerPack: line.costPricePerPack,
  sellPricePerPack: line.sellPricePerPack,
  locationId: line.locationId ?? '',
  onHold: line.onHold,
  donorId: line.donorId ?? '',
});

/** What changed, as the update input: only fields that differ are sent (each is logged). */
export function lineChanges(before: LineDraft, after: LineDraft) {
  const out: {
    batch?: string | null;
    expiryDate?: string | null;
    costPricePerPack?: number;
    sellPricePerPack?: number;
    locationId?: string | null;
    onHold?: boolean;
    donorId?: string | null;
  } = {};
  if (after.batch.trim() !== before.batch) out.batch = after.batch.trim() || null;
  if (after.expiryDate !== before.expiryDate) out.expiryDate = after.expiryDate;
  if (after.costPricePerPack !== undefined && after.costPricePerPack !== before.costPricePerPack)
    out.costPricePerPack = after.costPricePerPack;
  if (after.sellPricePerPack !== undefined && after.sellPricePerPack !== before.sellPricePerPack)
    out.sellPricePerPack = after.sellPricePerPack;
  if (after.locationId !== before.locationId) out.locationId = after.locationId || null;
  if (after.onHold !== before.onHold) out.onHold = after.onHold;
  if (after.donorId !== before.donorId) out.donorId = after.donorId || null;
  return out;
}

/**
 * Edits a stock line's details: batch, expiry, prices, location, hold and donor. A date that
 * does not exist or a price that does not read keeps Save off and says why (issue 10).
 */
export function StockLineEditDialog(props: {
  line: StockLineRow;
  locations: readonly LocationChoice[];
  onClose: () => void;
}) {
  const { t } = useInventoryTranslation();
  const update = useUpdateStockLine();
  const [before] = useState(() => draftOf(props.line));
  const [draft, setDraft] = useState(before);
  const donors = useNames('donor');
  const set = <K extends keyof LineDraft>(key: K, value: LineDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const fields = useFieldProblems();
  const changes = lineChanges(before, draft);
  const changed = Object.keys(changes).length > 0;
  const label = {
    expiry: t('new-stock.expiry'),
    cost: t('new-stock.cost-price'),
    sell: t('new-stock.sell-price'),
  };
  return (
    <SaveDialog
      title={t('action.edit')}
      onClose={props.onClose}
      successMessage={t('line.saved')}
      canSave={changed && fields.valid && !expiryDateProblem(draft.expiryDate)}
      whyDisabled={fields.first}
      isDirty={changed || !fields.valid}
      onSave={async () => {
        await update.mutateAsync({ id: props.line.id, ...changes });
      }}
    >
      <Box sx={grid}>
        <TextInput
          name="batch"
          label={t('new-stock.batch')}
          value={draft.batch}
          onChange={(event) => set('batch', event.target.value)}
          maxLength={50}
          fullWidth
        />
        <DatePicker
          name="expiryDate"
          label={t('new-stock.expiry')}
          value={dateOf(draft.expiryDate)}
          onChange={(date) => set('expiryDate', date ? naiveDateOf(date) : null)}
          onValidityChange={fields.watch(label.expiry)}
          width="100%"
        />
        <NumberInput
          name="costPrice"
          label={t('new-stock.cost-price')}
          value={draft.costPricePerPack}
          kind="price"
          decimalLimit={2}
          onChange={(value) => set('costPricePerPack', value)}
          onValidityChange={fields.watch(label.cost)}
          fullWidth
        />
        <NumberInput
          name="sellPrice"
          label={t('new-stock.sell-price')}
          value={draft.sellPricePerPack}
          kind="price"
          decimalLimit={2}
          onChange={(value) => set('sellPricePerPack', value)}
          onValidityChange={fields.watch(label.sell)}
          fullWidth
        />
      </Box>
      <LocationPicker
        label={t('line.location')}
        value={draft.locationId}
        onChange={(value) => set('locationId', value)}
        locations={props.locations}
      />
      <NamePicker
        name="donor"
        label={t('line.donor')}
        value={draft.donorId}
        onChange={(value) => set('donorId', value)}
        names={donors.data}
      />
      <FormControlLabel
        label={t('line.on-hold')}
        control={
          <Checkbox
            name="onHold"
            checked={draft.onHold}
            onChange={(event) => set('onHold', event.target.checked)}
          />
        }
      />
    </SaveDialog>
  );
}
