import { useEffect, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LIMITS, decimalsOf, roundToDecimals } from '@dawa/domain';
import { useFormat } from '../../core/i18n';
import { NumberInput } from '../NumberInput';

export type QuantityUnit = 'packs' | 'units';

export interface PackQuantityInputProps {
  /** Already translated: "Number of packs". */
  label: string;
  /** The quantity in packs; undefined while empty or refused. */
  value: number | undefined;
  onChange: (packs: number | undefined) => void;
  onValidityChange?: (problem: string | null) => void;
  /** Units in one pack of the line (or of the new stock). */
  packSize: number;
  /** The item's unit ("tablet"), as the item names it. */
  unitName?: string | undefined;
  /** Only whole packs may be moved: a fraction, or units that do not fill whole packs, is refused. */
  wholePacks?: boolean;
  /** Decimals a pack count may carry when fractions are allowed. */
  packDecimals?: number;
  /** Most packs that may be entered (what is available). */
  maxPacks?: number | undefined;
  name?: string;
  autoFocus?: boolean;
  helperText?: string | undefined;
  error?: boolean;
  onBlur?: () => void;
}

/**
 * A quantity of stock entered in packs or in units, with the conversion shown ("3 packs = 300
 * tablets"). The owner always receives packs; units that do not make whole packs where whole
 * packs are required are refused with a message (issue 10, docs/decisions/0023).
 */
export function PackQuantityInput(props: PackQuantityInputProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { packSize, wholePacks = false } = props;
  const packDecimals = wholePacks ? 0 : (props.packDecimals ?? LIMITS.numberOfPacks.decimals);
  const [unit, setUnit] = useState<QuantityUnit>('packs');
  const [units, setUnits] = useState<number | undefined>(undefined);
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const unitName = props.unitName || t('quantity.units');

  const unitsToPacks = (count: number | undefined) =>
    count === undefined || packSize <= 0 ? undefined : roundToDecimals(count / packSize, 9);
  // Packs a count of units makes, or undefined when they make no count the line can hold.
  const packsOf = (count: number | undefined) => {
    const inPacks = unitsToPacks(count);
    return inPacks !== undefined && decimalsOf(inPacks) <= packDecimals ? inPacks : undefined;
  };
  const unitsProblem =
    unit === 'units' && units !== undefined && packsOf(units) === undefined
      ? t(wholePacks ? 'quantity.not-whole-packs' : 'quantity.not-exact-packs', {
          units: format.number(units),
          unit: unitName,
          packSize: format.number(packSize),
        })
      : null;
  const problem = fieldProblem ?? unitsProblem;

  const report = useRef(props.onValidityChange);
  report.current = props.onValidityChange;
  useEffect(() => {
    report.current?.(problem);
  }, [problem]);
  useEffect(() => () => report.current?.(null), []);

  const chooseUnit = (next: QuantityUnit | null) => {
    if (!next || next === unit) return;
    setUnit(next);
    // The quantity entered so far carries over in the other unit.
    if (next === 'units') setUnits(props.value === undefined ? undefined : props.value * packSize);
  };

  const packs = unit === 'packs' ? props.value : packsOf(units);
  const maxUnits = props.maxPacks === undefined ? undefined : props.maxPacks * packSize;
  const shared = {
    name: props.name ?? 'quantity',
    fullWidth: true,
    autoFocus: props.autoFocus ?? false,
    onValidityChange: setFieldProblem,
    error: props.error ?? false,
    ...(props.onBlur ? { onBlur: props.onBlur } : {}),
    ...(unitsProblem
      ? { helperText: unitsProblem }
      : props.helperText
        ? { helperText: props.helperText }
        : {}),
  };
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={unit}
        onChange={(_event, next: QuantityUnit | null) => chooseUnit(next)}
        aria-label={t('quantity.enter-in')}
      >
        <ToggleButton value="packs">{t('quantity.packs')}</ToggleButton>
        <ToggleButton value="units">{t('quantity.units')}</ToggleButton>
      </ToggleButtonGroup>
      {unit === 'packs' ? (
        <NumberInput
          key="packs"
          {...shared}
          label={props.label}
          value={props.value}
          kind="numberOfPacks"
          decimalLimit={packDecimals}
          {...(props.maxPacks === undefined ? {} : { max: props.maxPacks })}
          onChange={props.onChange}
        />
      ) : (
        <NumberInput
          key="units"
          {...shared}
          error={unitsProblem !== null || (props.error ?? false)}
          label={`${t('quantity.units')} (${unitName})`}
          value={units}
          kind="numberOfPacks"
          {...(maxUnits === undefined ? {} : { max: maxUnits })}
          onChange={(count) => {
            setUnits(count);
            props.onChange(packsOf(count));
          }}
        />
      )}
      {packs !== undefined && problem === null ? (
        <Typography variant="body2" color="text.secondary" data-testid="quantity-conversion">
          {t('quantity.conversion', {
            count: packs,
            packs: format.number(packs),
            units: format.number(roundToDecimals(packs * packSize, 9)),
            unit: unitName,
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
