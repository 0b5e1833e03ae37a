import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { MULTI_UNIT_DEBOUNCE_MS } from '../DataTable/dimensions';
import { MultiUnitInput } from './MultiUnitInput';

const units = [
  { label: 'Packs', ratio: 10 },
  { label: 'Units', ratio: 1 },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('MultiUnitInput (spec 001 sections 5 and 9)', () => {
  it('splits the value across the units by ratio, the last keeping its decimals', () => {
    renderWithProviders(
      <MultiUnitInput value={25.5} onChange={() => undefined} units={units} decimalLimit={1} />,
    );
    expect(screen.getByRole('textbox', { name: 'Packs' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Units' })).toHaveValue('5.5');
  });

  it('sends the total 350 ms after typing stops, and splits the answer afresh', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <MultiUnitInput value={25} onChange={onChange} units={units} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Units' }), { target: { value: '15' } });
    act(() => {
      vi.advanceTimersByTime(MULTI_UNIT_DEBOUNCE_MS - 10);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(35);
    rerender(<MultiUnitInput value={35} onChange={onChange} units={units} />);
    expect(screen.getByRole('textbox', { name: 'Packs' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Units' })).toHaveValue('5');
  });

  it('sends at once when a field is left', () => {
    const onChange = vi.fn();
    renderWithProviders(<MultiUnitInput value={25} onChange={onChange} units={units} />);
    const packs = screen.getByRole('textbox', { name: 'Packs' });
    fireEvent.change(packs, { target: { value: '4' } });
    fireEvent.blur(packs);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(45);
  });

  it('refuses a fraction of packs and sends nothing until it reads, telling the owner why', () => {
    const onChange = vi.fn();
    const onValidityChange = vi.fn();
    renderWithProviders(
      <MultiUnitInput
        value={25}
        onChange={onChange}
        onValidityChange={onValidityChange}
        units={units}
      />,
    );
    const packs = screen.getByRole('textbox', { name: 'Packs' });
    fireEvent.change(packs, { target: { value: '1.5' } });
    fireEvent.blur(packs);
    act(() => {
      vi.advanceTimersByTime(MULTI_UNIT_DEBOUNCE_MS * 2);
    });
    expect(packs).toHaveValue('1.5');
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith('Packs: Enter a whole number');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(packs, { target: { value: '1' } });
    fireEvent.blur(packs);
    expect(onValidityChange).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenLastCalledWith(15);
  });
});
