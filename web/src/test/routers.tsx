import { useState, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';

/** renderHook wrapper with a plain MemoryRouter at the given URL. */
export function memoryRouterAt(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * renderHook wrapper with a data router, for tests that walk the history: `router()` gives
 * the router so a test can read `state.location` and call `navigate(-1)`.
 */
export function dataRouterAt(entries: string[]) {
  let current: TestRouter | undefined;
  function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: children }], {
        initialEntries: entries,
        initialIndex: entries.length - 1,
      }),
    );
    current = router;
    return <RouterProvider router={router} />;
  }
  const router = (): TestRouter => {
    if (current === undefined) throw new Error('render the hook first');
    return current;
  };
  return { Wrapper, router };
}

export function urlOf(router: TestRouter): string {
  return router.state.location.pathname + router.state.location.search;
}

/** Runs an action that navigates a data router and waits for the navigation to finish. */
export async function actAndSettle(action: () => void): Promise<void> {
  await act(async () => {
    action();
    await Promise.resolve();
  });
}
