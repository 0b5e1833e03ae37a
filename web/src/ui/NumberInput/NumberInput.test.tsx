import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_INTEGER_MAX, LIMITS } from '@dawa/domain';
import { changeLanguage } from '../../core/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { NumberInput, type NumberInputProps } from './NumberInput';

type HarnessProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  initial?: number;
  spy: (value: number | undefined) => void;
  validity: (problem: string | null) => void;
};

function Harness({ initial, spy, validity, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <NumberInput
      aria-label="amount"
      {...props}
      value={value}
      onValidityChange={validity}
      onChange={(next) => {
        setValue(next);
        spy(next);
      }}
    />
  );
}

function setup(props: Omit<HarnessProps, 'spy' | 'validity'> = {}) {
  const spy = vi.fn();
  const validity = vi.fn();
  const user = userEvent.setup();
  const name = props['aria-label'] ?? 'amount';
  renderWithProviders(<Harness spy={spy} validity={validity} aria-label={name} {...props} />);
  const input = screen.getByRole('textbox', { name });
  return {
    spy,
    validity,
    user,
    input,
    /** The message shown under the field (its helper text), if any. */
    message: () =>
      input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent,
  };
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('NumberInput typing', () => {
  it('sends whole numbers as they are typed', async () => {
    const { spy, user, input, validity } = setup();
    await user.type(input, '123');
    expect(spy).toHaveBeenLastCalledWith(123);
    expect(input).toHaveValue('123');
    expect(validity).toHaveBeenLastCalledWith(null);
  });

  it('gives undefined when cleared', async () => {
    const { spy, user, input } = setup({ initial: 5 });
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(undefined);
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('keeps a trailing decimal mark while typing', async () => {
    const { spy, user, input } = setup({ decimalLimit: 2 });
    await user.type(input, '1.');
    expect(input).toHaveValue('1.');
    expect(spy).toHaveBeenLastCalledWith(1);
  });
});

// Issue 10: each value a store keeper typed was reshaped; now it stays as typed, is refused with
// a message under the field, gives no value, and the owner hears the problem.
describe('NumberInput refuses what it cannot take, as typed (docs/decisions/0023)', () => {
  it.each([
    ['1.5', { max: 143 }, 'Enter a whole number'],
    ['200', { min: 1, max: 143 }, 'Enter 143 or less'],
    ['0', { min: 1 }, 'Enter 1 or more'],
    ['0', { min: 0, minExclusive: true, decimalLimit: 3 }, 'Enter a number above 0'],
    ['-3', {}, 'Negative numbers are not allowed here'],
    ['1e5', {}, 'Type the number in full, without an exponent (e)'],
    ['99999999999', {}, 'Enter 999,999,999 or less'],
    ['1,5', { decimalLimit: 2 }, 'Here . is the decimal mark; , only separates thousands'],
    ['1.2.3', { decimalLimit: 2 }, 'Use one decimal mark (.) at most'],
    ['12abc', {}, 'Enter a number, in digits'],
  ])('%j (%j) stays as typed with "%s"', async (typed, props, message) => {
    const { spy, user, input, validity, ...field } = setup(props);
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(field.message()).toBe(message);
    expect(validity).toHaveBeenLastCalledWith(message);
    expect(spy).not.toHaveBeenCalledWith(Number(typed.replace(',', '')));
    expect(spy.mock.lastCall?.[0]).toBeUndefined();
    await user.tab();
    expect(input).toHaveValue(typed);
    expect(field.message()).toBe(message);
  });

  it('takes the bounds of a kind the API knows (LIMITS)', async () => {
    const { user, input, spy, ...field } = setup({ kind: 'numberOfPacks', decimalLimit: 0 });
    await user.type(input, String(LIMITS.numberOfPacks.max));
    expect(spy).toHaveBeenLastCalledWith(API_INTEGER_MAX);
    await user.type(input, '0');
    expect(field.message()).toBe('Enter 999,999,999 or less');
  });

  it('says the field is valid again once the text is corrected, and null when unmounted', async () => {
    const spy = vi.fn();
    const validity = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <Harness spy={spy} validity={validity} aria-label="amount" />,
    );
    const input = screen.getByRole('textbox', { name: 'amount' });
    await user.type(input, '1e5');
    expect(validity).toHaveBeenLastCalledWith('Type the number in full, without an exponent (e)');
    await user.clear(input);
    await user.type(input, '15');
    expect(validity).toHaveBeenLastCalledWith(null);
    expect(spy).toHaveBeenLastCalledWith(15);
    await user.type(input, 'x');
    unmount();
    expect(validity).toHaveBeenLastCalledWith(null);
  });
});

describe('NumberInput rounding', () => {
  it('keeps 1.23456 as typed while typing and rounds to the decimal limit on blur', async () => {
    const { spy, user, input, ...field } = setup({ decimalLimit: 2 });
    await user.type(input, '1.23456');
    expect(input).toHaveValue('1.23456');
    expect(field.message()).toBeUndefined();
    expect(spy).toHaveBeenLastCalledWith(1.23);
    await user.tab();
    expect(input).toHaveValue('1.23');
    expect(spy).toHaveBeenLastCalledWith(1.23);
  });
});

describe('NumberInput in French and Arabic', () => {
  it('reads 1,5 as one and a half in French, with its group mark', async () => {
    await changeLanguage('fr');
    const { spy, user, input } = setup({ decimalLimit: 2, 'aria-label': 'prix' });
    await user.type(input, '1,5');
    expect(spy).toHaveBeenLastCalledWith(1.5);
    expect(input).toHaveValue('1,5');
    await user.clear(input);
    await user.type(input, '1 234,5');
    expect(spy).toHaveBeenLastCalledWith(1234.5);
  });

  it('refuses 1e5 and a fraction of packs in French with French messages', async () => {
    await changeLanguage('fr');
    const { user, input, ...field } = setup({ 'aria-label': 'paquets' });
    await user.type(input, '1,5');
    expect(field.message()).toBe('Saisissez un nombre entier');
    await user.clear(input);
    await user.type(input, '1e5');
    expect(field.message()).toBe('Saisissez le nombre en entier, sans exposant (e)');
  });

  it('refuses a negative and too large a number in Arabic with Arabic messages', async () => {
    await changeLanguage('ar');
    const { user, input, spy, ...field } = setup({ 'aria-label': 'عبوات', max: 143 });
    await user.type(input, '-3');
    expect(input).toHaveValue('-3');
    // Shown left to right, so the minus stays before the digits.
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(field.message()).toBe('الأعداد السالبة غير مسموح بها هنا');
    await user.clear(input);
    await user.type(input, '200');
    expect(field.message()).toMatch(/^أدخل .+ أو أقل$/);
    expect(spy.mock.lastCall?.[0]).toBeUndefined();
    await user.clear(input);
    await user.type(input, '\u0661\u0664\u0663');
    expect(spy).toHaveBeenLastCalledWith(143);
  });
});

describe('NumberInput arrows', () => {
  it('steps by 1, or 10 with Shift, within the bounds', async () => {
    const { spy, user, input } = setup({ initial: 5 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith(6);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(spy).toHaveBeenLastCalledWith(16);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(spy).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue('0');
  });

  it('uses the step and multiplier options', async () => {
    const { spy, user, input } = setup({ initial: 0, step: 5, multiplier: 4 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith(5);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(spy).toHaveBeenLastCalledWith(25);
  });
});

describe('NumberInput blur', () => {
  it('gives an emptied field its default when one is given', async () => {
    const { spy, user, input } = setup({ initial: 7, defaultValue: 1 });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('1');
    expect(spy).toHaveBeenLastCalledWith(1);
  });
});

describe('NumberInput value from outside', () => {
  it('shows a value set by the owner', () => {
    const { rerender } = renderWithProviders(
      <NumberInput aria-label="amount" value={3} onChange={vi.fn()} />,
    );
    rerender(<NumberInput aria-label="amount" value={1500} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'amount' })).toHaveValue('1,500');
  });
});
