import { describe, expect, it } from 'vitest';
import {
  AUTH_MARKER_KEY,
  clearAuthMarker,
  getAuthMarker,
  getServerErrorMessage,
  markerAfterLogin,
  SERVER_ERROR_KEY,
  setAuthMarker,
  setServerErrorMessage,
} from './markers';
import { getMruCredentials, rememberCredential } from './sessionCookie';

describe('markerAfterLogin', () => {
  it('sets Unauthenticated without a token', () => {
    expect(markerAfterLogin(false, true, null)).toBe('Unauthenticated');
  });
  it('sets NoStoreAssigned without a store', () => {
    expect(markerAfterLogin(true, false, 'Timeout')).toBe('NoStoreAssigned');
  });
  it('clears the marker when both are present, unless it is ServerError', () => {
    expect(markerAfterLogin(true, true, 'Timeout')).toBeNull();
    expect(markerAfterLogin(true, true, 'Forbidden')).toBeNull();
    expect(markerAfterLogin(true, true, 'ServerError')).toBe('ServerError');
  });
});

describe('marker storage', () => {
  it('keeps the marker and the server message under /error/auth and /error/server', () => {
    setAuthMarker('ServerError');
    setServerErrorMessage('boom');
    expect(localStorage.getItem(AUTH_MARKER_KEY)).toBe('ServerError');
    expect(localStorage.getItem(SERVER_ERROR_KEY)).toBe('boom');
    expect(getServerErrorMessage()).toBe('boom');
    clearAuthMarker();
    expect(getAuthMarker()).toBeNull();
    expect(getServerErrorMessage()).toBeNull();
  });
  it('ignores unknown stored values', () => {
    localStorage.setItem(AUTH_MARKER_KEY, 'Whatever');
    expect(getAuthMarker()).toBeNull();
  });
});

describe('most recent credentials', () => {
  it('puts the latest user first with the store they used, one entry per user', () => {
    rememberCredential('admin', 'a');
    rememberCredential('storekeeper', 'b');
    rememberCredential('Admin', 'c');
    expect(getMruCredentials()).toEqual([
      { username: 'Admin', store: { id: 'c' } },
      { username: 'storekeeper', store: { id: 'b' } },
    ]);
  });
});
