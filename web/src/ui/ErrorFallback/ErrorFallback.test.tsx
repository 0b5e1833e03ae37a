import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { ErrorFallback } from './ErrorFallback';

describe('ErrorFallback', () => {
  it('says something went wrong and offers to try again or go to the dashboard', async () => {
    const onRetry = vi.fn();
    const onGoToDashboard = vi.fn();
    renderWithProviders(
      <ErrorFallback
        onRetry={onRetry}
        onGoToDashboard={onGoToDashboard}
        error={new Error('boom')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(onRetry).toHaveBeenCalled();
    expect(onGoToDashboard).toHaveBeenCalled();
  });

  it('leaves out buttons without handlers', () => {
    renderWithProviders(<ErrorFallback />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
