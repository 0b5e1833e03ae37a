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

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

const MONTH_ENDS = [
  '2025-03-31',
  '2025-04-30',
  '2025-05-31',
  '2025-06-30',
  '2025-07-31',
  '2025-08-31',
  '2025-09-30',
  '2025-10-31',
  '2025-11-30',
  '2025-12-31',
  '2026-01-31',
  '2026-02-28',
];

describe('demo stocktakes (issue 12 item 5)', () => {
  const finalised = () =>
    h.deps.db
      .selectFrom('stocktake as st')
      .innerJoin('store as s', 's.id', 'st.store_id')
      .selectAll('st')
      .select('s.code')
      .where('st.status', '=', 'FINALISED')
      .orderBy('st.store_id')
      .orderBy('st.stocktake_number')
      .execute();

  it('every store with history counted at the end of each month of it, its stocktakes numbered first', async () => {
    const rows = await finalised();
    for (const code of ENABLED) {
      const mine = rows.filter((r) => r.code === code);
      expect(
        mine.map((r) => r.stocktake_date),
        code,
      ).toEqual(MONTH_ENDS);
      expect(mine.map((r) => Number(r.stocktake_number))).toEqual(MONTH_ENDS.map((_, i) => i + 1));
      for (const r of mine) {
        expect(r.finalised_datetime?.slice(0, 10)).toBe(r.stocktake_date);
        expect(r.on_hold).toBeFalsy();
      }
    }
    expect(rows.some((r) => r.code === 'OLD')).toBe(false);
  });

  it('counts every batch held at that instant, its snapshot the batch’s total then, a few counted differently with a reason of that direction', async () => {
    const rows = await finalised();
    const movements = await h.deps.db
      .selectFrom('stock_movement')
      .select(['stock_line_id', 'datetime', 'number_of_packs'])
      .orderBy('datetime')
      .execute();
    const lines = await h.deps.db
      .selectFrom('stocktake_line as l')
      .innerJoin('stocktake as st', 'st.id', 'l.stocktake_id')
      .leftJoin('reason_option as r', 'r.id', 'l.reason_option_id')
      .selectAll('l')
      .select(['r.type as reason_type'])
      .where('st.status', '=', 'FINALISED')
      .execute();
    const byStocktake = groupBy(lines, (l) => l.stocktake_id);
    const storeOfLine = new Map(
      (await h.deps.db.selectFrom('stock_line').select(['id', 'store_id']).execute()).map((s) => [
        s.id,
        s.store_id,
      ]),
    );
    let higher = 0;
    let lower = 0;
    const movementsOf = groupBy(movements, (m) => storeOfLine.get(m.stock_line_id) ?? '');
    for (const st of rows) {
      // What each batch of the store held just before the count's own adjustments.
      const held = new Map<string, number>();
      for (const m of movementsOf.get(st.store_id) ?? []) {
        if (m.datetime >= (st.finalised_datetime ?? '')) break;
        held.set(m.stock_line_id, (held.get(m.stock_line_id) ?? 0) + Number(m.number_of_packs));
      }
      const expected = [...held].filter(([, packs]) => packs > 1e-9);
      const mine = byStocktake.get(st.id) ?? [];
      expect(mine.map((l) => l.stock_line_id).sort(), `${st.code} ${st.stocktake_date}`).toEqual(
        expected.map(([id]) => id).sort(),
      );
      let differing = 0;
      for (const l of mine) {
        const snapshot = Number(l.snapshot_number_of_packs);
        const counted = Number(l.counted_number_of_packs);
        expect(snapshot).toBeCloseTo(held.get(l.stock_line_id ?? '') ?? -1, 6);
        expect(l.counted_number_of_packs).not.toBeNull();
        expect(counted).toBeGreaterThanOrEqual(0);
        if (counted > snapshot) {
          higher += 1;
          differing += 1;
          expect(l.reason_type).toBe('POSITIVE_INVENTORY_ADJUSTMENT');
        } else if (counted < snapshot) {
          lower += 1;
          differing += 1;
          expect(l.reason_type).toBe('NEGATIVE_INVENTORY_ADJUSTMENT');
        } else expect(l.reason_option_id).toBeNull();
      }
      expect(differing).toBeLessThan(mine.length * 0.1);
    }
    expect(higher).toBeGreaterThan(50);
    expect(lower).toBeGreaterThan(50);
  }, 60_000);

  it('makes its differences one verified inventory addition and one reduction, with ledger rows at the count', async () => {
    const rows = await finalised();
    const lines = await h.deps.db
      .selectFrom('stocktake_line as l')
      .innerJoin('stocktake as st', 'st.id', 'l.stocktake_id')
      .select([
        'l.stocktake_id',
        'l.stock_line_id',
        'l.snapshot_number_of_packs as snapshot',
        'l.counted_number_of_packs as counted',
        'l.reason_option_id',
      ])
      .where('st.status', '=', 'FINALISED')
      .whereRef('l.counted_number_of_packs', '<>', 'l.snapshot_number_of_packs')
      .execute();
    const docLines = await h.deps.db
      .selectFrom('invoice_line as l')
      .innerJoin('invoice as i', 'i.id', 'l.invoice_id')
      .leftJoin('stock_movement as m', 'm.invoice_line_id', 'l.id')
      .select([
        'i.id as invoice_id',
        'i.type',
        'i.status',
        'i.created_datetime',
        'l.stock_line_id',
        'l.number_of_packs',
        'l.reason_option_id',
        'm.number_of_packs as moved',
        'm.datetime as moved_at',
      ])
      .where('i.type', 'in', ['INVENTORY_ADDITION', 'INVENTORY_REDUCTION'])
      .where('i.comment', 'like', 'Stocktake %')
      .execute();
    const ofInvoice = (id: string | null) => docLines.filter((d) => d.invoice_id === id);
    for (const st of rows) {
      const diffs = lines.filter((l) => l.stocktake_id === st.id);
      const additions = ofInvoice(st.inventory_addition_id);
      const reductions = ofInvoice(st.inventory_reduction_id);
      const expected = (sign: 1 | -1) =>
        diffs
          .map((d) => ({
            stockLine: d.stock_line_id,
            packs: Math.round((Number(d.counted) - Number(d.snapshot)) * sign * 1e6) / 1e6,
            reason: d.reason_option_id,
          }))
          .filter((d) => d.packs > 0)
          .sort((a, b) => String(a.stockLine).localeCompare(String(b.stockLine)));
      const actual = (docs: typeof docLines) =>
        docs
          .map((d) => ({
            stockLine: d.stock_line_id,
            packs: Math.round(Number(d.number_of_packs) * 1e6) / 1e6,
            reason: d.reason_option_id,
          }))
          .sort((a, b) => String(a.stockLine).localeCompare(String(b.stockLine)));
      expect(actual(additions), `${st.code} ${st.stocktake_date} additions`).toEqual(expected(1));
      expect(actual(reductions), `${st.code} ${st.stocktake_date} reductions`).toEqual(
        expected(-1),
      );
      if (expected(1).length === 0) expect(st.inventory_addition_id).toBeNull();
      if (expected(-1).length === 0) expect(st.inventory_reduction_id).toBeNull();
      for (const d of [...additions, ...reductions]) {
        expect(d.status).toBe('VERIFIED');
        expect(d.moved_at).toBe(st.finalised_datetime);
        const sign = d.type === 'INVENTORY_ADDITION' ? 1 : -1;
        expect(Number(d.moved)).toBeCloseTo(sign * Number(d.number_of_packs), 6);
      }
      expect(additions.every((d) => d.type === 'INVENTORY_ADDITION')).toBe(true);
      expect(reductions.every((d) => d.type === 'INVENTORY_REDUCTION')).toBe(true);
    }
    expect(rows.filter((r) => r.inventory_addition_id).length).toBeGreaterThan(30);
    expect(rows.filter((r) => r.inventory_reduction_id).length).toBeGreaterThan(30);
  });

  it('shows the counts in the item ledger and the finalised stocktakes in the list', async () => {
    const keeper = await h.as('storekeeper');
    const DNS = storeId('DNS');
    const [st] = (await finalised()).filter((r) => r.code === 'DNS' && r.inventory_reduction_id);
    const line = await h.deps.db
      .selectFrom('invoice_line')
      .select(['stock_line_id', 'number_of_packs'])
      .where('invoice_id', '=', st?.inventory_reduction_id ?? '')
      .executeTakeFirstOrThrow();
    const ledger = await keeper<{
      ledger: {
        nodes: {
          invoiceType: string;
          numberOfPacks: number;
          reason: string | null;
          datetime: string;
        }[];
      };
    }>(
      `query($s: String!, $l: String) { ledger(storeId: $s, stockLineId: $l, page: { first: 1000 }) {
        nodes { invoiceType numberOfPacks reason datetime } } }`,
      { s: DNS, l: line.stock_line_id },
    );
    expect(ledger.errors).toBeUndefined();
    expect(ledger.data?.ledger.nodes).toContainEqual(
      expect.objectContaining({
        invoiceType: 'INVENTORY_REDUCTION',
        numberOfPacks: -Number(line.number_of_packs),
        datetime: st?.finalised_datetime,
      }),
    );
    const list = await keeper<{ stocktakes: { totalCount: number } }>(
      `query($s: String!) { stocktakes(storeId: $s) { totalCount } }`,
      { s: DNS },
    );
    expect(list.data?.stocktakes.totalCount).toBe(MONTH_ENDS.length + 2);
  });

  it('has, in the district store and a health centre, a stocktake being counted and one on hold', async () => {
    for (const code of ['DNS', 'KHC']) {
      const open = await h.deps.db
        .selectFrom('stocktake')
        .selectAll()
        .where('store_id', '=', storeId(code))
        .where('status', '=', 'NEW')
        .orderBy('stocktake_number')
        .execute();
      expect(
        open.map((s) => [Number(s.stocktake_number), Boolean(s.on_hold)]),
        code,
      ).toEqual([
        [MONTH_ENDS.length + 1, false],
        [MONTH_ENDS.length + 2, true],
      ]);
      const [counting, held] = open;
      const lines = await h.deps.db
        .selectFrom('stocktake_line as l')
        .innerJoin('stock_line as s', 's.id', 'l.stock_line_id')
        .leftJoin('reason_option as r', 'r.id', 'l.reason_option_id')
        .select([
          'l.snapshot_number_of_packs as snapshot',
          'l.counted_number_of_packs as counted',
          's.total_number_of_packs as total',
          'r.type as reason_type',
        ])
        .where('l.stocktake_id', '=', counting?.id ?? '')
        .execute();
      const counted = lines.filter((l) => l.counted !== null);
      expect(counted.length, code).toBeGreaterThan(lines.length / 3);
      expect(lines.length - counted.length, code).toBeGreaterThan(lines.length / 5);
      // Counted as the store holds now: finalising asks about no moved stock.
      for (const l of lines) expect(Number(l.snapshot)).toBe(Number(l.total));
      const up = counted.filter((l) => Number(l.counted) > Number(l.snapshot));
      const down = counted.filter((l) => Number(l.counted) < Number(l.snapshot));
      expect(up.length + down.length, code).toBeGreaterThan(0);
      for (const l of up) expect(l.reason_type).toBe('POSITIVE_INVENTORY_ADJUSTMENT');
      for (const l of down) expect(l.reason_type).toBe('NEGATIVE_INVENTORY_ADJUSTMENT');
      const heldLines = await h.deps.db
        .selectFrom('stocktake_line')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('stocktake_id', '=', held?.id ?? '')
        .executeTakeFirstOrThrow();
      expect(Number(heldLines.n), code).toBeGreaterThan(0);
    }
    // On hold, it takes no count.
    const keeper = await h.as('storekeeper');
    const held = await h.deps.db
      .selectFrom('stocktake')
      .select('id')
      .where('store_id', '=', storeId('DNS'))
      .where('on_hold', '=', true)
      .executeTakeFirstOrThrow();
    const refused = await keeper<{ finaliseStocktake: { error?: { __typename: string } } }>(
      `mutation($s: String!, $id: String!) { finaliseStocktake(storeId: $s, input: { id: $id }) {
        __typename ... on StocktakeMutationError { error { __typename } } } }`,
      { s: storeId('DNS'), id: held.id },
    );
    expect(refused.data?.finaliseStocktake.error?.__typename).toBe('StocktakeIsOnHold');
  });
});

