import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../core/i18n/i18n';
import { stubWindowWidth } from '../../test/media';
import { renderWithProviders } from '../../test/render';
import { FilterBar } from './FilterBar';

function renderBar(activeCount: number) {
  renderWithProviders(
    <FilterBar
      activeCount={activeCount}
      hints={<span>scan hint</span>}
      actions={<button type="button">Export</button>}
    >
      <input aria-label="Search" />
    </FilterBar>,
  );
}

describe('FilterBar', () => {
  let restoreWidth: (() => void) | undefined;
  afterEach(() => restoreWidth?.());

  it('shows the filters, hints and buttons in one row on a laptop', () => {
    restoreWidth = stubWindowWidth(1366);
    renderBar(1);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeVisible();
    expect(screen.getByText('scan hint')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(screen.queryByTestId('filter-bar-toggle')).toBeNull();
  });

  it('folds the filters behind a button that says how many are set on a phone', async () => {
    restoreWidth = stubWindowWidth(390);
    renderBar(2);
    // The page's buttons stay in view; the filters and hints wait behind the button.
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    const toggle = screen.getByTestId('filter-bar-toggle');
    expect(toggle).toHaveTextContent('Filters');
    expect(toggle).toHaveTextContent('2');
    expect(toggle).toHaveAttribute('title', '2 filters set');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeVisible();
    expect(screen.getByText('scan hint')).toBeVisible();
  });

  it('shows no count when no filter is set, and counts in the language', async () => {
    restoreWidth = stubWindowWidth(390);
    renderBar(0);
    const toggle = screen.getByTestId('filter-bar-toggle');
    expect(toggle).toHaveAttribute('title', '0 filters set');
    expect(toggle).not.toHaveTextContent('0');
    await act(() => changeLanguage('ar'));
    expect(toggle).toHaveTextContent('التصفية');
    expect(toggle).toHaveAttribute('title', 'لا تصفية مفعّلة');
  });
});
