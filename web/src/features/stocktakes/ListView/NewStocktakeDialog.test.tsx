import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { NewStocktakeDialog } from './NewStocktakeDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

function renderDialog(stocktakesInStore: number, onCreated = vi.fn()) {
  gqlRequest.mockImplementation((query: unknown) => {
    switch (operationOf([query])) {
      case 'StocktakeList_Count':
        return Promise.resolve({ stocktakes: { totalCount: stocktakesInStore } });
      case 'Documents_MasterLists':
        return Promise.resolve({
          masterLists: [
            { id: 'ml1', code: 'EPI', name: 'Vaccines', description: '', lineCount: 9 },
          ],
        });
      case 'Documents_LineOptions':
        return Promise.resolve({
          locations: { nodes: [] },
          vvmStatuses: [],
          donors: { nodes: [] },
        });
      case 'StocktakeList_Insert':
        return Promise.resolve({ insertStocktake: { __typename: 'StocktakeNode', id: 'new' } });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
    }
  });
  signInWith(['STOCKTAKE_QUERY', 'STOCKTAKE_MUTATE']);
  renderScreen(<NewStocktakeDialog onCreated={onCreated} onClose={vi.fn()} />, '/');
}

async function modes(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Lines' }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent ?? '');
}

describe('a new stocktake', () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('offers an initial stocktake only in a store that has none (DOCUMENTS.md 9.1)', async () => {
    renderDialog(0);
    await waitFor(async () => expect(await modes()).toHaveLength(4));
    expect(screen.getByRole('option', { name: /^Initial stocktake/ })).toBeInTheDocument();
  });

  it('in a store with stocktakes: no initial one', async () => {
    renderDialog(2);
    await waitFor(() => expect(variablesOf(gqlRequest, 'StocktakeList_Count')).toHaveLength(1));
    expect(await modes()).toHaveLength(3);
    expect(screen.queryByRole('option', { name: /^Initial stocktake/ })).toBeNull();
  });

  it("asks for a master list's every item, with the description", async () => {
    const onCreated = vi.fn();
    renderDialog(2, onCreated);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), 'EPI count');
    await userEvent.click(screen.getByRole('combobox', { name: 'Master list' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vaccines' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'All items of the list, also those without stock' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const [sent] = variablesOf(gqlRequest, 'StocktakeList_Insert') as {
      input: Record<string, unknown>;
    }[];
    expect(sent?.input).toEqual({
      id: expect.any(String) as string,
      description: 'EPI count',
      masterListId: 'ml1',
      includeAllMasterListItems: true,
    });
  });
});
