// The status table against DOCUMENTS.md 0.1 to 0.3, 1.1, 2.1 and scenarios 1, 2, 18, 19, 24,
// 38: every expectation is written from those texts, not from the table under test.
import { describe, expect, it } from 'vitest';
import {
  hasStockEffect,
  isEditableStatus,
  planStatusMove,
  type InvoiceStatus,
  type InvoiceType,
  type StatusMoveOptions,
} from './invoice-status';

const USER: StatusMoveOptions = { by: 'USER' };
const PROCESSOR: StatusMoveOptions = { by: 'PROCESSOR' };

type Row = [
  type: InvoiceType,
  from: InvoiceStatus,
  to: InvoiceStatus,
  options: StatusMoveOptions,
  expected: string,
];

// expected: 'refusal' | 'none' (same status) | 'stamps:A,B effect:X'
const MOVES: Row[] = [
  // Outbound (1.1): any forward jump; ISSUE once on reaching PICKED or SHIPPED from NEW/ALLOCATED.
  ['OUTBOUND_SHIPMENT', 'NEW', 'ALLOCATED', USER, 'stamps:ALLOCATED'],
  ['OUTBOUND_SHIPMENT', 'NEW', 'PICKED', USER, 'stamps:ALLOCATED,PICKED effect:ISSUE'],
  ['OUTBOUND_SHIPMENT', 'NEW', 'SHIPPED', USER, 'stamps:ALLOCATED,PICKED,SHIPPED effect:ISSUE'],
  ['OUTBOUND_SHIPMENT', 'ALLOCATED', 'PICKED', USER, 'stamps:PICKED effect:ISSUE'],
  ['OUTBOUND_SHIPMENT', 'ALLOCATED', 'SHIPPED', USER, 'stamps:PICKED,SHIPPED effect:ISSUE'],
  ['OUTBOUND_SHIPMENT', 'PICKED', 'SHIPPED', USER, 'stamps:SHIPPED'],
  ['OUTBOUND_SHIPMENT', 'SHIPPED', 'SHIPPED', USER, 'none'],
  ['OUTBOUND_SHIPMENT', 'NEW', 'NEW', USER, 'none'],
  ['OUTBOUND_SHIPMENT', 'SHIPPED', 'PICKED', USER, 'CannotReverseInvoiceStatus'],
  ['OUTBOUND_SHIPMENT', 'PICKED', 'ALLOCATED', USER, 'CannotReverseInvoiceStatus'],
  ['OUTBOUND_SHIPMENT', 'ALLOCATED', 'NEW', USER, 'CannotReverseInvoiceStatus'],
  // DELIVERED, RECEIVED and VERIFIED mirror the receiving store: only the processor sets them.
  ['OUTBOUND_SHIPMENT', 'SHIPPED', 'DELIVERED', USER, 'StatusNotAllowed'],
  ['OUTBOUND_SHIPMENT', 'SHIPPED', 'VERIFIED', USER, 'StatusNotAllowed'],
  ['OUTBOUND_SHIPMENT', 'SHIPPED', 'DELIVERED', PROCESSOR, 'stamps:DELIVERED'],
  ['OUTBOUND_SHIPMENT', 'SHIPPED', 'VERIFIED', PROCESSOR, 'stamps:DELIVERED,RECEIVED,VERIFIED'],
  ['OUTBOUND_SHIPMENT', 'NEW', 'CANCELLED', USER, 'CannotReverseInvoiceStatus'],
  // Supplier returns go out as PICKED or SHIPPED.
  ['SUPPLIER_RETURN', 'NEW', 'SHIPPED', USER, 'stamps:ALLOCATED,PICKED,SHIPPED effect:ISSUE'],
  ['SUPPLIER_RETURN', 'NEW', 'ALLOCATED', USER, 'StatusNotAllowed'],
  // Inbound (2.1): stock created once, on the first move into RECEIVED or VERIFIED.
  ['INBOUND_SHIPMENT', 'NEW', 'DELIVERED', USER, 'stamps:SHIPPED,DELIVERED'],
  ['INBOUND_SHIPMENT', 'DELIVERED', 'RECEIVED', USER, 'stamps:RECEIVED effect:RECEIVE'],
  ['INBOUND_SHIPMENT', 'RECEIVED', 'VERIFIED', USER, 'stamps:VERIFIED'],
  [
    'INBOUND_SHIPMENT',
    'NEW',
    'VERIFIED',
    USER,
    'stamps:SHIPPED,DELIVERED,RECEIVED,VERIFIED effect:RECEIVE',
  ],
  [
    'INBOUND_SHIPMENT',
    'SHIPPED',
    'VERIFIED',
    USER,
    'stamps:DELIVERED,RECEIVED,VERIFIED effect:RECEIVE',
  ],
  ['INBOUND_SHIPMENT', 'VERIFIED', 'RECEIVED', USER, 'CannotReverseInvoiceStatus'],
  [
    'INBOUND_SHIPMENT',
    'NEW',
    'SHIPPED',
    { by: 'USER', manual: true },
    'CannotSetShippedStatusOnManualInboundShipment',
  ],
  ['INBOUND_SHIPMENT', 'NEW', 'ALLOCATED', USER, 'CannotReverseInvoiceStatus'],
  // A transfer inbound waits, PICKED and read-only, until its outbound ships (3.1).
  ['INBOUND_SHIPMENT', 'PICKED', 'DELIVERED', USER, 'InvoiceIsNotEditable'],
  ['INBOUND_SHIPMENT', 'PICKED', 'SHIPPED', PROCESSOR, 'stamps:SHIPPED'],
  ['INBOUND_SHIPMENT', 'NEW', 'PICKED', USER, 'StatusNotAllowed'],
  ['INBOUND_SHIPMENT', 'NEW', 'PICKED', PROCESSOR, 'stamps:PICKED'],
  ['INBOUND_SHIPMENT', 'NEW', 'SHIPPED', PROCESSOR, 'stamps:SHIPPED'],
  ['INBOUND_SHIPMENT', 'VERIFIED', 'VERIFIED', USER, 'none'],
  ['CUSTOMER_RETURN', 'NEW', 'RECEIVED', USER, 'stamps:SHIPPED,DELIVERED,RECEIVED effect:RECEIVE'],
  ['CUSTOMER_RETURN', 'NEW', 'DELIVERED', USER, 'StatusNotAllowed'],
  // Prescriptions (scenario 38): issue at PICKED; only a verified one is cancelled, undoing it.
  ['PRESCRIPTION', 'NEW', 'PICKED', USER, 'stamps:ALLOCATED,PICKED effect:ISSUE'],
  ['PRESCRIPTION', 'PICKED', 'VERIFIED', USER, 'stamps:VERIFIED'],
  ['PRESCRIPTION', 'NEW', 'VERIFIED', USER, 'stamps:ALLOCATED,PICKED,VERIFIED effect:ISSUE'],
  ['PRESCRIPTION', 'VERIFIED', 'CANCELLED', USER, 'stamps:CANCELLED effect:REVERSE'],
  ['PRESCRIPTION', 'PICKED', 'CANCELLED', USER, 'StatusNotAllowed'],
  ['PRESCRIPTION', 'CANCELLED', 'VERIFIED', USER, 'CannotReverseInvoiceStatus'],
  ['PRESCRIPTION', 'CANCELLED', 'CANCELLED', USER, 'none'],
  ['PRESCRIPTION', 'PICKED', 'SHIPPED', USER, 'CannotReverseInvoiceStatus'],
  // Inventory documents: NEW then VERIFIED.
  ['INVENTORY_ADDITION', 'NEW', 'VERIFIED', USER, 'stamps:VERIFIED effect:RECEIVE'],
  ['INVENTORY_REDUCTION', 'NEW', 'VERIFIED', USER, 'stamps:VERIFIED effect:ISSUE'],
  ['INVENTORY_REDUCTION', 'VERIFIED', 'NEW', USER, 'CannotReverseInvoiceStatus'],
  ['REPACK', 'VERIFIED', 'CANCELLED', USER, 'CannotReverseInvoiceStatus'],
];

