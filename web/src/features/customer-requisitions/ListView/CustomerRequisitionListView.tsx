import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import {
  REQUISITION_APPROVAL_STATUSES,
  REQUISITION_SORT_KEYS,
  type FilterDefinition,
} from '@dawa/domain';
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
import { TextInput } from '../../../ui/TextInput';
import {
  useCustomerRequisitions,
  useDeleteCustomerRequisition,
  type CustomerRequisitionRow,
} from '../api/useCustomerRequisitions';
import { CUSTOMER_REQUISITION_PATH } from '../paths';
import {
  ApprovalStatusChip,
  CUSTOMER_REQUISITION_STATUSES,
  RequisitionStatusChip,
} from '../requisitionStatus';
import { NewCustomerRequisitionDialog } from './NewCustomerRequisitionDialog';

const FILTERS: readonly FilterDefinition[] = [
  { urlParameter: 'name', key: 'otherPartyName', type: 'text' },
  { urlParameter: 'status', type: 'enum' },
  { urlParameter: 'approval', key: 'approvalStatus', type: 'enum' },
  { urlParameter: 'createdDatetime', type: 'date' },
];

/** The spec's requisition columns: customer, number, their reference, statuses, dates. */
function requisitionColumns(t: DocumentsT): ColumnDefinition<CustomerRequisitionRow>[] {
  return [
    catalogueColumn('otherPartyName', { width: 220, cardTitle: true }),
    catalogueColumn('invoiceNumber', {
      key: 'requisitionNumber',
      width: 90,
      align: 'right',
    }),
    catalogueColumn('theirReference', { width: 200, priority: 2 }),
    catalogueColumn('status', {
      sortable: false,
      formatter: (_value, row) => <RequisitionStatusChip t={t} status={row.status} />,
    }),
    {
      key: 'approvalStatus',
      Header: documentsHeader('customer-requisition.approval-status'),
      width: 130,
      priority: 2,
      formatter: (_value, row) => <ApprovalStatusChip t={t} status={row.approvalStatus} />,
    },
    catalogueColumn('createdDatetime', { priority: 2 }),
    {
      key: 'finalisedDatetime',
      Header: documentsHeader('customer-requisition.finalised'),
      format: 'Date',
      width: 150,
      priority: 3,
      sortable: true,
      sortDescendingFirst: true,
    },
    catalogueColumn('comment', { priority: 3, width: 200 }),
  ];
}

/** A customer requisition can be deleted while NEW, entered by hand (DOCUMENTS.md 6.1); the
 * server also refuses one with shipments. */
const deletable = (row: CustomerRequisitionRow) =>
  row.status === 'NEW' && row.linkedRequisitionId === null;

/** The store's customer requisitions: those its customers' internal orders made and those
 * entered by hand; filtered and sorted in the URL; a new one for a customer not on the system;
 * the chosen ones deleted where the rules allow. */
export function CustomerRequisitionListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const canMutate = usePermission('REQUISITION_MUTATE');
  const remove = useDeleteCustomerRequisition();
  const [creating, setCreating] = useState(false);
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'requisitionNumber', direction: 'desc' },
    sortKeys: [...REQUISITION_SORT_KEYS],
  });
  const rows = useCustomerRequisitions(list.serverInput);
  const columns = useMemo(() => requisitionColumns(t), [t]);
  const { approval } = list.filters;

  const { selected, setSelected, askDelete, dialog } = useListDelete({
    rows: rows.data?.nodes ?? [],
    locked: (row) => !deletable(row),
    remove: async (row) => {
      await remove.mutateAsync(row.id);
    },
    confirmMessage: (number) => t('list.confirm-delete', { number }),
    lockedMessage: (count) => t('customer-requisition.cannot-delete', { count }),
  });

  return (
    <DocumentListLayout
      id="customer-requisitions"
      list={list}
      rows={rows}
      columns={columns}
      search={{ label: t('customer-requisition.search'), filter: 'name' }}
      filters={
        <>
          <DocumentListFilters
            list={list}
            statuses={CUSTOMER_REQUISITION_STATUSES}
            statusLabel={(value) => t(`customer-requisition.status.${value}`)}
            hold={false}
          />
          <TextInput
            select
            name="approval"
            label={t('customer-requisition.approval-status')}
            value={typeof approval === 'string' ? approval : ''}
            onChange={(event) => list.setFilter('approval', event.target.value || undefined)}
            width={170}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('customer-requisition.any')}</MenuItem>
            {REQUISITION_APPROVAL_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`customer-requisition.approval.${value}`)}
              </MenuItem>
            ))}
          </TextInput>
        </>
      }
      onDeleteSelected={canMutate ? askDelete : undefined}
      selection={canMutate ? { selected, onChange: setSelected } : undefined}
      create={
        canMutate
          ? { label: t('customer-requisition.new'), onCreate: () => setCreating(true) }
          : undefined
      }
      noDataMessage={t('customer-requisition.empty')}
      onOpen={(row) => void navigate(`${CUSTOMER_REQUISITION_PATH}/${row.id}`)}
    >
      {dialog}
      {creating ? (
        <NewCustomerRequisitionDialog
          onCreated={(id) => void navigate(`${CUSTOMER_REQUISITION_PATH}/${id}`)}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListLayout>
  );
}
