import { useEffect, useState } from 'react';

/** Milliseconds left of an account lockout, counting down each second to zero. */
export function useLockoutCountdown(timeoutRemaining: number | undefined): number {
  const [deadline, setDeadline] = useState<number | undefined>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (timeoutRemaining === undefined) {
      setDeadline(undefined);
      return;
    }
    const start = Date.now();
    setNow(start);
    setDeadline(start + timeoutRemaining);
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [timeoutRemaining]);
  return deadline === undefined ? 0 : Math.max(0, deadline - now);
}

/** m:ss (or h:mm:ss), digits formatted for the language. */
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
