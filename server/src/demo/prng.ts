// Deterministic randomness for generated data: the same seed gives the same demo on
// every machine and every run (no Math.random), and ids shaped like UUID v7.

/** 32-bit FNV-1a of a text: turns a store code into a PRNG seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32) with the draws the generators need. */
export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = (typeof seed === 'string' ? seedOf(seed) : seed) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(values: readonly T[]): T {
    const v = values[Math.floor(this.next() * values.length)];
    if (v === undefined) throw new Error('pick from an empty list');
    return v;
  }
}

const hex = (n: number, digits: number): string => n.toString(16).padStart(digits, '0');

/**
 * Ids shaped like UUID v7 (48-bit milliseconds first, so they sort by time and append
 * to indexes) made deterministic: a 24-bit namespace (one per store and run) and a
 * 48-bit sequence take the random bits' place, which keeps every id unique without
 * drawing from a generator that could repeat itself.
 */
export function idMaker(namespace: number): (ms: number) => string {
  if (namespace < 0 || namespace > 0xffffff) throw new RangeError('namespace out of range');
  const nsHigh = hex(namespace >>> 12, 3);
  const nsLow = hex(namespace & 0xfff, 3);
  let sequence = 0;
  return (ms: number) => {
    sequence++;
    const t = hex(Math.max(0, Math.floor(ms)), 12);
    return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${nsHigh}-8${nsLow}-${hex(sequence, 12)}`;
  };
}
