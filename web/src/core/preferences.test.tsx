import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeAndDirectionProvider } from '../app/theme/ThemeAndDirectionProvider';
import {
  DEFAULT_GROUP_BY_ITEM,
  GROUP_BY_ITEM_KEY,
  PREFERENCES_NOT_SAVED_KEY,
  SIMPLIFIED_MOBILE_UI_KEY,
  isSimplifiedMobileUi,
  useGroupByItem,
  useSimplifiedMobileUi,
  useSimplifiedMobileUiPreference,
} from './preferences';
import { login } from './session/sessionApi';
import { clearSession } from './session/sessionCookie';
import { stubWindowWidth } from '../test/media';
import { testMe, testStore } from '../test/session';

describe('group by item (spec 001 section 4)', () => {
  it('is off by default for every document type but stocktakes', () => {
    expect(DEFAULT_GROUP_BY_ITEM).toEqual({
      outboundShipment: false,
      inboundShipment: false,
      supplierReturn: false,
      customerReturn: false,
      stocktake: true,
    });
  });

  it('remembers the choice per document type under /preference/', () => {
    const { result } = renderHook(() => ({
      outbound: useGroupByItem('outboundShipment'),
      stocktake: useGroupByItem('stocktake'),
    }));
    expect(result.current.outbound[0]).toBe(false);
    expect(result.current.stocktake[0]).toBe(true);
    act(() => result.current.outbound[1](true));
    expect(result.current.outbound[0]).toBe(true);
    expect(JSON.parse(localStorage.getItem(GROUP_BY_ITEM_KEY) ?? '{}')).toEqual({
      outboundShipment: true,
    });
  });
});

describe('simplified mobile interface (spec 001 section 9)', () => {
  it.each<[boolean, boolean | undefined, boolean | undefined, boolean]>([
    [true, undefined, undefined, true],
    [true, true, true, true],
    [true, false, true, false],
    [true, true, false, false],
    [false, true, true, false],
  ])('below lg %s, preference %s, packToOne %s: %s', (belowLg, preference, packToOne, on) => {
    expect(isSimplifiedMobileUi(belowLg, { useSimplifiedMobileUi: preference, packToOne })).toBe(
      on,
    );
  });

  let restoreWidth: (() => void) | undefined;
  afterEach(() => restoreWidth?.());

  it.each([
    [1440, true],
    [1441, false],
  ])('follows the lg breakpoint (1441 px): %d px wide gives %s', (width, on) => {
    restoreWidth = stubWindowWidth(width);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeAndDirectionProvider withCssBaseline={false}>{children}</ThemeAndDirectionProvider>
    );
    const { result } = renderHook(() => useSimplifiedMobileUi(), { wrapper });
    expect(result.current).toBe(on);
  });
});

describe('the simplified mobile interface is the user’s, kept on the server (issue 10)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** The preference as the server stores it for user u1, and the values it was sent. */
  let storedOnServer = true;
  let reachable = true;
  const sent: unknown[] = [];
  beforeEach(() => {
    storedOnServer = true;
    reachable = true;
    sent.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((_url, init) => {
      const { operationName, variables } = JSON.parse(init?.body as string) as {
        operationName: string;
        variables: { input?: { useSimplifiedMobileUi: boolean } };
      };
      const answer = (data: unknown) =>
        Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
      switch (operationName) {
        case 'authToken':
          return answer({ authToken: { __typename: 'AuthToken', token: 'tok' } });
        case 'me': {
          const { me } = testMe([testStore('a')]);
          return answer({ me: { ...me, preferences: { useSimplifiedMobileUi: storedOnServer } } });
        }
        case 'permissions':
          return answer({ me: { permissions: { totalCount: 0, nodes: [] } } });
        case 'updateUserPreferences': {
          if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
          sent.push(variables.input?.useSimplifiedMobileUi);
          storedOnServer = variables.input?.useSimplifiedMobileUi ?? storedOnServer;
          return answer({ updateUserPreferences: { useSimplifiedMobileUi: storedOnServer } });
        }
        default:
          return Promise.reject(new TypeError(`unexpected ${operationName}`));
      }
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  const preference = () => renderHook(() => useSimplifiedMobileUiPreference()).result;

  it('applies the value stored on the user at sign-in, whatever this device had', async () => {
    localStorage.setItem(SIMPLIFIED_MOBILE_UI_KEY, 'true');
    storedOnServer = false;
    await login('keeper', 'pass');
    expect(preference().current[0]).toBe(false);
    expect(sent).toEqual([]);
  });

  it('stores a change on the user at once', async () => {
    await login('keeper', 'pass');
    const result = preference();
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    await waitFor(() => expect(sent).toEqual([false]));
    expect(storedOnServer).toBe(false);
    expect(localStorage.getItem(PREFERENCES_NOT_SAVED_KEY)).toBeNull();
  });

  it('keeps a change made while the server cannot be reached for the next sign-in of that user', async () => {
    await login('keeper', 'pass');
    reachable = false;
    const result = preference();
    act(() => result.current[1](false));
    await waitFor(() => expect(localStorage.getItem(PREFERENCES_NOT_SAVED_KEY)).toBe('u1'));
    expect(storedOnServer).toBe(true);
    reachable = true;
    clearSession();
    await login('keeper', 'pass');
    expect(sent).toEqual([false]);
    expect(storedOnServer).toBe(false);
    expect(preference().current[0]).toBe(false);
    expect(localStorage.getItem(PREFERENCES_NOT_SAVED_KEY)).toBeNull();
  });

  it('does not hand one user’s unsaved change to another user', async () => {
    localStorage.setItem(SIMPLIFIED_MOBILE_UI_KEY, 'false');
    localStorage.setItem(PREFERENCES_NOT_SAVED_KEY, 'someone-else');
    await login('keeper', 'pass');
    expect(sent).toEqual([]);
    expect(preference().current[0]).toBe(true);
    expect(localStorage.getItem(PREFERENCES_NOT_SAVED_KEY)).toBeNull();
  });
});
