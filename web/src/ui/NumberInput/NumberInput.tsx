import { useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DEFAULT_DECIMAL_LIMIT,
  applyNumberRules,
  getNumberSeparators,
  parseLocaleNumber,
  stepNumber,
} from '@dawa/domain';
import { useFormat } from '../../core/i18n';
import { withSx } from '../sx';
import { formatNumberForInput, isAcceptableNumberText } from './numberText';

export interface NumberInputProps {
  value: number | undefined;
  /** Receives the rounded and clamped number, or undefined when the field is cleared. */
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  decimalLimit?: number;
  allowNegative?: boolean;
  step?: number;
  multiplier?: number;
  /** What an invalid entry reverts to on blur (otherwise the last valid value). */
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

/** A number field following spec 001 "Number input": locale parsing, rounding, clamping, arrow steps. */
export function NumberInput(props: NumberInputProps) {
  const { value, onChange, allowNegative = false, defaultValue } = props;
  const decimalLimit = props.decimalLimit ?? DEFAULT_DECIMAL_LIMIT;
  const { language } = useFormat();
  const separators = useMemo(() => getNumberSeparators(language), [language]);
  const rules = {
    allowNegative,
    decimalLimit,
    ...(props.min === undefined ? {} : { min: props.min }),
    ...(props.max === undefined ? {} : { max: props.max }),
  };
  const format = (next: number | undefined) => formatNumberForInput(next, language, decimalLimit);
  const [text, setText] = useState(() => format(value));
  const emitted = useRef<number | undefined>(value);

  // A value set from outside (a reset, a URL change) replaces what is shown.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(formatNumberForInput(value, language, decimalLimit));
    }
  }, [value, language, decimalLimit]);

  const emit = (next: number | undefined) => {
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const raw = event.target.value;
    if (!isAcceptableNumberText(raw, separators, { allowDecimal: decimalLimit > 0, allowNegative }))
      return;
    if (raw.trim() === '') {
      setText('');
      emit(undefined);
      return;
    }
    const parsed = parseLocaleNumber(raw, separators);
    if (Number.isNaN(parsed)) {
      // Part of a number ("-", "1.2.") stays on screen until it becomes valid or the field is left.
      setText(raw);
      return;
    }
    const ruled = applyNumberRules(parsed, rules);
    setText(ruled === parsed ? raw : format(ruled));
    emit(ruled);
  };

  const onBlur = () => {
    const parsed = parseLocaleNumber(text, separators);
    let next: number | undefined;
    if (text.trim() === '') next = defaultValue;
    else if (Number.isNaN(parsed)) next = defaultValue ?? emitted.current;
    else next = applyNumberRules(parsed, rules);
    setText(format(next));
    emit(next);
    props.onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    const next = stepNumber(emitted.current, direction, event.shiftKey, {
      ...rules,
      ...(props.step === undefined ? {} : { step: props.step }),
      ...(props.multiplier === undefined ? {} : { multiplier: props.multiplier }),
    });
    setText(format(next));
    emit(next);
  };

  return (
    <TextField
      size="small"
      value={text}
      onChange={onTextChange}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      label={props.label}
      placeholder={props.placeholder}
      helperText={props.helperText}
      error={props.error ?? false}
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
          style: { textAlign: 'end' },
        },
      }}
    />
  );
}