describe('demo returns between stores (issue 12 item 5)', () => {
  const returns = () =>
    h.deps.db
      .selectFrom('invoice as i')
      .innerJoin('store as s', 's.id', 'i.store_id')
      .innerJoin('name as n', 'n.id', 'i.name_id')
      .select([
        'i.id',
        'i.type',
        'i.status',
        'i.linked_invoice_id',
        'i.original_shipment_id',
        's.code as store',
        'n.code as party',
      ])
      .where('i.type', 'in', ['SUPPLIER_RETURN', 'CUSTOMER_RETURN'])
      .execute();

  it('sends stock back up the chain, the other store’s customer return made by the transfer, one received', async () => {
    const all = await returns();
    const pairs = all
      .filter((r) => r.type === 'SUPPLIER_RETURN')
      .map((r) => {
        const other = all.find((o) => o.id === r.linked_invoice_id);
        return [r.store, r.party, r.status, other?.store, other?.type, other?.status];
      })
      .sort();
    expect(pairs).toEqual([
      ['DNS', 'NMW', 'PICKED', 'NMW', 'CUSTOMER_RETURN', 'PICKED'],
      ['DNS', 'NMW', 'RECEIVED', 'NMW', 'CUSTOMER_RETURN', 'RECEIVED'],
      ['KHC', 'DNS', 'SHIPPED', 'DNS', 'CUSTOMER_RETURN', 'SHIPPED'],
    ]);
    expect(all).toHaveLength(6);
    const lines = await h.deps.db
      .selectFrom('invoice_line as l')
      .innerJoin('invoice as i', 'i.id', 'l.invoice_id')
      .leftJoin('reason_option as r', 'r.id', 'l.reason_option_id')
      .select(['i.type', 'r.type as reason_type', 'l.number_of_packs'])
      .where('i.type', 'in', ['SUPPLIER_RETURN', 'CUSTOMER_RETURN'])
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const l of lines) {
      expect(l.reason_type).toBe('RETURN_REASON');
      expect(Number(l.number_of_packs)).toBeGreaterThan(0);
    }
  });

  it('links each return to the shipment it sends back, and the shipment to its returns', async () => {
    const keeper = await h.as('admin');
    for (const r of await returns()) {
      const query = r.type === 'SUPPLIER_RETURN' ? 'supplierReturn' : 'customerReturn';
      const shipment = r.type === 'SUPPLIER_RETURN' ? 'inboundShipment' : 'outboundShipment';
      const doc = await keeper<Record<string, { originalShipment: { id: string; type: string } }>>(
        `query($s: String!, $id: String!) { d: ${query}(storeId: $s, id: $id) {
          originalShipment { id type } } }`,
        { s: storeId(r.store), id: r.id },
      );
      const original = doc.data?.d?.originalShipment;
      expect(original?.id, `${r.store} ${r.type}`).toBe(r.original_shipment_id);
      expect(original?.type).toBe(
        r.type === 'SUPPLIER_RETURN' ? 'INBOUND_SHIPMENT' : 'OUTBOUND_SHIPMENT',
      );
      const back = await keeper<Record<string, { returns: { id: string }[] }>>(
        `query($s: String!, $id: String!) { d: ${shipment}(storeId: $s, id: $id) { returns { id } } }`,
        { s: storeId(r.store), id: original?.id ?? '' },
      );
      expect(back.data?.d?.returns.map((x) => x.id)).toContain(r.id);
    }
    // The customer returns name the other store's shipment of the same goods.
    const all = await returns();
    for (const c of all.filter((r) => r.type === 'CUSTOMER_RETURN')) {
      const supplierReturn = all.find((r) => r.id === c.linked_invoice_id);
      const inbound = await h.deps.db
        .selectFrom('invoice')
        .select('linked_invoice_id')
        .where('id', '=', supplierReturn?.original_shipment_id ?? '')
        .executeTakeFirstOrThrow();
      expect(c.original_shipment_id).toBe(inbound.linked_invoice_id);
    }
  });
});

