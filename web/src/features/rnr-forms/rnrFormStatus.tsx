import { RNR_FORM_STATUSES, type RnrFormStatus } from '@dawa/domain';
import type { DocumentsT } from '../../core/app-i18n/documents';
import { StatusChip, type StatusMap } from '../../ui/StatusChip';

export { RNR_FORM_STATUSES };

export function rnrFormStatusLabel(t: DocumentsT, status: RnrFormStatus): string {
  return t(`rnr-form.status.${status}`);
}

/** How an R&R form's status reads (DRAFT until FINALISED into an internal order). */
export function RnrFormStatusChip(props: { t: DocumentsT; status: RnrFormStatus }) {
  const { t } = props;
  const map: StatusMap<RnrFormStatus> = {
    DRAFT: { label: rnrFormStatusLabel(t, 'DRAFT'), color: 'info.dark', bgColor: '#e3f2fd' },
    FINALISED: {
      label: rnrFormStatusLabel(t, 'FINALISED'),
      color: 'success.dark',
      bgColor: '#c8e6c9',
    },
  };
  return <StatusChip status={props.status} statusMap={map} />;
}
