import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { REQUISITION_SORT_KEYS, type FilterDefinition } from '@dawa/domain';
import { useDocumentsTranslation, type DocumentsT } from '../../../core/app-i18n/documents';
import { useListState } from '../../../core/list-state/useListState';
import { usePermission } from '../../../core/session';
import { catalogueColumn, type ColumnDefinition } from '../../../ui/DataTable';
import {
  DocumentListFilters,
  DocumentListLayout,
  documentsHeader,
  useListDelete,
} from '../../../ui/document';
import {
  useDeleteInternalOrder,
  useInternalOrders,
  useStorePrograms,
  type InternalOrderRow,
  type StoreProgram,
} from '../api/useInternalOrders';
import {
  INTERNAL_ORDER_STATUSES,
  InternalOrderStatusChip,
  internalOrderStatusLabel,
} from '../internalOrderStatus';
import { INTERNAL_ORDERS_PATH } from '../paths';
import { NewInternalOrderDialog } from './NewInternalOrderDialog';

const FILTERS: readonly FilterDefinition[] = [
  { urlParameter: 'name', key: 'otherPartyName', type: 'text' },
  { urlParameter: 'status', type: 'enum' },
  { urlParameter: 'createdDatetime', type: 'date' },
];

/** Program and period names by id, from the store's programs (an order keeps only the ids). */
export function programNames(programs: readonly StoreProgram[] | undefined) {
  const program = new Map<string, string>();
  const period = new Map<string, string>();
  for (const p of programs ?? []) {
    program.set(p.id, p.name);
    for (const schedule of p.periodSchedules)
      for (const each of schedule.periods) period.set(each.id, each.name);
  }
  return { program, period };
}

/** Spec 001 section 3.1's requisition fields as columns; the sortable ones sort on the server. */
function internalOrderColumns(
  t: DocumentsT,
  names: ReturnType<typeof programNames>,
): ColumnDefinition<InternalOrderRow>[] {
  return [
    {
      key: 'requisitionNumber',
      label: 'label.number',
      format: 'Integer',
      sortable: true,
      width: 90,
      align: 'right',
    },
    catalogueColumn('otherPartyName', {
      Header: documentsHeader('internal-order.supplier'),
      width: 200,
      cardTitle: true,
    }),
    {
      key: 'programName',
      Header: documentsHeader('internal-order.program'),
      sortable: true,
      width: 150,
      priority: 2,
      accessor: (row) => (row.programId ? (names.program.get(row.programId) ?? '') : ''),
    },
    {
      key: 'orderType',
      Header: documentsHeader('internal-order.order-type'),
      sortable: true,
      width: 120,
      priority: 2,
      formatter: (_value, row) =>
        row.orderType
          ? `${row.orderType}${row.isEmergency ? ` ${t('internal-order.emergency-mark')}` : ''}`
          : '',
    },
    {
      key: 'periodStartDate',
      Header: documentsHeader('internal-order.period'),
      sortable: true,
      width: 120,
      priority: 2,
      accessor: (row) => (row.periodId ? (names.period.get(row.periodId) ?? '') : ''),
    },
    catalogueColumn('createdDatetime', { priority: 2 }),
    {
      key: 'sentDatetime',
      Header: documentsHeader('internal-order.sent'),
      format: 'Date',
      sortable: true,
      sortDescendingFirst: true,
      width: 130,
      priority: 3,
    },
    catalogueColumn('status', {
      sortable: false,
      width: 150,
      formatter: (_value, row) => (
        <InternalOrderStatusChip t={t} status={row.status} approvalStatus={row.approvalStatus} />
      ),
    }),
    catalogueColumn('theirReference', { priority: 2, width: 130 }),
    catalogueColumn('comment', { priority: 3, width: 200 }),
  ];
}

/** The store's internal orders: filtered and sorted in the URL; a new one to a supplier store or
 * for a program period; the DRAFT ones chosen deleted after a confirmation. */
export function InternalOrderListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const canMutate = usePermission('REQUISITION_MUTATE');
  const remove = useDeleteInternalOrder();
  const [creating, setCreating] = useState(false);
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'requisitionNumber', direction: 'desc' },
    sortKeys: [...REQUISITION_SORT_KEYS],
  });
  const rows = useInternalOrders(list.serverInput);
  const programs = useStorePrograms().data;
  const columns = useMemo(() => internalOrderColumns(t, programNames(programs)), [t, programs]);

  const { selected, setSelected, askDelete, dialog } = useListDelete({
    rows: rows.data?.nodes ?? [],
    locked: (row) => row.status !== 'DRAFT',
    remove: async (row) => {
      await remove.mutateAsync(row.id);
    },
    confirmMessage: (count) => t('internal-order.confirm-delete', { count }),
  });

  return (
    <DocumentListLayout
      id="internal-orders"
      list={list}
      rows={rows}
      columns={columns}
      search={{ label: t('internal-order.search'), filter: 'name' }}
      filters={
        <DocumentListFilters
          list={list}
          statuses={INTERNAL_ORDER_STATUSES}
          statusLabel={(value) => internalOrderStatusLabel(t, value)}
          hold={false}
        />
      }
      onDeleteSelected={canMutate ? askDelete : undefined}
      selection={canMutate ? { selected, onChange: setSelected } : undefined}
      create={
        canMutate
          ? { label: t('internal-order.new'), onCreate: () => setCreating(true) }
          : undefined
      }
      noDataMessage={t('internal-order.empty')}
      onOpen={(row) => void navigate(`${INTERNAL_ORDERS_PATH}/${row.id}`)}
    >
      {dialog}
      {creating ? (
        <NewInternalOrderDialog
          onCreated={(id) => void navigate(`${INTERNAL_ORDERS_PATH}/${id}`)}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListLayout>
  );
}
