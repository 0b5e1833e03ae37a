import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadAppNamespace } from './core/app-i18n';
import { initI18n } from './core/i18n';

async function start(): Promise<void> {
  await initI18n();
  await loadAppNamespace();
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

void start();
