import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { loadAppNamespace } from '../../core/app-i18n';
import { AUTH_MARKER_KEY } from '../../core/session/markers';
import { MRU_CREDENTIALS_KEY } from '../../core/session/sessionCookie';
import LoginPage, { targetAfterSignIn, type LoginPageProps } from './LoginPage';
import { formatRemaining } from './useLockoutCountdown';

beforeAll(loadAppNamespace);

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const ME = {
  userId: 'u1',
  username: 'admin',
  email: null,
  firstName: null,
  lastName: null,
  phoneNumber: null,
  jobTitle: null,
  language: 'en',
  preferences: { useSimplifiedMobileUi: true },
  defaultStore: { id: 's1', code: 'S1', name: 'Store one', isDisabled: false },
  stores: {
    totalCount: 1,
    nodes: [{ id: 's1', code: 'S1', name: 'Store one', isDisabled: false }],
  },
};
const authError = (error: Record<string, unknown>) =>
  answer({ data: { authToken: { __typename: 'AuthTokenError', error } } });

const onSignedIn = vi.fn<LoginPageProps['onSignedIn']>();
const onFirstInput = vi.fn();

async function submit(username: string, password: string, from?: string) {
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(
    <LoginPage
      onSignedIn={onSignedIn}
      onFirstInput={onFirstInput}
      {...(from === undefined ? {} : { from })}
    />,
  );
  if (username) await user.type(screen.getByRole('textbox', { name: /Username/ }), username);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    onSignedIn.mockReset();
    onFirstInput.mockReset();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('requires username and password', async () => {
    await submit('', '');
    expect(screen.getByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('shows "Invalid username or password"', async () => {
    fetchMock.mockReturnValue(authError({ __typename: 'InvalidCredentials', description: 'x' }));
    await submit('admin', 'bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });
  it.each([
    ['NoSiteAccess', 'Your account has no access to any store on this site'],
    [
      'CentralSyncRequired',
      'This site must synchronise with the central server before you can log in',
    ],
    ['SomethingElse', 'The server returned an error'],
  ])('shows the %s error', async (kind, text) => {
    fetchMock.mockReturnValue(authError({ __typename: kind, description: 'x' }));
    await submit('admin', 'pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
  it('shows "The server returned an error" for a failed request', async () => {
    fetchMock.mockReturnValue(Promise.resolve(new Response('oops', { status: 500 })));
    await submit('admin', 'pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server returned an error');
  });
  it('says how long to wait when the server refuses too many requests', async () => {
    fetchMock.mockReturnValue(
      Promise.resolve(
        new Response(
          JSON.stringify({
            errors: [
              { message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 } },
            ],
          }),
          { status: 429 },
        ),
      ),
    );
    await submit('admin', 'pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in 30 s.',
    );
  });
  it('shows the connection error with its hint', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submit('admin', 'pass');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to connect to the server');
    expect(alert).toHaveTextContent('Check your internet connection');
  });
  it('signs in, remembers the user, and moves on to where the user was going', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const { operationName } = JSON.parse(init?.body as string) as { operationName: string };
      if (operationName === 'authToken')
        return answer({ data: { authToken: { __typename: 'AuthToken', token: 't1' } } });
      if (operationName === 'me') return answer({ data: { me: ME } });
      return answer({
        data: { me: { permissions: { nodes: [{ storeId: 's1', permissions: [] }] } } },
      });
    });
    await submit('admin', 'pass', '/inventory/stock?page=2');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/inventory/stock?page=2'));
    expect(onFirstInput).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(MRU_CREDENTIALS_KEY)).toContain('admin');
  });
  it('stays on the page when a session marker stands (no store assigned)', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const { operationName } = JSON.parse(init?.body as string) as { operationName: string };
      if (operationName === 'authToken')
        return answer({ data: { authToken: { __typename: 'AuthToken', token: 't1' } } });
      return answer({ data: { me: { ...ME, stores: { totalCount: 0, nodes: [] } } } });
    });
    await submit('nostore', 'pass');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(null));
    expect(localStorage.getItem(AUTH_MARKER_KEY)).toBe('NoStoreAssigned');
  });
  it('prefills the most recent username and focuses the password', () => {
    localStorage.setItem(MRU_CREDENTIALS_KEY, JSON.stringify([{ username: 'kemi' }]));
    renderWithProviders(<LoginPage onSignedIn={onSignedIn} />);
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('kemi');
    expect(screen.getByLabelText(/Password/)).toHaveFocus();
  });
  it('hides the password until asked to show it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage onSignedIn={onSignedIn} />);
    const input = screen.getByLabelText(/Password/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
  it('warns while Caps Lock is on', () => {
    renderWithProviders(<LoginPage onSignedIn={onSignedIn} />);
    const input = screen.getByLabelText(/Password/);
    fireEvent.keyDown(input, { key: 'A', modifierCapsLock: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Caps Lock is on');
    expect(input).toHaveAccessibleDescription('Caps Lock is on');
    fireEvent.keyUp(input, { key: 'CapsLock', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock is on')).toBeNull();
  });
  it('counts the lockout down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReturnValue(
      authError({ __typename: 'AccountBlocked', description: 'x', timeoutRemaining: 125_000 }),
    );
    await submit('admin', 'bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The account is blocked until the lockout period expires',
    );
    expect(screen.getByTestId('lockout-remaining')).toHaveTextContent(/Time remaining: 2:0[45]/);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByTestId('lockout-remaining')).toHaveTextContent(/Time remaining: 1:0[34]/);
    // At the end of the lockout the alert goes: the user may sign in again.
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('targetAfterSignIn', () => {
  it('goes back where the user was going, else to the dashboard', () => {
    expect(targetAfterSignIn('/inventory/items/7')).toBe('/inventory/items/7');
    expect(targetAfterSignIn(undefined)).toBe('/dashboard');
    expect(targetAfterSignIn('/')).toBe('/dashboard');
    expect(targetAfterSignIn('/login')).toBe('/dashboard');
  });
});

describe('formatRemaining', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(formatRemaining(900_000, 'en')).toBe('15:00');
    expect(formatRemaining(61_500, 'en')).toBe('1:02');
    expect(formatRemaining(3_600_000 + 5_000, 'en')).toBe('1:00:05');
  });
});
