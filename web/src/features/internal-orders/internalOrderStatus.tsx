import type { RequisitionApprovalStatus, RequisitionStatus } from '@dawa/domain';
import type { DocumentsT } from '../../core/app-i18n/documents';
import { StatusChip, type StatusMap } from '../../ui/StatusChip';

/** The statuses an internal order goes through, in order (DOCUMENTS.md 5.1). */
export const INTERNAL_ORDER_STATUSES = ['DRAFT', 'SENT', 'FINALISED'] as const;
export type InternalOrderStatus = (typeof INTERNAL_ORDER_STATUSES)[number];

/** An internal order is never NEW (that is a customer requisition's status): it reads as the
 * draft it would be. */
function asOrderStatus(status: RequisitionStatus): InternalOrderStatus {
  return status === 'NEW' ? 'DRAFT' : status;
}

export function internalOrderStatusLabel(t: DocumentsT, status: RequisitionStatus): string {
  return t(`internal-order.status.${asOrderStatus(status)}`);
}

/** How an internal order's status reads, and the supplier's approval once it has one. */
export function InternalOrderStatusChip(props: {
  t: DocumentsT;
  status: RequisitionStatus;
  approvalStatus?: RequisitionApprovalStatus;
}) {
  const { t } = props;
  const map: StatusMap<InternalOrderStatus> = {
    DRAFT: { label: internalOrderStatusLabel(t, 'DRAFT'), color: 'info.dark', bgColor: '#e3f2fd' },
    SENT: { label: internalOrderStatusLabel(t, 'SENT'), color: 'primary.dark', bgColor: '#e1eef3' },
    FINALISED: {
      label: internalOrderStatusLabel(t, 'FINALISED'),
      color: 'success.dark',
      bgColor: '#c8e6c9',
    },
  };
  const approval = props.approvalStatus ?? 'NONE';
  return (
    <>
      <StatusChip status={asOrderStatus(props.status)} statusMap={map} />
      {approval === 'NONE' ? '' : ` ${t(`internal-order.approval.${approval}`)}`}
    </>
  );
}
