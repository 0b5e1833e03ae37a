// One stocktake line corrected at once (issue 12): its count in packs or in units, and the batch
// fields a count finds wrong (batch, expiry, location, VVM status, prices), sent as one update.
// The server converts units to packs and decides every rule (DOCUMENTS.md 9.2); its refusal
// shows in the dialog, which keeps what was typed.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  countDirection,
  expiryDateProblem,
  reasonsThatFit,
  roundToDecimals,
  unitsToPacks,
} from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useLineOptions } from '../../../core/documents/useDocumentChoices';
import { errorMessage, UserFacingError } from '../../../core/graphql/userErrors';
import { NAIVE_DATE_FORMAT, formatDate, toDate, useFormat } from '../../../core/i18n';
import { DatePicker } from '../../../ui/DatePicker';
import { SaveDialog } from '../../../ui/Modal';
import { NumberInput, useFieldProblems } from '../../../ui/NumberInput';
import { LocationPicker, VvmStatusPicker } from '../../../ui/Pickers';
import { TextInput } from '../../../ui/TextInput';
import type { UpdateStocktakeLineInput } from '../../../gql/graphql';
import { useStocktakeReasons, useUpdateStocktakeLines } from '../api/useStocktakes';
import type { CountRow } from './stocktakeLineColumns';

type CountUnit = 'packs' | 'units';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
/** Units shown of a count in packs: as exact as a pack count is kept. */
const UNIT_DECIMALS = 6;
const REASON_REFUSALS = new Set(['AdjustmentReasonNotProvided', 'AdjustmentReasonNotValid']);

/** What the dialog holds; the count is the packs or the units typed, whichever is chosen. */
interface LineForm {
  unit: CountUnit;
  packs: number | undefined;
  units: number | undefined;
  batch: string;
  expiryDate: string | null;
  locationId: string;
  vvmStatusId: string;
  cost: number | undefined;
  sell: number | undefined;
  reasonOptionId: string;
}

function formOf(line: CountRow): LineForm {
  const packs = line.countedNumberOfPacks ?? undefined;
  return {
    unit: 'packs',
    packs,
    units: packs === undefined ? undefined : roundToDecimals(packs * line.packSize, UNIT_DECIMALS),
    batch: line.batch ?? '',
    expiryDate: line.expiryDate ?? null,
    locationId: line.location?.id ?? '',
    vvmStatusId: line.vvmStatus?.id ?? '',
    cost: line.costPricePerPack,
    sell: line.sellPricePerPack,
    reasonOptionId: line.reasonOptionId ?? '',
  };
}

/** The count the form stands for, in packs (units as the server converts them). */
function countedPacks(form: LineForm, packSize: number): number | null {
  if (form.unit === 'packs') return form.packs ?? null;
  return form.units === undefined ? null : unitsToPacks(form.units, packSize);
}

/**
 * The update of the line: its count in the unit typed and its reason (when the count differs
 * from the snapshot and the reason fits it, else none) always, so a count the table holds that
 * the server refused goes with it; the batch fields only when they differ. `changed` says
 * whether anything differs from what the dialog opened with.
 */
export function lineCorrection(
  line: CountRow,
  before: LineForm,
  form: LineForm,
  reasonFits: (reasonId: string) => boolean,
): { input: Omit<UpdateStocktakeLineInput, 'id'>; changed: boolean } {
  const counted = countedPacks(form, line.packSize);
  const differs = countDirection({ ...line, countedNumberOfPacks: counted }) !== null;
  const reason = differs && reasonFits(form.reasonOptionId) ? form.reasonOptionId : '';
  const input: Omit<UpdateStocktakeLineInput, 'id'> =
    form.unit === 'units' && form.units !== undefined
      ? { countedUnits: form.units }
      : { countedNumberOfPacks: counted };
  input.reasonOptionId = reason || null;
  let changed = counted !== countedPacks(before, line.packSize) || reason !== before.reasonOptionId;
  const fields: Omit<UpdateStocktakeLineInput, 'id'> = {};
  if (form.batch.trim() !== before.batch) fields.batch = form.batch.trim() || null;
  if (form.expiryDate !== before.expiryDate) fields.expiryDate = form.expiryDate;
  if (form.locationId !== before.locationId) fields.locationId = form.locationId || null;
  if (form.vvmStatusId !== before.vvmStatusId) fields.vvmStatusId = form.vvmStatusId || null;
  if (form.cost !== undefined && form.cost !== before.cost) fields.costPricePerPack = form.cost;
  if (form.sell !== undefined && form.sell !== before.sell) fields.sellPricePerPack = form.sell;
  changed ||= Object.keys(fields).length > 0;
  return { input: { ...input, ...fields }, changed };
}

