import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { ThemeAndDirectionProvider } from '../app/theme/ThemeAndDirectionProvider';
import { ToastProvider } from '../ui/Toast';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeAndDirectionProvider withCssBaseline={false}>
      <ToastProvider>{children}</ToastProvider>
    </ThemeAndDirectionProvider>
  );
}

/** Renders inside the app's theme, direction, date-picker locale and toast providers. */
export function renderWithProviders(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult {
  return render(ui, { wrapper: Providers, ...options });
}

/** Every element reports this size (jsdom has no layout); answers the undo. */
export function stubElementSize(
  property: 'clientHeight' | 'clientWidth',
  value: number,
): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get: () => value,
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, property, original);
    else Reflect.deleteProperty(HTMLElement.prototype, property);
  };
}

/** Gives the virtualised table a viewport in jsdom, which has no layout. */
export function stubScrollerHeight(height = 800): () => void {
  return stubElementSize('clientHeight', height);
}
