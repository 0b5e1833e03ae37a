import { useState } from 'react';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';
import type { CellProps, RowWithId } from '../types';

/** Sends a cell's new value to its column's setter, as the row with that value changed. */
export function sendToSetter<T extends RowWithId>(
  { row, column }: Pick<CellProps<T>, 'row' | 'column'>,
  value: unknown,
): void {
  column.setter?.({ ...row, [column.key]: value });
}

/** The setter, called once typing has paused for `delay` ms; flush() sends at once (on blur). */
export function useDebouncedSetter<T extends RowWithId>(props: CellProps<T>, delay: number) {
  return useDebouncedCallback((value: unknown) => sendToSetter(props, value), delay);
}

/** An editable cell's accessible name: its column's label. */
export function cellLabel<T extends RowWithId>({
  column,
  formatter,
}: CellProps<T>): string | undefined {
  if (column.label) return formatter.t(column.label, column.labelProps ?? {});
  return column.inputLabel;
}

/** The accessible name of an editable cell's field: the column's label, else what names the
 * field on screen (a card's label beside it). */
export function cellName<T extends RowWithId>(
  props: CellProps<T>,
): { 'aria-label': string } | { 'aria-labelledby': string } | Record<string, never> {
  const label = cellLabel(props);
  if (label) return { 'aria-label': label };
  return props.labelledBy ? { 'aria-labelledby': props.labelledBy } : {};
}

/** A cell's draft, replaced when the row's value changes from outside (a refetch, a reset). */
export function useCellDraft<V>(value: V): [V, (draft: V) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
