import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Graphql from '../../../core/graphql';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { changeLanguage } from '../../../core/i18n';
import { operationOf, renderScreen } from '../../../test/screen';
import { StockLineEditDialog } from './StockLineEditDialog';
import { line } from './stockLineFixture';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof Graphql>()),
  gqlRequest,
}));

function answer(document: unknown) {
  if (operationOf([document]) === 'StockLineEditDialog_UpdateStockLine')
    return Promise.resolve({ updateStockLine: { __typename: 'StockLineNode', id: line.id } });
  return Promise.resolve({ names: { nodes: [] } });
}

const updates = () =>
  gqlRequest.mock.calls.filter((call) => operationOf(call)?.includes('Update') === true);

function renderDialog() {
  const onClose = vi.fn();
  const view = renderScreen(
    <StockLineEditDialog line={line} locations={[]} onClose={onClose} />,
    '/inventory/stock',
  );
  return { onClose, ...view };
}

/** Types into the date field section by section, as a keyboard does. */
async function typeDate(text: string) {
  const day = document.querySelector<HTMLElement>('.MuiPickersSectionList-sectionContent');
  if (!day) throw new Error('no date field');
  await userEvent.click(day);
  await userEvent.keyboard(text);
}

describe('StockLineEditDialog (issue 10)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(async () => {
    gqlRequest.mockReset();
    await changeLanguage('en');
  });

  it('keeps Save off for the expiry 31/02/2027 and saves nothing of it', async () => {
    gqlRequest.mockImplementation(answer);
    renderDialog();
    await screen.findByRole('dialog', { name: 'Edit details' });
    await typeDate('31022027');
    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Save is off until: Expiry date: Invalid date')).toBeVisible();
    await userEvent.keyboard('{Alt>}s{/Alt}');
    expect(updates()).toEqual([]);
  });

  it('refuses a cost of 1,5 and of 99999999999 in English', async () => {
    gqlRequest.mockImplementation(answer);
    renderDialog();
    const cost = await screen.findByLabelText('Cost price per pack');
    await userEvent.clear(cost);
    await userEvent.type(cost, '1,5');
    expect(cost).toHaveValue('1,5');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(cost);
    await userEvent.type(cost, '99999999999');
    expect(screen.getByText('Enter 999,999,999 or less')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves a cost of 1,5 typed in French as 1.5', async () => {
    await changeLanguage('fr');
    gqlRequest.mockImplementation(answer);
    const { onClose } = renderDialog();
    const cost = await screen.findByLabelText('Prix de revient par conditionnement');
    await userEvent.clear(cost);
    await userEvent.type(cost, '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates()[0]?.[1]).toMatchObject({ input: { id: line.id, costPricePerPack: 1.5 } });
  });

  it('asks "Are you sure?" before a browser Back loses an edit', async () => {
    gqlRequest.mockImplementation(answer);
    const { router } = renderDialog();
    await userEvent.type(await screen.findByLabelText('Batch'), '-X');
    await router.navigate('/inventory/items');
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inventory/stock');
  });
});
