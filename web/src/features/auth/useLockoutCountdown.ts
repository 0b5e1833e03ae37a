import { useEffect, useState } from 'react';

interface Countdown {
  /** The timeoutRemaining this countdown started from. */
  source: number | undefined;
  deadline: number;
  now: number;
}

function startCountdown(source: number | undefined): Countdown {
  const now = Date.now();
  return { source, now, deadline: now + Math.max(0, source ?? 0) };
}

/**
 * Milliseconds left of an account lockout, counting down each second; 0 once it is over (and
 * only then). The deadline is fixed in the render that first sees the lockout: fixing it in an
 * effect painted 0:00 before the first tick.
 */
export function useLockoutCountdown(timeoutRemaining: number | undefined): number {
  const [stored, setStored] = useState(() => startCountdown(timeoutRemaining));
  let countdown = stored;
  if (stored.source !== timeoutRemaining) {
    // A new lockout: adjust the state while rendering, so no frame shows the old one.
    countdown = startCountdown(timeoutRemaining);
    setStored(countdown);
  }
  const { deadline } = countdown;
  useEffect(() => {
    let id: ReturnType<typeof setTimeout> | undefined;
    // Wake at each whole second of the time left (shown rounded up): the display changes on the
    // second, a late timer does not drift, and the last wake is the deadline itself.
    const wakeNextSecond = () => {
      const left = deadline - Date.now();
      if (left <= 0) return;
      id = setTimeout(
        () => {
          setStored((current) => ({ ...current, now: Date.now() }));
          wakeNextSecond();
        },
        left % 1000 || 1000,
      );
    };
    wakeNextSecond();
    return () => clearTimeout(id);
  }, [deadline]);
  const left = Math.max(0, deadline - countdown.now);
  return left;
}

/** m:ss (or h:mm:ss), digits formatted for the language; a part second counts as a second. */
export function formatRemaining(milliseconds: number, language: string): string {
  const total = Math.ceil(milliseconds / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => value.toLocaleString(language, { minimumIntegerDigits: 2 });
  const head =
    hours > 0
      ? `${hours.toLocaleString(language)}:${two(minutes)}`
      : minutes.toLocaleString(language);
  return `${head}:${two(seconds)}`;
}
