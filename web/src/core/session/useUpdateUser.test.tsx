import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders } from '../../test/render';
import { signInWith, testMe } from '../../test/session';
import { loadAppNamespace } from '../app-i18n';
import { createQueryClient } from '../graphql';
import { clearSession } from './sessionCookie';
import { useUpdateUser } from './useUpdateUser';

beforeAll(loadAppNamespace);

function SyncButton() {
  const updateUser = useUpdateUser();
  return <button onClick={() => updateUser.mutate()}>sync</button>;
}

const answer = (data: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
const updateUserError = (typename: string) =>
  answer({
    updateUser: { __typename: 'UpdateUserError', error: { __typename: typename, description: '' } },
  });

describe('useUpdateUser (spec 000 sections 4 and 8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    signInWith([]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  async function sync() {
    renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <SyncButton />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sync' }));
    return screen.findByRole('alert');
  }

  it('says the server cannot be reached when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sync()).toHaveTextContent('Unable to connect to the server');
  });

  it('says the server cannot be reached when the server answers ConnectionError', async () => {
    fetchMock.mockReturnValue(updateUserError('ConnectionError'));
    expect(await sync()).toHaveTextContent('Unable to connect to the server');
  });

  it.each(['InvalidCredentials', 'MissingCredentials'])(
    'asks to log in again on %s',
    async (typename) => {
      fetchMock.mockReturnValue(updateUserError(typename));
      expect(await sync()).toHaveTextContent(
        'Unable to retrieve user details. Please log in again to update user details.',
      );
    },
  );

  it('on success re-reads the user and the store permissions', async () => {
    fetchMock.mockImplementation((_url, init) => {
      const { operationName } = JSON.parse(init?.body as string) as { operationName: string };
      if (operationName === 'updateUser')
        return answer({
          updateUser: { __typename: 'UpdateUserNode', lastSuccessfulSync: '2026-01-01T00:00:00Z' },
        });
      if (operationName === 'me') return answer(testMe([]));
      return answer({
        me: { permissions: { totalCount: 1, nodes: [{ storeId: 's', permissions: ['REPORT'] }] } },
      });
    });
    renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <SyncButton />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sync' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User details updated');
    const operations = fetchMock.mock.calls.map(
      ([, init]) => (JSON.parse(init?.body as string) as { operationName: string }).operationName,
    );
    expect(operations).toEqual(['updateUser', 'me', 'permissions']);
  });
});
