import Stack from '@mui/material/Stack';
import { DatePicker, type DatePickerProps } from './DatePicker';

export interface DateRange {
  from: Date | null;
  to: Date | null;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  fromLabel?: string;
  toLabel?: string;
  minDate?: Date;
  maxDate?: Date;
  disablePast?: boolean;
  disableFuture?: boolean;
  /** The "to" date covers its whole day (datetime fields). */
  toAsEndOfDay?: boolean;
  disabled?: boolean;
  width?: number | string;
}

/** Two pickers: the from date cannot pass the to date, nor the to date precede the from date. */
export function DateRangePicker({
  value,
  onChange,
  fromLabel,
  toLabel,
  width,
  ...bounds
}: DateRangePickerProps) {
  const shared: Partial<DatePickerProps> = {
    ...(bounds.disablePast ? { disablePast: true } : {}),
    ...(bounds.disableFuture ? { disableFuture: true } : {}),
    ...(bounds.disabled ? { disabled: true } : {}),
    ...(width === undefined ? {} : { width }),
  };
  const fromMax = value.to ?? bounds.maxDate;
  const toMin = value.from ?? bounds.minDate;
  return (
    <Stack direction="row" spacing={1} useFlexGap>
      <DatePicker
        {...shared}
        {...(fromLabel ? { label: fromLabel } : {})}
        value={value.from}
        minDate={bounds.minDate}
        maxDate={fromMax}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DatePicker
        {...shared}
        {...(toLabel ? { label: toLabel } : {})}
        value={value.to}
        minDate={toMin}
        maxDate={bounds.maxDate}
        dateAsEndOfDay={bounds.toAsEndOfDay ?? false}
        onChange={(to) => onChange({ ...value, to })}
      />
    </Stack>
  );
}
