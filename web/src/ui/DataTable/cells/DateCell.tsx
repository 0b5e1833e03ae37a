import { renderDate } from './renderers';

export interface DateCellProps {
  value: unknown;
  /** Dates within the almost-expired threshold (3 months) show in red. */
  highlightAlmostExpired?: boolean;
  today?: Date;
}

/** A date as dd/MM/yyyy. */
export function DateCell({ value, highlightAlmostExpired = false, today }: DateCellProps) {
  return <>{renderDate(value, highlightAlmostExpired, today)}</>;
}
