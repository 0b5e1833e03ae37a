import { API_INTEGER_MAX, getNumberSeparators, readLocaleNumber } from '@dawa/domain';
import { formatNumberForInput } from '../../NumberInput/numberText';
import type { CellProps, RowWithId } from '../types';
import { CellInput } from './CellInput';
import { sendToSetter, useCellDraft, cellName } from './editableCell';

/**
 * A whole number, zero or more, as typed in the language's digits and marks (read strictly:
 * "1,5" in English is not fifteen, 1e5 is not a quantity); else undefined.
 */
export function parseQuantity(text: string, language: string): number | undefined {
  const read = readLocaleNumber(text, getNumberSeparators(language));
  if ('problem' in read) return undefined;
  return Number.isSafeInteger(read.value) && read.value >= 0 && read.value <= API_INTEGER_MAX
    ? read.value
    : undefined;
}

/**
 * A quantity cell (spec 001 section 5, "Table cells"): whole numbers zero or more only. Anything
 * else marks the cell in error and is not kept; a valid number goes to the column's setter when
 * the field is left.
 */
export function QuantityInputCell<T extends RowWithId>(props: CellProps<T>) {
  const { format } = props.formatter;
  const value = typeof props.value === 'number' ? props.value : undefined;
  const shown = formatNumberForInput(value, format.language, 0);
  const [text, setText] = useCellDraft(shown);
  const invalid = text.trim() !== '' && parseQuantity(text, format.language) === undefined;

  const onBlur = () => {
    const quantity = parseQuantity(text, format.language);
    if (quantity === undefined || text.trim() === '') {
      setText(shown); // the change is not kept
      return;
    }
    setText(formatNumberForInput(quantity, format.language, 0));
    if (quantity !== value) sendToSetter(props, quantity);
  };

  return (
    <CellInput
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={onBlur}
      invalid={invalid || props.isError}
      disabled={props.isDisabled}
      inputMode="numeric"
      {...cellName(props)}
      style={{ textAlign: 'end' }}
    />
  );
}
