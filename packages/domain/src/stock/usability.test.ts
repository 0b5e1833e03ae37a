import { describe, expect, it } from 'vitest';
import { isUsable, unusableReasons, type BatchCondition } from './usability';

const good: BatchCondition = {
  onHold: false,
  locationOnHold: false,
  expiryDate: '2027-06-30',
  vvmUnusable: false,
};
const today = '2026-11-24';

describe('usable stock', () => {
  it('a batch in date, not on hold, in a free location and with a usable VVM can be issued', () => {
    expect(unusableReasons(good, today)).toEqual([]);
    expect(isUsable(good, today)).toBe(true);
    expect(isUsable({ ...good, expiryDate: null }, today)).toBe(true);
  });

  it('names each reason a batch cannot be issued', () => {
    expect(unusableReasons({ ...good, onHold: true }, today)).toEqual(['ON_HOLD']);
    expect(unusableReasons({ ...good, locationOnHold: true }, today)).toEqual(['LOCATION_ON_HOLD']);
    expect(unusableReasons({ ...good, expiryDate: '2026-11-23' }, today)).toEqual(['EXPIRED']);
    expect(unusableReasons({ ...good, vvmUnusable: true }, today)).toEqual(['VVM_UNUSABLE']);
  });

  it('lists every reason that applies, in the order they are checked', () => {
    expect(
      unusableReasons(
        { onHold: true, locationOnHold: true, expiryDate: '2020-01-01', vvmUnusable: true },
        today,
      ),
    ).toEqual(['ON_HOLD', 'LOCATION_ON_HOLD', 'EXPIRED', 'VVM_UNUSABLE']);
  });

  it('can issue a batch on its expiry date, not the day after', () => {
    expect(isUsable({ ...good, expiryDate: today }, today)).toBe(true);
    expect(isUsable({ ...good, expiryDate: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(isUsable({ ...good, expiryDate: '2026-11-24' }, '2026-11-25')).toBe(false);
    expect(isUsable({ ...good, expiryDate: '2026-12-31' }, '2027-01-01')).toBe(false);
  });

  it('reads an expiry given with a time as its day', () => {
    expect(isUsable({ ...good, expiryDate: '2026-11-24T00:00:00.000Z' }, today)).toBe(true);
    expect(isUsable({ ...good, expiryDate: '2026-11-23T23:59:59.000Z' }, today)).toBe(false);
  });

  it('refuses a today that is not a day', () => {
    expect(() => unusableReasons(good, '24/11/2026')).toThrow(RangeError);
    expect(() => unusableReasons(good, '')).toThrow(RangeError);
  });
});
