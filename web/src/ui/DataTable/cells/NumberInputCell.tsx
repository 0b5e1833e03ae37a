import { useState, type ComponentType } from 'react';
import { useTheme } from '@mui/material/styles';
import { TABLE_DECIMAL_LIMIT } from '@dawa/domain';
import { useNumberFieldIn } from '../../NumberInput';
import { NUMBER_CELL_DEBOUNCE_MS } from '../dimensions';
import type { CellProps, RowWithId } from '../types';
import { CellInput } from './CellInput';
import { useCellDraft, cellName, useDebouncedSetter } from './editableCell';

export interface NumberInputCellOptions {
  /** Defaults to 2 in tables (spec 001 section 5). */
  decimalLimit?: number;
  min?: number;
  max?: number;
  allowNegative?: boolean;
}

function NumberInputCellWith<T extends RowWithId>(
  props: CellProps<T> & { options: NumberInputCellOptions },
) {
  const { options } = props;
  const theme = useTheme();
  const [value, setValue] = useCellDraft(typeof props.value === 'number' ? props.value : undefined);
  const send = useDebouncedSetter(props, NUMBER_CELL_DEBOUNCE_MS);
  // A refused text (docs/decisions/0023) is marked in the cell and never reaches the setter.
  const [problem, setProblem] = useState<string | null>(null);
  const field = useNumberFieldIn(
    {
      value,
      onChange: (next) => {
        setValue(next);
        send(next);
      },
      onValidityChange: (next) => {
        setProblem(next);
        if (next !== null) send.cancel();
      },
      onBlur: () => (problem === null ? send.flush() : send.cancel()),
      decimalLimit: options.decimalLimit ?? TABLE_DECIMAL_LIMIT,
      min: options.min,
      max: options.max,
      allowNegative: options.allowNegative,
    },
    props.formatter.t,
    props.formatter.format,
  );
  return (
    <CellInput
      value={field.text}
      onChange={(event) => field.onTextChange(event.target.value)}
      onBlur={field.onBlur}
      onKeyDown={field.onKeyDown}
      inputMode={field.inputMode}
      invalid={field.problem !== null || props.isError}
      problem={field.problem}
      disabled={props.isDisabled}
      {...cellName(props)}
      // A number reads left to right in every language; it sits at the end of the cell as the
      // page reads.
      dir="ltr"
      style={{ textAlign: theme.direction === 'rtl' ? 'left' : 'right' }}
    />
  );
}

/**
 * An editable number cell: the kit's number rules with 2 decimals unless told otherwise; the
 * column's setter hears of a change 250 ms after typing stops, or on leaving the field.
 */
export function numberInputCell<T extends RowWithId>(
  options: NumberInputCellOptions = {},
): ComponentType<CellProps<T>> {
  function NumberInputCell(props: CellProps<T>) {
    return <NumberInputCellWith {...props} options={options} />;
  }
  return NumberInputCell;
}

/** An editable number cell with the table defaults (2 decimals, from 0). */
export function NumberInputCell<T extends RowWithId>(props: CellProps<T>) {
  return <NumberInputCellWith {...props} options={{}} />;
}
