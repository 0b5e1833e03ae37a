import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { InboundMasterListButton } from './InboundMasterListButton';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

describe('adding lines from a master list to a receipt', () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it("offers the store's own lists (no name asked) and adds the one confirmed", async () => {
    signInWith(['INBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation((document: unknown) =>
      operationOf([document]) === 'Documents_MasterLists'
        ? Promise.resolve({
            masterLists: [
              { id: 'ml-9', code: 'CONS', name: 'Consumables', description: '', lineCount: 3 },
            ],
          })
        : Promise.resolve({
            addToInboundShipmentFromMasterList: { __typename: 'InvoiceNode', id: 'r1' },
          }),
    );
    renderScreen(<InboundMasterListButton shipmentId="r1" />, '/x');
    await userEvent.click(screen.getByRole('button', { name: 'Add from master list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lines from a master list' });
    expect(within(dialog).getByText(/Master lists of this store/)).toBeInTheDocument();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Consumables · CONS/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Add from Consumables?' });
    expect(confirm).toHaveTextContent(/an empty line is added for each item of Consumables/i);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'InboundShipmentDetail_AddFromMasterList')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: { shipmentId: 'r1', masterListId: 'ml-9' },
        },
      ]),
    );
    expect(variablesOf(gqlRequest, 'Documents_MasterLists')).toEqual([
      { storeId: expect.any(String) as string, nameId: null },
    ]);
  });
});
