import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the label and the value in the locale', () => {
    renderWithProviders(<StatCard label="Expiring batches" value={1500} />);
    expect(screen.getByText('Expiring batches')).toBeInTheDocument();
    expect(screen.getByText('1,500')).toBeInTheDocument();
  });

  it('shows "not applicable" with a "no data available" tooltip for an empty value', async () => {
    renderWithProviders(<StatCard label="Stock" value={null} />);
    await userEvent.hover(screen.getByText('Not applicable'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No data available');
  });

  it.each([
    ['no-data', 'No data'],
    ['no-permission', 'You do not have permission to view this'],
  ] as const)('shows the %s error', (error, text) => {
    renderWithProviders(<StatCard label="Stock" value={3} error={error} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByText('3')).toBeNull();
  });

  it('flags an alert and leads to its link through the router', async () => {
    const onLinkClick = vi.fn();
    const { container } = renderWithProviders(
      <StatCard
        label="Expired"
        value={4}
        alertFlag
        link="/inventory/stock?expiry=past"
        onLinkClick={onLinkClick}
      />,
    );
    expect(container.querySelector('[data-alert="true"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Expired' }));
    expect(onLinkClick).toHaveBeenCalledWith('/inventory/stock?expiry=past');
  });
});
