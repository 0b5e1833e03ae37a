import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../core/app-i18n/inventory';
import { clearSession } from '../../core/session';
import { stubScrollerHeight } from '../../test/render';
import { renderScreen } from '../../test/screen';
import { signInWith as signIn } from '../../test/session';
import LocationsPage from './LocationsPage';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../core/graphql', () => ({ gqlRequest }));

const locations = [
  { id: 'a', code: 'A1', name: 'Shelf A', onHold: false, stockLineCount: 0 },
  { id: 'b', code: 'B1', name: 'Shelf B', onHold: true, stockLineCount: 4 },
];

function renderPage() {
  return renderScreen(<LocationsPage />, '/inventory/locations');
}

describe('LocationsPage', () => {
  let restoreHeight: () => void = () => undefined;
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
    restoreHeight();
  });

  it('deletes several and reports what could not be deleted as a count', async () => {
    restoreHeight = stubScrollerHeight();
    signIn(['LOCATION_MUTATE', 'STOCK_LINE_QUERY']);
    gqlRequest.mockImplementation((_document: unknown, variables: { ids?: string[] }) =>
      Promise.resolve(
        variables.ids
          ? { deleteLocations: { deletedCount: 1, failedCount: 1 } }
          : { locations: { totalCount: 2, nodes: locations } },
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Select rows to delete')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    for (const row of rows.slice(1)) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete 2 locations?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('1 location deleted')).toBeInTheDocument();
    expect(await screen.findByText(/1 location could not be deleted/)).toBeInTheDocument();
    expect(gqlRequest).toHaveBeenCalledWith(expect.anything(), { storeId: 's', ids: ['a', 'b'] });
  });

  it('shows the list without edit controls to a user who may only look', async () => {
    restoreHeight = stubScrollerHeight();
    signIn(['STOCK_LINE_QUERY']);
    gqlRequest.mockResolvedValue({ locations: { totalCount: 2, nodes: locations } });
    renderPage();
    expect(await screen.findByText('Shelf B')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New location' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('links a location with stock to the stock list filtered by it', async () => {
    restoreHeight = stubScrollerHeight();
    signIn(['STORE_ACCESS', 'STOCK_LINE_QUERY']);
    gqlRequest.mockResolvedValue({ locations: { totalCount: 2, nodes: locations } });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Stock in B1' }));
    expect(router.state.location.pathname).toBe('/inventory/stock');
    expect(router.state.location.search).toBe('?location=b');
  });
});
