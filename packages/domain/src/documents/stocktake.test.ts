// Stocktake rules as tables, written from spec 001 sections 3.1, 4 and 5 and DOCUMENTS.md 9,
// scenario 36 and decision 8.
import { describe, expect, it } from 'vitest';
import {
  STOCKTAKE_SORT_KEYS,
  STOCKTAKE_STATUSES,
  countDifference,
  isSnapshotMismatch,
  reducesBelowReserved,
  settleMismatch,
  stocktakeReasonProblem,
  stocktakeRefusal,
  unitsToPacks,
  type StocktakeAction,
  type StocktakeState,
} from './stocktake';

const NEW: StocktakeState = { status: 'NEW', onHold: false, isLocked: false };
const HELD: StocktakeState = { ...NEW, onHold: true };
const LOCKED: StocktakeState = { ...NEW, isLocked: true };
const DONE: StocktakeState = { ...NEW, status: 'FINALISED' };

const edit: StocktakeAction = { kind: 'UPDATE', changesMore: true };
const lines: StocktakeAction = { kind: 'LINES' };
const finalise: StocktakeAction = { kind: 'FINALISE' };
const del: StocktakeAction = { kind: 'DELETE' };

describe('stocktake enumerations', () => {
  it('has the spec statuses and sort fields', () => {
    expect(STOCKTAKE_STATUSES).toEqual(['NEW', 'FINALISED']);
    expect([...STOCKTAKE_SORT_KEYS].sort()).toEqual(
      [
        'comment',
        'createdDatetime',
        'description',
        'finalisedDatetime',
        'stocktakeDate',
        'stocktakeNumber',
      ].sort(),
    );
  });
});

describe('what a state allows', () => {
  it.each([
    ['new', NEW, edit, undefined],
    ['new', NEW, lines, undefined],
    ['new', NEW, finalise, undefined],
    ['new', NEW, del, undefined],
    ['finalised', DONE, edit, 'CannotEditStocktake'],
    ['finalised', DONE, lines, 'CannotEditStocktake'],
    ['finalised', DONE, finalise, 'CannotEditStocktake'],
    ['finalised', DONE, del, 'CannotEditStocktake'],
    [
      'finalised, even unlocking',
      DONE,
      { kind: 'UPDATE', isLocked: false, changesMore: false },
      'CannotEditStocktake',
    ],
    ['locked', LOCKED, edit, 'StocktakeIsLocked'],
    ['locked', LOCKED, lines, 'StocktakeIsLocked'],
    ['locked', LOCKED, finalise, 'StocktakeIsLocked'],
    ['locked', LOCKED, del, 'StocktakeIsLocked'],
    [
      'locked, holding it',
      LOCKED,
      { kind: 'UPDATE', onHold: true, changesMore: false },
      'StocktakeIsLocked',
    ],
    [
      'locked, unlocking',
      LOCKED,
      { kind: 'UPDATE', isLocked: false, changesMore: false },
      undefined,
    ],
    [
      'locked, unlocking and editing',
      LOCKED,
      { kind: 'UPDATE', isLocked: false, changesMore: true },
      undefined,
    ],
    ['on hold', HELD, edit, 'StocktakeIsOnHold'],
    ['on hold', HELD, lines, 'StocktakeIsOnHold'],
    ['on hold', HELD, finalise, 'StocktakeIsOnHold'],
    ['on hold', HELD, del, 'StocktakeIsOnHold'],
    ['on hold, locking', HELD, { kind: 'UPDATE', isLocked: true, changesMore: false }, undefined],
    [
      'on hold, lifting it and editing',
      HELD,
      { kind: 'UPDATE', onHold: false, changesMore: true },
      undefined,
    ],
    ['on hold, lifting it and finalising', HELD, { kind: 'FINALISE', onHold: false }, undefined],
  ] as const)('%s: %j -> %s', (_name, state, action, refusal) => {
    expect(stocktakeRefusal(state, action as StocktakeAction)).toBe(refusal);
  });
});

describe('the difference of a line', () => {
  it.each([
    [10, null, null],
    [10, 10, 0],
    [10, 7, -3],
    [0, 4, 4],
    [0.1 + 0.2, 0.3, 0],
  ])('snapshot %s, counted %s -> %s', (snapshot, counted, diff) => {
    expect(
      countDifference({ snapshotNumberOfPacks: snapshot, countedNumberOfPacks: counted }),
    ).toBe(diff);
  });
});

