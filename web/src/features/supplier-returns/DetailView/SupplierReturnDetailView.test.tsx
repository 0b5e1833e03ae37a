// A supplier return's page: its lines with each batch's available packs and reason, packs typed
// in the table sent with every other line unchanged, the next status (picked) confirmed, and the
// inbound shipment it sends back under "Related documents".
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import {
  renderReturnPage,
  returnDocument,
  returnPageMe,
} from '../../../ui/document/returnPageTesting';
import { SupplierReturnDetailView } from './SupplierReturnDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const line = (id: string, stockLineId: string, batch: string, packs: number) => ({
  id,
  type: 'STOCK_OUT',
  itemId: 'i-amox',
  itemCode: 'AMX',
  itemName: 'Amoxicillin 250mg',
  batch,
  expiryDate: '2027-01-31',
  packSize: 10,
  numberOfPacks: packs,
  stockLineId,
  originalLineId: null,
  reasonOptionId: 'r-damaged',
  reasonOption: { id: 'r-damaged', reason: 'Damaged' },
  note: batch === 'A1' ? 'Broken seal' : null,
  totalAfterTax: 0,
});

const RETURN = returnDocument({
  id: 'sr-1',
  invoiceNumber: 3,
  otherPartyId: 'n-w',
  otherPartyName: 'National Medical Warehouse',
  originalShipmentId: 'in-7',
  originalShipment: { id: 'in-7', type: 'INBOUND_SHIPMENT', invoiceNumber: 7, status: 'VERIFIED' },
  lines: [line('l-1', 'sl-1', 'A1', 2), line('l-2', 'sl-2', 'A2', 1)],
});

function answer(query: unknown) {
  switch (operationOf([query])) {
    case 'SupplierReturnDetail_Invoice':
      return Promise.resolve({ supplierReturn: RETURN });
    case 'Returns_SupplierCandidates':
      return Promise.resolve({
        supplierReturnLineCandidates: [
          { stockLineId: 'sl-1', availableNumberOfPacks: 12 },
          { stockLineId: 'sl-2', availableNumberOfPacks: 5 },
        ],
      });
    case 'me':
      return returnPageMe();
    case 'Returns_UpdateSupplierReturnLines':
      return Promise.resolve({
        updateSupplierReturnLines: { __typename: 'InvoiceNode', id: 'sr-1' },
      });
    case 'Returns_UpdateSupplierReturn':
      return Promise.resolve({
        updateSupplierReturn: { __typename: 'InvoiceNode', id: 'sr-1', status: 'PICKED' },
      });
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
  }
}

describe("a supplier return's page", () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render() {
    stubTableHeight();
    gqlRequest.mockImplementation(answer);
    return renderReturnPage(<SupplierReturnDetailView />, '/replenishment/supplier-return/sr-1', [
      'SUPPLIER_RETURN_QUERY',
      'SUPPLIER_RETURN_MUTATE',
    ]);
  }

  it('sends packs typed in the table with the other lines unchanged', async () => {
    render();
    expect(await screen.findByText('Supplier return 3')).toBeInTheDocument();
    const cells = await screen.findAllByRole('textbox', { name: 'Packs to return' });
    expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['2', '1']);
    await userEvent.clear(cells[1]!);
    await userEvent.type(cells[1]!, '4');
    await userEvent.tab();
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_UpdateSupplierReturnLines')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: {
            returnId: 'sr-1',
            lines: [
              {
                id: 'l-1',
                stockLineId: 'sl-1',
                numberOfPacks: 2,
                reasonId: 'r-damaged',
                note: 'Broken seal',
              },
              {
                id: 'l-2',
                stockLineId: 'sl-2',
                numberOfPacks: 4,
                reasonId: 'r-damaged',
                note: null,
              },
            ],
          },
        },
      ]),
    );
  });

  it('moves to picked after a confirmation that says the stock leaves', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Picked' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Change the status to Picked?');
    // Zero lines go (spec 001 section 5), and the stock leaves at picked (DOCUMENTS.md 4.1).
    expect(confirm).toHaveTextContent('Lines with a zero quantity will be removed.');
    expect(confirm).toHaveTextContent("The stock leaves the store's shelves.");
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_UpdateSupplierReturn')).toEqual([
        { storeId: expect.any(String) as string, input: { id: 'sr-1', status: 'PICKED' } },
      ]),
    );
  });

  it('lists the inbound shipment it sends back under related documents', async () => {
    const panel = render();
    const related = await panel.findByTestId('related-document');
    expect(related).toHaveTextContent('Inbound shipment returned');
    expect(related).toHaveTextContent('No. 7');
    expect(related).toHaveTextContent('Verified');
  });
});
