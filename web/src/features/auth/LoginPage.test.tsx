import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { loadAppNamespace } from '../../core/app-i18n';
import LoginPage from './LoginPage';
import { formatRemaining } from './useLockoutCountdown';

beforeAll(loadAppNamespace);

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const authError = (error: Record<string, unknown>) =>
  answer({ data: { authToken: { __typename: 'AuthTokenError', error } } });

async function submit(username: string, password: string) {
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
  if (username) await user.type(screen.getByRole('textbox', { name: /Username/ }), username);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
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
  it('shows the connection error with its hint', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submit('admin', 'pass');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to connect to the server');
    expect(alert).toHaveTextContent('Check your internet connection');
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
  });
});

describe('formatRemaining', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(formatRemaining(900_000, 'en')).toBe('15:00');
    expect(formatRemaining(61_500, 'en')).toBe('1:02');
    expect(formatRemaining(3_600_000 + 5_000, 'en')).toBe('1:00:05');
  });
});
