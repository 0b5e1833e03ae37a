// An item's batches on a supplier return: the batches the server offers (one on hold too), what
// the return already holds filled in, and the return's lines sent as a whole: the other items'
// lines as they were, this item's as chosen; a refusal shown translated.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import type { SupplierReturnLine } from '../api/useSupplierReturns';
import { SupplierReturnItemDialog } from './SupplierReturnItemDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const ITEM = { id: 'i-amox', code: 'AMX', name: 'Amoxicillin 250mg' };

function line(id: string, itemId: string, stockLineId: string, packs: number): SupplierReturnLine {
  return {
    __typename: 'InvoiceLineNode',
    id,
    type: 'STOCK_OUT',
    itemId,
    itemCode: itemId === ITEM.id ? ITEM.code : 'PCM',
    itemName: itemId === ITEM.id ? ITEM.name : 'Paracetamol',
    batch: stockLineId.toUpperCase(),
    expiryDate: '2027-01-31',
    packSize: 10,
    numberOfPacks: packs,
    stockLineId,
    originalLineId: null,
    reasonOptionId: 'r-damaged',
    reasonOption: { id: 'r-damaged', reason: 'Damaged' },
    note: null,
    totalAfterTax: 0,
  } as SupplierReturnLine;
}

const LINES = [line('l-amox', ITEM.id, 'sl-a1', 2), line('l-pcm', 'i-pcm', 'sl-p1', 5)];

const candidate = (stockLineId: string, batch: string, onHold: boolean, lineId?: string) => ({
  stockLineId,
  itemId: ITEM.id,
  batch,
  expiryDate: '2027-01-31',
  packSize: 10,
  availableNumberOfPacks: 8,
  totalNumberOfPacks: 8,
  onHold,
  numberOfPacksToReturn: lineId ? 2 : 0,
  reasonId: lineId ? 'r-damaged' : null,
  note: null,
  lineId: lineId ?? null,
  stockLine: { id: stockLineId, item: ITEM },
});

function answer(refusal?: string) {
  return (document: unknown) => {
    switch (operationOf([document])) {
      case 'Returns_Reasons':
        return Promise.resolve({
          reasonOptions: [
            { id: 'r-damaged', reason: 'Damaged', isActive: true },
            { id: 'r-wrong', reason: 'Wrong item', isActive: true },
          ],
        });
      case 'Returns_SupplierCandidates':
        return Promise.resolve({
          supplierReturnLineCandidates: [
            candidate('sl-a1', 'A1', false, 'l-amox'),
            candidate('sl-a2', 'A2', true),
          ],
        });
      case 'Returns_UpdateSupplierReturnLines':
        return Promise.resolve({
          updateSupplierReturnLines: refusal
            ? {
                __typename: 'InvoiceMutationError',
                error: { __typename: refusal, description: 'server text' },
              }
            : { __typename: 'InvoiceNode', id: 'sr-1' },
        });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
    }
  };
}

describe("a supplier return's batches of one item", () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  const render = () =>
    renderScreen(
      <SupplierReturnItemDialog returnId="sr-1" lines={LINES} item={ITEM} onClose={() => {}} />,
      '/replenishment/supplier-return/sr-1',
    );

  it("keeps the other items' lines and sends this item's batches as chosen", async () => {
    signInWith(['SUPPLIER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer());
    render();
    const dialog = await screen.findByRole('dialog', {
      name: 'Batches of AMX Amoxicillin 250mg to return',
    });
    expect(variablesOf(gqlRequest, 'Returns_SupplierCandidates')).toEqual([
      { storeId: expect.any(String) as string, itemId: ITEM.id, returnId: 'sr-1' },
    ]);
    const [held, onHold] = await within(dialog).findAllByTestId('return-choice');
    // What the return holds of a batch is filled in.
    expect(within(held!).getByRole('textbox', { name: /batch A1/ })).toHaveValue('2');
    expect(within(onHold!).getByText('On hold: can be returned')).toBeInTheDocument();
    await userEvent.type(within(onHold!).getByRole('textbox', { name: /batch A2/ }), '4');
    await userEvent.click(within(onHold!).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Wrong item' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_UpdateSupplierReturnLines')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: {
            returnId: 'sr-1',
            lines: [
              {
                id: 'l-pcm',
                stockLineId: 'sl-p1',
                numberOfPacks: 5,
                reasonId: 'r-damaged',
                note: null,
              },
              {
                id: 'l-amox',
                stockLineId: 'sl-a1',
                numberOfPacks: 2,
                reasonId: 'r-damaged',
                note: null,
              },
              {
                id: expect.any(String) as string,
                stockLineId: 'sl-a2',
                numberOfPacks: 4,
                reasonId: 'r-wrong',
                note: null,
              },
            ],
          },
        },
      ]),
    );
  });

  it('shows a refusal translated and keeps what was typed', async () => {
    signInWith(['SUPPLIER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer('InvoiceIsNotEditable'));
    render();
    const dialog = await screen.findByRole('dialog', { name: /Batches of AMX/ });
    const [held] = await within(dialog).findAllByTestId('return-choice');
    await userEvent.clear(within(held!).getByRole('textbox', { name: /batch A1/ }));
    await userEvent.type(within(held!).getByRole('textbox', { name: /batch A1/ }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This document can no longer be changed')).toBeInTheDocument();
    expect(within(held!).getByRole('textbox', { name: /batch A1/ })).toHaveValue('3');
  });
});
