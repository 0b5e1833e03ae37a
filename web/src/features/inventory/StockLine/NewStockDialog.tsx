import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { expiryDateProblem, isPositivePackSize } from '@dawa/domain';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useDraftId } from '../../../core/useDraftId';
import { DatePicker } from '../../../ui/DatePicker';
import { NumberInput } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import { useInsertStockLine } from '../api/useInventoryMutations';
import { naiveDateOf } from '../ExpiryChip';
import { reasonMissing, reasonsFor, type ReasonChoice } from './adjustment';
import { DialogFrame } from './DialogFrame';
import { ItemSearchInput, type ItemChoice } from './ItemSearchInput';
import { NameSelect } from './NameSelect';
import { LocationSelect, type LocationChoice } from './LocationSelect';

export interface NewStockDialogProps {
  /** The item to add stock of; without one the dialog first asks for it (the stock list). */
  item?: ItemChoice;
  locations: readonly LocationChoice[];
  reasons: readonly ReasonChoice[];
  onClose: () => void;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Puts new stock of an item in the store: a new stock line with a positive adjustment. */
export function NewStockDialog({ locations, reasons, onClose, ...props }: NewStockDialogProps) {
  const { t } = useInventoryTranslation();
  const insert = useInsertStockLine();
  // The new line and its opening addition: both ids stay the same for every retry.
  const [lineId] = useDraftId();
  const [invoiceId] = useDraftId();
  const [item, setItem] = useState<ItemChoice | null>(props.item ?? null);
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
  const choices = reasonsFor(reasons, 'ADDITION', item?.isVaccine ?? false);
  const chooseItem = (chosen: ItemChoice | null) => {
    setItem(chosen);
    if (chosen) setPackSize(chosen.defaultPackSize || 1);
  };
  const valid =
    item !== null &&
    Boolean(packs && packs > 0) &&
    isPositivePackSize(packSize) &&
    (expiry === null || expiryDateProblem(naiveDateOf(expiry)) === undefined) &&
    !reasonMissing(reasonId, reasons, 'ADDITION', item.isVaccine);

  return (
    <DialogFrame
      title={props.item ? `${t('new-stock.title')}: ${props.item.name}` : t('new-stock.title')}
      onClose={onClose}
      successMessage={t('new-stock.done')}
      canSave={valid}
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
        <ItemSearchInput
          value={item}
          onChange={chooseItem}
          helperText={item ? undefined : t('new-stock.item-required')}
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
          width="100%"
        />
        <NumberInput
          name="packSize"
          label={t('new-stock.pack-size')}
          value={packSize}
          min={1}
          decimalLimit={2}
          onChange={setPackSize}
          error={!packSize}
          helperText={packSize ? undefined : t('new-stock.pack-size-required')}
          fullWidth
        />
        <NumberInput
          name="numberOfPacks"
          label={t('new-stock.packs')}
          value={packs}
          decimalLimit={2}
          onChange={setPacks}
          fullWidth
        />
        <NumberInput
          name="costPrice"
          label={t('new-stock.cost-price')}
          value={costPrice}
          decimalLimit={2}
          onChange={setCostPrice}
          fullWidth
        />
        <NumberInput
          name="sellPrice"
          label={t('new-stock.sell-price')}
          value={sellPrice}
          decimalLimit={2}
          onChange={setSellPrice}
          fullWidth
        />
      </Box>
      <LocationSelect
        label={t('line.location')}
        value={locationId}
        onChange={setLocationId}
        locations={locations}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NameSelect kind="supplier" value={supplierId} onChange={setSupplierId} />
        <NameSelect kind="donor" value={donorId} onChange={setDonorId} />
      </Box>
      {choices.length > 0 ? (
        <TextInput
          select
          name="reason"
          label={t('adjust.reason')}
          value={reasonId}
          onChange={(event) => setReasonId(event.target.value)}
          fullWidth
        >
          {choices.map((reason) => (
            <MenuItem key={reason.id} value={reason.id}>
              {reason.reason}
            </MenuItem>
          ))}
        </TextInput>
      ) : null}
      <FormControlLabel
        label={t('line.on-hold')}
        control={
          <Checkbox checked={onHold} onChange={(event) => setOnHold(event.target.checked)} />
        }
      />
    </DialogFrame>
  );
}
