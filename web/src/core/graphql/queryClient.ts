import { QueryClient } from '@tanstack/react-query';

/** Retries are off: a failed request is shown, and session errors go through the markers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
