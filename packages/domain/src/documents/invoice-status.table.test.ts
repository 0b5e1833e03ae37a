// The whole lifecycle table, written out from spec 001 section 4 and DOCUMENTS.md 0.1 to 0.3,
// 1.1, 2.1 and 3.1: a changed status, target or effect of any type fails here.
import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  INVOICE_TYPES,
  LIFECYCLES,
  STATUS_DATETIME,
  planStatusMove,
} from './invoice-status';

describe('the lifecycle table', () => {
  it('has the spec values of statuses and types, in order', () => {
    expect(INVOICE_STATUSES).toEqual([
      'NEW',
      'ALLOCATED',
      'PICKED',
      'SHIPPED',
      'DELIVERED',
      'RECEIVED',
      'VERIFIED',
      'CANCELLED',
    ]);
    expect(INVOICE_TYPES).toEqual([
      'OUTBOUND_SHIPMENT',
      'INBOUND_SHIPMENT',
      'PRESCRIPTION',
      'CUSTOMER_RETURN',
      'SUPPLIER_RETURN',
      'INVENTORY_ADDITION',
      'INVENTORY_REDUCTION',
      'REPACK',
    ]);
  });

  it('names the date each status stamps', () => {
    expect(STATUS_DATETIME).toEqual({
      NEW: 'createdDatetime',
      ALLOCATED: 'allocatedDatetime',
      PICKED: 'pickedDatetime',
      SHIPPED: 'shippedDatetime',
      DELIVERED: 'deliveredDatetime',
      RECEIVED: 'receivedDatetime',
      VERIFIED: 'verifiedDatetime',
      CANCELLED: 'cancelledDatetime',
    });
  });

  it('gives every type its direction, statuses, targets, editable statuses and effect', () => {
    const out = ['NEW', 'ALLOCATED', 'PICKED', 'SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'];
    const inbound = ['NEW', 'PICKED', 'SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'];
    expect(LIFECYCLES).toEqual({
      OUTBOUND_SHIPMENT: {
        direction: 'OUT',
        statuses: out,
        userTargets: ['ALLOCATED', 'PICKED', 'SHIPPED'],
        processorTargets: ['DELIVERED', 'RECEIVED', 'VERIFIED'],
        editable: ['NEW', 'ALLOCATED', 'PICKED'],
        effectAt: { status: 'PICKED', effect: 'ISSUE' },
      },
      SUPPLIER_RETURN: {
        direction: 'OUT',
        statuses: out,
        userTargets: ['PICKED', 'SHIPPED'],
        processorTargets: ['DELIVERED', 'RECEIVED', 'VERIFIED'],
        editable: ['NEW', 'ALLOCATED', 'PICKED'],
        effectAt: { status: 'PICKED', effect: 'ISSUE' },
      },
      PRESCRIPTION: {
        direction: 'OUT',
        statuses: ['NEW', 'ALLOCATED', 'PICKED', 'VERIFIED', 'CANCELLED'],
        userTargets: ['PICKED', 'VERIFIED', 'CANCELLED'],
        processorTargets: [],
        editable: ['NEW', 'ALLOCATED', 'PICKED'],
        effectAt: { status: 'PICKED', effect: 'ISSUE' },
      },
      INBOUND_SHIPMENT: {
        direction: 'IN',
        statuses: inbound,
        userTargets: ['SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'],
        processorTargets: ['PICKED', 'SHIPPED'],
        editable: ['NEW', 'SHIPPED', 'DELIVERED', 'RECEIVED'],
        effectAt: { status: 'RECEIVED', effect: 'RECEIVE' },
      },
      CUSTOMER_RETURN: {
        direction: 'IN',
        statuses: inbound,
        userTargets: ['RECEIVED', 'VERIFIED'],
        processorTargets: ['PICKED', 'SHIPPED'],
        editable: ['NEW', 'SHIPPED', 'DELIVERED', 'RECEIVED'],
        effectAt: { status: 'RECEIVED', effect: 'RECEIVE' },
      },
      INVENTORY_ADDITION: {
        direction: 'IN',
        statuses: ['NEW', 'VERIFIED'],
        userTargets: ['VERIFIED'],
        processorTargets: [],
        editable: ['NEW'],
        effectAt: { status: 'VERIFIED', effect: 'RECEIVE' },
      },
      INVENTORY_REDUCTION: {
        direction: 'OUT',
        statuses: ['NEW', 'VERIFIED'],
        userTargets: ['VERIFIED'],
        processorTargets: [],
        editable: ['NEW'],
        effectAt: { status: 'VERIFIED', effect: 'ISSUE' },
      },
      REPACK: {
        direction: 'NONE',
        statuses: ['VERIFIED'],
        userTargets: [],
        processorTargets: [],
        editable: [],
      },
    });
  });

  it('refuses SHIPPED on a manual receipt or customer return only', () => {
    const manual = { by: 'USER', manual: true } as const;
    expect(planStatusMove('INBOUND_SHIPMENT', 'NEW', 'DELIVERED', manual)).toMatchObject({
      ok: true,
    });
    expect(planStatusMove('OUTBOUND_SHIPMENT', 'NEW', 'SHIPPED', manual)).toMatchObject({
      ok: true,
    });
    expect(
      planStatusMove('CUSTOMER_RETURN', 'NEW', 'SHIPPED', { by: 'PROCESSOR', manual: true }),
    ).toEqual({ ok: false, refusal: 'CannotSetShippedStatusOnManualInboundShipment' });
    // A transfer's receipt is shipped by its sender.
    expect(
      planStatusMove('INBOUND_SHIPMENT', 'NEW', 'SHIPPED', { by: 'USER', manual: false }),
    ).toMatchObject({ ok: true });
  });
});
