import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { NumberInput } from '../../../ui/NumberInput';
import { useRepack } from '../api/useInventoryMutations';
import type { StockLineRow } from '../stockLineColumns';
import { DialogFrame } from './DialogFrame';
import { LocationSelect, type LocationChoice } from './LocationSelect';

/** Packs after a repack, or undefined when the units do not make whole new packs. */
export function repackedPacks(packs: number, packSize: number, newPackSize: number) {
  const result = (packs * packSize) / newPackSize;
  return Math.abs(result - Math.round(result)) < 1e-9 ? Math.round(result) : undefined;
}

/** Splits whole packs of a line into packs of another size, maybe in another location. */
export function RepackDialog(props: {
  line: StockLineRow;
  locations: readonly LocationChoice[];
  onClose: () => void;
}) {
  const { line } = props;
  const { t } = useInventoryTranslation();
  const format = useFormat();
  const repack = useRepack();
  const [id] = useDraftId();
  const [packs, setPacks] = useState<number | undefined>(undefined);
  const [newPackSize, setNewPackSize] = useState<number | undefined>(undefined);
  const [locationId, setLocationId] = useState(line.locationId ?? '');
  const result =
    packs && newPackSize ? repackedPacks(packs, line.packSize, newPackSize) : undefined;
  const ready = Boolean(packs && newPackSize);
  return (
    <DialogFrame
      title={t('repack.title')}
      onClose={props.onClose}
      successMessage={t('repack.done')}
      canSave={ready && result !== undefined}
      onSave={async () => {
        if (!packs || !newPackSize) return;
        await repack.mutateAsync({
          id,
          stockLineId: line.id,
          numberOfPacks: packs,
          newPackSize,
          ...(locationId ? { newLocationId: locationId } : {}),
        });
      }}
    >
      <NumberInput
        label={t('repack.packs')}
        name="repackPacks"
        value={packs}
        min={1}
        max={Math.floor(line.availableNumberOfPacks)}
        onChange={setPacks}
        fullWidth
        autoFocus
      />
      <NumberInput
        label={t('repack.new-pack-size')}
        name="newPackSize"
        value={newPackSize}
        min={1}
        onChange={setNewPackSize}
        fullWidth
      />
      <LocationSelect
        label={t('repack.new-location')}
        value={locationId}
        onChange={setLocationId}
        locations={props.locations}
      />
      {ready ? (
        <Typography
          variant="body2"
          color={result === undefined ? 'error' : 'text.secondary'}
          data-testid="repack-result"
        >
          {result === undefined
            ? t('repack.fractional')
            : t('repack.result', {
                packs: format.number(packs ?? 0),
                packSize: format.number(line.packSize),
                newPacks: format.number(result),
                newPackSize: format.number(newPackSize ?? 0),
              })}
        </Typography>
      ) : null}
    </DialogFrame>
  );
}
