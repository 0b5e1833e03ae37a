import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../core/graphql';
import { ToastProvider } from '../ui/Toast';
import { ThemeAndDirectionProvider } from './theme';

/** Query cache, theme and direction (following i18n), toasts. The router goes inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeAndDirectionProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeAndDirectionProvider>
    </QueryClientProvider>
  );
}
