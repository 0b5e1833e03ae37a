import { useNavigate, useParams } from 'react-router';
import type { FilterDefinition } from '@dawa/domain';
import { inventoryTOptional, useInventoryTranslation } from '../../core/app-i18n/inventory';
import { useFormat } from '../../core/i18n';
import { listTableProps } from '../../core/list-state/listTableProps';
import { useClampPageToTotal } from '../../core/list-state/useClampPageToTotal';
import { useListState } from '../../core/list-state/useListState';
import { useDenseTables } from '../../core/preferences';
import { useRecordLabel } from '../../core/shell';
import { catalogueColumn, DataTable, type ColumnDefinition } from '../../ui/DataTable';
import { TextFilter } from '../../ui/Filters';
import { RecordHeader, RecordNotFound } from '../../ui/RecordPage';
import type { MasterListDetailView_ItemsQuery } from '../../gql/graphql';
import { useMasterListItems, useMasterLists } from './api/useMasterLists';
import { ListPage, ListPageTable } from '../../ui/ListPage';

type ItemRow = NonNullable<MasterListDetailView_ItemsQuery['items']>['nodes'][number];

const FILTERS: FilterDefinition[] = [{ urlParameter: 'search', key: 'codeOrName', type: 'text' }];

const columns: ColumnDefinition<ItemRow>[] = [
  catalogueColumn('itemCode', { accessor: (row) => row.code, sortBy: 'code' }),
  catalogueColumn('itemName', { accessor: (row) => row.name, sortBy: 'name' }),
  catalogueColumn('unit', { accessor: (row) => row.unitName, sortable: false, width: 100 }),
  catalogueColumn('type', {
    accessor: (row) => inventoryTOptional(`item-type.${row.type}`) ?? row.type,
  }),
  catalogueColumn('packSize', { accessor: (row) => row.defaultPackSize, sortable: false }),
];

/** One master list: its name and description, and its items, searched and paged in the URL. */
export function MasterListDetailView() {
  const { id = '' } = useParams();
  const { t } = useInventoryTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [dense] = useDenseTables();
  const lists = useMasterLists();
  const masterList = lists.data?.find((list) => list.id === id);
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'name', direction: 'asc' },
    sortKeys: ['code', 'name', 'type'],
  });
  const items = useMasterListItems(masterList ? id : '', list.serverInput);
  useClampPageToTotal(items.data?.totalCount);
  useRecordLabel(masterList && { label: masterList.name, id: masterList.code });

  if (lists.isError || (lists.isSuccess && !masterList)) {
    return (
      <RecordNotFound
        message={t('master-list.not-found')}
        backLabel={t('master-list.back-to-list')}
        backTo="/inventory/master-lists"
      />
    );
  }
  const search = list.filters.search;
  return (
    <ListPage>
      <RecordHeader
        title={masterList?.name ?? ''}
        testId="master-list-name"
        lines={[
          masterList &&
            t('master-list.details', {
              code: masterList.code,
              count: masterList.lineCount,
              items: format.number(masterList.lineCount),
            }),
          masterList?.description,
        ]}
        actions={
          <TextFilter
            label={t('items.search')}
            value={typeof search === 'string' ? search : undefined}
            onChange={(value) => list.setFilter('search', value)}
            width={240}
          />
        }
      />
      <ListPageTable>
        <DataTable
          id="master-list-items"
          columns={columns}
          data={items.data?.nodes ?? []}
          isLoading={lists.isPending || items.isPending}
          isError={items.isError}
          noDataMessage={t('items.empty')}
          {...listTableProps(list, items.data?.totalCount)}
          onRowClick={(row) => void navigate(`/inventory/items/${row.id}`)}
          dense={dense}
        />
      </ListPageTable>
    </ListPage>
  );
}
