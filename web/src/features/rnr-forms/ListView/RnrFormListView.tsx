import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  RNR_FORM_SORT_KEYS,
  type FilterDefinition,
  type RnrFormSortKey,
  type RnrFormStatus,
} from '@dawa/domain';
import { useDocumentsTranslation, type DocumentsT } from '../../../core/app-i18n/documents';
import { formatDate } from '../../../core/i18n';
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
import { useDeleteRnrForm, useRnrForms, useRnrPrograms, type RnrFormRow } from '../api/useRnrForms';
import { RNR_FORMS_PATH } from '../paths';
import { RNR_FORM_STATUSES, RnrFormStatusChip, rnrFormStatusLabel } from '../rnrFormStatus';
import { NewRnrFormDialog } from './NewRnrFormDialog';

const FILTERS: readonly FilterDefinition[] = [
  { urlParameter: 'status', type: 'enum' },
  { urlParameter: 'program', key: 'programId', type: 'enum' },
];

export function periodText(period: RnrFormRow['period']): string {
  return period
    ? `${period.name} (${formatDate(period.startDate)} – ${formatDate(period.endDate)})`
    : '';
}

function rnrFormColumns(t: DocumentsT): ColumnDefinition<RnrFormRow>[] {
  return [
    {
      key: 'programName',
      Header: documentsHeader('internal-order.program'),
      sortable: true,
      width: 200,
      cardTitle: true,
    },
    {
      key: 'period',
      Header: documentsHeader('internal-order.period'),
      sortable: true,
      width: 240,
      accessor: (row) => periodText(row.period),
    },
    {
      key: 'supplierName',
      Header: documentsHeader('internal-order.supplier'),
      sortable: true,
      width: 200,
    },
    catalogueColumn('status', {
      sortable: true,
      width: 130,
      formatter: (_value, row) => <RnrFormStatusChip t={t} status={row.status} />,
    }),
    catalogueColumn('createdDatetime', { sortable: true, priority: 2 }),
    {
      key: 'finalisedDatetime',
      Header: documentsHeader('rnr-form.finalised'),
      format: 'Date',
      sortable: true,
      sortDescendingFirst: true,
      width: 130,
      priority: 2,
    },
  ];
}

/** The store's R&R forms (DOCUMENTS.md 8): filtered by status and program in the URL, a new
 * one for a program's closed period, and the DRAFT ones chosen deleted after a confirmation. */
export function RnrFormListView() {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const navigate = useNavigate();
  const canMutate = usePermission('RN_R_FORM_MUTATE');
  const remove = useDeleteRnrForm();
  const [creating, setCreating] = useState(false);
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'period', direction: 'desc' },
    sortKeys: [...RNR_FORM_SORT_KEYS],
  });
  const { status, program } = list.filters;
  const rows = useRnrForms({
    filter: {
      ...(typeof status === 'string' ? { status: status as RnrFormStatus } : {}),
      ...(typeof program === 'string' ? { programId: program } : {}),
    },
    page: { first: list.pageSize, offset: list.offset },
    sort: list.serverInput.sort.map((sort) => ({
      key: sort.key as RnrFormSortKey,
      desc: sort.desc,
    })),
  });
  const programs = useRnrPrograms().data ?? [];
  const columns = useMemo(() => rnrFormColumns(t), [t]);

  const { selected, setSelected, askDelete, dialog } = useListDelete({
    rows: rows.data?.nodes ?? [],
    locked: (row) => row.status !== 'DRAFT',
    remove: async (row) => {
      await remove.mutateAsync(row.id);
    },
    confirmMessage: (count) => t('rnr-form.confirm-delete', { count }),
  });

  return (
    <DocumentListLayout
      id="rnr-forms"
      list={list}
      rows={rows}
      columns={columns}
      filters={
        <>
          <DocumentListFilters
            list={list}
            statuses={RNR_FORM_STATUSES}
            statusLabel={(value) => rnrFormStatusLabel(t, value)}
            hold={false}
            dates={false}
          />
          <TextInput
            select
            name="programFilter"
            label={t('internal-order.program')}
            value={programs.some((p) => p.id === program) ? program : ''}
            onChange={(event) => list.setFilter('program', event.target.value || undefined)}
            width={220}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{common('label.all')}</MenuItem>
            {programs.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                <bdi>{p.name}</bdi>
              </MenuItem>
            ))}
          </TextInput>
        </>
      }
      onDeleteSelected={canMutate ? askDelete : undefined}
      selection={canMutate ? { selected, onChange: setSelected } : undefined}
      create={
        canMutate ? { label: t('rnr-form.new'), onCreate: () => setCreating(true) } : undefined
      }
      noDataMessage={t('rnr-form.empty')}
      onOpen={(row) => void navigate(`${RNR_FORMS_PATH}/${row.id}`)}
    >
      {dialog}
      {creating ? (
        <NewRnrFormDialog
          onCreated={(id) => void navigate(`${RNR_FORMS_PATH}/${id}`)}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListLayout>
  );
}