describe('the reason rule (DOCUMENTS.md 9.2, scenario 36)', () => {
  const negative = { type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true };
  const positive = { type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true };
  const wastage = { type: 'OPEN_VIAL_WASTAGE', isActive: true };
  const base = { isInitial: false, isVaccine: false, chosen: undefined };
  it.each([
    [
      '7 of 10, a negative reason exists, none given',
      10,
      7,
      { activeReasonTypes: ['NEGATIVE_INVENTORY_ADJUSTMENT'] },
      'AdjustmentReasonNotProvided',
    ],
    [
      '7 of 10 on an initial stocktake',
      10,
      7,
      { activeReasonTypes: ['NEGATIVE_INVENTORY_ADJUSTMENT'], isInitial: true },
      undefined,
    ],
    [
      '7 of 10, only positive reasons exist',
      10,
      7,
      { activeReasonTypes: ['POSITIVE_INVENTORY_ADJUSTMENT'] },
      undefined,
    ],
    [
      '12 of 10, a positive reason exists',
      10,
      12,
      { activeReasonTypes: ['POSITIVE_INVENTORY_ADJUSTMENT'] },
      'AdjustmentReasonNotProvided',
    ],
    [
      '10 of 10 needs none',
      10,
      10,
      { activeReasonTypes: ['NEGATIVE_INVENTORY_ADJUSTMENT', 'POSITIVE_INVENTORY_ADJUSTMENT'] },
      undefined,
    ],
    [
      'uncounted needs none',
      10,
      null,
      { activeReasonTypes: ['NEGATIVE_INVENTORY_ADJUSTMENT'] },
      undefined,
    ],
    [
      '7 of 10 with a negative reason',
      10,
      7,
      { activeReasonTypes: [], chosen: negative },
      undefined,
    ],
    [
      '7 of 10 with a positive reason',
      10,
      7,
      { activeReasonTypes: [], chosen: positive },
      'AdjustmentReasonNotValid',
    ],
    [
      '12 of 10 with a negative reason',
      10,
      12,
      { activeReasonTypes: [], chosen: negative },
      'AdjustmentReasonNotValid',
    ],
    [
      '7 of 10 open vial wastage, not a vaccine',
      10,
      7,
      { activeReasonTypes: [], chosen: wastage },
      'AdjustmentReasonNotValid',
    ],
    [
      '7 of 10 open vial wastage of a vaccine',
      10,
      7,
      { activeReasonTypes: [], chosen: wastage, isVaccine: true },
      undefined,
    ],
    [
      '7 of 10 with an inactive reason',
      10,
      7,
      { activeReasonTypes: [], chosen: { ...negative, isActive: false } },
      'AdjustmentReasonNotValid',
    ],
    [
      '7 of 10 with an unknown reason',
      10,
      7,
      { activeReasonTypes: [], chosen: null },
      'AdjustmentReasonNotValid',
    ],
    [
      'initial, a wrong reason given',
      0,
      5,
      { activeReasonTypes: [], chosen: negative, isInitial: true },
      'AdjustmentReasonNotValid',
    ],
  ] as const)('%s', (_name, snapshot, counted, over, problem) => {
    expect(
      stocktakeReasonProblem({
        ...base,
        ...over,
        snapshotNumberOfPacks: snapshot,
        countedNumberOfPacks: counted,
      }),
    ).toBe(problem);
  });
});

describe('reserved stock (DOCUMENTS.md 9.2: (total - counted) > avail; 4 of 10 reserved)', () => {
  it.each([
    [10, 6, 3, true],
    [10, 6, 0, true],
    [10, 6, 4, false],
    [10, 6, 6, false],
    [10, 6, 12, false],
    [10, 10, 0, false],
    [10, 6, null, false],
  ])('total %s, avail %s, counted %s -> %s', (total, avail, counted, refused) => {
    expect(
      reducesBelowReserved(counted, { totalNumberOfPacks: total, availableNumberOfPacks: avail }),
    ).toBe(refused);
  });
});

describe('a snapshot mismatch and its resolutions (decision 8)', () => {
  const batch = (total: number) => ({ totalNumberOfPacks: total, availableNumberOfPacks: total });
  it('is a counted line whose batch total moved', () => {
    const line = { snapshotNumberOfPacks: 10, countedNumberOfPacks: 9 };
    expect(isSnapshotMismatch(line, batch(10))).toBe(false);
    expect(isSnapshotMismatch(line, batch(8))).toBe(true);
    expect(isSnapshotMismatch({ ...line, countedNumberOfPacks: null }, batch(8))).toBe(false);
    expect(isSnapshotMismatch(line, undefined)).toBe(false);
  });

  it('KEEP_COUNT takes the current total as snapshot and keeps the count', () => {
    const line = { snapshotNumberOfPacks: 10, countedNumberOfPacks: 7, reasonOptionId: 'neg' };
    // 3 were issued during the count: 7 on the shelf is now no difference at all
    expect(settleMismatch(line, batch(7), 'KEEP_COUNT', () => true)).toEqual({
      snapshotNumberOfPacks: 7,
      countedNumberOfPacks: 7,
      reasonOptionId: null,
    });
    // 1 was issued: still a decrease of 2, the negative reason still fits
    expect(settleMismatch(line, batch(9), 'KEEP_COUNT', (d) => d === 'REDUCTION')).toEqual({
      snapshotNumberOfPacks: 9,
      countedNumberOfPacks: 7,
      reasonOptionId: 'neg',
    });
    // 5 were issued: the count is now an increase of 2, the negative reason goes
    expect(settleMismatch(line, batch(5), 'KEEP_COUNT', (d) => d === 'REDUCTION')).toEqual({
      snapshotNumberOfPacks: 5,
      countedNumberOfPacks: 7,
      reasonOptionId: null,
    });
  });

  it('RECOUNT takes the current total as snapshot and clears the count', () => {
    const line = { snapshotNumberOfPacks: 10, countedNumberOfPacks: 7, reasonOptionId: 'neg' };
    expect(settleMismatch(line, batch(12), 'RECOUNT', () => true)).toEqual({
      snapshotNumberOfPacks: 12,
      countedNumberOfPacks: null,
      reasonOptionId: null,
    });
  });

  it('leaves a line that is no mismatch as it is', () => {
    const line = { snapshotNumberOfPacks: 10, countedNumberOfPacks: 7, reasonOptionId: 'neg' };
    expect(settleMismatch(line, batch(10), 'RECOUNT', () => true)).toBe(line);
  });
});

describe('a count in units', () => {
  it.each([
    [30, 10, 3],
    [5, 10, 0.5],
    [10, 3, 3.333333],
    [0, 10, 0],
  ])('%s units of packs of %s -> %s packs', (units, packSize, packs) => {
    expect(unitsToPacks(units, packSize)).toBe(packs);
  });
});
