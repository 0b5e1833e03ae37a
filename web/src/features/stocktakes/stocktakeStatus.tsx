import type { StocktakeStatus } from '@dawa/domain';
import type { DocumentsT } from '../../core/app-i18n/documents';
import { StatusChip, type StatusMap } from '../../ui/StatusChip';

/** How a stocktake's state reads (spec 001 section 4: new, on hold, finalised; and locked). */
export function StocktakeStatusChip(props: {
  t: DocumentsT;
  row: { status: StocktakeStatus; onHold: boolean; isLocked: boolean };
}) {
  const { t, row } = props;
  const map: StatusMap<StocktakeStatus> = {
    NEW: { label: t('stocktake.status.NEW'), color: 'info.dark', bgColor: '#e3f2fd' },
    FINALISED: {
      label: t('stocktake.status.FINALISED'),
      color: 'success.dark',
      bgColor: '#c8e6c9',
    },
  };
  const marks = [
    row.status === 'NEW' && row.onHold ? t('stocktake.on-hold-mark') : '',
    row.status === 'NEW' && row.isLocked ? t('stocktake.locked-mark') : '',
  ].filter(Boolean);
  return (
    <>
      <StatusChip status={row.status} statusMap={map} />
      {marks.length > 0 ? ` ${marks.join(' ')}` : ''}
    </>
  );
}
