import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '../../../core/i18n';
import { renderWithProviders, stubScrollerHeight } from '../../../test/render';
import { DataTable } from '../DataTable';
import { catalogueColumn } from '../columnCatalogue';
import { NUMBER_CELL_DEBOUNCE_MS, TEXT_CELL_DEBOUNCE_MS } from '../dimensions';
import type { ColumnDefinition } from '../types';
import { numberInputCell, NumberInputCell } from './NumberInputCell';
import { parseQuantity, QuantityInputCell } from './QuantityInputCell';
import { TextInputCell } from './TextInputCell';

interface Line {
  id: string;
  numberOfPacks: number;
  quantity: number;
  note: string;
}

const line: Line = { id: 'l1', numberOfPacks: 2, quantity: 3, note: 'old' };

function renderLine(columns: ColumnDefinition<Line>[], data: Line[] = [line]) {
  return renderWithProviders(<DataTable id="edit" columns={columns} data={data} height={400} />);
}

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = stubScrollerHeight(400);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  restoreHeight();
});

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('NumberInputCell (spec 001 sections 5 and 9)', () => {
  it('keeps 2 decimals and sends the row 250 ms after typing stops', () => {
    const setter = vi.fn();
    renderLine([catalogueColumn<Line>('numberOfPacks', { Cell: NumberInputCell, setter })]);
    const input = screen.getByRole('textbox', { name: 'Num packs' });
    type(input, '1.234');
    act(() => {
      vi.advanceTimersByTime(NUMBER_CELL_DEBOUNCE_MS - 10);
    });
    expect(setter).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(setter).toHaveBeenCalledExactlyOnceWith({ ...line, numberOfPacks: 1.23 });
  });

  it('sends at once when the field is left, and follows the options', () => {
    const setter = vi.fn();
    const Cell = numberInputCell<Line>({ decimalLimit: 0, max: 10 });
    renderLine([catalogueColumn<Line>('numberOfPacks', { Cell, setter })]);
    const input = screen.getByRole('textbox', { name: 'Num packs' });
    type(input, '7');
    fireEvent.blur(input);
    expect(setter).toHaveBeenCalledExactlyOnceWith({ ...line, numberOfPacks: 7 });
  });

  it.each([
    ['25', 'Enter 10 or less'],
    ['1.5', 'Enter a whole number'],
    ['-3', 'Negative numbers are not allowed here'],
    ['1e5', 'Type the number in full, without an exponent (e)'],
  ])('keeps %j as typed, says "%s" and never sends it (decision 0023)', (text, message) => {
    const setter = vi.fn();
    const Cell = numberInputCell<Line>({ decimalLimit: 0, max: 10 });
    renderLine([catalogueColumn<Line>('numberOfPacks', { Cell, setter })]);
    const input = screen.getByRole('textbox', { name: 'Num packs' });
    type(input, text);
    act(() => {
      vi.advanceTimersByTime(NUMBER_CELL_DEBOUNCE_MS * 2);
    });
    fireEvent.blur(input);
    expect(input).toHaveValue(text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Shown beside the cell (too short to hold it) and read with the field.
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    expect(setter).not.toHaveBeenCalled();
  });
});

describe('QuantityInputCell (spec 001 section 5, "Table cells")', () => {
  it.each([
    ['12', 12],
    ['0', 0],
    ['1,500', 1500],
    ['1.5', undefined],
    ['1,5', undefined],
    ['1e5', undefined],
    ['99999999999', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('reads %j as %s', (text, quantity) => {
    expect(parseQuantity(text, 'en')).toBe(quantity);
  });

  it('commits a whole number when the field is left, not before', () => {
    const setter = vi.fn();
    renderLine([catalogueColumn<Line>('quantity', { Cell: QuantityInputCell, setter })]);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    type(input, '7');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(setter).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(setter).toHaveBeenCalledExactlyOnceWith({ ...line, quantity: 7 });
  });

  it.each(['2.5', '-3', 'x'])('marks %j in error and does not keep it', (text) => {
    const setter = vi.fn();
    renderLine([catalogueColumn<Line>('quantity', { Cell: QuantityInputCell, setter })]);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    type(input, text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(input);
    expect(setter).not.toHaveBeenCalled();
    expect(input).toHaveValue('3');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('reads Arabic-Indic digits', async () => {
    await changeLanguage('ar');
    const setter = vi.fn();
    renderLine([catalogueColumn<Line>('quantity', { Cell: QuantityInputCell, setter })]);
    const input = screen.getByRole('textbox', { name: 'الكمية' });
    type(input, '١٢');
    fireEvent.blur(input);
    expect(setter).toHaveBeenCalledExactlyOnceWith({ ...line, quantity: 12 });
  });
});

describe('TextInputCell (spec 001 sections 5 and 9)', () => {
  it('limits the length and sends the row 500 ms after typing stops', () => {
    const setter = vi.fn();
    renderLine([catalogueColumn<Line>('note', { Cell: TextInputCell, setter, maxLength: 5 })]);
    const input = screen.getByRole('textbox', { name: 'Note' });
    expect(input).toHaveAttribute('maxlength', '5');
    type(input, 'new');
    act(() => {
      vi.advanceTimersByTime(TEXT_CELL_DEBOUNCE_MS - 10);
    });
    expect(setter).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(setter).toHaveBeenCalledExactlyOnceWith({ ...line, note: 'new' });
  });

  it('shows a value changed from outside', () => {
    const columns = [catalogueColumn<Line>('note', { Cell: TextInputCell })];
    const { rerender } = renderLine(columns);
    rerender(
      <DataTable id="edit" columns={columns} data={[{ ...line, note: 'fresh' }]} height={400} />,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('fresh');
  });
});
