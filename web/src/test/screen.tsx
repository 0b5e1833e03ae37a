// A screen rendered at a URL with a query client of its own, so a test can read and walk the URL;
// and the operation a mocked request was asked.
import { Suspense, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from './render';

/** The operation name of a `gqlRequest` mock call's document (`StockListView_StockLines`). */
export function operationOf(call: unknown[]): string | undefined {
  const document = call[0] as { definitions?: { name?: { value?: string } }[] } | undefined;
  return document?.definitions?.[0]?.name?.value;
}

/** The variables of every call of one operation a `gqlRequest` mock received, in order. */
export function variablesOf(mock: { mock: { calls: unknown[][] } }, operation: string): unknown[] {
  return mock.mock.calls.filter((call) => operationOf(call) === operation).map((call) => call[1]);
}

/** `path`: the route the screen is mounted at, for screens that read its parameters. */
export function renderScreen(ui: ReactElement, url: string, path = '*') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return {
    router,
    search: () => new URLSearchParams(router.state.location.search),
  };
}
