// The transfer table (DOCUMENTS.md 3.1, scenarios 22 and 24): every status of the source
// against none or every status of the receiver.
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-status';
import {
  linesEditable,
  planTransfer,
  transferComment,
  transferLinesEditable,
  transferTheirReference,
  type TransferAction,
} from './transfer';

const OUT = INVOICE_STATUSES.filter((s) => s !== 'CANCELLED');
const IN: InvoiceStatus[] = ['PICKED', 'SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'];
const receiver = (status: InvoiceStatus) => ({ id: 'in-1', status });
const linked = (status: InvoiceStatus) => ({ status, linkedInvoiceId: 'in-1' });

describe('planTransfer: no receiver yet', () => {
  it.each<[InvoiceStatus, TransferAction[]]>([
    ['NEW', []],
    ['ALLOCATED', []],
    ['PICKED', [{ kind: 'CREATE_RECEIVER', status: 'PICKED' }]],
    // Shipped straight from NEW: the receiver's document is born SHIPPED.
    ['SHIPPED', [{ kind: 'CREATE_RECEIVER', status: 'SHIPPED' }]],
    ['DELIVERED', []],
    ['VERIFIED', []],
  ])('a source %s', (status, expected) => {
    expect(planTransfer({ status, linkedInvoiceId: null }, null)).toEqual(expected);
  });
});

describe('planTransfer: the source deleted', () => {
  it('deletes a receiver still PICKED, and nothing else', () => {
    expect(planTransfer(null, receiver('PICKED'))).toEqual([{ kind: 'DELETE_RECEIVER' }]);
    for (const s of IN.filter((x) => x !== 'PICKED'))
      expect(planTransfer(null, receiver(s))).toEqual([]);
    expect(planTransfer(null, null)).toEqual([]);
  });
});

describe('planTransfer: both sides exist', () => {
  it('links a source that does not name its receiver yet, once', () => {
    expect(planTransfer({ status: 'PICKED', linkedInvoiceId: null }, receiver('PICKED'))).toEqual([
      { kind: 'LINK_SOURCE', receiverId: 'in-1' },
    ]);
    expect(planTransfer(linked('PICKED'), receiver('PICKED'))).toEqual([]);
  });

  it('ships the receiver once the source ships, only from PICKED', () => {
    expect(planTransfer(linked('SHIPPED'), receiver('PICKED'))).toEqual([
      { kind: 'SHIP_RECEIVER' },
    ]);
    expect(planTransfer(linked('SHIPPED'), receiver('SHIPPED'))).toEqual([]);
    expect(planTransfer(linked('PICKED'), receiver('SHIPPED'))).toEqual([]);
  });

  it.each<InvoiceStatus>(['DELIVERED', 'RECEIVED', 'VERIFIED'])(
    'brings the receiver’s %s back to the source, forward only',
    (status) => {
      expect(planTransfer(linked('SHIPPED'), receiver(status))).toEqual([
        { kind: 'MIRROR_TO_SOURCE', status },
      ]);
      expect(planTransfer(linked(status), receiver(status))).toEqual([]);
      expect(planTransfer(linked('VERIFIED'), receiver(status))).toEqual([]);
    },
  );

  it('does all three in order when one pass sees them all', () => {
    expect(planTransfer({ status: 'SHIPPED', linkedInvoiceId: null }, receiver('PICKED'))).toEqual([
      { kind: 'LINK_SOURCE', receiverId: 'in-1' },
      { kind: 'SHIP_RECEIVER' },
    ]);
    expect(
      planTransfer({ status: 'SHIPPED', linkedInvoiceId: 'other' }, receiver('RECEIVED')),
    ).toEqual([
      { kind: 'LINK_SOURCE', receiverId: 'in-1' },
      { kind: 'MIRROR_TO_SOURCE', status: 'RECEIVED' },
    ]);
  });

  it('answers nothing once both sides agree, whatever the pair', () => {
    for (const s of OUT)
      for (const r of IN) {
        const first = planTransfer(linked(s), receiver(r));
        const sourceAfter = first.reduce<InvoiceStatus>(
          (at, a) => (a.kind === 'MIRROR_TO_SOURCE' ? a.status : at),
          s,
        );
        const receiverAfter = first.some((a) => a.kind === 'SHIP_RECEIVER') ? 'SHIPPED' : r;
        expect(planTransfer(linked(sourceAfter), receiver(receiverAfter))).toEqual([]);
      }
  });
});

describe('the receiver’s lines of a transfer', () => {
  it.each<[InvoiceStatus, boolean]>([
    ['PICKED', false],
    ['SHIPPED', false],
    ['DELIVERED', true],
    ['RECEIVED', true],
    ['VERIFIED', true],
  ])('%s: editable %s (spec 001 section 4)', (status, editable) => {
    expect(transferLinesEditable(status)).toBe(editable);
  });
});

describe('linesEditable', () => {
  it('follows the editable statuses for a document made by hand', () => {
    expect(linesEditable('INBOUND_SHIPMENT', 'NEW', null)).toBe(true);
    expect(linesEditable('INBOUND_SHIPMENT', 'DELIVERED', null)).toBe(true);
    expect(linesEditable('INBOUND_SHIPMENT', 'VERIFIED', null)).toBe(false);
    expect(linesEditable('OUTBOUND_SHIPMENT', 'PICKED', null)).toBe(true);
    expect(linesEditable('OUTBOUND_SHIPMENT', 'SHIPPED', null)).toBe(false);
  });
  it('keeps a transfer’s receiver read-only until delivered; the sender is not held back', () => {
    expect(linesEditable('INBOUND_SHIPMENT', 'PICKED', 'out-1')).toBe(false);
    expect(linesEditable('INBOUND_SHIPMENT', 'SHIPPED', 'out-1')).toBe(false);
    expect(linesEditable('INBOUND_SHIPMENT', 'DELIVERED', 'out-1')).toBe(true);
    expect(linesEditable('INBOUND_SHIPMENT', 'RECEIVED', 'out-1')).toBe(true);
    expect(linesEditable('INBOUND_SHIPMENT', 'VERIFIED', 'out-1')).toBe(false);
    expect(linesEditable('OUTBOUND_SHIPMENT', 'PICKED', 'in-1')).toBe(true);
  });
});

describe('the receiver’s references (DOCUMENTS.md scenario 22)', () => {
  it('names the source number and keeps the sender’s reference and comment', () => {
    expect(transferTheirReference(12, null)).toBe('From invoice number: 12');
    expect(transferTheirReference(12, '')).toBe('From invoice number: 12');
    expect(transferTheirReference(12, 'PO-7')).toBe('From invoice number: 12 (PO-7)');
    expect(transferComment(null)).toBe('Stock transfer');
    expect(transferComment('urgent')).toBe('Stock transfer (urgent)');
    expect(transferComment(null, 'SUPPLIER_RETURN')).toBe('Stock return');
    expect(transferComment('damaged', 'SUPPLIER_RETURN')).toBe('Stock return (damaged)');
  });
});
