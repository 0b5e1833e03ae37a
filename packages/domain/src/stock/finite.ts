/** The number itself, or a RangeError naming it: a NaN or an infinity in a stock formula is a bug upstream, not a quantity. */
export function finite(name: string, value: number): number {
  if (!Number.isFinite(value))
    throw new RangeError(`${name} must be a finite number, got ${value}`);
  return value;
}
