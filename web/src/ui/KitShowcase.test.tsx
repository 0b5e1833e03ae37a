import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubScrollerHeight } from '../test/render';
import { KitShowcase, generateShowcaseRows } from './KitShowcase';

describe('generateShowcaseRows', () => {
  it('makes the same rows every time', () => {
    const rows = generateShowcaseRows(1500);
    expect(rows).toHaveLength(1500);
    expect(new Set(rows.map((row) => row.id)).size).toBe(1500);
    expect(generateShowcaseRows(3)).toEqual(rows.slice(0, 3));
  });
});

describe('KitShowcase', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubScrollerHeight(800);
  });
  afterEach(() => restore());

  it('renders 1,500 rows virtualised and sorts them', async () => {
    renderWithProviders(<KitShowcase />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1501');
    expect(screen.getAllByRole('row').length).toBeLessThan(60);
    expect(screen.getByText('IT00000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Code:' }));
    await waitFor(() => expect(screen.getByText('IT01499')).toBeInTheDocument());
  });
});
