// The whole app, loaded by main.tsx: at once for someone signed in, or while a user signs in.
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';

export { preloadShell } from './router';

export function renderApp(root: Root): void {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
