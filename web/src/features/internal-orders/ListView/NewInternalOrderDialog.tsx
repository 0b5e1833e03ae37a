import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_TEXT_LENGTH } from '@dawa/domain';
import { useDocumentsTranslation, type DocumentsT } from '../../../core/app-i18n/documents';
import { formatDate, useFormat } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { SaveDialog } from '../../../ui/Modal';
import { NumberInput } from '../../../ui/NumberInput';
import { NamePicker } from '../../../ui/Pickers';
import { TextInput } from '../../../ui/TextInput';
import {
  useInsertInternalOrder,
  useInsertProgramInternalOrder,
  useStorePrograms,
  useSupplierStores,
  type StoreOrderType,
} from '../api/useInternalOrders';

type Kind = 'GENERAL' | 'PROGRAM';
type Period = StoreOrderType['periods'][number];

/** How a period reads in the picker: its name and dates, and why it cannot be chosen. */
function periodLabel(t: DocumentsT, period: Period, orderType: StoreOrderType): string {
  const dates = `${period.name} (${formatDate(period.startDate)} – ${formatDate(period.endDate)})`;
  return period.available
    ? dates
    : `${dates} · ${t('internal-order.period-full', {
        count: period.orderCount,
        max: orderType.maxOrderPerPeriod,
      })}`;
}

function orderTypeLabel(t: DocumentsT, orderType: StoreOrderType): string {
  return orderType.isEmergency
    ? `${orderType.name} ${t('internal-order.emergency-mark')}`
    : orderType.name;
}

/** A new internal order (DOCUMENTS.md 5.1 and 7): to a supplier store with the min and max
 * months of stock, or for a program: its order type and a period of the window that still takes
 * an order (the type gives the months). Its id is made once per draft, so a retried save makes
 * one order. */
export function NewInternalOrderDialog(props: {
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const [id] = useDraftId();
  const suppliers = useSupplierStores().data;
  const programs = useStorePrograms().data ?? [];
  const insert = useInsertInternalOrder();
  const insertProgram = useInsertProgramInternalOrder();
  const [kind, setKind] = useState<Kind>('GENERAL');
  const [supplierId, setSupplierId] = useState('');
  const [minMonths, setMinMonths] = useState<number | undefined>(0);
  const [maxMonths, setMaxMonths] = useState<number | undefined>(3);
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const [reference, setReference] = useState('');
  const [programId, setProgramId] = useState('');
  const [orderTypeId, setOrderTypeId] = useState('');
  const [periodId, setPeriodId] = useState('');
  const program = programs.find((p) => p.id === programId);
  const orderType = program?.orderTypes.find((o) => o.id === orderTypeId);
  const period = orderType?.periods.find((p) => p.id === periodId && p.available);
  const monthsOk =
    minMonths !== undefined &&
    maxMonths !== undefined &&
    Object.values(problems).every((problem) => problem === null);

  const missing =
    supplierId === ''
      ? t('internal-order.supplier-required')
      : kind === 'GENERAL'
        ? monthsOk
          ? null
          : t('internal-order.months-required')
        : !program
          ? t('internal-order.program-required')
          : !orderType
            ? t('internal-order.order-type-required')
            : !period
              ? t('internal-order.period-required')
              : null;

  const create = async () => {
    const common = { id, otherPartyId: supplierId };
    const theirReference = reference.trim() ? { theirReference: reference.trim() } : {};
    if (kind === 'GENERAL') {
      await insert.mutateAsync({
        ...common,
        ...theirReference,
        minMonthsOfStock: minMonths ?? 0,
        maxMonthsOfStock: maxMonths ?? 0,
      });
    } else {
      await insertProgram.mutateAsync({
        ...common,
        ...theirReference,
        programOrderTypeId: orderTypeId,
        periodId,
      });
    }
    props.onCreated(id);
  };

  return (
    <SaveDialog
      title={t('internal-order.new-title')}
      onClose={props.onClose}
      onSave={create}
      successMessage={t('internal-order.created')}
      canSave={missing === null}
      whyDisabled={missing ?? undefined}
      isDirty={supplierId !== '' || programId !== '' || reference !== ''}
    >
      {programs.length > 0 ? (
        <RadioGroup
          row
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
        >
          <FormControlLabel
            value="GENERAL"
            control={<Radio />}
            label={t('internal-order.kind-general')}
          />
          <FormControlLabel
            value="PROGRAM"
            control={<Radio />}
            label={t('internal-order.kind-program')}
          />
        </RadioGroup>
      ) : null}
      {kind === 'PROGRAM' ? (
        <>
          <TextInput
            select
            name="program"
            label={t('internal-order.program')}
            value={programId}
            onChange={(event) => {
              setProgramId(event.target.value);
              setOrderTypeId('');
              setPeriodId('');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('internal-order.choose')}</MenuItem>
            {programs.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                <bdi>{p.name}</bdi>
              </MenuItem>
            ))}
          </TextInput>
          <TextInput
            select
            name="orderType"
            label={t('internal-order.order-type')}
            value={orderTypeId}
            disabled={!program}
            onChange={(event) => {
              setOrderTypeId(event.target.value);
              setPeriodId('');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('internal-order.choose')}</MenuItem>
            {(program?.orderTypes ?? []).map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {orderTypeLabel(t, o)}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput
            select
            name="period"
            label={t('internal-order.period')}
            value={period ? periodId : ''}
            disabled={!orderType}
            onChange={(event) => setPeriodId(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('internal-order.choose')}</MenuItem>
            {orderType && orderType.periods.length === 0 ? (
              <MenuItem value="" disabled>
                {t('internal-order.no-periods')}
              </MenuItem>
            ) : null}
            {(orderType?.periods ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id} disabled={!p.available}>
                {orderType ? periodLabel(t, p, orderType) : p.name}
              </MenuItem>
            ))}
          </TextInput>
          {orderType ? (
            <Typography variant="body2" color="text.secondary" data-testid="order-type-months">
              {t('internal-order.order-type-months', {
                min: format.number(orderType.thresholdMos),
                max: format.number(orderType.maxMos),
              })}
              {orderType.isEmergency
                ? ` ${t('internal-order.emergency-limit', {
                    count: orderType.maxItemsInEmergencyOrder,
                  })}`
                : ''}
            </Typography>
          ) : null}
        </>
      ) : null}
      <NamePicker
        name="supplier"
        label={t('internal-order.supplier')}
        value={supplierId}
        onChange={setSupplierId}
        names={suppliers}
      />
      {kind === 'GENERAL' ? (
        <Stack direction="row" spacing={2}>
          <NumberInput
            name="minMonthsOfStock"
            label={t('internal-order.min-months')}
            value={minMonths}
            onChange={setMinMonths}
            onValidityChange={(problem) => setProblems((p) => ({ ...p, min: problem }))}
            kind="monthsOfStock"
            decimalLimit={2}
            fullWidth
          />
          <NumberInput
            name="maxMonthsOfStock"
            label={t('internal-order.max-months')}
            value={maxMonths}
            onChange={setMaxMonths}
            onValidityChange={(problem) => setProblems((p) => ({ ...p, max: problem }))}
            kind="monthsOfStock"
            decimalLimit={2}
            fullWidth
          />
        </Stack>
      ) : null}
      <TextInput
        name="theirReference"
        label={t('page.their-reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        maxLength={MAX_TEXT_LENGTH}
        fullWidth
      />
    </SaveDialog>
  );
}
