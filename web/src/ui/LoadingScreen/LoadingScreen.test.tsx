import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['logo', 'line'] as const)('shows the %s variant with a joke', (variant) => {
    renderWithProviders(<LoadingScreen variant={variant} />);
    const screenElement = screen.getByRole('progressbar', { name: 'Loading…' });
    expect(screenElement).toHaveAttribute('data-variant', variant);
    expect(screenElement).toHaveTextContent(/…$/);
  });

  it('bounces the large logo', () => {
    renderWithProviders(<LoadingScreen variant="logo" />);
    const logo = screen.getByTestId('logo');
    expect(logo).toHaveAttribute('data-size', 'large');
    expect(getComputedStyle(logo).animation).toMatch(/infinite/);
  });

  it('picks a variant at random', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute(
      'data-variant',
      'line',
    );
  });
});
