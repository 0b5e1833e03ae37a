import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { BooleanFilter } from './BooleanFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { EnumFilter } from './EnumFilter';
import { NumberFilter } from './NumberFilter';
import { TextFilter } from './TextFilter';

describe('TextFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the text 200 ms after typing stops, and undefined when emptied', () => {
    const onChange = vi.fn();
    renderWithProviders(<TextFilter value={undefined} onChange={onChange} label="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input.closest('.MuiTextField-root')).toHaveStyle({ width: '180px' });
    fireEvent.change(input, { target: { value: 'am' } });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    fireEvent.change(input, { target: { value: 'amox' } });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('amox');

    fireEvent.change(input, { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows a value changed from outside', () => {
    const { rerender } = renderWithProviders(
      <TextFilter value="a" onChange={vi.fn()} label="Search" />,
    );
    rerender(<TextFilter value={undefined} onChange={vi.fn()} label="Search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});

describe('NumberFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the range 400 ms after typing; a from above to is refused, not capped (decision 0023)', () => {
    const onChange = vi.fn();
    renderWithProviders(<NumberFilter value={{ to: 50 }} onChange={onChange} label="Packs" />);
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from.closest('.MuiTextField-root')).toHaveStyle({ width: '90px' });
    fireEvent.change(from, { target: { value: '80' } });
    expect(from).toHaveValue('80');
    expect(screen.getByText('Enter 50 or less')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onChange).not.toHaveBeenCalledWith({ from: 80, to: 50 });
    fireEvent.change(from, { target: { value: '30' } });
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(onChange).not.toHaveBeenCalledWith({ from: 30, to: 50 });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenLastCalledWith({ from: 30, to: 50 });
  });

  it('sends undefined when both ends are cleared', () => {
    const onChange = vi.fn();
    renderWithProviders(<NumberFilter value={{ from: 5 }} onChange={onChange} label="Packs" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

describe('EnumFilter', () => {
  it('offers translated options and clears with "All"', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const options = [
      { value: 'NEW', label: 'label.created' },
      { value: 'DELIVERED', label: 'label.delivered' },
    ] as const;
    const { rerender } = renderWithProviders(
      <EnumFilter value={undefined} onChange={onChange} options={options} label="Status" />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    expect(onChange).toHaveBeenLastCalledWith('DELIVERED');

    rerender(<EnumFilter value="DELIVERED" onChange={onChange} options={options} label="Status" />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('BooleanFilter', () => {
  it('gives true when ticked and undefined when unticked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <BooleanFilter value={undefined} onChange={onChange} label="On hold" />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'On hold' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<BooleanFilter value onChange={onChange} label="On hold" />);
    await user.click(screen.getByRole('checkbox', { name: 'On hold' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('DateRangeFilter', () => {
  it('sends the range and undefined when emptied', () => {
    const onChange = vi.fn();
    const { container, rerender } = renderWithProviders(
      <DateRangeFilter value={undefined} onChange={onChange} isDateTime />,
    );
    const [from, to] = container.querySelectorAll<HTMLInputElement>(
      'input.MuiPickersInputBase-input',
    );
    fireEvent.change(to as HTMLInputElement, { target: { value: '31/01/2025' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: new Date(2025, 0, 31, 23, 59, 59, 999) });

    rerender(<DateRangeFilter value={{ from: new Date(2025, 0, 1) }} onChange={onChange} />);
    fireEvent.change(from as HTMLInputElement, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('From date', { selector: 'label' })).toBeInTheDocument();
  });
});
