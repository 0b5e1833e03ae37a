import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../DatePicker';
import { FILTER_WIDTH } from './constants';

export interface DateFilterRange {
  from?: Date;
  to?: Date;
}

export interface DateRangeFilterProps {
  value: DateFilterRange | undefined;
  /** Called when a date is chosen; undefined when both ends are empty. */
  onChange: (value: DateFilterRange | undefined) => void;
  minDate?: Date;
  maxDate?: Date;
  /** Datetime fields: the to date covers its whole day. */
  isDateTime?: boolean;
  /** Translated labels naming what the dates are of; "From date" and "To date" otherwise. */
  fromLabel?: string;
  toLabel?: string;
}

export function DateRangeFilter({
  value,
  onChange,
  minDate,
  maxDate,
  isDateTime = false,
  fromLabel,
  toLabel,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <DateRangePicker
      value={{ from: value?.from ?? null, to: value?.to ?? null }}
      fromLabel={fromLabel ?? t('label.from-date')}
      toLabel={toLabel ?? t('label.to-date')}
      width={FILTER_WIDTH}
      toAsEndOfDay={isDateTime}
      {...(minDate ? { minDate } : {})}
      {...(maxDate ? { maxDate } : {})}
      onChange={({ from, to }) => {
        const next: DateFilterRange = {};
        if (from) next.from = from;
        if (to) next.to = to;
        onChange(from || to ? next : undefined);
      }}
    />
  );
}
