import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationOf, renderScreen } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { LedgerTable } from './LedgerTable';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const movement = (id: string, invoiceType: string, invoiceNumber: number, party: string) => ({
  id,
  datetime: '2026-11-20T10:00:00.000Z',
  invoiceId: `doc-${id}`,
  invoiceNumber,
  invoiceType,
  numberOfPacks: -2,
  balancePacks: 8,
  packSize: 10,
  otherPartyName: party,
  reason: null,
  stockLineId: 'line-1',
});

describe('the ledger', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);

  it('links a shipment movement to its shipment, and leaves other documents unlinked', async () => {
    stubTableHeight();
    signInWith(['STORE_ACCESS']);
    gqlRequest.mockImplementation((document: unknown) =>
      operationOf([document]) === 'LedgerTable_Ledger'
        ? Promise.resolve({
            ledger: {
              totalCount: 3,
              nodes: [
                movement('m1', 'OUTBOUND_SHIPMENT', 31, 'Kibera Health Centre'),
                movement('m2', 'INBOUND_SHIPMENT', 7, 'National Medical Warehouse'),
                movement('m3', 'INVENTORY_ADDITION', 5, ''),
              ],
            },
          })
        : Promise.reject(new Error(`unexpected ${operationOf([document])}`)),
    );
    const { router } = renderScreen(
      <LedgerTable target={{ stockLineId: 'line-1' }} />,
      '/inventory/stock',
    );
    const outbound = await screen.findByRole('link', { name: '31' });
    expect(outbound).toHaveAttribute('href', '/distribution/outbound-shipment/doc-m1');
    expect(screen.getByRole('link', { name: '7' })).toHaveAttribute(
      'href',
      '/replenishment/inbound-shipment/doc-m2',
    );
    const table = screen.getByTestId('data-table-inventory-ledger');
    expect(within(table).getByText('5')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '5' })).not.toBeInTheDocument();

    await userEvent.click(outbound);
    expect(router.state.location.pathname).toBe('/distribution/outbound-shipment/doc-m1');
  });
});
