import type { RequisitionApprovalStatus, RequisitionStatus } from '@dawa/domain';
import type { DocumentsT } from '../../core/app-i18n/documents';
import { StatusChip, type StatusMap } from '../../ui/StatusChip';

/** The statuses a customer requisition goes through (DOCUMENTS.md 6.1). */
export const CUSTOMER_REQUISITION_STATUSES = ['NEW', 'FINALISED'] as const;

/** How a customer requisition's status reads (spec 001 section 3.1). */
export function RequisitionStatusChip(props: { t: DocumentsT; status: RequisitionStatus }) {
  const { t } = props;
  const map: StatusMap<RequisitionStatus> = {
    DRAFT: {
      label: t('customer-requisition.status.DRAFT'),
      color: 'info.dark',
      bgColor: '#e3f2fd',
    },
    NEW: { label: t('customer-requisition.status.NEW'), color: 'info.dark', bgColor: '#e3f2fd' },
    SENT: {
      label: t('customer-requisition.status.SENT'),
      color: 'primary.dark',
      bgColor: '#e1eef3',
    },
    FINALISED: {
      label: t('customer-requisition.status.FINALISED'),
      color: 'success.dark',
      bgColor: '#c8e6c9',
    },
  };
  return <StatusChip status={props.status} statusMap={map} />;
}

/** How an approval status reads (decision 10); nothing when the store does not approve. */
export function ApprovalStatusChip(props: { t: DocumentsT; status: RequisitionApprovalStatus }) {
  const { t } = props;
  if (props.status === 'NONE') return null;
  const map: StatusMap<RequisitionApprovalStatus> = {
    NONE: { label: t('customer-requisition.approval.NONE'), color: 'text.secondary', bgColor: '' },
    PENDING: {
      label: t('customer-requisition.approval.PENDING'),
      color: 'warning.dark',
      bgColor: '#fff3e0',
    },
    APPROVED: {
      label: t('customer-requisition.approval.APPROVED'),
      color: 'success.dark',
      bgColor: '#e8f5e9',
    },
    DENIED: {
      label: t('customer-requisition.approval.DENIED'),
      color: 'error.dark',
      bgColor: '#fdecea',
    },
  };
  return <StatusChip status={props.status} statusMap={map} />;
}
