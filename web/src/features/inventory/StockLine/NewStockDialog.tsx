import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import { expiryDateProblem, isPositivePackSize } from '@dawa/domain';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useDraftId } from '../../../core/useDraftId';
import { DatePicker } from '../../../ui/DatePicker';
import { PackQuantityInput } from '../../../ui/MultiUnitInput';
import { NumberInput, useFieldProblems } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import { useInsertStockLine } from '../api/useInventoryMutations';
import { naiveDateOf } from '../ExpiryChip';
import { reasonMissing, reasonsFor, type ReasonChoice } from './adjustment';
import { SaveDialog } from '../../../ui/Modal';
import { ReasonSelect } from './ReasonSelect';
import {
  ItemPicker,
  LocationPicker,
  NamePicker,
  type ItemChoice,
  type LocationChoice,
} from '../../../ui/Pickers';
import { useItemChoices, useNames } from '../api/useInventoryQueries';

export interface NewStockDialogProps {
  /** The item to add stock of; without one the dialog first asks for it (the stock list). */
  item?: ItemChoice;
  locations: readonly LocationChoice[];
  reasons: readonly ReasonChoice[];
  onClose: () => void;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Packs a new line may start with, as typed (the server keeps six decimals). */
const NEW_STOCK_PACK_DECIMALS = 2;

/**
 * Puts new stock of an item in the store: a new stock line with a positive adjustment. Save
 * stays off, and says why, until the item, the packs and the pack size are there and every
 * field reads; closing with input asks "Are you sure?".
 */
export function NewStockDialog({ locations, reasons, onClose, ...props }: NewStockDialogProps) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const insert = useInsertStockLine();
  // The new line and its opening addition: both ids stay the same for every retry.
  const [lineId] = useDraftId();
  const [invoiceId] = useDraftId();
  const [item, setItem] = useState<ItemChoice | null>(props.item ?? null);
  const suppliers = useNames('supplier');
  const donors = useNames('donor');
  const [itemTyped, setItemTyped] = useState('');
  const [batch, setBatch] = useState('');
  const [expiry, setExpiry] = useState<Date | null>(null);
  const [packSize, setPackSize] = useState<number | undefined>(props.item?.defaultPackSize || 1);
  const [packs, setPacks] = useState<number | undefined>(undefined);
  const [costPrice, setCostPrice] = useState<number | undefined>(undefined);
  const [sellPrice, setSellPrice] = useState<number | undefined>(undefined);
  const [locationId, setLocationId] = useState('');
  const [onHold, setOnHold] = useState(false);
  const [reasonId, setReasonId] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const [donorId, setDonorId] = useState('');
  const fields = useFieldProblems();
  const [touched, setTouched] = useState(false);
  const choices = reasonsFor(reasons, 'ADDITION', item?.isVaccine ?? false);
  const chooseItem = (chosen: ItemChoice | null) => {
    setItem(chosen);
    if (chosen) setPackSize(chosen.defaultPackSize || 1);
  };
  const label = {
    item: t('new-stock.item'),
    expiry: t('new-stock.expiry'),
    packSize: t('new-stock.pack-size'),
    packs: t('new-stock.packs'),
    cost: t('new-stock.cost-price'),
    sell: t('new-stock.sell-price'),
    reason: t('adjust.reason'),
  };
  // What is missing, in the order of the form; a field's own problem comes first.
  const missing: [string, string][] = [
    ...(item === null ? [[label.item, t('new-stock.item-required')] as [string, string]] : []),
    ...(packs === undefined || packs <= 0
      ? [[label.packs, t('adjust.packs-required')] as [string, string]]
      : []),
    ...(isPositivePackSize(packSize)
      ? []
      : [[label.packSize, t('new-stock.pack-size-required')] as [string, string]]),
    ...(expiry !== null && expiryDateProblem(naiveDateOf(expiry)) !== undefined
      ? [[label.expiry, common('error.invalid-date')] as [string, string]]
      : []),
    ...(reasonMissing(reasonId, reasons, 'ADDITION', item?.isVaccine ?? false)
      ? [[label.reason, t('adjust.reason-required')] as [string, string]]
      : []),
  ];
  const why = fields.first ?? (missing[0] ? `${missing[0][0]}: ${missing[0][1]}` : undefined);
  const valid = why === undefined;
  const isDirty =
    (!props.item && (item !== null || itemTyped.trim() !== '')) ||
    batch !== '' ||
    expiry !== null ||
    packs !== undefined ||
    costPrice !== undefined ||
    sellPrice !== undefined ||
    locationId !== '' ||
    onHold ||
    reasonId !== '' ||
    supplierId !== '' ||
    donorId !== '' ||
    !fields.valid;

