import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import { useDraftId } from '../../../core/useDraftId';
import { PackQuantityInput } from '../../../ui/MultiUnitInput';
import { NumberInput, useFieldProblems } from '../../../ui/NumberInput';
import { useRepack } from '../api/useInventoryMutations';
import type { StockLineRow } from '../stockLineColumns';
import { SaveDialog } from '../../../ui/Modal';
import { LocationPicker, type LocationChoice } from '../../../ui/Pickers';

/** Packs after a repack, or undefined when the units do not make whole new packs. */
export function repackedPacks(packs: number, packSize: number, newPackSize: number) {
  const result = (packs * packSize) / newPackSize;
  return Math.abs(result - Math.round(result)) < 1e-9 ? Math.round(result) : undefined;
}

/**
 * Splits whole packs of a line into packs of another size, maybe in another location. The packs
 * are whole, at most what is available, typed in packs or units; Save says what is missing.
 */
export function RepackDialog(props: {
  line: StockLineRow;
  locations: readonly LocationChoice[];
  onClose: () => void;
}) {
  const { line } = props;
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const repack = useRepack();
  const [id] = useDraftId();
  const [packs, setPacks] = useState<number | undefined>(undefined);
  const [newPackSize, setNewPackSize] = useState<number | undefined>(undefined);
  const [locationId, setLocationId] = useState(line.locationId ?? '');
  const fields = useFieldProblems();
  const result =
    packs && newPackSize ? repackedPacks(packs, line.packSize, newPackSize) : undefined;
  const ready = Boolean(packs && newPackSize);
  const packsLabel = t('repack.packs');
  const sizeLabel = t('repack.new-pack-size');
  const why =
    fields.first ??
    (!packs
      ? `${packsLabel}: ${common('number.too-small', { min: format.number(1) })}`
      : !newPackSize
        ? `${sizeLabel}: ${common('number.above', { min: format.number(0) })}`
        : result === undefined
          ? t('repack.fractional')
          : undefined);
  return (
    <SaveDialog
      title={t('repack.title')}
      onClose={props.onClose}
      successMessage={t('repack.done')}
      canSave={ready && result !== undefined && fields.valid}
      whyDisabled={why}
      isDirty={
        packs !== undefined ||
        newPackSize !== undefined ||
        locationId !== (line.locationId ?? '') ||
        !fields.valid
      }
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
      <PackQuantityInput
        label={packsLabel}
        name="repackPacks"
        value={packs}
        packSize={line.packSize}
        unitName={line.item.unitName}
        wholePacks
        maxPacks={Math.floor(line.availableNumberOfPacks)}
        onChange={setPacks}
        onValidityChange={fields.watch(packsLabel)}
        autoFocus
      />
      <NumberInput
        label={sizeLabel}
        name="newPackSize"
        value={newPackSize}
        kind="packSize"
        min={0}
        minExclusive
        onChange={setNewPackSize}
        onValidityChange={fields.watch(sizeLabel)}
        fullWidth
      />
      <LocationPicker
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
                packs: t('quantity.packs', { count: packs ?? 0, value: format.number(packs ?? 0) }),
                packSize: format.number(line.packSize),
                newPacks: t('quantity.packs', { count: result, value: format.number(result) }),
                newPackSize: format.number(newPackSize ?? 0),
              })}
        </Typography>
      ) : null}
    </SaveDialog>
  );
}
