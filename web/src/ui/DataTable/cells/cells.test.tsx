import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { CurrencyCell } from './CurrencyCell';
import { DateCell } from './DateCell';
import { NumberCell } from './NumberCell';

describe('CurrencyCell', () => {
  it.each([
    [1.5, undefined, '$1.50'],
    [0, undefined, '$0.00'],
    [1234.5, 'EUR', '€1,234.50'],
  ])('shows %d %s as %s', (value, code, text) => {
    renderWithProviders(<CurrencyCell value={value} {...(code ? { currencyCode: code } : {})} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows no decimals for DJF', () => {
    renderWithProviders(<CurrencyCell value={1200} currencyCode="DJF" />);
    expect(screen.getByText(/1,200$/)).toBeInTheDocument();
  });

  it('adds an ellipsis when decimals are hidden and shows the full value on hover', async () => {
    renderWithProviders(<CurrencyCell value={1.23456} />);
    await userEvent.hover(screen.getByText('$1.23…'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('$1.23456');
  });

  it('says "less than" for tiny non-zero amounts', () => {
    renderWithProviders(<CurrencyCell value={0.004} />);
    expect(screen.getByText('Less than $0.01')).toBeInTheDocument();
  });

  it('shows nothing for a missing value', () => {
    const { container } = renderWithProviders(<CurrencyCell value={undefined} />);
    expect(container.textContent).toBe('');
  });
});

describe('DateCell', () => {
  const today = new Date(2025, 0, 15);
  it('shows dd/MM/yyyy', () => {
    renderWithProviders(<DateCell value="2025-06-30" today={today} />);
    expect(screen.getByText('30/06/2025')).not.toHaveAttribute('data-almost-expired');
  });

  it.each([
    ['2025-03-01', true],
    ['2024-12-01', true],
    ['2025-06-01', false],
  ])('flags %s as almost expired: %s', (value, flagged) => {
    renderWithProviders(<DateCell value={value} today={today} highlightAlmostExpired />);
    const cell = screen.getByText(/\/20\d\d$/);
    if (flagged) expect(cell).toHaveAttribute('data-almost-expired', 'true');
    else expect(cell).not.toHaveAttribute('data-almost-expired');
  });
});

describe('NumberCell', () => {
  it('shows integers grouped and reals to two decimals', () => {
    renderWithProviders(
      <>
        <p>
          <NumberCell value={1500} integer />
        </p>
        <p>
          <NumberCell value={2.5} />
        </p>
        <p>
          <NumberCell value={2.3456} />
        </p>
      </>,
    );
    expect(screen.getByText('1,500')).toBeInTheDocument();
    expect(screen.getByText('2.5')).toBeInTheDocument();
    expect(screen.getByText('2.35…')).toBeInTheDocument();
  });

  it('shows the full value on keyboard focus too', async () => {
    renderWithProviders(<NumberCell value={2.3456} />);
    await userEvent.tab();
    expect(screen.getByText('2.35…')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2.3456');
    expect(screen.getByText('2.35…')).toHaveFocus();
  });
});
