import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_DEBOUNCE_MS, useDebouncedCallback } from './useDebouncedCallback';
import { useLocalStorage } from '../../core/useLocalStorage';
import { RESIZE_DEBOUNCE_MS, useWindowSize } from './useWindowSize';

describe('useDebouncedCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once with the last arguments after the pause', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 150));
    result.current('a');
    vi.advanceTimersByTime(100);
    result.current('b');
    vi.advanceTimersByTime(149);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('waits 500 ms by default (spec 000 section 9)', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(500);
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback));
    result.current('x');
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledExactlyOnceWith('x');
  });

  it('drops a pending call on unmount, and flush runs it at once', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 150));
    result.current('now');
    result.current.flush();
    expect(callback).toHaveBeenCalledWith('now');
    result.current('later');
    unmount();
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('useLocalStorage', () => {
  it('reads, writes and survives unreadable values', () => {
    localStorage.setItem('/test/key', '{broken');
    const { result } = renderHook(() => useLocalStorage('/test/key', { a: 1 }));
    expect(result.current[0]).toEqual({ a: 1 });
    act(() => result.current[1]({ a: 2 }));
    expect(result.current[0]).toEqual({ a: 2 });
    expect(localStorage.getItem('/test/key')).toBe('{"a":2}');
  });
});

describe('useWindowSize', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows resizes after 500 ms of quiet', () => {
    const { result } = renderHook(() => useWindowSize());
    const before = result.current;
    act(() => {
      Object.assign(window, { innerWidth: 640, innerHeight: 480 });
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toEqual(before);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ width: 640, height: 480 });
  });
});
