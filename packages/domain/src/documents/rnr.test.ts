import { describe, expect, it } from 'vitest';
import { adjustedMonthlyConsumption } from '../stock/statistics';
import {
  adjustedConsumption,
  availablePeriods,
  monthlyConsumption,
  periodDays,
  programPeriodWindow,
  rnrAverageMonthlyConsumption,
  rnrFinalBalance,
  rnrLineFigures,
  rnrLineProblems,
  sameOrderType,
  stockOutDays,
} from './rnr';

describe('period days, both ends included', () => {
  it.each([
    ['2026-01-01', '2026-01-31', 31],
    ['2024-02-01', '2024-02-29', 29],
    ['2026-01-01', '2026-03-31', 90],
    ['2026-05-07', '2026-05-07', 1],
  ])('%s to %s: %d days', (start, end, days) => {
    expect(periodDays(start, end)).toBe(days);
  });

  it('refuses a date that is not one', () => {
    expect(() => periodDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('final balance = initial + received − consumed + adjustments − losses', () => {
  it.each([
    [100, 50, 80, -5, 3, 62],
    [100, 50, 80, 10, undefined, 80],
    [0, 0, 20, 0, 0, -20],
  ])(
    '%d + %d − %d + %d − %s = %d',
    (initialBalance, received, consumed, adjustments, losses, final) => {
      expect(rnrFinalBalance({ initialBalance, received, consumed, adjustments, losses })).toBe(
        final,
      );
    },
  );
});

describe('stock-out days: days whose closing balance is 0', () => {
  it('counts the empty days between movements', () => {
    // Opening 5; empty after the 3rd until 10 arrive on the 6th; empty again on the 9th.
    expect(
      stockOutDays({
        startDate: '2026-01-01',
        endDate: '2026-01-10',
        openingBalance: 5,
        movements: [
          { date: '2026-01-09', quantity: -10 },
          { date: '2026-01-03', quantity: -5 },
          { date: '2026-01-06', quantity: 10 },
          { date: '2025-12-31', quantity: 100 }, // before the period: ignored
          { date: '2026-01-11', quantity: -10 }, // after it: ignored
        ],
      }),
    ).toBe(5); // the 3rd, 4th, 5th, 9th and 10th
  });

  it('counts every day of a period that starts and stays empty', () => {
    expect(
      stockOutDays({
        startDate: '2026-02-01',
        endDate: '2026-02-28',
        openingBalance: 0,
        movements: [],
      }),
    ).toBe(28);
  });

  it('does not count a day that ends with stock though it started empty', () => {
    expect(
      stockOutDays({
        startDate: '2026-02-01',
        endDate: '2026-02-03',
        openingBalance: 0,
        movements: [
          { date: '2026-02-02', quantity: 4 },
          { date: '2026-02-02', quantity: -1 },
        ],
      }),
    ).toBe(1);
  });
});

describe('adjusted consumption = consumed × days ÷ (days − stock-out days)', () => {
  it.each([
    [200, 30, 10, 300],
    [90, 90, 30, 135],
    [200, 31, 0, 200],
    [200, 31, 31, 200], // out every day: left as it is (the reference's #12539)
    [0, 30, 29, 0],
  ])('consumed %d over %d days, %d out of stock -> %d', (consumed, days, out, expected) => {
    expect(adjustedConsumption({ consumed, periodDays: days, stockOutDays: out })).toBe(expected);
  });

  it('over 30 days is the spec 000 adjusted AMC, consumption × 30 ÷ (30 − days out)', () => {
    expect(adjustedConsumption({ consumed: 120, periodDays: 30, stockOutDays: 6 })).toBe(150);
    expect(adjustedMonthlyConsumption({ consumed: 120, daysOutOfStock: 6 })).toBe(150);
  });
});

describe('monthly consumption = adjusted ÷ (days ÷ 30)', () => {
  it.each([
    [300, 30, 300],
    [135, 90, 45],
    [62, 31, 60],
    [10, 0, 0],
  ])('%d over %d days -> %d a month', (adjusted, days, expected) => {
    expect(monthlyConsumption(adjusted, days)).toBeCloseTo(expected, 9);
  });
});

describe('AMC = average of this period and the last two earlier forms', () => {
  it.each([
    [60, [30, 45, 999], 45],
    [60, [40], 50],
    [60, [], 60], // a first form is not divided by 3 (the reference's #4488)
  ])('this %d, earlier %j -> %d', (thisPeriod, previous, expected) => {
    expect(rnrAverageMonthlyConsumption(thisPeriod, previous)).toBe(expected);
  });
});

describe('every figure of a line (DOCUMENTS.md 8, spec 001 s. 9)', () => {
  it('a month without stock-outs', () => {
    // 31 days; final 100 + 200 − 155 − 5 = 140; monthly 155 ÷ (31 ÷ 30) = 150;
    // AMC (150 + 40 + 50) ÷ 3 = 80; min 80 × 2 = 160; max 80 × 4 = 320; requested 320 − 140 = 180;
    // 140 < 160 (half of max) but not < 80 (a quarter): below half.
    const f = rnrLineFigures({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      initialBalance: 100,
      received: 200,
      consumed: 155,
      adjustments: -5,
      stockOutDays: 0,
      previousMonthlyConsumption: [40, 50],
      monthsUnderstock: 2,
      monthsOverstock: 4,
    });
    expect(f.periodDays).toBe(31);
    expect(f.finalBalance).toBe(140);
    expect(f.adjustedConsumption).toBe(155);
    expect(f.monthlyConsumption).toBeCloseTo(150, 9);
    expect(f.averageMonthlyConsumption).toBeCloseTo(80, 9);
    expect(f.minimumQuantity).toBeCloseTo(160, 9);
    expect(f.maximumQuantity).toBeCloseTo(320, 9);
    expect(f.requestedQuantity).toBeCloseTo(180, 9);
    expect(f.lowStock).toBe('BELOW_HALF');
  });

  it('a first month with ten days out of stock', () => {
    // 30 days; final 0 + 300 − 200 = 100; adjusted 200 × 30 ÷ 20 = 300 = monthly = AMC;
    // min 600, max 900, requested 800; 100 < 225 (a quarter of 900): below a quarter.
    const f = rnrLineFigures({
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      initialBalance: 0,
      received: 300,
      consumed: 200,
      adjustments: 0,
      stockOutDays: 10,
      previousMonthlyConsumption: [],
      monthsUnderstock: 2,
      monthsOverstock: 3,
    });
    expect(f).toEqual({
      periodDays: 30,
      finalBalance: 100,
      adjustedConsumption: 300,
      monthlyConsumption: 300,
      averageMonthlyConsumption: 300,
      minimumQuantity: 600,
      maximumQuantity: 900,
      requestedQuantity: 800,
      lowStock: 'BELOW_QUARTER',
    });
  });

  it('requests nothing above the maximum', () => {
    const f = rnrLineFigures({
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      initialBalance: 1000,
      received: 0,
      consumed: 30,
      adjustments: 0,
      stockOutDays: 0,
      previousMonthlyConsumption: [30, 30],
      monthsUnderstock: 2,
      monthsOverstock: 3,
    });
    // AMC 30, max 90, final 970: requested max(0, 90 − 970) = 0, stock OK.
    expect(f.requestedQuantity).toBe(0);
    expect(f.lowStock).toBe('OK');
  });
});

describe('the checks of an edited line', () => {
  const balanced = {
    initialBalance: 100,
    received: 50,
    consumed: 80,
    adjustments: -5,
    losses: 3,
    finalBalance: 62,
    stockOutDays: 4,
    periodDays: 31,
    calculatedRequestedQuantity: 10,
    enteredRequestedQuantity: null,
  };

  it('accepts a line that balances', () => {
    expect(rnrLineProblems(balanced)).toEqual([]);
  });

  it('balances 0.1 + 0.2 against 0.3 (float noise), not against 0.300001', () => {
    const line = { ...balanced, initialBalance: 0.1, received: 0.2, consumed: 0, adjustments: 0 };
    expect(rnrLineProblems({ ...line, losses: 0, finalBalance: 0.3 })).toEqual([]);
    expect(rnrLineProblems({ ...line, losses: 0, finalBalance: 0.300001 })).toEqual([
      'VALUES_DO_NOT_BALANCE',
    ]);
  });

  it.each([
    [{ finalBalance: 63 }, ['VALUES_DO_NOT_BALANCE']],
    [
      { initialBalance: -1, finalBalance: -39 },
      ['NEGATIVE_INITIAL_BALANCE', 'NEGATIVE_FINAL_BALANCE'],
    ],
    [{ stockOutDays: 32 }, ['STOCK_OUT_DAYS_OUT_OF_PERIOD']],
    [{ stockOutDays: 31 }, []],
    [{ stockOutDays: -1 }, ['STOCK_OUT_DAYS_OUT_OF_PERIOD']],
    [{ enteredRequestedQuantity: -1 }, ['NEGATIVE_REQUESTED_QUANTITY']],
    [{ calculatedRequestedQuantity: -1 }, ['NEGATIVE_REQUESTED_QUANTITY']],
    [{ enteredRequestedQuantity: 0 }, []],
  ])('%j -> %j', (change, problems) => {
    expect(rnrLineProblems({ ...balanced, ...change })).toEqual(problems);
  });
});

// Monthly periods of 2025 and 2026, written out by hand for the window tests.
const MONTH_ENDS = ['31', '28', '31', '30', '31', '30', '31', '31', '30', '31', '30', '31'];
const MONTHS = ['2025', '2026'].flatMap((year) =>
  MONTH_ENDS.map((end, i) => {
    const mm = String(i + 1).padStart(2, '0');
    return { id: `${year}-${mm}`, startDate: `${year}-${mm}-01`, endDate: `${year}-${mm}-${end}` };
  }),
);

describe('program period window: the last 5 started and the next 5 (spec 001 s. 5 and 9)', () => {
  it.each([
    [
      '2026-06-15',
      ['2026-02', '2026-03', '2026-04', '2026-05', '2026-06'],
      ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    ],
    [
      '2026-07-01',
      ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07'],
      ['2026-08', '2026-09', '2026-10', '2026-11', '2026-12'],
    ],
    ['2026-10-31', ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'], ['2026-11', '2026-12']],
    ['2024-12-31', [], ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05']],
    ['2025-02-10', ['2025-01', '2025-02'], ['2025-03', '2025-04', '2025-05', '2025-06', '2025-07']],
  ])('today %s', (today, started, ahead) => {
    const shuffled = [...MONTHS].reverse();
    expect(programPeriodWindow(shuffled, today).map((p) => p.id)).toEqual([...started, ...ahead]);
  });
});

describe('available periods: fewer orders than the order type allows per period', () => {
  const orders = [
    { periodId: '2026-06', orderTypeName: 'normal' },
    { periodId: '2026-06', orderTypeName: 'Emergency' },
    { periodId: '2026-05', orderTypeName: 'NORMAL' },
    { periodId: '2026-05', orderTypeName: 'Normal' },
    { periodId: '2026-04', orderTypeName: null }, // an R&R form's order: no order type
  ];

  it('compares order type names without case', () => {
    expect(sameOrderType('Normal', 'NORMAL')).toBe(true);
    expect(sameOrderType('Normal', 'Emergency')).toBe(false);
  });

  it.each([
    [
      1,
      { '2026-06': [1, false], '2026-05': [2, false], '2026-04': [0, true], '2026-07': [0, true] },
    ],
    [
      2,
      { '2026-06': [1, true], '2026-05': [2, false], '2026-04': [0, true], '2026-07': [0, true] },
    ],
    [
      0,
      {
        '2026-06': [1, false],
        '2026-05': [2, false],
        '2026-04': [0, false],
        '2026-07': [0, false],
      },
    ],
  ] as const)('Normal, %d a period', (maxOrderPerPeriod, expected) => {
    const result = availablePeriods({
      periods: MONTHS,
      today: '2026-06-15',
      orderType: { name: 'Normal', maxOrderPerPeriod },
      orders,
    });
    expect(result).toHaveLength(10);
    const byId = new Map(result.map((r) => [r.period.id, [r.orderCount, r.available]]));
    for (const [id, figures] of Object.entries(expected)) expect(byId.get(id)).toEqual(figures);
  });
});
