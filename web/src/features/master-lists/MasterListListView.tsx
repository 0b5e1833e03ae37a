import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppTranslation } from '../../core/app-i18n';
import { inventoryHeader } from '../../core/app-i18n/InventoryText';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { useDenseTables } from '../../core/preferences';
import { useStoreId } from '../../core/session';
import { ExportButton } from '../../ui/ExportButton/ExportButton';
import { catalogueColumn, DataTable, type ColumnDefinition } from '../../ui/DataTable';
import type { MasterLists_MasterListsQuery } from '../../gql/graphql';
import { useMasterLists } from './api/useMasterLists';
import { ListPage, ListPageTable } from '../../ui/ListPage';

type MasterListRow = NonNullable<MasterLists_MasterListsQuery['masterLists']>[number];

const columns: ColumnDefinition<MasterListRow>[] = [
  catalogueColumn('code', { sortable: false, width: 120 }),
  catalogueColumn('name', { sortable: false, width: 250 }),
  catalogueColumn('description', { sortable: false, width: 350 }),
  {
    key: 'lineCount',
    Header: inventoryHeader('master-lists.item-count'),
    width: 120,
    align: 'right',
    format: 'Integer',
  },
];

/** The master lists the store sees, each opening its items. */
export function MasterListListView() {
  const { t } = useInventoryTranslation();
  const navigate = useNavigate();
  const [dense] = useDenseTables();
  const lists = useMasterLists();
  const storeId = useStoreId();
  const common = useTranslation().t;
  const app = useAppTranslation().t;
  return (
    <ListPage>
      <Stack direction="row">
        <ExportButton
          list="masterLists"
          arguments={{ storeId }}
          columns={[
            { key: 'code', field: 'code', header: common('label.code') },
            { key: 'name', field: 'name', header: common('label.name') },
            { key: 'description', field: 'description', header: common('label.description') },
            { key: 'lineCount', field: 'lineCount', header: t('master-lists.item-count') },
          ]}
          tableId="master-lists"
          title={app('nav.inventory-master-lists')}
        />
      </Stack>
      <ListPageTable>
        <DataTable
          id="master-lists"
          columns={columns}
          data={lists.data ?? []}
          isLoading={lists.isPending}
          isError={lists.isError}
          noDataMessage={t('master-lists.empty')}
          onRowClick={(row) => void navigate(`/inventory/master-lists/${row.id}`)}
          dense={dense}
        />
      </ListPageTable>
    </ListPage>
  );
}
