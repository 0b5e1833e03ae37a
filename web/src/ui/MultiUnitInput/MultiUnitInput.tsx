import { useEffect, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import { combineUnits, splitAcrossUnits } from '@dawa/domain';
import { MULTI_UNIT_DEBOUNCE_MS } from '../DataTable/dimensions';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback';
import { NumberInput, useFieldProblems } from '../NumberInput';

export interface MultiUnitInputUnit {
  /** Already translated, e.g. "Packs of 10". */
  label: string;
  /** How many of the smallest unit one of this unit holds. */
  ratio: number;
}

export interface MultiUnitInputProps {
  /** The quantity in the smallest unit. */
  value: number | undefined;
  /** The new quantity in the smallest unit, 350 ms after typing stops or on leaving a field. */
  onChange: (value: number) => void;
  /** Largest first; the last is usually the smallest unit (ratio 1). */
  units: readonly MultiUnitInputUnit[];
  /** Decimals the last unit may have; the others take whole numbers. */
  decimalLimit?: number;
  /** Hears the first unit field's problem (translated), or null once every field reads. */
  onValidityChange?: (problem: string | null) => void;
  disabled?: boolean;
  /** Width of each field. */
  width?: number | string;
}

/**
 * One quantity entered in several units, e.g. packs and units (spec 001 section 5): the value is
 * split across the units by their ratios, the last unit keeping the decimals.
 */
export function MultiUnitInput({
  value,
  onChange,
  units,
  decimalLimit = 0,
  disabled = false,
  width = 90,
  onValidityChange,
}: MultiUnitInputProps) {
  const fields = useFieldProblems();
  const report = useRef(onValidityChange);
  report.current = onValidityChange;
  useEffect(() => {
    report.current?.(fields.first ?? null);
  }, [fields.first]);
  const ratios = units.map((unit) => unit.ratio);
  const split = () => splitAcrossUnits(value ?? 0, ratios, decimalLimit);
  const [counts, setCounts] = useState<(number | undefined)[]>(split);
  // A value set from outside (or the owner's answer to onChange) is split afresh.
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    setCounts(split());
  }
  // A unit field whose text is refused holds no count: the total is not sent until it reads.
  const valid = useRef(fields.valid);
  valid.current = fields.valid;
  const send = useDebouncedCallback((total: number) => {
    if (valid.current) onChange(total);
  }, MULTI_UNIT_DEBOUNCE_MS);

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {units.map((unit, index) => (
        <NumberInput
          key={unit.label}
          label={unit.label}
          value={counts[index]}
          decimalLimit={index === units.length - 1 ? decimalLimit : 0}
          disabled={disabled}
          width={width}
          onChange={(count) => {
            const next = counts.map((current, at) => (at === index ? count : current));
            setCounts(next);
            send(combineUnits(next, ratios));
          }}
          onBlur={send.flush}
          onValidityChange={fields.watch(unit.label)}
        />
      ))}
    </Stack>
  );
}
