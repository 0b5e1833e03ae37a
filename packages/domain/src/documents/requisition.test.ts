import { describe, expect, it } from 'vitest';
import {
  REQUISITION_LIFECYCLES,
  approvalAfter,
  defaultSupplyQuantity,
  emergencyItemsOver,
  isRequisitionEditable,
  needsVarianceReason,
  remainingToSupply,
  requisitionLowStock,
  requisitionMoveRefusal,
  sendRefusal,
  suggestedQuantityWorking,
} from './requisition';

describe('status moves per type (DOCUMENTS.md 5.1, 6.1)', () => {
  it.each([
    ['REQUEST', 'DRAFT', 'SENT', 'USER', null],
    ['REQUEST', 'SENT', 'FINALISED', 'TRANSFER', null],
    ['REQUEST', 'SENT', 'FINALISED', 'USER', 'NOT_SET_BY_THIS_MOVER'],
    ['REQUEST', 'DRAFT', 'FINALISED', 'TRANSFER', 'NOT_AN_ALLOWED_MOVE'],
    ['REQUEST', 'SENT', 'DRAFT', 'USER', 'NOT_AN_ALLOWED_MOVE'],
    ['REQUEST', 'SENT', 'SENT', 'USER', 'SAME_STATUS'],
    ['REQUEST', 'DRAFT', 'NEW', 'USER', 'NOT_A_STATUS_OF_TYPE'],
    ['RESPONSE', 'NEW', 'FINALISED', 'USER', null],
    ['RESPONSE', 'FINALISED', 'NEW', 'USER', 'NOT_AN_ALLOWED_MOVE'],
    ['RESPONSE', 'NEW', 'SENT', 'USER', 'NOT_A_STATUS_OF_TYPE'],
    ['RESPONSE', 'DRAFT', 'FINALISED', 'USER', 'NOT_A_STATUS_OF_TYPE'],
  ] as const)('%s %s -> %s by %s: %s', (type, from, to, by, expected) => {
    expect(requisitionMoveRefusal(type, from, to, by)).toBe(expected);
  });

  it('starts a request in DRAFT and a response in NEW', () => {
    expect(REQUISITION_LIFECYCLES.REQUEST.initial).toBe('DRAFT');
    expect(REQUISITION_LIFECYCLES.RESPONSE.initial).toBe('NEW');
  });

  it.each([
    ['REQUEST', 'DRAFT', 'NONE', true],
    ['REQUEST', 'SENT', 'NONE', false],
    ['REQUEST', 'FINALISED', 'NONE', false],
    ['RESPONSE', 'NEW', 'NONE', true],
    ['RESPONSE', 'NEW', 'APPROVED', true],
    ['RESPONSE', 'NEW', 'PENDING', false],
    ['RESPONSE', 'NEW', 'DENIED', false],
    ['RESPONSE', 'FINALISED', 'APPROVED', false],
  ] as const)('%s %s approval %s editable: %s', (type, status, approvalStatus, expected) => {
    expect(isRequisitionEditable({ type, status, approvalStatus })).toBe(expected);
  });
});

describe('approval (decision 10)', () => {
  it.each([
    ['PENDING', 'APPROVE', 'APPROVED'],
    ['PENDING', 'DENY', 'DENIED'],
    ['NONE', 'APPROVE', null],
    ['APPROVED', 'DENY', null],
    ['DENIED', 'APPROVE', null],
  ] as const)('%s then %s -> %s', (current, action, expected) => {
    expect(approvalAfter(current, action)).toBe(expected);
  });

  it('supplies the requested quantity without approval and the approved one after it', () => {
    const line = { requestedQuantity: 100, approvedQuantity: 60 };
    expect(defaultSupplyQuantity('NONE', line)).toBe(100);
    expect(defaultSupplyQuantity('APPROVED', line)).toBe(60);
  });
});

describe('sending and program limits (spec 001 sections 4 and 5)', () => {
  it.each([
    [[], 'NO_LINES'],
    [[0, 0], 'NOTHING_REQUESTED'],
    [[0, 5], null],
  ] as const)('lines requesting %j: %s', (requested, expected) => {
    expect(sendRefusal(requested.map((q) => ({ requestedQuantity: q })))).toBe(expected);
  });

  it.each([
    [[5, 0, 3], 2, 0],
    [[5, 1, 3], 2, 1],
    [[5, 1, 3, 0, 8], 0, 4],
  ])('emergency lines requesting %j with a limit of %d: %d over', (requested, max, over) => {
    expect(
      emergencyItemsOver(
        requested.map((q) => ({ requestedQuantity: q })),
        max,
      ),
    ).toBe(over);
  });

  it('asks for a reason only where requested differs from suggested', () => {
    expect(needsVarianceReason({ requestedQuantity: 10, suggestedQuantity: 10 })).toBe(false);
    expect(needsVarianceReason({ requestedQuantity: 12, suggestedQuantity: 10 })).toBe(true);
  });
});

