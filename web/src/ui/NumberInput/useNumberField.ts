import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_DECIMAL_LIMIT,
  getNumberSeparators,
  stepNumber,
  type NumberKind,
} from '@dawa/domain';
import { useFormat } from '../../core/i18n';
import { fieldLimit, formatNumberForInput, readNumberField } from './numberText';

/** What the number rules need of a field, whatever draws it (a form's field or a table cell). */
export interface NumberFieldRules {
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
  onValidityChange?: ((problem: string | null) => void) | undefined;
  /** Bounds and decimals of a kind the API knows (LIMITS.numberOfPacks, packSize, price...). */
  kind?: NumberKind | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** The minimum itself is refused (e.g. a pack size must be above 0). */
  minExclusive?: boolean | undefined;
  /** 0 means whole numbers only (a fraction is refused); above 0 extra decimals round on blur. */
  decimalLimit?: number | undefined;
  allowNegative?: boolean | undefined;
  step?: number | undefined;
  multiplier?: number | undefined;
  /** What an emptied field takes on blur. */
  defaultValue?: number | undefined;
  onBlur?: (() => void) | undefined;
}

export interface NumberField {
  /** The text as typed. */
  text: string;
  /** Why the text is refused, translated; null when it is acceptable (or empty). */
  problem: string | null;
  inputMode: 'decimal' | 'numeric';
  onTextChange: (raw: string) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The rules of a number field (spec 001 "Number input", docs/decisions/0023): the text stays as
 * typed, read in the user's language; a text that is not an acceptable number gives its problem
 * and no value; rounding to the decimal limit shows when the field is left; arrow keys step.
 */
export function useNumberField(props: NumberFieldRules): NumberField {
  const { t } = useTranslation();
  return useNumberFieldIn(props, t, useFormat());
}

/**
 * The same with the language's translation and formats given (a table cell has its table's:
 * asking i18next per cell costs more than the cell when rows mount while scrolling).
 */
export function useNumberFieldIn(
  props: NumberFieldRules,
  t: TFunction,
  format: ReturnType<typeof useFormat>,
): NumberField {
  const { value, onChange, defaultValue } = props;
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

  const onTextChange = (raw: string) => {
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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

  return {
    text,
    problem,
    inputMode: decimalLimit > 0 ? 'decimal' : 'numeric',
    onTextChange,
    onBlur,
    onKeyDown,
  };
}
