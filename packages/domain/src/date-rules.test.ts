import { describe, expect, it } from 'vitest';
import { expiryDateProblem, isValidNaiveDate, movementDateProblem } from './date-rules';

// Spec 001 s. 5: dates must not be in the future, and invalid dates are refused.
describe('isValidNaiveDate', () => {
  it.each([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['2025-01-01T00:00:00Z', false],
    ['', false],
    ['NaN-NaN-NaN', false],
  ])('%s: %s', (value, valid) => {
    expect(isValidNaiveDate(value)).toBe(valid);
  });
});

describe('expiryDateProblem', () => {
  it.each([
    [null, undefined],
    [undefined, undefined],
    ['2030-12-31', undefined],
    // An expired batch can still be recorded (stock found on a shelf).
    ['2001-01-31', undefined],
    ['2030-02-30', 'InvalidDate'],
    ['31/12/2030', 'InvalidDate'],
  ])('%s: %s', (value, problem) => {
    expect(expiryDateProblem(value)).toBe(problem);
  });
});

describe('movementDateProblem', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it.each([
    ['now', '2026-03-10T12:00:00.000Z', undefined],
    ['back-dated a year', '2025-03-10T12:00:00.000Z', undefined],
    ['a millisecond ahead', '2026-03-10T12:00:00.001Z', 'DateInFuture'],
    ['tomorrow', '2026-03-11T00:00:00.000Z', 'DateInFuture'],
    ['not a date', 'not a date', 'InvalidDate'],
  ])('%s: %s', (_name, at, problem) => {
    expect(movementDateProblem(new Date(at), now)).toBe(problem);
  });
});
