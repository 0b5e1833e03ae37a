// The entry. Someone signed in (or with a session marker to read) gets the app at once; everyone
// else gets the sign-in page, which loads little (no MUI, router or query cache, decision 0018)
// and fetches the app while the user types.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadAppNamespace } from './core/app-i18n';
import { initI18n } from './core/i18n/i18n';
import { getAuthMarker } from './core/session/markers';
import { LOGIN_PATH } from './core/session/paths';
import { getSession } from './core/session/sessionCookie';
import LoginPage, { targetAfterSignIn } from './features/auth/LoginPage';

const loadApp = () => import('./app/start');

/** Signed-in pages need a session with a store; a marker is explained by the app's dialogs. */
function needsSignIn(): boolean {
  const session = getSession();
  return !(session?.token && session.store) && getAuthMarker() === null;
}

function startApp(root: Root): void {
  void loadApp().then(({ renderApp }) => renderApp(root));
}

/** As the app's router would: any page asked for without a session becomes /login, remembered. */
function signIn(root: Root): void {
  const { pathname, search } = window.location;
  const from = pathname === LOGIN_PATH ? undefined : pathname + search;
  if (pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
  const prefetch = () => {
    void loadApp().then(({ preloadShell }) => preloadShell(targetAfterSignIn(from)));
  };
  const onSignedIn = async (target: string | null) => {
    const { renderApp } = await loadApp();
    if (target) window.history.replaceState(null, '', target);
    renderApp(root);
  };
  root.render(
    <StrictMode>
      <LoginPage from={from} onSignedIn={onSignedIn} onFirstInput={prefetch} />
    </StrictMode>,
  );
}

async function start(): Promise<void> {
  await initI18n();
  await loadAppNamespace();
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  if (needsSignIn()) signIn(root);
  else startApp(root);
}

void start();
