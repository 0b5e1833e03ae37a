import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppTranslation } from '../../core/app-i18n';
import { inventoryHeader } from '../../core/app-i18n/InventoryText';
import { ExportButton } from '../../ui/ExportButton/ExportButton';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { useFormat } from '../../core/i18n';
import { useDenseTables } from '../../core/preferences';
import { usePermission, useStoreId } from '../../core/session';
import { useShortcut } from '../../core/shortcuts';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import {
  catalogueColumn,
  DataTable,
  type CellProps,
  type ColumnDefinition,
} from '../../ui/DataTable';
import { ShortcutHint } from '../../ui/ShortcutHint';
import { useToast } from '../../core/toast';
import type { LocationsListView_LocationsQuery } from '../../gql/graphql';
import { useDeleteLocations, useLocations } from './api/useLocations';
import { LocationDialog, type LocationDraft } from './LocationDialog';
import { ListPage, ListPageTable } from '../../ui/ListPage';

type LocationRow = NonNullable<LocationsListView_LocationsQuery['locations']>['nodes'][number];

function OnHoldCell({ row }: CellProps<LocationRow>) {
  const { t } = useInventoryTranslation();
  return <>{row.onHold ? t('value.yes') : ''}</>;
}

/** The count links to the stock list filtered by the location: stock by location. */
function StockLinesCell({ row }: CellProps<LocationRow>) {
  const { t } = useInventoryTranslation();
  const format = useFormat();
  if (row.stockLineCount === 0) return <>{format.number(0)}</>;
  return (
    <Link
      component={RouterLink}
      to={`/inventory/stock?location=${encodeURIComponent(row.id)}`}
      onClick={(event) => event.stopPropagation()}
      aria-label={t('locations.show-stock', { code: row.code })}
    >
      {format.number(row.stockLineCount)}
    </Link>
  );
}

const columns: ColumnDefinition<LocationRow>[] = [
  catalogueColumn('code', { sortable: false }),
  catalogueColumn('name', { sortable: false, width: 250 }),
  {
    key: 'onHold',
    Header: inventoryHeader('locations.on-hold'),
    width: 100,
    Cell: OnHoldCell,
  },
  {
    key: 'stockLineCount',
    Header: inventoryHeader('locations.stock-lines'),
    width: 120,
    align: 'right',
    Cell: StockLinesCell,
  },
];

/** The store's locations with how many stock lines each holds; create, edit, delete several. */
export default function LocationsPage() {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const toast = useToast();
  const [dense] = useDenseTables();
  const canMutate = usePermission('LOCATION_MUTATE');
  const locations = useLocations();
  const storeId = useStoreId();
  const app = useAppTranslation().t;
  const remove = useDeleteLocations();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<LocationDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const openNew = () => setEditing({ code: '', name: '', onHold: false });
  useShortcut('add', canMutate ? openNew : undefined);

  const askDelete = () => {
    if (selected.length === 0) toast.info(common('messages.select-rows-to-delete'));
    else setConfirming(true);
  };
  const deleteSelected = async () => {
    const result = await remove.mutateAsync(selected);
    if (result.deletedCount > 0)
      toast.success(t('locations.deleted', { count: result.deletedCount }));
    if (result.failedCount > 0)
      toast.warning(t('locations.not-deleted', { count: result.failedCount }));
    setSelected([]);
  };

  return (
    <ListPage>
      <Stack direction="row" spacing={1}>
        {canMutate ? (
          <>
            <ShortcutHint action="add">
              <Button variant="contained" onClick={openNew}>
                {t('locations.new')}
              </Button>
            </ShortcutHint>
            <Button variant="outlined" color="error" onClick={askDelete}>
              {t('locations.delete')}
            </Button>
          </>
        ) : null}
        <ExportButton
          list="locations"
          arguments={{ storeId }}
          columns={[
            { key: 'code', field: 'code', header: common('label.code') },
            { key: 'name', field: 'name', header: common('label.name') },
            { key: 'onHold', field: 'onHold', header: t('locations.on-hold') },
            { key: 'stockLineCount', field: 'stockLineCount', header: t('locations.stock-lines') },
          ]}
          tableId="inventory-locations"
          title={app('nav.inventory-locations')}
        />
      </Stack>
      <ListPageTable>
        <DataTable
          id="inventory-locations"
          columns={columns}
          data={locations.data?.nodes ?? []}
          isLoading={locations.isPending}
          isError={locations.isError}
          noDataMessage={t('locations.empty')}
          dense={dense}
          {...(canMutate
            ? {
                selectedIds: selected,
                onSelectionChange: setSelected,
                onRowClick: (row: LocationRow) =>
                  setEditing({ id: row.id, code: row.code, name: row.name, onHold: row.onHold }),
              }
            : {})}
        />
      </ListPageTable>
      {editing ? <LocationDialog initial={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmationDialog
        open={confirming}
        title={common('heading.are-you-sure')}
        message={t('locations.delete-confirm', { count: selected.length })}
        onConfirm={deleteSelected}
        onClose={() => setConfirming(false)}
        onError={(error) => toast.error(common('error.could-not-save'), String(error))}
      />
    </ListPage>
  );
}