const describeMove = (plan: ReturnType<typeof planStatusMove>): string => {
  if (!plan.ok) return plan.refusal;
  if (plan.move === null) return 'none';
  return `stamps:${plan.move.stamps.join(',')}${plan.move.effect ? ` effect:${plan.move.effect}` : ''}`;
};

describe('planStatusMove', () => {
  it.each(MOVES)('%s %s -> %s (%o): %s', (type, from, to, options, expected) => {
    expect(describeMove(planStatusMove(type, from, to, options))).toBe(expected);
  });

  it('marks the moves that leave NEW (zero lines are then trimmed, placeholders must be empty)', () => {
    const leaving = planStatusMove('OUTBOUND_SHIPMENT', 'NEW', 'ALLOCATED', USER);
    const later = planStatusMove('OUTBOUND_SHIPMENT', 'ALLOCATED', 'PICKED', USER);
    expect(leaving.ok && leaving.move?.leavesNew).toBe(true);
    expect(later.ok && later.move?.leavesNew).toBe(false);
  });

  it('issues stock exactly once whatever path an outbound takes to SHIPPED', () => {
    const paths: InvoiceStatus[][] = [
      ['NEW', 'SHIPPED'],
      ['NEW', 'ALLOCATED', 'SHIPPED'],
      ['NEW', 'PICKED', 'SHIPPED'],
      ['NEW', 'ALLOCATED', 'PICKED', 'SHIPPED'],
    ];
    for (const path of paths) {
      let issues = 0;
      for (let i = 1; i < path.length; i++) {
        const plan = planStatusMove('OUTBOUND_SHIPMENT', path[i - 1]!, path[i]!, USER);
        if (plan.ok && plan.move?.effect === 'ISSUE') issues++;
      }
      expect(issues, path.join(' > ')).toBe(1);
    }
  });

  it('receives stock exactly once whatever path an inbound takes to VERIFIED', () => {
    const paths: InvoiceStatus[][] = [
      ['NEW', 'VERIFIED'],
      ['NEW', 'DELIVERED', 'VERIFIED'],
      ['NEW', 'DELIVERED', 'RECEIVED', 'VERIFIED'],
      ['NEW', 'RECEIVED', 'VERIFIED'],
    ];
    for (const path of paths) {
      const effects = path
        .slice(1)
        .map((to, i) => planStatusMove('INBOUND_SHIPMENT', path[i]!, to, USER))
        .filter((p) => p.ok && p.move?.effect === 'RECEIVE');
      expect(effects, path.join(' > ')).toHaveLength(1);
    }
  });
});

