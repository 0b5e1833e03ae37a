// How a document's status reads and looks, for every document type: the label of each status
// (documents namespace) and its colours in chips, lists and the stepper.
import type { InvoiceStatus } from '@dawa/domain';
import type { DocumentsT } from '../../core/app-i18n/documents';
import type { StatusMap } from '../StatusChip';

const COLOURS: Readonly<Record<InvoiceStatus, { color: string; bgColor: string }>> = {
  NEW: { color: 'info.dark', bgColor: '#e3f2fd' },
  ALLOCATED: { color: 'info.dark', bgColor: '#e0f7fa' },
  PICKED: { color: 'warning.dark', bgColor: '#fff3e0' },
  SHIPPED: { color: 'primary.dark', bgColor: '#e1eef3' },
  DELIVERED: { color: 'secondary.dark', bgColor: '#e3f1ea' },
  RECEIVED: { color: 'success.dark', bgColor: '#e8f5e9' },
  VERIFIED: { color: 'success.dark', bgColor: '#c8e6c9' },
  CANCELLED: { color: 'error.dark', bgColor: '#fdecea' },
};

/** The status map of a document (spec 001 section 9, "Status map entry"), translated. */
export function documentStatusMap(t: DocumentsT): StatusMap<InvoiceStatus> {
  const entries = Object.entries(COLOURS) as [InvoiceStatus, (typeof COLOURS)[InvoiceStatus]][];
  return Object.fromEntries(
    entries.map(([status, colours]) => [status, { label: t(`status.${status}`), ...colours }]),
  ) as Record<InvoiceStatus, { label: string; color: string; bgColor: string }>;
}

/** The date each status was reached, from a document's datetime fields. */
export interface DocumentDates {
  createdDatetime: string;
  allocatedDatetime?: string | null;
  pickedDatetime?: string | null;
  shippedDatetime?: string | null;
  deliveredDatetime?: string | null;
  receivedDatetime?: string | null;
  verifiedDatetime?: string | null;
  cancelledDatetime?: string | null;
}

/** The status log of a document: the date each status was reached. */
export function statusLogOf(
  dates: DocumentDates,
): Partial<Record<InvoiceStatus, string | null | undefined>> {
  return {
    NEW: dates.createdDatetime,
    ALLOCATED: dates.allocatedDatetime,
    PICKED: dates.pickedDatetime,
    SHIPPED: dates.shippedDatetime,
    DELIVERED: dates.deliveredDatetime,
    RECEIVED: dates.receivedDatetime,
    VERIFIED: dates.verifiedDatetime,
    CANCELLED: dates.cancelledDatetime,
  };
}
