import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../core/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { DateRangePicker, type DateRange } from './DateRangePicker';

function Harness({
  spy,
  initial = null,
  ...props
}: Omit<DatePickerProps, 'value' | 'onChange'> & {
  spy: (date: Date | null) => void;
  initial?: Date | null;
}) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DatePicker
      label="Date"
      {...props}
      value={value}
      onChange={(date) => {
        setValue(date);
        spy(date);
      }}
    />
  );
}

function hiddenInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input.MuiPickersInputBase-input');
  if (!input) throw new Error('no picker input');
  return input;
}

/** Leaves the field (React's onBlur listens to focusout, which bubbles from the sections). */
function leave(container: HTMLElement, index = 0) {
  const sections = container.querySelectorAll('.MuiPickersSectionList-root');
  fireEvent.focusOut(sections[index] as HTMLElement);
}

/** Types a whole date as a paste would, then leaves the field. */
function typeDate(container: HTMLElement, text: string, andLeave = true) {
  const input = hiddenInput(container);
  fireEvent.change(input, { target: { value: text } });
  if (andLeave) leave(container);
}

describe('DatePicker', () => {
  it('shows and accepts dd/MM/yyyy', () => {
    const spy = vi.fn();
    const { container } = renderWithProviders(<Harness spy={spy} />);
    typeDate(container, '09/03/2025');
    expect(spy).toHaveBeenLastCalledWith(new Date(2025, 2, 9));
    expect(hiddenInput(container)).toHaveValue('09/03/2025');
  });

  it('waits for four digits of the year while typing, and takes a short year on leaving', () => {
    const spy = vi.fn();
    const { container } = renderWithProviders(<Harness spy={spy} />);
    for (const year of ['0002', '0020', '0202']) typeDate(container, `01/01/${year}`, false);
    expect(spy).not.toHaveBeenCalled();
    typeDate(container, '01/01/2029', false);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith(new Date(2029, 0, 1));
    typeDate(container, '01/01/0202');
    expect(spy).toHaveBeenCalledTimes(2);
    expect((spy.mock.lastCall?.[0] as Date).getFullYear()).toBe(202);
  });

  it('refuses a date below the minimum, while typing and on leaving, and says so', () => {
    const spy = vi.fn();
    const validity = vi.fn();
    const minDate = new Date(2025, 0, 10);
    const { container } = renderWithProviders(
      <Harness spy={spy} minDate={minDate} onValidityChange={validity} />,
    );
    typeDate(container, '01/01/2025', false);
    const message = 'The date is before the earliest allowed date';
    expect(screen.getByText(message)).toBeInTheDocument();
    leave(container);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(validity).toHaveBeenLastCalledWith(message);
    typeDate(container, '11/01/2025');
    expect(spy).toHaveBeenLastCalledWith(new Date(2025, 0, 11));
    expect(validity).toHaveBeenLastCalledWith(null);
  });

  it('refuses a date above the maximum', () => {
    const spy = vi.fn();
    const maxDate = new Date(2025, 11, 31);
    const { container } = renderWithProviders(<Harness spy={spy} maxDate={maxDate} />);
    typeDate(container, '05/05/2030', false);
    expect(screen.getByText('The date is after the latest allowed date')).toBeInTheDocument();
    leave(container);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses 31/02/2027 typed key by key and keeps nothing of it (issue 10)', async () => {
    const spy = vi.fn();
    const validity = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness spy={spy} onValidityChange={validity} />);
    const sections = container.querySelectorAll<HTMLElement>(
      '.MuiPickersSectionList-sectionContent',
    );
    await user.click(sections[0] as HTMLElement);
    await user.keyboard('31022027');
    expect(hiddenInput(container)).toHaveValue('31/02/2027');
    leave(container);
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
    expect(validity).toHaveBeenLastCalledWith('Invalid date');
    expect(spy).not.toHaveBeenCalled();
  });

  it('says the past is refused in French and Arabic', async () => {
    for (const [language, message] of [
      ['fr', 'La date ne peut pas être dans le passé'],
      ['ar', 'لا يمكن أن يكون التاريخ في الماضي'],
    ] as const) {
      await act(() => changeLanguage(language));
      const validity = vi.fn();
      const { container, unmount } = renderWithProviders(
        <Harness spy={vi.fn()} disablePast onValidityChange={validity} />,
      );
      typeDate(container, '01/01/2020');
      expect(validity).toHaveBeenLastCalledWith(message);
      expect(screen.getByText(message)).toBeInTheDocument();
      unmount();
    }
    await act(() => changeLanguage('en'));
  });

  it('moves the time to the end of the day when asked', () => {
    const spy = vi.fn();
    const { container } = renderWithProviders(<Harness spy={spy} dateAsEndOfDay />);
    typeDate(container, '09/03/2025');
    expect(spy).toHaveBeenLastCalledWith(new Date(2025, 2, 9, 23, 59, 59, 999));
  });

  it('says when a date may not be in the future', () => {
    const spy = vi.fn();
    const { container } = renderWithProviders(<Harness spy={spy} disableFuture />);
    typeDate(container, '01/01/2999', false);
    expect(screen.getByText('The date cannot be in the future')).toBeInTheDocument();
  });

  it('snaps an expiry month to its last day', () => {
    const spy = vi.fn();
    const { container } = renderWithProviders(<Harness spy={spy} expiryMonth />);
    typeDate(container, '02/2028');
    expect(spy).toHaveBeenLastCalledWith(new Date(2028, 1, 29));
  });

  it('clears to null', () => {
    const spy = vi.fn();
    const { container } = renderWithProviders(<Harness spy={spy} initial={new Date(2025, 0, 1)} />);
    typeDate(container, '');
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('opens a translated calendar in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<Harness spy={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'اختر تاريخًا' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});

describe('DateRangePicker', () => {
  function RangeHarness({ spy, initial }: { spy: (range: DateRange) => void; initial: DateRange }) {
    const [range, setRange] = useState(initial);
    return (
      <DateRangePicker
        fromLabel="From"
        toLabel="To"
        value={range}
        onChange={(next) => {
          setRange(next);
          spy(next);
        }}
      />
    );
  }

  it('refuses a from date after the to date, and a to date before the from date', () => {
    const spy = vi.fn();
    const from = new Date(2025, 0, 10);
    const to = new Date(2025, 0, 20);
    const { container } = renderWithProviders(<RangeHarness spy={spy} initial={{ from, to }} />);
    const [fromInput, toInput] = container.querySelectorAll<HTMLInputElement>(
      'input.MuiPickersInputBase-input',
    );
    fireEvent.change(fromInput as HTMLInputElement, { target: { value: '25/01/2025' } });
    leave(container, 0);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText('The date is after the latest allowed date')).toBeInTheDocument();

    fireEvent.change(toInput as HTMLInputElement, { target: { value: '01/01/2025' } });
    leave(container, 1);
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(toInput as HTMLInputElement, { target: { value: '31/01/2025' } });
    leave(container, 1);
    expect(spy).toHaveBeenLastCalledWith({ from, to: new Date(2025, 0, 31) });
  });
});
