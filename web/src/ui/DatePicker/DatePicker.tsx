import { useEffect, useRef, useState } from 'react';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT } from '../../core/i18n';
import {
  applyDateRules,
  dateErrorKey,
  hasFourDigitYear,
  isCompleteDate,
  isOutOfRange,
  type DateRuleOptions,
} from './dateRules';

export const EXPIRY_MONTH_FORMAT = 'MM/yyyy';

export interface DatePickerProps extends DateRuleOptions {
  value: Date | null;
  /** Receives a complete date within the bounds, or null when the field is cleared. */
  onChange: (date: Date | null) => void;
  /**
   * Hears the field's problem (the translated error: invalid date, min date, max date, disable
   * past, disable future) whenever it appears or goes, and null when unmounted: a form keeps
   * Save off while a date field has one (docs/decisions/0023).
   */
  onValidityChange?: (problem: string | null) => void;
  label?: string;
  helperText?: string;
  disabled?: boolean;
  width?: number | string;
  name?: string;
}

/**
 * A date field with a calendar, shown dd/MM/yyyy. A date that does not exist (31/02/2027) or lies
 * outside the bounds shows its error and is never passed on, neither while typing nor on leaving
 * (docs/decisions/0023); the owner hears the problem. The calendar never offers such a date.
 */
export function DatePicker({
  value,
  onChange,
  onValidityChange,
  label,
  helperText,
  width,
  ...options
}: DatePickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Date | null>(value);
  const [shown, setShown] = useState<Date | null>(value);
  const [error, setError] = useState<DateValidationError | null>(null);
  if (value?.getTime() !== shown?.getTime()) {
    // A value set from outside replaces the draft.
    setShown(value);
    setDraft(value);
  }

  const commit = (date: Date | null) => {
    const next = date === null ? null : applyDateRules(date, options);
    setDraft(next);
    setShown(next);
    if (next?.getTime() !== value?.getTime()) onChange(next);
  };

  const onFieldChange = (date: Date | null) => {
    setDraft(date);
    if (date === null) commit(null);
    else if (isCompleteDate(date) && hasFourDigitYear(date) && !isOutOfRange(date, options))
      commit(date);
  };

  // Leaving the field settles a short year as typed; a date out of range stays refused.
  const onBlur = () => {
    if (isCompleteDate(draft) && !isOutOfRange(draft, options)) commit(draft);
  };

  const errorKey = dateErrorKey(error);
  const problem = errorKey ? t(errorKey) : null;
  const report = useRef(onValidityChange);
  report.current = onValidityChange;
  useEffect(() => {
    report.current?.(problem);
  }, [problem]);
  useEffect(() => () => report.current?.(null), []);
  return (
    <MuiDatePicker
      value={draft}
      onChange={onFieldChange}
      onError={setError}
      label={label}
      disabled={options.disabled ?? false}
      name={options.name}
      minDate={options.minDate}
      maxDate={options.maxDate}
      disablePast={options.disablePast ?? false}
      disableFuture={options.disableFuture ?? false}
      format={options.expiryMonth ? EXPIRY_MONTH_FORMAT : DATE_DISPLAY_FORMAT}
      {...(options.expiryMonth
        ? { views: ['year', 'month'] as const, openTo: 'month' as const }
        : {})}
      slotProps={{
        textField: {
          size: 'small',
          onBlur,
          error: errorKey !== undefined,
          helperText: problem ?? helperText,
          sx: { width },
        },
      }}
    />
  );
}
