import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { loadAppNamespace } from '../core/app-i18n';
import { changeLanguage } from '../core/i18n';
import { clearSession } from '../core/session';
import { renderWithProviders } from '../test/render';
import { signInWith } from '../test/session';
import { NavDrawer } from './NavDrawer';

beforeAll(loadAppNamespace);

function renderDrawer(open = true, path = '/inventory/stock') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <NavDrawer
        open={open}
        temporary={false}
        onHoverChange={() => undefined}
        onNavigate={() => undefined}
        onClose={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('side navigation (spec 001 section 2)', () => {
  afterEach(clearSession);

  it('selects the current area', () => {
    signInWith(['STOCK_LINE_QUERY']);
    renderDrawer();
    expect(screen.getByRole('link', { name: 'Stock' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('link', { name: 'Items' })).not.toHaveClass('Mui-selected');
  });

  it('collapses and expands a group from its heading', async () => {
    const user = userEvent.setup();
    signInWith(['STOCK_LINE_QUERY']);
    renderDrawer();
    const heading = screen.getByRole('button', { name: 'Inventory' });
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Items' })).toBeVisible();
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    // Hidden once folded: out of sight and out of the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Items' })).toBeNull());
    // The other groups stay open.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await user.click(heading);
    expect(await screen.findByRole('link', { name: 'Items' })).toBeVisible();
  });

  it('shows every entry, without headings, when collapsed to icons', () => {
    signInWith(['STOCK_LINE_QUERY']);
    renderDrawer(false);
    expect(screen.queryByRole('button', { name: 'Inventory' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByTestId('client-version')).toBeNull();
  });

  it('shows the client version, in Arabic too', async () => {
    signInWith([]);
    renderDrawer();
    expect(screen.getByTestId('client-version')).toHaveTextContent('Version 2.9.07');
    await changeLanguage('ar');
    await waitFor(() =>
      expect(screen.getByTestId('client-version')).toHaveTextContent('الإصدار 2.9.07'),
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'عام' })).toBeInTheDocument();
  });
});
