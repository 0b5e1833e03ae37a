import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { formatRemaining, useLockoutCountdown } from './useLockoutCountdown';

describe('useLockoutCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Every value the hook rendered, shown as the sign-in page shows it. */
  function renderCountdown(initial: number | undefined) {
    const shown: string[] = [];
    const view = renderHook(
      ({ timeout }: { timeout: number | undefined }) => {
        const left = useLockoutCountdown(timeout);
        shown.push(formatRemaining(left, 'en'));
        return left;
      },
      { initialProps: { timeout: initial } },
    );
    return { ...view, shown };
  }

  it('shows the time left from its first render, a second at a time, and never 0:00 while locked', async () => {
    const { result, shown } = renderCountdown(3_000);
    expect(shown).toEqual(['0:03']);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(2_000);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(shown).toEqual(['0:03', '0:02', '0:01']);
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The lockout ends at its deadline: 0 then, and no timer left running.
    expect(shown).toEqual(['0:03', '0:02', '0:01', '0:00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a part second as a whole one', async () => {
    const { result, shown } = renderCountdown(1_500);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toBe(1_000);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shown).toEqual(['0:02', '0:01', '0:00']);
  });

  it('starts again from a new lockout in the render that receives it', async () => {
    const { rerender, result, shown } = renderCountdown(2_000);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current).toBe(0);
    rerender({ timeout: 60_000 });
    expect(result.current).toBe(60_000);
    expect(shown.slice(3)).not.toContain('0:00');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current).toBe(30_000);
  });

  it('is 0 without a lockout, with no timer', () => {
    const { result } = renderCountdown(undefined);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
