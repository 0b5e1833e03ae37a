import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { inventoryHeader } from '../../../core/app-i18n/InventoryText';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { usePermission } from '../../../core/session';
import type { ColumnDefinition } from '../../../ui/DataTable';
import { useDeleteVariantPart, useItemVariants } from '../api/useItemEditing';
import {
  BundleDialog,
  ItemVariantDialog,
  PackVariantDialog,
  type PackDraft,
  type VariantDraft,
} from '../ItemEditor/VariantDialogs';
import { VariantSection } from '../ItemEditor/VariantSection';

type Variants = NonNullable<ReturnType<typeof useItemVariants>['data']>;
type VariantRow = Variants['variants'][number];
type PackRow = Variants['packVariants'][number];
type BundleRow = VariantRow['bundles'][number];

const variantLabel = (v: { name: string; itemCode: string } | null | undefined) =>
  v ? `${v.itemCode} · ${v.name}` : '';

const variantColumns: ColumnDefinition<VariantRow>[] = [
  { key: 'name', Header: inventoryHeader('variants.name'), width: 260 },
  { key: 'manufacturer', Header: inventoryHeader('item.manufacturer'), width: 240 },
  {
    key: 'dosesPerUnit',
    Header: inventoryHeader('item.doses-per-unit'),
    width: 140,
    format: 'Real',
    align: 'right',
  },
];
const packColumns: ColumnDefinition<PackRow>[] = [
  {
    key: 'packSize',
    Header: inventoryHeader('variants.pack-size'),
    width: 120,
    format: 'Real',
    align: 'right',
  },
  { key: 'name', Header: inventoryHeader('variants.pack-name'), width: 240 },
  { key: 'abbreviation', Header: inventoryHeader('variants.abbreviation'), width: 160 },
];
const bundleColumns: ColumnDefinition<BundleRow>[] = [
  {
    key: 'principal',
    Header: inventoryHeader('variants.principal'),
    width: 300,
    accessor: (b) => variantLabel(b.principalVariant),
  },
  {
    key: 'bundled',
    Header: inventoryHeader('variants.bundled'),
    width: 300,
    accessor: (b) => variantLabel(b.bundledVariant),
  },
  {
    key: 'ratio',
    Header: inventoryHeader('variants.ratio'),
    width: 100,
    format: 'Real',
    align: 'right',
  },
];

const NEW_VARIANT: VariantDraft = { name: '', manufacturer: '', dosesPerUnit: undefined };
const NEW_PACK: PackDraft = { packSize: undefined, name: '', abbreviation: '' };

/** The item's variants, pack variants and the bundles its variants take part in. */
export function ItemVariants(props: { itemId: string }) {
  const { t } = useInventoryTranslation();
  const canMutate = usePermission('ITEM_MUTATE');
  const data = useItemVariants(props.itemId);
  const deleteVariant = useDeleteVariantPart('variant');
  const deletePack = useDeleteVariantPart('pack');
  const deleteBundle = useDeleteVariantPart('bundle');
  const [variant, setVariant] = useState<VariantDraft | null>(null);
  const [pack, setPack] = useState<PackDraft | null>(null);
  const [bundling, setBundling] = useState(false);
  const variants = data.data?.variants ?? [];
  const bundles = [...new Map(variants.flatMap((v) => v.bundles).map((b) => [b.id, b])).values()];
  const state = { isLoading: data.isPending, isError: data.isError, canMutate };
  return (
    <Stack spacing={3}>
      <VariantSection
        id="item-variants"
        title={t('variants.item-variants')}
        newLabel={t('variants.new-variant')}
        emptyMessage={t('variants.no-variants')}
        columns={variantColumns}
        rows={variants}
        {...state}
        onNew={() => setVariant(NEW_VARIANT)}
        onEdit={(row) =>
          setVariant({
            id: row.id,
            name: row.name,
            manufacturer: row.manufacturer ?? '',
            dosesPerUnit: row.dosesPerUnit ?? undefined,
          })
        }
        onDelete={async (id) => {
          await deleteVariant.mutateAsync(id);
        }}
      />
      <VariantSection
        id="item-pack-variants"
        title={t('variants.pack-variants')}
        newLabel={t('variants.new-pack')}
        emptyMessage={t('variants.no-packs')}
        columns={packColumns}
        rows={data.data?.packVariants ?? []}
        {...state}
        onNew={() => setPack(NEW_PACK)}
        onEdit={(row) => setPack({ ...row })}
        onDelete={async (id) => {
          await deletePack.mutateAsync(id);
        }}
      />
      <VariantSection
        id="item-bundles"
        title={t('variants.bundles')}
        newLabel={t('variants.new-bundle')}
        emptyMessage={t('variants.no-bundles')}
        columns={bundleColumns}
        rows={bundles}
        {...state}
        canMutate={canMutate && variants.length > 0}
        onNew={() => setBundling(true)}
        onDelete={async (id) => {
          await deleteBundle.mutateAsync(id);
        }}
      />
      {variant ? (
        <ItemVariantDialog
          itemId={props.itemId}
          initial={variant}
          onClose={() => setVariant(null)}
        />
      ) : null}
      {pack ? (
        <PackVariantDialog itemId={props.itemId} initial={pack} onClose={() => setPack(null)} />
      ) : null}
      {bundling ? <BundleDialog principals={variants} onClose={() => setBundling(false)} /> : null}
    </Stack>
  );
}
