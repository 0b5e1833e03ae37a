import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adjustInventory,
  type InventoryAdjustmentInput,
} from '../src/modules/stock/inventory-adjustment.service';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { findStockLine } from '../src/modules/stock/stock-line.repository';
import type { StockLine } from '../src/modules/stock/stock-line.types';
import { applyStockMovements } from '../src/modules/stock/stock-movement.service';
import { SYSTEM_NAME_IDS } from '../src/db/migrations/0003_inventory';
import { inTransaction } from '../src/db/transaction';
import { insertInvoice } from '../src/modules/invoices/invoice.repository';
import { actingIn, givenReason, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const hours = (n: number) => n * 3_600_000;

function adjust(line: { id: string; storeId: string }, patch: Partial<InventoryAdjustmentInput>) {
  return adjustInventory(actingIn(h.deps, line.storeId), {
    id: uuidv7(),
    stockLineId: line.id,
    direction: 'REDUCTION',
    numberOfPacks: 1,
    ...patch,
  });
}

async function ledgerOf(stockLineId: string) {
  return h.deps.db
    .selectFrom('stock_movement')
    .select(['number_of_packs', 'balance_packs', 'datetime'])
    .where('stock_line_id', '=', stockLineId)
    .orderBy('datetime')
    .orderBy('id')
    .execute();
}

describe('inventory adjustments through the stock-movement service', () => {
  it('adds and removes packs, writing a VERIFIED document and a ledger row with the running balance', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    const added = await adjust(line, { direction: 'ADDITION', numberOfPacks: 5 });
    expect(added.ok).toBe(true);
    const removed = await adjust(line, { direction: 'REDUCTION', numberOfPacks: 2.5 });
    expect(removed.ok && removed.value.stockLine).toMatchObject({
      totalNumberOfPacks: 12.5,
      availableNumberOfPacks: 12.5,
    });
    expect((await ledgerOf(line.id)).map((m) => [m.number_of_packs, m.balance_packs])).toEqual([
      [10, 10],
      [5, 15],
      [-2.5, 12.5],
    ]);
    const invoices = await h.deps.db
      .selectFrom('invoice')
      .select(['type', 'status'])
      .where('store_id', '=', line.storeId)
      .execute();
    expect(invoices.map((i) => i.type).sort()).toEqual([
      'INVENTORY_ADDITION',
      'INVENTORY_ADDITION',
      'INVENTORY_REDUCTION',
    ]);
    expect(invoices.every((i) => i.status === 'VERIFIED')).toBe(true);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('numbers documents per store and type', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    const a = await adjust(line, { direction: 'REDUCTION' });
    const b = await adjust(line, { direction: 'REDUCTION' });
    expect(a.ok && b.ok && b.value.invoiceNumber - a.value.invoiceNumber).toBe(1);
  });

  it('refuses to take more than the line holds, and leaves everything as it was', async () => {
    const line = await givenStockLine(h.deps, { packs: 3 });
    const res = await adjust(line, { numberOfPacks: 3.5 });
    expect(res).toEqual({
      ok: false,
      error: {
        kind: 'NotEnoughStock',
        stockLineId: line.id,
        availablePacks: 3,
        requestedPacks: 3.5,
      },
    });
    expect((await findStockLine(h.deps.db, line.storeId, line.id))?.totalNumberOfPacks).toBe(3);
    expect(await ledgerOf(line.id)).toHaveLength(1);
    expect(await h.deps.db.selectFrom('invoice').select('id').execute()).toHaveLength(1);
  });

  it('refuses zero, negative, non-finite and future adjustments', async () => {
    const line = await givenStockLine(h.deps, { packs: 3 });
    for (const numberOfPacks of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(await adjust(line, { numberOfPacks })).toEqual({
        ok: false,
        error: { kind: 'InvalidQuantity' },
      });
    }
    const future = new Date(h.clock.current.getTime() + hours(1));
    expect(await adjust(line, { datetime: future })).toEqual({
      ok: false,
      error: { kind: 'DateInFuture' },
    });
  });

  it('refuses a stock line of another store (as if it did not exist)', async () => {
    const line = await givenStockLine(h.deps, { store: 'DNS', packs: 3 });
    const res = await adjust({ id: line.id, storeId: storeId('KHC') }, {});
    expect(res).toEqual({ ok: false, error: { kind: 'StockLineNotFound' } });
  });

  it('needs a reason of the matching direction once reasons exist', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    const positive = await givenReason(h.deps, 'POSITIVE_INVENTORY_ADJUSTMENT', 'Found');
    const negative = await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged');
    const wastage = await givenReason(h.deps, 'OPEN_VIAL_WASTAGE', 'Open vial');
    expect(await adjust(line, { direction: 'REDUCTION' })).toEqual({
      ok: false,
      error: { kind: 'ReasonRequired' },
    });
    expect((await adjust(line, { direction: 'REDUCTION', reasonId: positive })).ok).toBe(false);
    expect((await adjust(line, { direction: 'ADDITION', reasonId: negative })).ok).toBe(false);
    expect(await adjust(line, { direction: 'REDUCTION', reasonId: 'nope' })).toEqual({
      ok: false,
      error: { kind: 'ReasonNotFound' },
    });
    // Open-vial wastage is for vaccines only.
    expect(await adjust(line, { direction: 'REDUCTION', reasonId: wastage })).toEqual({
      ok: false,
      error: { kind: 'WrongReasonType', expected: ['NEGATIVE_INVENTORY_ADJUSTMENT'] },
    });
    expect((await adjust(line, { direction: 'REDUCTION', reasonId: negative })).ok).toBe(true);
    expect((await adjust(line, { direction: 'ADDITION', reasonId: positive })).ok).toBe(true);
  });

  it('accepts open-vial wastage on a vaccine', async () => {
    const wastage = await givenReason(h.deps, 'OPEN_VIAL_WASTAGE', 'Open vial');
    await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged');
    const line = await givenStockLine(h.deps, { item: 'VAC-BCG', packs: 5, packSize: 10 });
    expect((await adjust(line, { reasonId: wastage })).ok).toBe(true);
  });

  it('answers a retried insert (same id, same change) with the document already recorded', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    const id = uuidv7();
    const first = await adjust(line, { id });
    expect(first.ok).toBe(true);
    const again = await adjust(line, { id });
    expect(again.ok && again.value.invoiceId).toBe(id);
    expect(again.ok && first.ok && again.value.invoiceNumber).toBe(
      first.ok && first.value.invoiceNumber,
    );
    expect((await findStockLine(h.deps.db, line.storeId, line.id))?.totalNumberOfPacks).toBe(4);
    expect(await ledgerOf(line.id)).toHaveLength(2);
  });

  it('refuses an id already used for another change, another kind or another store', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    const other = await givenStockLine(h.deps, { packs: 5 });
    const elsewhere = await givenStockLine(h.deps, { store: 'KHC', packs: 5 });
    const id = uuidv7();
    expect((await adjust(line, { id })).ok).toBe(true);
    const refused = { ok: false, error: { kind: 'RecordAlreadyExists' } };
    expect(await adjust(line, { id, numberOfPacks: 2 })).toEqual(refused);
    expect(await adjust(line, { id, direction: 'ADDITION' })).toEqual(refused);
    expect(await adjust(other, { id })).toEqual(refused);
    expect(await adjust(elsewhere, { id })).toEqual(refused);
    for (const l of [line, other, elsewhere]) {
      const expected = l === line ? 4 : 5;
      expect((await findStockLine(h.deps.db, l.storeId, l.id))?.totalNumberOfPacks).toBe(expected);
    }
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses quantities beyond what the system keeps, leaving the line as it was', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    for (const [numberOfPacks, problem] of [
      [1e300, 'TOO_LARGE'],
      [9e15, 'TOO_LARGE'],
      [1_000_000_000, 'TOO_LARGE'],
      [0.1234567, 'TOO_MANY_DECIMALS'],
    ] as const) {
      for (const direction of ['ADDITION', 'REDUCTION'] as const) {
        const res = await adjust(line, { direction, numberOfPacks });
        expect(!res.ok && res.error).toMatchObject({ kind: 'QuantityOutOfRange', problem });
      }
    }
    expect(await findStockLine(h.deps.db, line.storeId, line.id)).toMatchObject({
      totalNumberOfPacks: 5,
      availableNumberOfPacks: 5,
    });
    expect(await ledgerOf(line.id)).toHaveLength(1);
  });
});

