import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { OutboundHeaderFields } from './OutboundHeaderFields';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const CUSTOMERS = [
  { id: 'n1', code: 'KHC', name: 'Kibera Health Centre' },
  { id: 'n2', code: 'DNS', name: 'Northern District Store' },
];

function renderFields(taxPercentage: number | null) {
  gqlRequest.mockImplementation((document: unknown) =>
    operationOf([document]) === 'Documents_Parties'
      ? Promise.resolve({ names: { nodes: CUSTOMERS } })
      : Promise.reject(new Error(`unexpected ${operationOf([document])}`)),
  );
  signInWith(['OUTBOUND_SHIPMENT_QUERY', 'OUTBOUND_SHIPMENT_MUTATE']);
  const onUpdate = vi.fn();
  renderScreen(
    <OutboundHeaderFields otherPartyId="n1" taxPercentage={taxPercentage} onUpdate={onUpdate} />,
    '/distribution/outbound-shipment/o1',
  );
  return onUpdate;
}

describe("an outbound shipment's customer and tax", () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('saves another customer when one is chosen', async () => {
    const onUpdate = renderFields(null);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Change customer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northern District Store' }));
    expect(onUpdate).toHaveBeenCalledWith({ otherPartyId: 'n2' });
  });

  it("offers only the store's customers: the names query asks for trading partners as customers", async () => {
    renderFields(null);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Change customer' }));
    await screen.findByRole('option', { name: 'Northern District Store' });
    const asked = gqlRequest.mock.calls
      .filter((call) => operationOf(call) === 'Documents_Parties')
      .map((call) => (call[1] as { filter: unknown }).filter);
    expect(asked).toEqual([{ tradingRole: 'CUSTOMER' }]);
  });

  it('saves a tax percentage when the field is left, and only a changed one', async () => {
    const onUpdate = renderFields(5);
    const tax = screen.getByRole('textbox', { name: 'Tax (%)' });
    expect(tax).toHaveValue('5');
    await userEvent.click(tax);
    await userEvent.tab();
    expect(onUpdate).not.toHaveBeenCalled();
    await userEvent.clear(tax);
    await userEvent.type(tax, '12.5');
    await userEvent.tab();
    expect(onUpdate).toHaveBeenCalledWith({ taxPercentage: 12.5 });
  });

  it('does not save a percentage above 100', async () => {
    const onUpdate = renderFields(0);
    const tax = screen.getByRole('textbox', { name: 'Tax (%)' });
    await userEvent.clear(tax);
    await userEvent.type(tax, '150');
    await userEvent.tab();
    const saved = onUpdate.mock.calls.map(
      ([patch]) => (patch as { taxPercentage: number }).taxPercentage,
    );
    expect(saved.filter((percent) => percent > 100)).toEqual([]);
  });
});
