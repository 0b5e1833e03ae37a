// The parties a document may name are asked of the server by trading role (DOCUMENTS.md 0.5):
// the customers or suppliers of the store, never every name flagged so anywhere.
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { signInWith, TEST_STORE_ID } from '../../test/session';
import { variablesOf } from '../../test/screen';
import { useParties } from './useDocumentChoices';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../graphql', () => ({ gqlRequest }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useParties', () => {
  it.each([
    ['customer', 'CUSTOMER'],
    ['supplier', 'SUPPLIER'],
  ] as const)('asks for the store’s %ss only', async (kind, tradingRole) => {
    signInWith(['OUTBOUND_SHIPMENT_MUTATE', 'INBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockReset();
    gqlRequest.mockResolvedValue({ names: { nodes: [{ id: 'n1', code: 'C', name: 'Clinic' }] } });
    const { result } = renderHook(() => useParties(kind), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(variablesOf(gqlRequest, 'Documents_Parties')).toEqual([
      { storeId: TEST_STORE_ID, filter: { tradingRole } },
    ]);
  });
});
