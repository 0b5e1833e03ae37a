import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_INTEGER_MAX } from '@dawa/domain';
import { changeLanguage } from '../../core/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { NumberInput, type NumberInputProps } from './NumberInput';

type HarnessProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  initial?: number;
  spy: (value: number | undefined) => void;
};

function Harness({ initial, spy, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <NumberInput
      aria-label="amount"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        spy(next);
      }}
    />
  );
}

function setup(props: Omit<HarnessProps, 'spy'> = {}) {
  const spy = vi.fn();
  const user = userEvent.setup();
  const name = props['aria-label'] ?? 'amount';
  renderWithProviders(<Harness spy={spy} aria-label={name} {...props} />);
  return { spy, user, input: screen.getByRole('textbox', { name }) };
}

describe('NumberInput typing', () => {
  it('sends whole numbers as they are typed', async () => {
    const { spy, user, input } = setup();
    await user.type(input, '123');
    expect(spy).toHaveBeenLastCalledWith(123);
    expect(input).toHaveValue('123');
  });

  it('gives undefined when cleared', async () => {
    const { spy, user, input } = setup({ initial: 5 });
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(undefined);
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('clamps to the maximum, which defaults to the API integer maximum', async () => {
    const { spy, user, input } = setup({ max: 100 });
    await user.type(input, '150');
    expect(input).toHaveValue('100');
    expect(spy).toHaveBeenLastCalledWith(100);

    const second = setup({ 'aria-label': 'second' });
    await second.user.type(second.input, '12345678901');
    expect(second.spy).toHaveBeenLastCalledWith(API_INTEGER_MAX);
  });

  it('rounds to the decimal limit', async () => {
    const { spy, user, input } = setup({ decimalLimit: 2 });
    await user.type(input, '1.239');
    expect(input).toHaveValue('1.24');
    expect(spy).toHaveBeenLastCalledWith(1.24);
  });

  it('keeps a trailing decimal mark while typing', async () => {
    const { spy, user, input } = setup({ decimalLimit: 2 });
    await user.type(input, '1.');
    expect(input).toHaveValue('1.');
    expect(spy).toHaveBeenLastCalledWith(1);
  });

  it('ignores a decimal mark when no decimals are allowed, and letters always', async () => {
    const { spy, user, input } = setup();
    await user.type(input, '1.5a');
    expect(input).toHaveValue('15');
    expect(spy).toHaveBeenLastCalledWith(15);
  });

  it('refuses a minus sign unless negatives are allowed', async () => {
    const { user, input } = setup();
    await user.type(input, '-5');
    expect(input).toHaveValue('5');

    const negative = setup({ allowNegative: true, 'aria-label': 'negative' });
    await negative.user.type(negative.input, '-5');
    expect(negative.spy).toHaveBeenLastCalledWith(-5);
  });

  it('clamps to the minimum', async () => {
    const { spy, user, input } = setup({ min: 10 });
    await user.type(input, '5');
    expect(spy).toHaveBeenLastCalledWith(10);
    expect(input).toHaveValue('10');
  });

  it('reads the group separator and decimal comma in French', async () => {
    await changeLanguage('fr');
    const { spy, user, input } = setup({ decimalLimit: 1 });
    await user.type(input, '1 234,5');
    expect(spy).toHaveBeenLastCalledWith(1234.5);
    await user.tab();
    expect((input as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1 234,5');
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
  it('reverts an invalid entry to the last valid value', async () => {
    const { spy, user, input } = setup({ initial: 7, decimalLimit: 2 });
    await user.type(input, '..');
    expect(input).toHaveValue('7..');
    await user.tab();
    expect(input).toHaveValue('7');
    expect(spy).not.toHaveBeenCalled();
  });

  it('reverts an invalid or empty entry to the default when one is given', async () => {
    const { spy, user, input } = setup({ initial: 7, defaultValue: 1, allowNegative: true });
    await user.clear(input);
    await user.type(input, '-');
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
