import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { RecordLabelContext } from '../../core/shell';
import { operationOf, renderScreen } from '../../test/screen';
import { screenSuite } from '../../test/screenSuite';
import { signInWith } from '../../test/session';
import { MasterListDetailView } from './MasterListDetailView';
import { MasterListListView } from './MasterListListView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../core/graphql', () => ({ gqlRequest }));

const LISTS = {
  masterLists: [
    { id: 'ml1', code: 'EML', name: 'Essential medicines', description: 'WHO list', lineCount: 2 },
    { id: 'ml2', code: 'VAC', name: 'Vaccines', description: '', lineCount: 0 },
  ],
};
const ITEMS = {
  items: {
    totalCount: 2,
    nodes: [
      {
        id: 'i1',
        code: 'AMOX250T',
        name: 'Amoxicillin 250 mg',
        unitName: 'tablet',
        type: 'STOCK',
        defaultPackSize: 100,
      },
      {
        id: 'i2',
        code: 'PARA500T',
        name: 'Paracetamol 500 mg',
        unitName: 'tablet',
        type: 'STOCK',
        defaultPackSize: 1000,
      },
    ],
  },
};

function answer(document: unknown) {
  switch (operationOf([document])) {
    case 'MasterLists_MasterLists':
      return Promise.resolve(LISTS);
    case 'MasterListDetailView_Items':
      return Promise.resolve(ITEMS);
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
  }
}

const itemRequests = () =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === 'MasterListDetailView_Items')
    .map((call) => call[1] as { filter: Record<string, unknown> });

function renderDetail(url: string, setLabel = vi.fn()) {
  return renderScreen(
    <RecordLabelContext.Provider value={setLabel}>
      <Routes>
        <Route path="/inventory/master-lists/:id" element={<MasterListDetailView />} />
        <Route path="*" element={null} />
      </Routes>
    </RecordLabelContext.Provider>,
    url,
  );
}

describe('master lists', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);

  it('lists the store’s master lists with their item counts; a row opens the list', async () => {
    stubTableHeight();
    signInWith(['STOCK_LINE_QUERY']);
    gqlRequest.mockImplementation(answer);
    const { router } = renderScreen(<MasterListListView />, '/inventory/master-lists');
    const row = (await screen.findByText('Essential medicines')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('WHO list')).toBeInTheDocument();
    expect(within(row!).getByText('2')).toBeInTheDocument();
    await userEvent.click(row!);
    expect(router.state.location.pathname).toBe('/inventory/master-lists/ml1');
  });

  it('shows a list’s items, searched in the URL and on the server; names the record; opens an item', async () => {
    stubTableHeight();
    signInWith(['STOCK_LINE_QUERY']);
    gqlRequest.mockImplementation(answer);
    const setLabel = vi.fn();
    const { router, search } = renderDetail('/inventory/master-lists/ml1', setLabel);
    expect(await screen.findByRole('heading', { name: 'Essential medicines' })).toBeInTheDocument();
    expect(screen.getByText('Code EML · items: 2')).toBeInTheDocument();
    expect(await screen.findByText('Paracetamol 500 mg')).toBeInTheDocument();
    expect(setLabel).toHaveBeenCalledWith('/inventory/master-lists/ml1', {
      label: 'Essential medicines',
      id: 'EML',
    });
    expect(itemRequests()[0]?.filter).toEqual({ masterListId: { equalTo: 'ml1' } });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Code or name' }), 'para');
    await waitFor(() => expect(search().get('search')).toBe('para'));
    await waitFor(() =>
      expect(itemRequests().at(-1)?.filter).toEqual({
        codeOrName: { like: 'para' },
        masterListId: { equalTo: 'ml1' },
      }),
    );
    const row = screen.getByText('Amoxicillin 250 mg').closest('tr');
    await userEvent.click(row!);
    expect(router.state.location.pathname).toBe('/inventory/items/i1');
  });

  it('offers a way back to the lists for an id the store does not see', async () => {
    signInWith(['STOCK_LINE_QUERY']);
    gqlRequest.mockImplementation(answer);
    const { router } = renderDetail('/inventory/master-lists/nope');
    expect(await screen.findByText('Master list not found')).toBeInTheDocument();
    expect(itemRequests()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to master lists' }));
    expect(router.state.location.pathname).toBe('/inventory/master-lists');
  });
});
