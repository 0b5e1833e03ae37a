import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders } from '../../test/render';
import { createQueryClient } from '../graphql';
import { loadAppNamespace } from '../app-i18n';
import { getAuthMarker, setAuthMarker } from './markers';
import { RequirePermission } from './RequirePermission';
import { SessionDialogs } from './SessionDialogs';
import { clearSession, saveSession } from './sessionCookie';

beforeAll(loadAppNamespace);

function renderAt(path: string) {
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route
            path="/admin"
            element={
              <RequirePermission permission="SERVER_ADMIN">
                <p>admin page</p>
              </RequirePermission>
            }
          />
        </Routes>
        <SessionDialogs />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequirePermission', () => {
  it('renders the page when the permission is held', () => {
    saveSession({
      token: 't',
      store: { id: 's', code: 'S', name: 'S' },
      user: {
        id: 'u',
        name: 'u',
        permissions: ['SERVER_ADMIN'],
        firstName: null,
        lastName: null,
        phoneNumber: null,
        jobTitle: null,
        email: null,
      },
    });
    renderAt('/admin');
    expect(screen.getByText('admin page')).toBeInTheDocument();
    clearSession();
  });
  it('without it sets Forbidden, goes to the dashboard and shows "Permission denied"', async () => {
    saveSession({
      token: 't',
      store: { id: 's', code: 'S', name: 'S' },
      user: {
        id: 'u',
        name: 'u',
        permissions: [],
        firstName: null,
        lastName: null,
        phoneNumber: null,
        jobTitle: null,
        email: null,
      },
    });
    renderAt('/admin');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(getAuthMarker()).toBe('Forbidden');
    expect(screen.getByRole('dialog')).toHaveTextContent('Permission denied');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(getAuthMarker()).toBeNull();
    clearSession();
  });
});

describe('SessionDialogs', () => {
  it.each([
    [
      'NoStoreAssigned',
      'Your user is not assigned to any store. Please log in with another user account or contact your administrator.',
    ],
    [
      'ServerError',
      'The server returned an error while retrieving user details. Unable to continue...',
    ],
    ['Unauthenticated', 'You are not logged in. Click OK to return to the home page.'],
    [
      'Timeout',
      'You have been logged out due to inactivity. Click OK to be redirected to the login screen.',
    ],
  ] as const)('%s shows the text of spec 000', (marker, text) => {
    setAuthMarker(marker);
    renderAt('/dashboard');
    expect(screen.getByRole('dialog')).toHaveTextContent(text);
  });
  it('Timeout is titled "Session expired" and OK leads to sign-in', async () => {
    setAuthMarker('Timeout');
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(getAuthMarker()).toBeNull();
  });
});
