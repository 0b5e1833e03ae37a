import { describe, expect, it } from 'vitest';
import { isAlmostExpired, isExpired } from './expiry';

const today = new Date(2025, 0, 31);

describe('isAlmostExpired', () => {
  it.each([
    [new Date(2024, 11, 1), true],
    [new Date(2025, 0, 31), true],
    [new Date(2025, 3, 30), true],
    [new Date(2025, 4, 1), false],
    [new Date(2026, 0, 1), false],
  ])('expiry %s', (expiry, expected) => {
    expect(isAlmostExpired(expiry, today)).toBe(expected);
  });
  it('takes a custom threshold', () => {
    expect(isAlmostExpired(new Date(2025, 6, 1), today, 6)).toBe(true);
  });
});

describe('isExpired', () => {
  it.each([
    [new Date(2025, 0, 30), true],
    [new Date(2025, 0, 31, 23, 0), false],
    [new Date(2025, 1, 1), false],
  ])('expiry %s', (expiry, expected) => {
    expect(isExpired(expiry, today)).toBe(expected);
  });
});
