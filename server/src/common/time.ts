/** The current time, injectable so tests can move it (lockout, token expiry). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const toIso = (d: Date): string => d.toISOString();
export const toNaiveDate = (d: Date): string => d.toISOString().slice(0, 10);
export const addMinutes = (d: Date, minutes: number): Date =>
  new Date(d.getTime() + minutes * 60_000);