describe('the ledger never goes below zero, back-dated changes included', () => {
  it('refuses a back-dated reduction that would make a past balance negative', async () => {
    const t0 = h.clock.now();
    const line = await givenStockLine(h.deps, { packs: 0 });
    h.clock.advance(hours(10));
    await adjust(line, { direction: 'ADDITION', numberOfPacks: 10 }); // at t0+10h
    h.clock.advance(hours(10));
    // At t0+5h the line held nothing: taking 4 then is impossible.
    const res = await adjust(line, {
      numberOfPacks: 4,
      datetime: new Date(t0.getTime() + hours(5)),
    });
    expect(res.ok).toBe(false);
    expect(!res.ok && res.error.kind).toBe('StockBelowZeroInPast');
    // At t0+15h it held 10: fine, and the balances after it move.
    expect(
      (await adjust(line, { numberOfPacks: 4, datetime: new Date(t0.getTime() + hours(15)) })).ok,
    ).toBe(true);
    expect((await ledgerOf(line.id)).map((m) => m.balance_packs)).toEqual([10, 6]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses a back-dated reduction that would push a later balance below zero', async () => {
    const t0 = h.clock.now();
    const line = await givenStockLine(h.deps, { packs: 10 });
    h.clock.advance(hours(10));
    await adjust(line, { numberOfPacks: 8 }); // balance 2 at t0+10h
    h.clock.advance(hours(10));
    await adjust(line, { direction: 'ADDITION', numberOfPacks: 10 }); // balance 12 at t0+20h
    h.clock.advance(hours(10));
    // The line holds 12 now, and 7 would be left at t0+5h: only the balance of 2 at
    // t0+10h, which would become -1, forbids taking 3 then.
    const res = await adjust(line, {
      numberOfPacks: 3,
      datetime: new Date(t0.getTime() + hours(5)),
    });
    expect(!res.ok && res.error).toMatchObject({
      kind: 'StockBelowZeroInPast',
      shortfallPacks: 1,
    });
    expect((await ledgerOf(line.id)).map((m) => m.balance_packs)).toEqual([10, 2, 12]);
    // Taking 2 at t0+5h is fine and later balances move with it.
    expect(
      (await adjust(line, { numberOfPacks: 2, datetime: new Date(t0.getTime() + hours(5)) })).ok,
    ).toBe(true);
    expect((await ledgerOf(line.id)).map((m) => m.balance_packs)).toEqual([10, 8, 0, 10]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses a back-dated addition that would push a later balance beyond what is kept', async () => {
    const t0 = h.clock.now();
    const line = await givenStockLine(h.deps, { packs: 1 });
    h.clock.advance(hours(10));
    await adjust(line, { direction: 'ADDITION', numberOfPacks: 999_999_990 });
    h.clock.advance(hours(10));
    await adjust(line, { numberOfPacks: 999_999_990 }); // back to 1 now
    // 20 more at t0+5h: 21 then, fine, but 1,000,000,011 at t0+10h: beyond the bound.
    const res = await adjust(line, {
      direction: 'ADDITION',
      numberOfPacks: 20,
      datetime: new Date(t0.getTime() + hours(5)),
    });
    expect(!res.ok && res.error).toMatchObject({ kind: 'StockCountOutOfRange' });
    expect((await ledgerOf(line.id)).map((m) => m.balance_packs)).toEqual([1, 999_999_991, 1]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('lets a back-dated addition raise every later balance', async () => {
    const t0 = h.clock.now();
    const line = await givenStockLine(h.deps, { packs: 5 });
    h.clock.advance(hours(10));
    await adjust(line, { numberOfPacks: 5 });
    await adjust(line, {
      direction: 'ADDITION',
      numberOfPacks: 3,
      datetime: new Date(t0.getTime() + hours(2)),
    });
    expect((await ledgerOf(line.id)).map((m) => m.balance_packs)).toEqual([5, 8, 3]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

/** One document whose lines move `changes` (a line may appear more than once) at `at`. */
function moveMany(
  changes: { line: StockLine; totalPacks: number; availablePacks: number }[],
  at = h.clock.now(),
) {
  const invoiceId = uuidv7();
  const first = changes[0]?.line;
  if (!first) throw new Error('no change');
  const lineIds = changes.map(() => uuidv7());
  return inTransaction(h.deps.db, async (trx) => {
    await insertInvoice(
      trx,
      {
        id: invoiceId,
        storeId: first.storeId,
        nameId: SYSTEM_NAME_IDS.INVAD,
        type: 'OUTBOUND_SHIPMENT',
        status: 'ALLOCATED',
        userId: null,
        comment: null,
        createdDatetime: at.toISOString(),
        verifiedDatetime: null,
      },
      changes.map(({ line }, i) => ({
        id: lineIds[i] ?? '',
        type: 'STOCK_OUT' as const,
        invoiceId,
        itemId: line.itemId,
        stockLineId: line.id,
        batch: line.batch,
        expiryDate: line.expiryDate,
        packSize: line.packSize,
        numberOfPacks: 1,
        costPricePerPack: 0,
        sellPricePerPack: 0,
        reasonOptionId: null,
        locationId: null,
        note: null,
      })),
      h.clock.now(),
    );
    return applyStockMovements(trx, actingIn(h.deps, first.storeId), {
      invoiceId,
      datetime: at,
      lines: changes.map(({ line, totalPacks, availablePacks }, i) => ({
        stockLineId: line.id,
        invoiceLineId: lineIds[i] ?? '',
        totalPacks,
        availablePacks,
      })),
    });
  });
}

describe('the stock-movement service itself', () => {
  const move = (
    line: StockLine,
    change: { totalPacks: number; availablePacks: number },
    at = h.clock.now(),
  ) => moveMany([{ line, ...change }], at);

  it('refuses a reservation beyond the available packs even when the total is untouched', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    // Reserve 3 (available 2, total 5), then try to reserve 3 more.
    expect((await move(line, { totalPacks: 0, availablePacks: -3 })).ok).toBe(true);
    const res = await move(line, { totalPacks: 0, availablePacks: -3 });
    expect(!res.ok && res.error).toMatchObject({
      kind: 'NotEnoughStock',
      availablePacks: 2,
      requestedPacks: 3,
    });
    expect(await findStockLine(h.deps.db, line.storeId, line.id)).toMatchObject({
      availableNumberOfPacks: 2,
      totalNumberOfPacks: 5,
    });
    // A reservation writes no movement.
    expect(await ledgerOf(line.id)).toHaveLength(1);
  });

  it('refuses a change or a result that is not a storable count', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    for (const packs of [
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NaN,
      1e300,
      999_999_996,
    ]) {
      const res = await move(line, { totalPacks: packs, availablePacks: packs });
      expect(!res.ok && res.error).toEqual({ kind: 'StockCountOutOfRange', stockLineId: line.id });
    }
    // 999,999,994 more makes 999,999,999: the largest count kept.
    expect((await move(line, { totalPacks: 999_999_994, availablePacks: 999_999_994 })).ok).toBe(
      true,
    );
    expect(await findStockLine(h.deps.db, line.storeId, line.id)).toMatchObject({
      availableNumberOfPacks: 999_999_999,
      totalNumberOfPacks: 999_999_999,
    });
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('two concurrent reductions that together exceed the line: one fails, stock stays exact', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    const results = await Promise.all([
      adjust(line, { numberOfPacks: 6 }),
      adjust(line, { numberOfPacks: 6 }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error.kind === 'NotEnoughStock')).toHaveLength(1);
    const after = await findStockLine(h.deps.db, line.storeId, line.id);
    expect(after).toMatchObject({ totalNumberOfPacks: 4, availableNumberOfPacks: 4 });
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('many concurrent small reductions never over-draw', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    const results = await Promise.all(
      Array.from({ length: 15 }, () => adjust(line, { numberOfPacks: 1 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect((await findStockLine(h.deps.db, line.storeId, line.id))?.totalNumberOfPacks).toBe(0);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('ledger check', () => {
  it('reports a stock line whose packs no longer match its ledger', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    await h.deps.db
      .updateTable('stock_line')
      .set({ total_number_of_packs: 11 })
      .where('id', '=', line.id)
      .execute();
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([
      {
        stockLineId: line.id,
        totalNumberOfPacks: 11,
        ledgerSum: 10,
        lastBalance: 10,
        lowestBalance: 10,
      },
    ]);
  });
});

describe('a request moving many lines at once (batched ledger and counts)', () => {
  it('chains the balances of one line moved twice in one request', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    h.clock.advance(hours(1));
    const res = await moveMany([
      { line, totalPacks: -3, availablePacks: -3 },
      { line, totalPacks: -2, availablePacks: -2 },
    ]);
    expect(res.ok).toBe(true);
    expect((await ledgerOf(line.id)).map((m) => [m.number_of_packs, m.balance_packs])).toEqual([
      [10, 10],
      [-3, 7],
      [-2, 5],
    ]);
    expect(await findStockLine(h.deps.db, line.storeId, line.id)).toMatchObject({
      totalNumberOfPacks: 5,
      availableNumberOfPacks: 5,
    });
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('mixes a back-dated line with lines that move now, each balance in its place', async () => {
    const old = await givenStockLine(h.deps, { packs: 10, batch: 'OLD' });
    const quiet = await givenStockLine(h.deps, { packs: 3, batch: 'QUIET' });
    h.clock.advance(hours(5));
    const fresh = await givenStockLine(h.deps, { packs: 4, batch: 'NEW' });
    // Back-dated to before `fresh` existed but after `old`'s opening: `old` has later rows
    // only if something moved it after; move it now first so the back-dated one lands inside.
    h.clock.advance(hours(1));
    expect((await moveMany([{ line: old, totalPacks: -1, availablePacks: -1 }])).ok).toBe(true);
    const backdated = new Date(h.clock.now().getTime() - hours(3));
    const other = await givenStockLine(h.deps, { packs: 6, batch: 'OTHER' });
    const res = await moveMany(
      [
        { line: other, totalPacks: 0, availablePacks: -1 },
        // Nothing moved it since its opening: appended without reading history...
        { line: quiet, totalPacks: -1, availablePacks: -1 },
        // ...and written before this one reads the history around its back-dated place.
        { line: old, totalPacks: -2, availablePacks: -2 },
        { line: fresh, totalPacks: 0, availablePacks: -4 },
      ],
      backdated,
    );
    expect(res.ok).toBe(true);
    expect((await ledgerOf(old.id)).map((m) => [m.number_of_packs, m.balance_packs])).toEqual([
      [10, 10],
      [-2, 8],
      [-1, 7],
    ]);
    expect(await findStockLine(h.deps.db, old.storeId, old.id)).toMatchObject({
      totalNumberOfPacks: 7,
      availableNumberOfPacks: 7,
    });
    expect(await findStockLine(h.deps.db, fresh.storeId, fresh.id)).toMatchObject({
      totalNumberOfPacks: 4,
      availableNumberOfPacks: 0,
    });
    expect((await ledgerOf(quiet.id)).map((m) => [m.number_of_packs, m.balance_packs])).toEqual([
      [3, 3],
      [-1, 2],
    ]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses the whole request when one line of many cannot move, and writes nothing', async () => {
    const a = await givenStockLine(h.deps, { packs: 5, batch: 'A' });
    const b = await givenStockLine(h.deps, { packs: 1, batch: 'B' });
    h.clock.advance(hours(1));
    const res = await moveMany([
      { line: a, totalPacks: -2, availablePacks: -2 },
      { line: b, totalPacks: -3, availablePacks: -3 },
    ]);
    expect(!res.ok && res.error).toMatchObject({ kind: 'NotEnoughStock', stockLineId: b.id });
    expect(await findStockLine(h.deps.db, a.storeId, a.id)).toMatchObject({
      totalNumberOfPacks: 5,
    });
    expect((await ledgerOf(a.id)).length).toBe(1);
  });
});
