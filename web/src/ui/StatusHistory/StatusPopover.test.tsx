import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { STATUS_POPOVER_WIDTH, StatusPopover } from './StatusPopover';

const STATUSES = ['NEW', 'ALLOCATED', 'PICKED'] as const;
const label = (status: string) => status.toLowerCase();

describe('StatusPopover (spec 001 section 9)', () => {
  it('shows the current status and opens the history, 250 px wide', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StatusPopover
        statuses={STATUSES}
        statusLog={{
          NEW: new Date(2025, 0, 1, 9, 0, 0),
          ALLOCATED: new Date(2025, 0, 2, 10, 30, 0),
        }}
        statusFormatter={label}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'allocated' }));
    const popover = screen.getByRole('dialog', { name: 'allocated' });
    expect(STATUS_POPOVER_WIDTH).toBe(250);
    expect(popover).toHaveStyle({ width: '250px' });
    expect(within(popover).getByText('new').closest('.MuiStep-root')).toHaveClass('Mui-completed');
    expect(within(popover).getByText('02/01/2025 10:30:00')).toBeInTheDocument();
    expect(within(popover).getByText('picked').closest('.MuiStep-root')).not.toHaveClass(
      'Mui-completed',
    );
  });

  it('shows nothing before the first status', () => {
    renderWithProviders(
      <StatusPopover statuses={STATUSES} statusLog={{}} statusFormatter={label} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