export function StocktakeLineDialog(props: {
  stocktakeId: string;
  line: CountRow;
  onClose: () => void;
  /** Heard once the server took the change (the row's own pending count is then stale). */
  onSaved?: (lineId: string) => void;
}) {
  const { line } = props;
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const update = useUpdateStocktakeLines(props.stocktakeId);
  const options = useLineOptions();
  const reasons = useStocktakeReasons().data ?? [];
  const [before] = useState(() => formOf(line));
  const [form, setForm] = useState(before);
  const [refusal, setRefusal] = useState<{ typename: string; message: string } | null>(null);
  const fields = useFieldProblems();
  const set = <K extends keyof LineForm>(key: K, value: LineForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const unitName = line.item?.unitName || common('quantity.units');
  const counted = countedPacks(form, line.packSize);
  const direction = countDirection({ ...line, countedNumberOfPacks: counted });
  const fitting =
    direction === null ? [] : reasonsThatFit(reasons, direction, line.item?.isVaccine ?? false);
  const { input, changed } = lineCorrection(line, before, form, (id) =>
    fitting.some((r) => r.id === id),
  );
  const showVvm = (line.item?.isVaccine ?? false) || before.vvmStatusId !== '';
  const label = {
    packs: t('stocktake.counted'),
    units: t('stocktake.counted-units', { unit: unitName }),
    expiry: t('line.expiry'),
    cost: t('line.cost-price'),
    sell: t('line.sell-price'),
  };

  const chooseUnit = (next: CountUnit | null) => {
    if (!next || next === form.unit) return;
    // The count typed so far carries over in the other unit.
    setForm((current) =>
      next === 'units'
        ? {
            ...current,
            unit: next,
            units:
              current.packs === undefined
                ? undefined
                : roundToDecimals(current.packs * line.packSize, UNIT_DECIMALS),
          }
        : {
            ...current,
            unit: next,
            packs:
              current.units === undefined ? undefined : unitsToPacks(current.units, line.packSize),
          },
    );
  };

  const conversion =
    counted === null
      ? null
      : common('quantity.conversion', {
          count: counted,
          packs: format.number(counted),
          units: format.number(roundToDecimals(counted * line.packSize, UNIT_DECIMALS)),
          unit: unitName,
        });

  return (
    <SaveDialog
      title={t('line.edit-title')}
      onClose={props.onClose}
      successMessage={t('line.saved')}
      canSave={changed && fields.valid && !expiryDateProblem(form.expiryDate)}
      whyDisabled={fields.first}
      isDirty={changed || !fields.valid}
      onSave={async () => {
        setRefusal(null);
        await update.mutateAsync([{ id: line.id, ...input }]);
        props.onSaved?.(line.id);
      }}
      onRefused={(error) => {
        if (!(error instanceof UserFacingError)) return false;
        setRefusal({
          typename: error.typename,
          message: errorMessage(error, t('page.could-not-save')).message,
        });
        return true;
      }}
    >
      <Box>
        <Typography variant="subtitle1" component="p" data-testid="line-dialog-item">
          <bdi>{line.itemName}</bdi> · <bdi>{line.itemCode}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="line-dialog-snapshot">
          {t('stocktake.snapshot-of', {
            packs: format.number(line.snapshotNumberOfPacks),
            packSize: format.number(line.packSize),
            unit: unitName,
          })}
        </Typography>
      </Box>
      {refusal ? (
        <Alert severity="error" role="alert" data-testid="line-dialog-refusal">
          {refusal.message}
        </Alert>
      ) : null}
      <Stack spacing={1}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={form.unit}
          onChange={(_event, next: CountUnit | null) => chooseUnit(next)}
          aria-label={common('quantity.enter-in')}
        >
          <ToggleButton value="packs">{common('quantity.packs')}</ToggleButton>
          <ToggleButton value="units">{common('quantity.units')}</ToggleButton>
        </ToggleButtonGroup>
        {/* One field per unit (its own key): what was typed in one is never shown as the other. */}
        <NumberInput
          key={form.unit}
          name={form.unit === 'packs' ? 'countedNumberOfPacks' : 'countedUnits'}
          label={label[form.unit]}
          value={form[form.unit]}
          kind="numberOfPacks"
          // Packs to the hundredth, as the table's count; units whole.
          decimalLimit={form.unit === 'packs' ? 2 : 0}
          onChange={(value) => set(form.unit, value)}
          onValidityChange={fields.watch(label[form.unit])}
          autoFocus
          fullWidth
        />
        {conversion && fields.valid ? (
          <Typography variant="body2" color="text.secondary" data-testid="quantity-conversion">
            {conversion}
          </Typography>
        ) : null}
      </Stack>
      {fitting.length > 0 ? (
        <TextInput
          select
          name="reason"
          label={t('stocktake.reason')}
          value={fitting.some((r) => r.id === form.reasonOptionId) ? form.reasonOptionId : ''}
          onChange={(event) => set('reasonOptionId', event.target.value)}
          error={refusal !== null && REASON_REFUSALS.has(refusal.typename)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <MenuItem value="">{t('stocktake.no-reason')}</MenuItem>
          {fitting.map((reason) => (
            <MenuItem key={reason.id} value={reason.id}>
              {reason.reason}
            </MenuItem>
          ))}
        </TextInput>
      ) : null}
      <Box sx={grid}>
        <TextInput
          name="batch"
          label={t('line.batch')}
          value={form.batch}
          onChange={(event) => set('batch', event.target.value)}
          maxLength={50}
          fullWidth
        />
        <DatePicker
          name="expiryDate"
          label={label.expiry}
          value={form.expiryDate ? (toDate(form.expiryDate) ?? null) : null}
          onChange={(date) => set('expiryDate', date ? formatDate(date, NAIVE_DATE_FORMAT) : null)}
          onValidityChange={fields.watch(label.expiry)}
          width="100%"
        />
        {(['cost', 'sell'] as const).map((price) => (
          <NumberInput
            key={price}
            name={`${price}PricePerPack`}
            label={label[price]}
            value={form[price]}
            kind="price"
            decimalLimit={2}
            onChange={(value) => set(price, value)}
            onValidityChange={fields.watch(label[price])}
            fullWidth
          />
        ))}
      </Box>
      <LocationPicker
        label={t('line.location')}
        value={options.data ? form.locationId : ''}
        onChange={(value) => set('locationId', value)}
        locations={options.data?.locations?.nodes ?? []}
      />
      {showVvm ? (
        <VvmStatusPicker
          label={t('line.vvm')}
          noneLabel={t('line.none')}
          value={options.data ? form.vvmStatusId : ''}
          onChange={(value) => set('vvmStatusId', value)}
          statuses={options.data?.vvmStatuses ?? []}
        />
      ) : null}
    </SaveDialog>
  );
}
