import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { inventoryHeader } from '../../core/app-i18n/InventoryText';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { useDenseTables } from '../../core/preferences';
import { catalogueColumn, DataTable, type ColumnDefinition } from '../../ui/DataTable';
import type { MasterLists_MasterListsQuery } from '../../gql/graphql';
import { useMasterLists } from './api/useMasterLists';

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
  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 } }}>
      <Box
        sx={{ height: 'calc(100vh - 180px)', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
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
      </Box>
    </Stack>
  );
}
