import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { OutboundMasterListButton } from './OutboundMasterListButton';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const LISTS = [
  { id: 'ml-1', code: 'EPI', name: 'Vaccines', description: 'EPI vaccines', lineCount: 12 },
  { id: 'ml-2', code: 'EML', name: 'Essential medicines', description: '', lineCount: 1 },
];

function answer(refusal?: string) {
  return (document: unknown) => {
    switch (operationOf([document])) {
      case 'Documents_MasterLists':
        return Promise.resolve({ masterLists: LISTS });
      case 'OutboundShipmentDetail_AddFromMasterList':
        return Promise.resolve({
          addToOutboundShipmentFromMasterList: refusal
            ? {
                __typename: 'InvoiceMutationError',
                error: { __typename: refusal, description: 'server text' },
              }
            : { __typename: 'InvoiceNode', id: 'o1' },
        });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
    }
  };
}

async function chooseVaccines() {
  await userEvent.click(screen.getByRole('button', { name: 'Add from master list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add lines from a master list' });
  expect(within(dialog).getByText(/Master lists of Kibera Health Centre/)).toBeInTheDocument();
  // Each list with its code, its number of items and its description.
  const vaccines = await within(dialog).findByRole('button', {
    name: /Vaccines · EPI.*Items: 12 · EPI vaccines/,
  });
  expect(
    within(dialog).getByRole('button', { name: /Essential medicines · EML.*Items: 1$/ }),
  ).toBeInTheDocument();
  await userEvent.click(vaccines);
  return screen.findByRole('dialog', { name: 'Add from Vaccines?' });
}

describe('adding lines from a master list to an outbound shipment', () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  const render = () =>
    renderScreen(
      <OutboundMasterListButton
        shipmentId="o1"
        customerId="name-khc"
        customerName="Kibera Health Centre"
      />,
      '/x',
    );

  it("lists the customer's master lists, confirms, then adds the chosen one", async () => {
    signInWith(['OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer());
    render();
    // Nothing is asked before the dialog opens.
    expect(variablesOf(gqlRequest, 'Documents_MasterLists')).toEqual([]);
    const confirm = await chooseVaccines();
    expect(variablesOf(gqlRequest, 'Documents_MasterLists')).toEqual([
      { storeId: expect.any(String) as string, nameId: 'name-khc' },
    ]);
    expect(variablesOf(gqlRequest, 'OutboundShipmentDetail_AddFromMasterList')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'OutboundShipmentDetail_AddFromMasterList')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: { shipmentId: 'o1', masterListId: 'ml-1' },
        },
      ]),
    );
    expect(await screen.findByText('Lines added from Vaccines')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal translated and keeps the confirmation open", async () => {
    signInWith(['OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer('CanOnlyAddLinesToNewOutboundShipment'));
    render();
    const confirm = await chooseVaccines();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(
        'Placeholder lines can be added or changed only while the shipment is new',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add from Vaccines?' })).toBeInTheDocument();
  });
});
