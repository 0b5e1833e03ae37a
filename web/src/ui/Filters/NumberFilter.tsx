import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../NumberInput';
import { NUMBER_FILTER_DEBOUNCE_MS, NUMBER_FILTER_WIDTH } from './constants';
import { useSyncedDraft } from './useSyncedDraft';

export interface NumberRange {
  from?: number;
  to?: number;
}

export interface NumberFilterProps {
  value: NumberRange | undefined;
  /** Called 400 ms after typing stops; undefined when both ends are empty. */
  onChange: (value: NumberRange | undefined) => void;
  label?: string;
  minValue?: number;
  maxValue?: number;
  decimalLimit?: number;
  allowNegative?: boolean;
}

function clean(range: NumberRange): NumberRange | undefined {
  const result: NumberRange = {};
  if (range.from !== undefined) result.from = range.from;
  if (range.to !== undefined) result.to = range.to;
  return result.from === undefined && result.to === undefined ? undefined : result;
}

/** A from-to number range; the from value is capped by the to value and the to value floored by from. */
export function NumberFilter({
  value,
  onChange,
  label,
  minValue,
  maxValue,
  decimalLimit,
  allowNegative,
}: NumberFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useSyncedDraft<NumberRange>(
    value ?? {},
    (range) => onChange(clean(range)),
    NUMBER_FILTER_DEBOUNCE_MS,
  );
  const shared = {
    width: NUMBER_FILTER_WIDTH,
    ...(decimalLimit === undefined ? {} : { decimalLimit }),
    ...(allowNegative === undefined ? {} : { allowNegative }),
  };
  const fromMax = draft.to ?? maxValue;
  const toMin = draft.from ?? minValue;
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="group" aria-label={label}>
      <NumberInput
        {...shared}
        label={t('label.from')}
        value={draft.from}
        {...(minValue === undefined ? {} : { min: minValue })}
        {...(fromMax === undefined ? {} : { max: fromMax })}
        onChange={(from) => setDraft({ ...draft, from })}
      />
      <NumberInput
        {...shared}
        label={t('label.to')}
        value={draft.to}
        {...(toMin === undefined ? {} : { min: toMin })}
        {...(maxValue === undefined ? {} : { max: maxValue })}
        onChange={(to) => setDraft({ ...draft, to })}
      />
    </Stack>
  );
}
