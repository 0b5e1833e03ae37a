// The columns of a document list (spec 001 section 9 column catalogue: otherPartyName,
// invoiceNumber, createdDatetime, allocated or delivered, status, theirReference, comment,
// totalAfterTax) and the header texts of the documents namespace.
import type { ReactNode } from 'react';
import type { InvoiceStatus } from '@dawa/domain';
import {
  useDocumentsTranslation,
  type DocumentsKey,
  type DocumentsT,
} from '../../core/app-i18n/documents';
import { withColon } from '../../core/i18n/withColon';
import { catalogueColumn, type ColumnDefinition } from '../DataTable';
import { StatusChip } from '../StatusChip';
import { documentStatusMap, type DocumentDates } from './documentStatus';

/** What a document list shows of each document. */
export interface DocumentRow extends DocumentDates {
  id: string;
  invoiceNumber: number;
  otherPartyName: string;
  status: InvoiceStatus;
  onHold: boolean;
  theirReference?: string | null;
  comment?: string | null;
  totalAfterTax: number;
}

export type DocumentDateColumn = 'allocatedDatetime' | 'deliveredDatetime';

/** A table header from the documents namespace, ending with a colon like every header. */
export function documentsHeader(key: DocumentsKey): () => ReactNode {
  function DocumentsHeader() {
    const { t } = useDocumentsTranslation();
    return <>{withColon(t(key))}</>;
  }
  return DocumentsHeader;
}

export function documentListColumns<T extends DocumentRow>(
  t: DocumentsT,
  dateColumn: DocumentDateColumn,
): ColumnDefinition<T>[] {
  const statusMap = documentStatusMap(t);
  return [
    catalogueColumn('otherPartyName', { width: 220, cardTitle: true }),
    catalogueColumn('invoiceNumber', { width: 90, align: 'right' }),
    catalogueColumn('createdDatetime', { priority: 2 }),
    catalogueColumn(dateColumn, { priority: 3 }),
    catalogueColumn('status', {
      formatter: (_value, row) => (
        <>
          <StatusChip status={row.status} statusMap={statusMap} />
          {row.onHold ? ` ${t('list.on-hold-mark')}` : ''}
        </>
      ),
    }),
    catalogueColumn('theirReference', { priority: 2, width: 130 }),
    catalogueColumn('comment', { priority: 3, width: 200 }),
    catalogueColumn('totalAfterTax', { sortable: false, priority: 2, align: 'right' }),
  ];
}
