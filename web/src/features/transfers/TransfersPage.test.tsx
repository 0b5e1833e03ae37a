import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { NavDrawer } from '../../app/NavDrawer';
import { loadAppNamespace } from '../../core/app-i18n';
import { renderWithProviders } from '../../test/render';
import { operationOf, renderScreen, variablesOf } from '../../test/screen';
import { screenSuite } from '../../test/screenSuite';
import { signInWith } from '../../test/session';
import TransfersPage from './TransfersPage';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../core/graphql', () => ({ gqlRequest }));

const FAILURE = {
  invoiceId: 'invoice-17',
  storeId: 's',
  error: 'The customer store is disabled',
  attempts: 3,
  firstFailedDatetime: '2026-03-02T08:05:00Z',
  lastFailedDatetime: '2026-03-04T17:45:00Z',
};

function answering(failures: (typeof FAILURE)[]) {
  return (document: unknown) => {
    switch (operationOf([document])) {
      case 'Transfers_TransferFailures':
        return Promise.resolve({ transferFailures: failures });
      case 'Transfers_RunTransfers':
        return Promise.resolve({ runTransfers: { documents: 5, transferred: 4, failed: 1 } });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
    }
  };
}

const callsOf = (operation: string) => variablesOf(gqlRequest, operation);

describe('failed transfers (issue 11, item 5)', () => {
  screenSuite(gqlRequest);
  beforeAll(loadAppNamespace);

  it('lists a failed transfer with its document, store, error, attempts and dates', async () => {
    signInWith(['SERVER_ADMIN']);
    gqlRequest.mockImplementation(answering([FAILURE]));
    renderScreen(<TransfersPage />, '/manage/transfers');
    const row = (await screen.findByText('The customer store is disabled')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'invoice-17' })).toHaveAttribute(
      'href',
      '/distribution/outbound-shipment/invoice-17',
    );
    expect(within(row).getByText('S')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    // Dates in the app's display format (dd/MM/yyyy), in the local time zone.
    expect(within(row).getByText(/^0[12]\/03\/2026 /)).toBeInTheDocument();
    expect(within(row).getByText(/^0[45]\/03\/2026 /)).toBeInTheDocument();
    expect(screen.queryByText('No failed transfers')).toBeNull();
    expect(callsOf('Transfers_TransferFailures')).toEqual([{ storeId: 's' }]);
  });

  it('says so when no transfer failed', async () => {
    signInWith(['SERVER_ADMIN']);
    gqlRequest.mockImplementation(answering([]));
    renderScreen(<TransfersPage />, '/manage/transfers');
    expect(await screen.findByText('No failed transfers')).toBeInTheDocument();
  });

  it('runs the transfers on demand, shows what the run did and asks for the failures again', async () => {
    signInWith(['SERVER_ADMIN']);
    gqlRequest.mockImplementation(answering([FAILURE]));
    renderScreen(<TransfersPage />, '/manage/transfers');
    await screen.findByText('The customer store is disabled');
    await userEvent.click(screen.getByRole('button', { name: 'Run transfers now' }));
    expect(
      await screen.findByText('Transfers run: 5 documents looked at, 4 transferred, 1 failed'),
    ).toBeInTheDocument();
    expect(callsOf('Transfers_RunTransfers')).toEqual([{ storeId: 's' }]);
    await waitFor(() => expect(callsOf('Transfers_TransferFailures')).toHaveLength(2));
  });

  it('appears in the navigation only for a user holding SERVER_ADMIN in the store', () => {
    const drawer = () =>
      renderWithProviders(
        <MemoryRouter initialEntries={['/dashboard']}>
          <NavDrawer
            open
            temporary={false}
            onHoverChange={() => undefined}
            onNavigate={() => undefined}
            onClose={() => undefined}
          />
        </MemoryRouter>,
      );
    signInWith(['STOCK_LINE_QUERY', 'OUTBOUND_SHIPMENT_MUTATE']);
    const { unmount } = drawer();
    expect(screen.getByRole('link', { name: 'Log reasons' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Transfers' })).toBeNull();
    unmount();
    signInWith(['SERVER_ADMIN']);
    drawer();
    expect(screen.getByRole('link', { name: 'Transfers' })).toHaveAttribute(
      'href',
      '/manage/transfers',
    );
  });
});
