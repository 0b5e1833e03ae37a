// A line of a receipt (DOCUMENTS.md 2.2): the item, its batch and expiry, the pack size and
// packs received, prices, location, donor and VVM status. New, or the line as it stands, whose
// optional fields can be emptied again; the server refuses what received stock can no longer
// change (BatchIsReserved).
import { useState } from 'react';
import { isPositivePackSize } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useLineOptions } from '../../../core/documents/useDocumentChoices';
import { useDraftId } from '../../../core/useDraftId';
import { BatchFields, useBatchFields } from '../../../ui/document';
import { SaveDialog } from '../../../ui/Modal';
import { PackQuantityInput } from '../../../ui/MultiUnitInput';
import { NumberInput } from '../../../ui/NumberInput';
import { LocationPicker, NamePicker, VvmStatusPicker, type ItemChoice } from '../../../ui/Pickers';
import {
  useInsertInboundLine,
  useUpdateInboundLine,
  type InboundLine,
} from '../api/useInboundShipments';

export function InboundLineDialog(props: {
  invoiceId: string;
  /** The line to change; without one a new line is added. */
  line?: InboundLine;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const { line } = props;
  const insert = useInsertInboundLine();
  const update = useUpdateInboundLine();
  const options = useLineOptions();
  const [lineId] = useDraftId();
  const [item, setItem] = useState<ItemChoice | null>(line?.item ?? null);
  const batchFields = useBatchFields(line);
  const { batch, packSize, fields } = batchFields;
  const [packs, setPacks] = useState<number | undefined>(line?.numberOfPacks);
  const [cost, setCost] = useState<number | undefined>(line?.costPricePerPack);
  const [sell, setSell] = useState<number | undefined>(line?.sellPricePerPack);
  const [locationId, setLocationId] = useState(line?.locationId ?? '');
  const [donorId, setDonorId] = useState(line?.donorId ?? '');
  const [vvmStatusId, setVvmStatusId] = useState(line?.vvmStatusId ?? '');
  const label = {
    item: t('line.item'),
    packSize: t('line.pack-size'),
    packs: t('line.packs'),
    expiry: t('line.expiry'),
    cost: t('line.cost-price'),
    sell: t('line.sell-price'),
  };
  const missing: [string, string][] = [
    ...(item === null ? [[label.item, t('line.item-required')] as [string, string]] : []),
    ...(isPositivePackSize(packSize)
      ? []
      : [[label.packSize, t('line.pack-size-required')] as [string, string]]),
    ...(packs === undefined ? [[label.packs, t('line.packs-required')] as [string, string]] : []),
  ];
  const why = fields.first ?? (missing[0] ? `${missing[0][0]}: ${missing[0][1]}` : undefined);
  const chooseItem = (chosen: ItemChoice | null) => {
    setItem(chosen);
    if (chosen && !line) batchFields.onPackSize(chosen.defaultPackSize || 1);
  };
  // An optional field left empty: on a new line it is not sent; on a line that exists it is
  // sent as null, which the server takes as "clear it" (left out would keep the old value).
  // A price left empty is no price, 0, as on a new line.
  const optional = <T,>(value: T | '' | null | undefined): T | null | undefined =>
    value === '' || value == null ? (line ? null : undefined) : value;
  const price = (value: number | undefined) => value ?? (line ? 0 : undefined);
  const fieldsToSave = () => ({
    batch: optional(batch.trim()),
    expiryDate: optional(batchFields.expiryDate),
    packSize: packSize ?? 1,
    numberOfPacks: packs ?? 0,
    costPricePerPack: price(cost),
    sellPricePerPack: price(sell),
    locationId: optional(locationId),
    donorId: optional(donorId),
    vvmStatusId: optional(vvmStatusId),
  });

  return (
    <SaveDialog
      title={line ? t('line.edit-title') : t('line.new-title')}
      onClose={props.onClose}
      successMessage={t('line.saved')}
      canSave={why === undefined}
      whyDisabled={why}
      isDirty={!line && (item !== null || batch !== '' || packs !== undefined)}
      onSave={async () => {
        if (!item) return;
        if (line) await update.mutateAsync({ id: line.id, ...fieldsToSave() });
        else
          await insert.mutateAsync({
            id: lineId,
            invoiceId: props.invoiceId,
            itemId: item.id,
            ...fieldsToSave(),
          });
      }}
    >
      <BatchFields
        {...(line ? {} : { item: { value: item, onChange: chooseItem } })}
        state={batchFields}
      >
        <PackQuantityInput
          name="numberOfPacks"
          label={label.packs}
          value={packs}
          packSize={isPositivePackSize(packSize) ? (packSize ?? 1) : 1}
          unitName={item?.unitName}
          packDecimals={2}
          onChange={setPacks}
          onValidityChange={fields.watch(label.packs)}
        />
        <NumberInput
          name="costPrice"
          label={label.cost}
          value={cost}
          kind="price"
          decimalLimit={2}
          onChange={setCost}
          onValidityChange={fields.watch(label.cost)}
          fullWidth
        />
        <NumberInput
          name="sellPrice"
          label={label.sell}
          value={sell}
          kind="price"
          decimalLimit={2}
          onChange={setSell}
          onValidityChange={fields.watch(label.sell)}
          fullWidth
        />
        <LocationPicker
          label={t('line.location')}
          value={locationId}
          onChange={setLocationId}
          locations={options.data?.locations?.nodes ?? []}
        />
        <NamePicker
          name="donor"
          label={t('line.donor')}
          value={donorId}
          onChange={setDonorId}
          names={options.data?.donors?.nodes}
        />
        {item?.isVaccine ? (
          <VvmStatusPicker
            label={t('line.vvm')}
            noneLabel={t('line.none')}
            value={options.data ? vvmStatusId : ''}
            onChange={setVvmStatusId}
            statuses={options.data?.vvmStatuses ?? []}
          />
        ) : null}
      </BatchFields>
    </SaveDialog>
  );
}