  return (
    <SaveDialog
      title={props.item ? `${t('new-stock.title')}: ${props.item.name}` : t('new-stock.title')}
      onClose={onClose}
      successMessage={t('new-stock.done')}
      canSave={valid}
      whyDisabled={why}
      isDirty={isDirty}
      onSave={async () => {
        if (!item || !packs || !packSize) return;
        await insert.mutateAsync({
          id: lineId,
          invoiceId,
          itemId: item.id,
          numberOfPacks: packs,
          packSize,
          onHold,
          ...(batch.trim() ? { batch: batch.trim() } : {}),
          ...(expiry ? { expiryDate: naiveDateOf(expiry) } : {}),
          ...(locationId ? { locationId } : {}),
          ...(costPrice === undefined ? {} : { costPricePerPack: costPrice }),
          ...(sellPrice === undefined ? {} : { sellPricePerPack: sellPrice }),
          ...(reasonId ? { reasonId } : {}),
          ...(supplierId ? { supplierId } : {}),
          ...(donorId ? { donorId } : {}),
        });
      }}
    >
      {props.item ? null : (
        <ItemPicker
          label={t('new-stock.item')}
          useSearch={useItemChoices}
          value={item}
          onChange={chooseItem}
          onTypedChange={setItemTyped}
          helperText={item ? undefined : t('new-stock.item-required')}
          error={touched && item === null}
          autoFocus
        />
      )}
      <Box sx={grid}>
        <TextInput
          name="batch"
          label={t('new-stock.batch')}
          value={batch}
          onChange={(event) => setBatch(event.target.value)}
          maxLength={50}
          fullWidth
          autoFocus={Boolean(props.item)}
        />
        <DatePicker
          name="expiryDate"
          label={t('new-stock.expiry')}
          value={expiry}
          onChange={setExpiry}
          onValidityChange={fields.watch(label.expiry)}
          width="100%"
        />
        <NumberInput
          name="packSize"
          label={label.packSize}
          value={packSize}
          kind="packSize"
          min={0}
          minExclusive
          onChange={setPackSize}
          onValidityChange={fields.watch(label.packSize)}
          error={packSize === undefined}
          helperText={packSize === undefined ? t('new-stock.pack-size-required') : undefined}
          fullWidth
        />
        <NumberInput
          name="costPrice"
          label={label.cost}
          value={costPrice}
          kind="price"
          decimalLimit={2}
          onChange={setCostPrice}
          onValidityChange={fields.watch(label.cost)}
          fullWidth
        />
        <NumberInput
          name="sellPrice"
          label={label.sell}
          value={sellPrice}
          kind="price"
          decimalLimit={2}
          onChange={setSellPrice}
          onValidityChange={fields.watch(label.sell)}
          fullWidth
        />
      </Box>
      <PackQuantityInput
        name="numberOfPacks"
        label={label.packs}
        value={packs}
        packSize={isPositivePackSize(packSize) ? (packSize ?? 1) : 1}
        unitName={item?.unitName}
        packDecimals={NEW_STOCK_PACK_DECIMALS}
        onChange={setPacks}
        onValidityChange={fields.watch(label.packs)}
        onBlur={() => setTouched(true)}
      />
      <LocationPicker
        label={t('line.location')}
        value={locationId}
        onChange={setLocationId}
        locations={locations}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NamePicker
          name="supplier"
          label={t('line.supplier')}
          value={supplierId}
          onChange={setSupplierId}
          names={suppliers.data}
        />
        <NamePicker
          name="donor"
          label={t('line.donor')}
          value={donorId}
          onChange={setDonorId}
          names={donors.data}
        />
      </Box>
      <ReasonSelect choices={choices} value={reasonId} onChange={setReasonId} />
      <FormControlLabel
        label={t('line.on-hold')}
        control={
          <Checkbox checked={onHold} onChange={(event) => setOnHold(event.target.checked)} />
        }
      />
    </SaveDialog>
  );
}
