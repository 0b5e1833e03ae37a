// Routes: /login stays light; the shell and every area are loaded on demand.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { RequirePermission, SessionDialogs, useAuthMarker, useSession } from '../core/session';
import { LoadingScreen } from '../ui/LoadingScreen';
import { AREAS, preloadAreaOf } from './areas';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
// The shell and the page it opens on load side by side, not one after the other.
const AppShell = lazy(() => {
  preloadAreaOf(window.location.pathname);
  return import('./AppShell');
});
const NotFoundPage = lazy(() => import('./NotFoundPage'));

function Root() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <SessionDialogs />
    </>
  );
}

/** Signed-in pages need a session with a store; without one, sign-in (unless a marker dialog explains first). */
function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const marker = useAuthMarker();
  const { pathname, search } = useLocation();
  if (session?.token && session.store) return children;
  if (marker && marker !== 'Forbidden') return null;
  return <Navigate to="/login" replace state={{ from: pathname + search }} />;
}

function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session?.store ? '/dashboard' : '/login'} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/login', element: <LoginPage /> },
      {
        element: (
          <RequireSession>
            <AppShell />
          </RequireSession>
        ),
        children: [
          ...AREAS.map((area): RouteObject => {
            const Page = area.component;
            return {
              path: `/${area.path}/*`,
              element: area.permission ? (
                <RequirePermission permission={area.permission}>
                  <Page />
                </RequirePermission>
              ) : (
                <Page />
              ),
            };
          }),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
