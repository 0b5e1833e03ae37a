import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import type { InboundLine } from '../api/useInboundShipments';
import { InboundLineDialog } from './InboundLineDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const ITEM = {
  id: 'i1',
  code: 'BCG',
  name: 'BCG vaccine',
  unitName: 'dose',
  defaultPackSize: 20,
  isVaccine: true,
};

function answer(document: unknown) {
  switch (operationOf([document])) {
    case 'Documents_ItemSearch':
      return Promise.resolve({ items: { nodes: [ITEM] } });
    case 'Documents_LineOptions':
      return Promise.resolve({
        locations: { nodes: [{ id: 'loc1', code: 'A1', name: 'Cold room' }] },
        vvmStatuses: [{ id: 'v1', code: 'S1', description: 'Stage 1' }],
        donors: { nodes: [{ id: 'd1', code: 'UNI', name: 'UNICEF' }] },
      });
    case 'InboundShipmentLine_Insert':
      return Promise.resolve({
        insertInboundShipmentLine: { __typename: 'InvoiceLineNode', id: 'x' },
      });
    case 'InboundShipmentLine_Update':
      return Promise.resolve({
        updateInboundShipmentLine: { __typename: 'InvoiceLineNode', id: 'x' },
      });
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
  }
}

const inputsOf = (operation: string) =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === operation)
    .map((call) => (call[1] as { input: Record<string, unknown> }).input);

describe('a receipt line', () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('adds a batch of an item at its pack size, with location, donor and VVM status', async () => {
    signInWith(['INBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    const onClose = vi.fn();
    renderScreen(<InboundLineDialog invoiceId="inv-1" onClose={onClose} />, '/x');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Item' }), 'bcg');
    await userEvent.click(await screen.findByRole('option', { name: /BCG · BCG vaccine/ }));
    // The item's own pack size is offered.
    expect(within(dialog).getByRole('textbox', { name: 'Pack size' })).toHaveValue('20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Batch' }), 'B-7');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Number of packs' }), '3');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Location' }));
    await userEvent.click(await screen.findByRole('option', { name: /A1/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Donor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'UNICEF' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'VVM status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'S1 · Stage 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('InboundShipmentLine_Insert')).toHaveLength(1));
    const input = inputsOf('InboundShipmentLine_Insert')[0]!;
    expect(input).toEqual({
      id: input.id,
      invoiceId: 'inv-1',
      itemId: 'i1',
      batch: 'B-7',
      packSize: 20,
      numberOfPacks: 3,
      locationId: 'loc1',
      donorId: 'd1',
      vvmStatusId: 'v1',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('changes a line as it stands', async () => {
    signInWith(['INBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    const line = {
      id: 'l1',
      type: 'STOCK_IN',
      itemId: 'i1',
      itemCode: 'BCG',
      itemName: 'BCG vaccine',
      item: ITEM,
      batch: 'B-7',
      expiryDate: null,
      packSize: 20,
      numberOfPacks: 3,
      costPricePerPack: 2,
      sellPricePerPack: 3,
      locationId: null,
      location: null,
      donorId: null,
      vvmStatusId: null,
      totalAfterTax: 6,
    } as InboundLine;
    renderScreen(<InboundLineDialog invoiceId="inv-1" line={line} onClose={vi.fn()} />, '/x');
    const packs = screen.getByRole('textbox', { name: 'Number of packs' });
    await userEvent.clear(packs);
    await userEvent.type(packs, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(inputsOf('InboundShipmentLine_Update')).toEqual([
        {
          id: 'l1',
          batch: 'B-7',
          expiryDate: null,
          packSize: 20,
          numberOfPacks: 4,
          costPricePerPack: 2,
          sellPricePerPack: 3,
          locationId: null,
          donorId: null,
          vvmStatusId: null,
        },
      ]),
    );
  });

  it('clears the optional fields a line had: each is sent as null, which the server clears', async () => {
    signInWith(['INBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    const line = {
      id: 'l2',
      type: 'STOCK_IN',
      itemId: 'i1',
      itemCode: 'BCG',
      itemName: 'BCG vaccine',
      item: ITEM,
      batch: 'B-9',
      expiryDate: '2030-06-30',
      packSize: 20,
      numberOfPacks: 3,
      costPricePerPack: 2,
      sellPricePerPack: 3,
      locationId: 'loc1',
      location: { id: 'loc1', code: 'A1' },
      donorId: 'd1',
      vvmStatusId: 'v1',
      totalAfterTax: 6,
    } as InboundLine;
    renderScreen(<InboundLineDialog invoiceId="inv-1" line={line} onClose={vi.fn()} />, '/x');
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Batch' }));
    // The date field's own input, emptied as a user deleting the date would, then left.
    const expiry = dialog.querySelector<HTMLInputElement>('input.MuiPickersInputBase-input');
    expect(expiry).toHaveValue('30/06/2030');
    fireEvent.change(expiry!, { target: { value: '' } });
    fireEvent.focusOut(dialog.querySelector('.MuiPickersSectionList-root') as HTMLElement);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Sell price per pack' }));
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Location' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No location' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Donor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'VVM status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(inputsOf('InboundShipmentLine_Update')).toEqual([
        {
          id: 'l2',
          batch: null,
          expiryDate: null,
          packSize: 20,
          numberOfPacks: 3,
          costPricePerPack: 2,
          sellPricePerPack: 0,
          locationId: null,
          donorId: null,
          vvmStatusId: null,
        },
      ]),
    );
  });
});
