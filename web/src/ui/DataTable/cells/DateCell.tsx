import Box from '@mui/material/Box';
import { isAlmostExpired } from '@dawa/domain';
import { formatDate, toDate } from '../../../core/i18n';

export interface DateCellProps {
  value: unknown;
  /** Dates within the almost-expired threshold (3 months) show in red. */
  highlightAlmostExpired?: boolean;
  today?: Date;
}

/** A date as dd/MM/yyyy. */
export function DateCell({ value, highlightAlmostExpired = false, today }: DateCellProps) {
  const date = value instanceof Date || typeof value === 'string' ? toDate(value) : undefined;
  if (!date) return null;
  if (highlightAlmostExpired && isAlmostExpired(date, today)) {
    return (
      <Box component="span" data-almost-expired="true" sx={{ color: 'error.main', fontWeight: 600 }}>
        {formatDate(date)}
      </Box>
    );
  }
  return <span>{formatDate(date)}</span>;
}
