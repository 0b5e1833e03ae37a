// The activity recorded when a document reaches a status, whoever moved it (a user, or the
// transfer processor mirroring the other store's document).
import type { InvoiceStatus } from '@dawa/domain';
import type { ActivityType } from '../../activity-log/activity-log.repository';

export const STATUS_ACTIVITY: Partial<Record<InvoiceStatus, ActivityType>> = {
  ALLOCATED: 'INVOICE_STATUS_ALLOCATED',
  PICKED: 'INVOICE_STATUS_PICKED',
  SHIPPED: 'INVOICE_STATUS_SHIPPED',
  DELIVERED: 'INVOICE_STATUS_DELIVERED',
  RECEIVED: 'INVOICE_STATUS_RECEIVED',
  VERIFIED: 'INVOICE_STATUS_VERIFIED',
  CANCELLED: 'INVOICE_STATUS_CANCELLED',
};