describe('demo internal orders (issue 13)', () => {
  const requisitions = () =>
    h.deps.db
      .selectFrom('requisition as r')
      .innerJoin('store as s', 's.id', 'r.store_id')
      .innerJoin('name as n', 'n.id', 'r.name_id')
      .select([
        'r.id',
        'r.type',
        'r.status',
        'r.linked_requisition_id',
        'r.their_reference',
        's.code as store',
        'n.code as party',
      ])
      .orderBy('s.code')
      .execute();

  it('has a health centre’s order sent to its district store, which has it to supply, and a draft', async () => {
    const all = await requisitions();
    expect(all.map((r) => [r.store, r.type, r.status, r.party])).toEqual(
      expect.arrayContaining([
        ['KHC', 'REQUEST', 'SENT', 'DNS'],
        ['DNS', 'RESPONSE', 'NEW', 'KHC'],
        ['MRH', 'REQUEST', 'DRAFT', 'DSS'],
      ]),
    );
    expect(all).toHaveLength(3);
    const order = all.find((r) => r.store === 'KHC');
    const response = all.find((r) => r.store === 'DNS');
    expect(response?.linked_requisition_id).toBe(order?.id);
    expect(order?.linked_requisition_id).toBe(response?.id);
    expect(response?.their_reference).toMatch(/^From internal order \d+/);
  });

  it('the Southern district store, alone, has its customers’ orders approved (decision 10)', async () => {
    const rows = await h.deps.db
      .selectFrom('store_preference as p')
      .innerJoin('store as s', 's.id', 'p.store_id')
      .select(['s.code', 'p.response_requisition_requires_authorisation as approves'])
      .where('s.code', 'in', ENABLED)
      .execute();
    expect(rows.filter((r) => Boolean(r.approves)).map((r) => r.code)).toEqual(['DSS']);
  });

  it('orders something on every order, and the district sees each sent line to supply', async () => {
    for (const r of await requisitions()) {
      const lines = await h.deps.db
        .selectFrom('requisition_line')
        .select(['requested_quantity', 'supply_quantity'])
        .where('requisition_id', '=', r.id)
        .execute();
      expect(
        lines.some((l) => Number(l.requested_quantity) > 0),
        `${r.store}`,
      ).toBe(true);
      // A sent order keeps only what it asks for; the customer requisition copies it, supply 0.
      if (r.status !== 'DRAFT') {
        expect(lines.every((l) => Number(l.requested_quantity) > 0)).toBe(true);
        expect(lines.every((l) => Number(l.supply_quantity) === 0)).toBe(true);
      }
    }
  });
});
