// The demo's stock history, seeded once: the ledger agrees with the stock lines, nothing
// is negative, the interesting cases exist, and every enabled store has a year of past.
import { uuidv7 } from '@dawa/domain';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemStatistics } from '../src/modules/items/item-statistics.service';
import { adjustInventory } from '../src/modules/stock/inventory-adjustment.service';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { actingIn } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ stock: true });
}, 180_000);
afterAll(async () => {
  await h.close();
});

const TODAY = '2026-03-01'; // the harness clock
const ENABLED = ['NMW', 'DNS', 'DSS', 'KHC', 'MRH', 'CDP'];

const linesWhere = async (condition: RawBuilder<boolean>) =>
  Number(
    (
      await h.deps.db
        .selectFrom('stock_line')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('total_number_of_packs', '>', 0)
        .where(condition)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo stock history', () => {
  it('agrees with its ledger on every stock line', async () => {
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('has available equal to total but what unpicked shipments reserve, and nothing negative', async () => {
    const lines = await h.deps.db
      .selectFrom('stock_line')
      .select(['id', 'available_number_of_packs', 'total_number_of_packs'])
      .execute();
    expect(lines.length).toBeGreaterThan(1000);
    const reserved = new Map(
      (
        await h.deps.db
          .selectFrom('invoice_line as l')
          .innerJoin('invoice as i', 'i.id', 'l.invoice_id')
          .select([
            'l.stock_line_id as id',
            (eb) => eb.fn.sum<number>('l.number_of_packs').as('packs'),
          ])
          .where('l.type', '=', 'STOCK_OUT')
          .where('i.status', 'in', ['NEW', 'ALLOCATED'])
          .groupBy('l.stock_line_id')
          .execute()
      ).map((r) => [r.id, Number(r.packs)]),
    );
    expect(reserved.size).toBeGreaterThan(0);
    for (const l of lines) {
      expect(Number(l.available_number_of_packs)).toBe(
        Number(l.total_number_of_packs) - (reserved.get(l.id) ?? 0),
      );
      expect(l.total_number_of_packs).toBeGreaterThanOrEqual(0);
    }
    const lowest = await h.deps.db
      .selectFrom('stock_movement')
      .select((eb) => eb.fn.min<number>('balance_packs').as('balance'))
      .executeTakeFirstOrThrow();
    expect(Number(lowest.balance)).toBeGreaterThanOrEqual(0);
    const lineRows = await h.deps.db
      .selectFrom('invoice_line')
      .select((eb) => eb.fn.min<number>('number_of_packs').as('packs'))
      .executeTakeFirstOrThrow();
    expect(Number(lineRows.packs)).toBeGreaterThan(0);
  });

  it('has shipments on their way in every status, transfers between its stores among them', async () => {
    const docs = await h.deps.db
      .selectFrom('invoice as i')
      .innerJoin('store as s', 's.id', 'i.store_id')
      .innerJoin('store as to', 'to.name_id', 'i.name_id')
      .select(['s.code as from', 'to.code as to', 'i.status', 'i.on_hold', 'i.linked_invoice_id'])
      .select((eb) =>
        eb
          .selectFrom('invoice_line as l')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('l.invoice_id', '=', 'i.id')
          .where('l.type', '=', 'UNALLOCATED_STOCK')
          .as('placeholders'),
      )
      .where('i.type', '=', 'OUTBOUND_SHIPMENT')
      .where('i.their_reference', 'is', null)
      .where('i.status', '!=', 'SHIPPED')
      .execute();
    const statuses = new Set(docs.map((d) => d.status));
    for (const status of ['NEW', 'ALLOCATED', 'PICKED', 'DELIVERED', 'RECEIVED', 'VERIFIED'])
      expect(statuses, status).toContain(status);
    expect(docs.some((d) => d.on_hold)).toBe(true);
    expect(docs.some((d) => Number(d.placeholders) > 0)).toBe(true);
    const routes = new Set(docs.filter((d) => d.linked_invoice_id).map((d) => `${d.from}>${d.to}`));
    expect([...routes].sort()).toEqual(['DNS>KHC', 'DNS>MRH', 'NMW>DNS']);
    const receipts = await h.deps.db
      .selectFrom('invoice')
      .select(['status'])
      .where('type', '=', 'INBOUND_SHIPMENT')
      .where('linked_invoice_id', 'is', null)
      .execute();
    expect(receipts.map((r) => r.status).sort()).toEqual(['DELIVERED', 'NEW', 'VERIFIED']);
  });

  it('has expired, expiring, on-hold, located and VVM-tracked lines with stock', async () => {
    expect(await linesWhere(sql<boolean>`expiry_date < ${TODAY}`)).toBeGreaterThan(10);
    expect(
      await linesWhere(sql<boolean>`expiry_date >= ${TODAY} and expiry_date <= '2026-03-31'`),
    ).toBeGreaterThan(10);
    expect(await linesWhere(sql<boolean>`on_hold = ${true}`)).toBeGreaterThan(10);
    expect(
      await linesWhere(
        sql<boolean>`location_id in (select id from location where on_hold = ${true})`,
      ),
    ).toBeGreaterThan(0);
    const vvm = await h.deps.db
      .selectFrom('stock_line')
      .innerJoin('vvm_status', 'vvm_status.id', 'stock_line.vvm_status_id')
      .innerJoin('item', 'item.id', 'stock_line.item_id')
      .select(['vvm_status.code', 'item.is_vaccine'])
      .execute();
    expect(vvm.every((r) => Boolean(r.is_vaccine))).toBe(true);
    const stages = new Set(vvm.map((r) => r.code));
    expect([...stages].sort()).toEqual(['VVM1', 'VVM2', 'VVM3']);
    expect(vvm.filter((r) => r.code === 'VVM1').length).toBeGreaterThan(vvm.length / 2);
  });

  it('gives every enabled store twelve months of receipts and issues, and none to the closed one', async () => {
    const rows = await h.deps.db
      .selectFrom('stock_movement as m')
      .innerJoin('store as s', 's.id', 'm.store_id')
      .innerJoin('invoice as i', 'i.id', 'm.invoice_id')
      .select(['s.code', 'i.type', sql<string>`substr(m.datetime, 1, 7)`.as('month')])
      .where('m.datetime', '<', TODAY)
      .groupBy(['s.code', 'i.type', sql`substr(m.datetime, 1, 7)`])
      .execute();
    const months = ['2025-03', '2025-06', '2025-09', '2025-12', '2026-02'];
    for (const code of ENABLED) {
      const issueType = code === 'CDP' ? 'PRESCRIPTION' : 'OUTBOUND_SHIPMENT';
      const mine = rows.filter((r) => r.code === code);
      const receiptMonths = mine.filter((r) => r.type === 'INVENTORY_ADDITION').map((r) => r.month);
      const issueMonths = mine.filter((r) => r.type === issueType).map((r) => r.month);
      expect(new Set(receiptMonths).size, code).toBe(12);
      expect(new Set(issueMonths).size, code).toBe(12);
      for (const m of months) expect(issueMonths, `${code} ${m}`).toContain(m);
    }
    expect(rows.some((r) => r.code === 'OLD')).toBe(false);
  });

  it('numbers documents per store and type as the number counters say', async () => {
    const numbers = await h.deps.db
      .selectFrom('invoice')
      .select((eb) => [
        'store_id',
        'type',
        eb.fn.max<number>('invoice_number').as('highest'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['store_id', 'type'])
      .execute();
    const counters = await h.deps.db.selectFrom('number_counter').selectAll().execute();
    expect(numbers.length).toBeGreaterThanOrEqual(12);
    for (const r of numbers) {
      expect(Number(r.highest)).toBe(Number(r.n));
      const counter = counters.find(
        (c) => c.store_id === r.store_id && c.counter === `invoice:${r.type}`,
      );
      expect(Number(counter?.value)).toBe(Number(r.highest));
    }
  });

  it('makes average monthly consumption and months of stock meaningful', async () => {
    const items = await h.deps.db
      .selectFrom('stock_line')
      .select('item_id')
      .distinct()
      .where('store_id', '=', storeId('DNS'))
      .execute();
    const stats = await itemStatistics(
      actingIn(h.deps, storeId('DNS'), 'viewer'),
      items.map((i) => i.item_id),
    );
    const all = [...stats.values()];
    const consumed = all.filter((s) => s.averageMonthlyConsumption > 0);
    expect(consumed.length).toBeGreaterThan(all.length * 0.9);
    const statuses = new Set(all.map((s) => s.stockStatus));
    for (const status of ['WELL_STOCKED', 'UNDERSTOCKED', 'OVERSTOCKED']) {
      expect(statuses).toContain(status);
    }
  });

  it('takes new stock movements on top of the history, numbered after it', async () => {
    const line = await h.deps.db
      .selectFrom('stock_line')
      .selectAll()
      .where('store_id', '=', storeId('KHC'))
      .where('total_number_of_packs', '>=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reason = await h.deps.db
      .selectFrom('reason_option')
      .select('id')
      .where('type', '=', 'NEGATIVE_INVENTORY_ADJUSTMENT')
      .where('reason', '=', 'Damaged')
      .executeTakeFirstOrThrow();
    const before = await h.deps.db
      .selectFrom('number_counter')
      .select('value')
      .where('store_id', '=', line.store_id)
      .where('counter', '=', 'invoice:INVENTORY_ADDITION')
      .executeTakeFirstOrThrow();
    const added = await adjustInventory(actingIn(h.deps, line.store_id), {
      id: uuidv7(),
      stockLineId: line.id,
      direction: 'REDUCTION',
      numberOfPacks: 1,
      reasonId: reason.id,
    });
    expect(added.ok).toBe(true);
    const positive = await h.deps.db
      .selectFrom('reason_option')
      .select('id')
      .where('type', '=', 'POSITIVE_INVENTORY_ADJUSTMENT')
      .where('reason', '=', 'Found')
      .executeTakeFirstOrThrow();
    const found = await adjustInventory(actingIn(h.deps, line.store_id), {
      id: uuidv7(),
      stockLineId: line.id,
      direction: 'ADDITION',
      numberOfPacks: 1,
      reasonId: positive.id,
    });
    expect(found.ok && found.value.invoiceNumber).toBe(Number(before.value) + 1);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});
