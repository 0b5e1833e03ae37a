// The list page of one document type (spec 001 sections 2, 4 and 9): the spec's columns, name,
// status, date and hold filters and the sort in the URL, selection with bulk delete (the spec's
// delete messages) and bulk status change (the moves the lifecycle table allows). The feature gives its rows (a query hook) and its actions; the kit
// knows no query and no type's rules beyond the shared lifecycle table.
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import {
  LIFECYCLES,
  isEditableStatus,
  type FilterDefinition,
  type InvoiceStatus,
  type InvoiceType,
  type ServerListInput,
} from '@dawa/domain';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useListState } from '../../core/list-state/useListState';
import { useToast } from '../../core/toast';
import { BulkStatusDialog } from './BulkStatusDialog';
import { DocumentListFilters } from './DocumentListFilters';
import { DocumentListLayout, type DocumentRows } from './DocumentListLayout';
import { useListDelete } from './useListDelete';
import { documentListColumns, type DocumentRow, type DocumentDateColumn } from './documentColumns';

export const DOCUMENT_LIST_FILTERS: readonly FilterDefinition[] = [
  { urlParameter: 'name', key: 'otherPartyName', type: 'text' },
  { urlParameter: 'status', type: 'enum' },
  { urlParameter: 'onHold', type: 'boolean', rule: 'plain' },
  { urlParameter: 'createdDatetime', type: 'date' },
];

export const DOCUMENT_LIST_SORT_KEYS = [
  'invoiceNumber',
  'otherPartyName',
  'createdDatetime',
  'allocatedDatetime',
  'shippedDatetime',
  'deliveredDatetime',
  'receivedDatetime',
  'status',
  'theirReference',
  'comment',
];

export type { DocumentRows };

export interface DocumentListPageProps<T extends DocumentRow> {
  /** Names the table (hidden columns, tests). */
  id: string;
  type: InvoiceType;
  /** The feature's list query for the list state's filter, page and sort (a hook). */
  useRows: (input: ServerListInput) => DocumentRows<T>;
  /** The date column beside "created" (allocated for outbound, delivered for inbound). */
  dateColumn: DocumentDateColumn;
  onOpen: (row: T) => void;
  /** Absent when the user may not create: the button is not shown. */
  create?: { label: string; onCreate: () => void };
  /** Absent when the user may not delete: no selection, no delete button. */
  onDelete?: (row: T) => Promise<void>;
  /** The feature's status mutation; absent when the user may not change documents. */
  onChangeStatus?: (row: T, status: InvoiceStatus) => Promise<void>;
  /** A document made by hand, not by a transfer (an inbound one is never marked shipped). */
  manualOf?: (row: T) => boolean;
  /** Translated texts of the type. */
  texts: { empty: string; search: string };
  /** The page's dialogs (say the new document dialog). */
  children?: ReactNode;
}

export function DocumentListPage<T extends DocumentRow>(props: DocumentListPageProps<T>) {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const list = useListState({
    filters: DOCUMENT_LIST_FILTERS,
    defaultSort: { key: 'invoiceNumber', direction: 'desc' },
    sortKeys: DOCUMENT_LIST_SORT_KEYS,
  });
  const rows = props.useRows(list.serverInput);
  const [changing, setChanging] = useState<T[] | null>(null);
  const selectable = Boolean(props.onDelete ?? props.onChangeStatus);
  const nodes = rows.data?.nodes ?? [];
  const { selected, setSelected, askDelete, dialog } = useListDelete({
    rows: nodes,
    locked: (row) => !isEditableStatus(props.type, row.status),
    remove: props.onDelete,
    confirmMessage: (number) => t('list.confirm-delete', { number }),
  });

  const askStatus = () => {
    const chosen = nodes.filter((row) => selected.includes(row.id));
    if (chosen.length === 0) toast.info(t('list.select-rows-to-change'));
    else setChanging(chosen);
  };

  return (
    <DocumentListLayout
      id={props.id}
      list={list}
      rows={rows}
      columns={documentListColumns<T>(t, props.dateColumn)}
      search={{ label: props.texts.search, filter: 'name' }}
      filters={
        <DocumentListFilters
          list={list}
          statuses={LIFECYCLES[props.type].statuses}
          statusLabel={(value) => t(`status.${value}`)}
        />
      }
      actions={
        props.onChangeStatus ? (
          <Button color="inherit" onClick={askStatus}>
            {t('list.change-status')}
          </Button>
        ) : null
      }
      onDeleteSelected={props.onDelete ? askDelete : undefined}
      selection={selectable ? { selected, onChange: setSelected } : undefined}
      create={props.create}
      noDataMessage={props.texts.empty}
      onOpen={props.onOpen}
    >
      {dialog}
      {changing && props.onChangeStatus ? (
        <BulkStatusDialog
          type={props.type}
          rows={changing}
          manualOf={props.manualOf ?? (() => false)}
          onChangeStatus={props.onChangeStatus}
          onDone={(changed) => {
            if (changed > 0) setSelected([]);
          }}
          onClose={() => setChanging(null)}
        />
      ) : null}
      {props.children}
    </DocumentListLayout>
  );
}
