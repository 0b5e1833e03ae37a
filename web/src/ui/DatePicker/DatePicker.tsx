import { useState } from 'react';
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
  onChange: (date: Date | null) => void;
  label?: string;
  helperText?: string;
  disabled?: boolean;
  width?: number | string;
  name?: string;
}

/**
 * A date field with a calendar, shown dd/MM/yyyy. A typed date outside min/max is flagged while
 * typing and snapped to the nearest bound when the field is left; the calendar never offers one.
 */
export function DatePicker({
  value,
  onChange,
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

  // Leaving the field settles the draft: snapped into range, or a short year taken as typed.
  const onBlur = () => {
    if (isCompleteDate(draft)) commit(draft);
  };

  const errorKey = dateErrorKey(error);
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
          helperText: errorKey ? t(errorKey) : helperText,
          sx: { width },
        },
      }}
    />
  );
}
