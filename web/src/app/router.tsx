// Routes: the shell and every area are loaded on demand (the sign-in page is light, see main.tsx).
import { lazy, Suspense, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { RequirePermission, SessionDialogs, useAuthMarker, useSession } from '../core/session';
import LoginPage from '../features/auth/LoginPage';
import { LoadingScreen } from '../ui/LoadingScreen';
import { AREAS, preloadAreaOf } from './areas';

const loadShell = () => import('./AppShell');
// The shell and the page it opens on load side by side, not one after the other.
const AppShell = lazy(() => {
  preloadAreaOf(window.location.pathname);
  return loadShell();
});

/** Starts fetching the shell and the page at `pathname` before they are rendered. */
export function preloadShell(pathname: string): void {
  preloadAreaOf(pathname);
  void loadShell();
}
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

/** The sign-in page inside the app (after logout or a lost session): the router moves on. */
function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <LoginPage
      {...(from ? { from } : {})}
      onSignedIn={async (target) => {
        if (target) await navigate(target, { replace: true });
      }}
    />
  );
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
      { path: '/login', element: <LoginRoute /> },
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
