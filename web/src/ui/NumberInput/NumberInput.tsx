import { useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_DECIMAL_LIMIT,
  getNumberSeparators,
  stepNumber,
  type NumberKind,
} from '@dawa/domain';
import { useFormat } from '../../core/i18n';
import { withSx } from '../sx';
import { fieldLimit, formatNumberForInput, readNumberField } from './numberText';

export interface NumberInputProps {
  value: number | undefined;
  /**
   * Receives the number typed (rounded to the decimal limit when that allows decimals), or
   * undefined when the field is empty or its text is refused; onValidityChange says which.
   */
  onChange: (value: number | undefined) => void;
  /**
   * Hears the field's problem (a translated message) whenever it appears or goes, and null
   * when the field is unmounted: a form keeps Save off while any field has one.
   */
  onValidityChange?: (problem: string | null) => void;
  /** Bounds and decimals of a kind the API knows (LIMITS.numberOfPacks, packSize, price...). */
  kind?: NumberKind;
  min?: number;
  max?: number;
  /** The minimum itself is refused (e.g. a pack size must be above 0). */
  minExclusive?: boolean;
  /** 0 means whole numbers only (a fraction is refused); above 0 extra decimals round on blur. */
  decimalLimit?: number;
  allowNegative?: boolean;
  step?: number;
  multiplier?: number;
  /** What an emptied field takes on blur. */
  defaultValue?: number;
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  id?: string;
  name?: string;
  width?: number | string;
  sx?: SxProps<Theme>;
  onBlur?: () => void;
}

/**
 * A number field (spec 001 "Number input", docs/decisions/0023): the text stays as typed, read in
 * the user's language; a text that is not an acceptable number shows why under the field and
 * gives no value; rounding to the decimal limit shows when the field is left.
 */
export function NumberInput(props: NumberInputProps) {
  const { value, onChange, defaultValue } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const { language } = format;
  const separators = useMemo(() => getNumberSeparators(language), [language]);
  const limit = fieldLimit(props, DEFAULT_DECIMAL_LIMIT);
  const decimalLimit = limit.decimals;
  const show = (next: number | undefined) => formatNumberForInput(next, language, decimalLimit);
  const [text, setText] = useState(() => show(value));
  const emitted = useRef<number | undefined>(value);

  const reading = readNumberField(text, separators, limit, (bound) => format.number(bound));
  const problem = reading.problem ? t(reading.problem.key, { ...reading.problem.values }) : null;

  // A value set from outside (a reset, a URL change) replaces what is shown.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(formatNumberForInput(value, language, decimalLimit));
    }
  }, [value, language, decimalLimit]);

  const reportValidity = useRef(props.onValidityChange);
  reportValidity.current = props.onValidityChange;
  useEffect(() => {
    reportValidity.current?.(problem);
  }, [problem]);
  useEffect(() => () => reportValidity.current?.(null), []);

  const emit = (next: number | undefined) => {
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };

  const read = (raw: string) => readNumberField(raw, separators, limit, format.number);

  const onTextChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const raw = event.target.value;
    setText(raw);
    emit(read(raw).value);
  };

  const onBlur = () => {
    if (text.trim() === '' && defaultValue !== undefined) {
      setText(show(defaultValue));
      emit(defaultValue);
    } else if (reading.value !== undefined) {
      // Rounding to the decimal limit shows now that typing is over.
      const typed = read(text);
      const exact = readNumberField(text, separators, { ...limit, decimals: 20 }, format.number);
      if (typed.value !== exact.value) setText(show(typed.value));
    }
    props.onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (reading.problem) return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    const next = stepNumber(reading.value, direction, event.shiftKey, {
      min: limit.min,
      max: limit.max,
      decimalLimit,
      ...(props.step === undefined ? {} : { step: props.step }),
      ...(props.multiplier === undefined ? {} : { multiplier: props.multiplier }),
    });
    setText(show(next));
    emit(next);
  };

  const invalid = problem !== null || (props.error ?? false);
  return (
    <TextField
      size="small"
      value={text}
      onChange={onTextChange}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      label={props.label}
      placeholder={props.placeholder}
      helperText={problem ?? props.helperText}
      error={invalid}
      disabled={props.disabled ?? false}
      autoFocus={props.autoFocus ?? false}
      fullWidth={props.fullWidth ?? false}
      id={props.id}
      name={props.name}
      sx={withSx({ width: props.width }, props.sx)}
      slotProps={{
        htmlInput: {
          inputMode: decimalLimit > 0 ? 'decimal' : 'numeric',
          'aria-label': props['aria-label'],
          'aria-invalid': invalid,
          // A number reads left to right in every language ("-3", not "3-" in Arabic); it
          // still sits at the end of the field as the page reads.
          dir: 'ltr',
          style: { textAlign: theme.direction === 'rtl' ? 'left' : 'right' },
        },
      }}
    />
  );
}
