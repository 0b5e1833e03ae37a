import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useUpdateStockLine } from '../api/useInventoryMutations';
import type { StockLineRow } from '../stockLineColumns';
import { DialogFrame } from './DialogFrame';
import { LocationSelect, type LocationChoice } from './LocationSelect';
import { NameSelect } from './NameSelect';

/** Moves a stock line to another location and puts it on or off hold. */
export function StockLineEditDialog(props: {
  line: StockLineRow;
  locations: readonly LocationChoice[];
  onClose: () => void;
}) {
  const { t } = useInventoryTranslation();
  const update = useUpdateStockLine();
  const [locationId, setLocationId] = useState(props.line.locationId ?? '');
  const [onHold, setOnHold] = useState(props.line.onHold);
  const [donorId, setDonorId] = useState(props.line.donorId ?? '');
  const changed =
    locationId !== (props.line.locationId ?? '') ||
    onHold !== props.line.onHold ||
    donorId !== (props.line.donorId ?? '');
  return (
    <DialogFrame
      title={t('action.edit')}
      onClose={props.onClose}
      successMessage={t('line.saved')}
      canSave={changed}
      onSave={async () => {
        await update.mutateAsync({
          id: props.line.id,
          locationId: locationId === '' ? null : locationId,
          onHold,
          donorId: donorId === '' ? null : donorId,
        });
      }}
    >
      <LocationSelect
        label={t('line.location')}
        value={locationId}
        onChange={setLocationId}
        locations={props.locations}
      />
      <NameSelect kind="donor" value={donorId} onChange={setDonorId} />
      <FormControlLabel
        label={t('line.on-hold')}
        control={
          <Checkbox
            name="onHold"
            checked={onHold}
            onChange={(event) => setOnHold(event.target.checked)}
          />
        }
      />
    </DialogFrame>
  );
}
