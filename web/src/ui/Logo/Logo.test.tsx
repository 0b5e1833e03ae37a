import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Logo } from './Logo';

describe('Logo (spec 001 section 9)', () => {
  it.each([
    ['large', '60px', '45px'],
    ['medium', '40px', '30px'],
  ] as const)('is %s: %s by %s', (size, width, height) => {
    renderWithProviders(<Logo size={size} />);
    expect(screen.getByTestId('logo')).toHaveStyle({ width, height });
  });
});
