import Chip from '@mui/material/Chip';
import { expiryStatus, type ExpiryStatus, type UnusableReason } from '@dawa/domain';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { useFormat } from '../../core/i18n';

const COLOURS: Record<ExpiryStatus, 'error' | 'warning' | 'success' | 'default'> = {
  EXPIRED: 'error',
  EXPIRING: 'warning',
  ALMOST_EXPIRED: 'warning',
  OK: 'success',
  NO_EXPIRY: 'default',
};

export function naiveDateOf(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Expired red, expiring (30 days) and almost expired (3 months) yellow, well dated green. */
export function ExpiryChip({ expiryDate }: { expiryDate: string | null | undefined }) {
  const { t } = useInventoryTranslation();
  const status = expiryStatus(expiryDate, naiveDateOf());
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'NO_EXPIRY' ? 'outlined' : 'filled'}
      label={t(`expiry.${status}`)}
      data-expiry={status}
    />
  );
}

/**
 * A batch's status: why it cannot be issued (red, every reason named) when it cannot, otherwise
 * its expiry class. A batch at a VVM discard stage is never shown as well dated.
 */
export function BatchStatusChip({
  expiryDate,
  unusableReasons,
}: {
  expiryDate: string | null | undefined;
  unusableReasons: readonly UnusableReason[];
}) {
  const { t } = useInventoryTranslation();
  const format = useFormat();
  if (unusableReasons.length === 0) return <ExpiryChip expiryDate={expiryDate} />;
  const reasons = format.list(unusableReasons.map((r) => t(`unusable.${r}`)));
  return (
    <Chip
      size="small"
      color="error"
      label={reasons}
      title={t('unusable.title', { reasons })}
      data-unusable={unusableReasons.join(' ')}
      sx={{ maxWidth: '100%' }}
    />
  );
}