describe('editable statuses (DOCUMENTS.md 0.1)', () => {
  const EDITABLE: [InvoiceType, InvoiceStatus[], InvoiceStatus[]][] = [
    ['OUTBOUND_SHIPMENT', ['NEW', 'ALLOCATED', 'PICKED'], ['SHIPPED', 'DELIVERED', 'VERIFIED']],
    ['SUPPLIER_RETURN', ['NEW', 'ALLOCATED', 'PICKED'], ['SHIPPED']],
    ['INBOUND_SHIPMENT', ['NEW', 'SHIPPED', 'DELIVERED', 'RECEIVED'], ['PICKED', 'VERIFIED']],
    ['CUSTOMER_RETURN', ['NEW', 'SHIPPED', 'DELIVERED', 'RECEIVED'], ['PICKED', 'VERIFIED']],
    ['PRESCRIPTION', ['NEW', 'ALLOCATED', 'PICKED'], ['VERIFIED', 'CANCELLED']],
    ['INVENTORY_ADDITION', ['NEW'], ['VERIFIED']],
    ['INVENTORY_REDUCTION', ['NEW'], ['VERIFIED']],
    ['REPACK', [], ['VERIFIED']],
  ];
  it.each(EDITABLE)('%s: editable in %j, read-only in %j', (type, editable, readOnly) => {
    for (const s of editable) expect(isEditableStatus(type, s), s).toBe(true);
    for (const s of readOnly) expect(isEditableStatus(type, s), s).toBe(false);
  });
});

describe('hasStockEffect', () => {
  const ROWS: [InvoiceType, InvoiceStatus, boolean][] = [
    ['OUTBOUND_SHIPMENT', 'NEW', false],
    ['OUTBOUND_SHIPMENT', 'ALLOCATED', false],
    ['OUTBOUND_SHIPMENT', 'PICKED', true],
    ['OUTBOUND_SHIPMENT', 'SHIPPED', true],
    ['OUTBOUND_SHIPMENT', 'VERIFIED', true],
    ['INBOUND_SHIPMENT', 'DELIVERED', false],
    ['INBOUND_SHIPMENT', 'SHIPPED', false],
    ['INBOUND_SHIPMENT', 'RECEIVED', true],
    ['INBOUND_SHIPMENT', 'VERIFIED', true],
    ['PRESCRIPTION', 'PICKED', true],
    ['PRESCRIPTION', 'CANCELLED', false],
    ['REPACK', 'VERIFIED', false],
  ];
  it.each(ROWS)('%s in %s: %s', (type, status, expected) => {
    expect(hasStockEffect(type, status)).toBe(expected);
  });
});