describe('remaining to supply = max(0, supply − already issued) (DOCUMENTS.md 6.2)', () => {
  it.each([
    [100, 0, 100],
    [100, 40, 60],
    [100, 100, 0],
    [100, 130, 0],
  ])('supply %d, issued %d -> %d', (supplyQuantity, alreadyIssued, expected) => {
    expect(remainingToSupply({ supplyQuantity, alreadyIssued })).toBe(expected);
  });
});

describe('suggested quantity (spec 001 s. 9 with its reorder threshold, decision 0031)', () => {
  // Worked by hand: mos = SOH ÷ AMC; threshold = min months, or max when min is 0;
  // above the threshold 0, else round(max × AMC − max(SOH, 0)).
  it.each([
    // AMC, SOH, min, max -> quantity, rule, months of stock
    [100, 50, 0, 3, 250, 'ORDER_UP_TO_TARGET', 0.5], // 300 − 50
    [100, 250, 2, 4, 0, 'ABOVE_THRESHOLD', 2.5], // 2.5 months > 2: not yet, though 400 − 250 = 150
    [100, 150, 2, 4, 250, 'ORDER_UP_TO_TARGET', 1.5], // 400 − 150
    [100, 200, 2, 4, 200, 'ORDER_UP_TO_TARGET', 2], // exactly at the threshold orders
    [100, 0, 2, 4, 400, 'ORDER_UP_TO_TARGET', 0],
    [100, -30, 2, 4, 400, 'ORDER_UP_TO_TARGET', 0], // negative stock counts as 0
    [10.3, 7, 0, 3, 24, 'ORDER_UP_TO_TARGET', 7 / 10.3], // 30.9 − 7 = 23.9 -> 24
    [10.5, 0, 0, 1, 11, 'ORDER_UP_TO_TARGET', 0], // 10.5 rounds half up to 11
    [10.2, 0, 0, 1, 10, 'ORDER_UP_TO_TARGET', 0], // 10.2 rounds down to 10, not up
    [0, 0, 1, 3, 0, 'NO_CONSUMPTION', null],
    [50, 20, 0, 0, 0, 'NO_TARGET', 0.4],
    [100, 500, 0, 3, 0, 'ABOVE_THRESHOLD', 5],
  ])(
    'AMC %d, stock %d, min %d, max %d -> %d (%s)',
    (amc, stockOnHand, minMonths, maxMonths, quantity, rule, months) => {
      const working = suggestedQuantityWorking({ amc, stockOnHand, minMonths, maxMonths });
      expect(working.quantity).toBe(quantity);
      expect(working.rule).toBe(rule);
      if (months === null) expect(working.monthsOfStock).toBeNull();
      else expect(working.monthsOfStock).toBeCloseTo(months, 12);
      expect(working.inputs).toEqual({ amc, stockOnHand, minMonths, maxMonths });
    },
  );

  it('returns the steps behind the number', () => {
    expect(
      suggestedQuantityWorking({ amc: 100, stockOnHand: 150, minMonths: 2, maxMonths: 4 }),
    ).toEqual({
      quantity: 250,
      rule: 'ORDER_UP_TO_TARGET',
      inputs: { amc: 100, stockOnHand: 150, minMonths: 2, maxMonths: 4 },
      monthsOfStock: 1.5,
      thresholdMonths: 2,
      targetQuantity: 400,
      shortfall: 250,
    });
    const noMin = suggestedQuantityWorking({
      amc: 20,
      stockOnHand: 70,
      minMonths: 0,
      maxMonths: 3,
    });
    expect(noMin.thresholdMonths).toBe(3);
    expect(noMin.quantity).toBe(0); // 3.5 months > 3 months
    expect(noMin.rule).toBe('ABOVE_THRESHOLD');
  });

  it('counts 1.1 ÷ 0.1 (11.000000000000002 in floats) as 11 months, at the threshold', () => {
    const working = suggestedQuantityWorking({
      amc: 0.1,
      stockOnHand: 1.1,
      minMonths: 11,
      maxMonths: 20,
    });
    expect(working.rule).toBe('ORDER_UP_TO_TARGET');
    expect(working.quantity).toBe(1); // round(20 × 0.1 − 1.1) = round(0.9)
  });

  it('refuses what is not a number', () => {
    expect(() =>
      suggestedQuantityWorking({ amc: Number.NaN, stockOnHand: 0, minMonths: 0, maxMonths: 3 }),
    ).toThrow(RangeError);
  });
});

describe('requisition low-stock hint against max months × AMC (spec 000 s. 9)', () => {
  it.each([
    [100, 100, 4, 'BELOW_HALF'], // max 400: 100 is a quarter, not below it
    [99, 100, 4, 'BELOW_QUARTER'],
    [199, 100, 4, 'BELOW_HALF'],
    [200, 100, 4, 'OK'],
    [0, 0, 4, 'OK'],
  ] as const)('stock %d, AMC %d, max %d months -> %s', (stockOnHand, amc, maxMonths, level) => {
    expect(requisitionLowStock({ stockOnHand, amc, maxMonths })).toBe(level);
  });
});
