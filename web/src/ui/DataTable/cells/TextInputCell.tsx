import { TEXT_CELL_DEBOUNCE_MS } from '../dimensions';
import type { CellProps, RowWithId } from '../types';
import { CellInput } from './CellInput';
import { useCellDraft, cellName, useDebouncedSetter } from './editableCell';

/**
 * An editable text cell, as long as the column's maxLength allows; the column's setter hears of
 * a change 500 ms after typing stops, or on leaving the field.
 */
export function TextInputCell<T extends RowWithId>(props: CellProps<T>) {
  const [text, setText] = useCellDraft(typeof props.value === 'string' ? props.value : '');
  const send = useDebouncedSetter(props, TEXT_CELL_DEBOUNCE_MS);
  return (
    <CellInput
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        send(event.target.value);
      }}
      onBlur={send.flush}
      maxLength={props.column.maxLength}
      invalid={props.isError}
      disabled={props.isDisabled}
      {...cellName(props)}
      // A note in the other direction's script keeps its own order.
      dir="auto"
    />
  );
}
