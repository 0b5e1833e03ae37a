import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { givenIssue, givenLocation, givenStockLine, vvmStatusId, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const ITEMS = `query($storeId: String!, $filter: ItemFilterInput, $page: PaginationInput) {
  items(storeId: $storeId, filter: $filter, page: $page) { totalCount nodes { id code name isVaccine } }
}`;
const ITEM = `query($storeId: String!, $id: String!) {
  item(storeId: $storeId, id: $id) {
    __typename
    ... on ItemNode { code stats { stockOnHand unusableStockOnHand availableStockOnHand lookBackMonths consumedUnits averageMonthlyConsumption
      monthsOfStock minMonths maxMonths stockStatus expiringLots expiringUnits expiredUnits } }
    ... on NodeError { error { __typename } }
  }
}`;
type ItemsOut = { items: { totalCount: number; nodes: { code: string; isVaccine: boolean }[] } };
type ItemOut = {
  item: { __typename: string; stats?: Record<string, unknown>; error?: { __typename: string } };
};

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const days = (n: number) => n * 86_400_000;

describe('items', () => {
  it('lists only the items of the master lists visible to the store', async () => {
    const admin = await h.as('admin');
    const dispensary = await admin<ItemsOut>(ITEMS, {
      storeId: storeId('CDP'),
      page: { first: 1000 },
    });
    const warehouse = await admin<ItemsOut>(ITEMS, {
      storeId: storeId('NMW'),
      page: { first: 1000 },
    });
    expect(dispensary.data?.items.totalCount).toBeGreaterThan(50);
    expect(warehouse.data?.items.totalCount).toBeGreaterThan(
      dispensary.data?.items.totalCount ?? 0,
    );
    // The dispensary's lists hold no vaccines.
    expect(dispensary.data?.items.nodes.some((n) => n.isVaccine)).toBe(false);
    const vaccines = await admin<ItemsOut>(ITEMS, {
      storeId: storeId('NMW'),
      filter: { isVaccine: true },
      page: { first: 1000 },
    });
    expect(vaccines.data?.items.totalCount).toBe(25);
    const search = await admin<ItemsOut>(ITEMS, {
      storeId: storeId('NMW'),
      filter: { codeOrName: { like: 'AMOXICILLIN 250' } },
    });
    expect(search.data?.items.nodes.map((n) => n.code)).toEqual(['AMOX250T']);
  });

  it('answers RecordNotFound for an item not visible to the store', async () => {
    const admin = await h.as('admin');
    const res = await admin<ItemOut>(ITEM, { storeId: storeId('CDP'), id: itemId('VAC-BCG') });
    expect(res.data?.item).toEqual({
      __typename: 'NodeError',
      error: { __typename: 'RecordNotFound' },
    });
  });

  it('computes stock, AMC over the look-back period, months of stock, status and expiring lots', async () => {
    const now = h.clock.now();
    const old = new Date(now.getTime() - days(120));
    const line = await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      packs: 100,
      packSize: 100,
      at: old,
    });
    // Consumption in the last 3 months: 30 packs of 100 = 3,000 units; older consumption is ignored.
    await givenIssue(h.deps, line, 5, new Date(now.getTime() - days(110)));
    for (const d of [80, 50, 20])
      await givenIssue(h.deps, line, 10, new Date(now.getTime() - days(d)));
    // Outbound shipments count too; adjustments do not.
    const soon = new Date(now.getTime() + days(10)).toISOString().slice(0, 10);
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      packs: 2,
      packSize: 100,
      expiryDate: soon,
      batch: 'SOON',
    });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      packs: 1,
      packSize: 100,
      expiryDate: '2020-01-31',
      batch: 'OLD',
    });

    const keeper = await h.as('storekeeper');
    const res = await keeper<ItemOut>(ITEM, { storeId: storeId('DNS'), id: itemId('AMOX250T') });
    expect(res.errors).toBeUndefined();
    expect(res.data?.item.stats).toEqual({
      stockOnHand: 6800, // (100 - 35 + 2 + 1) packs x 100
      unusableStockOnHand: 100, // the expired batch OLD
      availableStockOnHand: 6700, // OLD cannot be issued
      lookBackMonths: 3,
      consumedUnits: 3000,
      averageMonthlyConsumption: 1000,
      monthsOfStock: 6.7,
      minMonths: 3,
      maxMonths: 6,
      stockStatus: 'OVERSTOCKED',
      expiringLots: 1,
      expiringUnits: 200,
      expiredUnits: 100,
    });
  });

  it('counts consumption net of what customers returned (DOCUMENTS.md decision 6)', async () => {
    const now = h.clock.now();
    const line = await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      packs: 100,
      packSize: 100,
      at: new Date(now.getTime() - days(100)),
    });
    for (const d of [80, 50, 20])
      await givenIssue(h.deps, line, 10, new Date(now.getTime() - days(d)), 'OUTBOUND_SHIPMENT');
    // 6 packs of the 30 shipped came back: 2,400 units consumed in 3 months.
    await givenIssue(h.deps, line, -6, new Date(now.getTime() - days(10)), 'CUSTOMER_RETURN');
    const keeper = await h.as('storekeeper');
    const res = await keeper<ItemOut>(ITEM, { storeId: storeId('DNS'), id: itemId('AMOX250T') });
    expect(res.data?.item.stats).toMatchObject({
      stockOnHand: 7600,
      consumedUnits: 2400,
      averageMonthlyConsumption: 800,
    });
  });

  it('leaves batches that cannot be issued out of available stock, months of stock and status', async () => {
    const now = h.clock.now();
    // 2 packs of 100 a month consumed over the 3-month look-back: AMC 200 units.
    const usable = await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      packs: 16,
      packSize: 100,
      batch: 'GOOD',
      at: new Date(now.getTime() - days(100)),
    });
    for (const d of [80, 50, 20])
      await givenIssue(h.deps, usable, 2, new Date(now.getTime() - days(d)));
    // 10 packs left that can be issued: 1,000 units, 5 months of stock, well stocked.
    const heldShelf = await givenLocation(h.deps, {
      store: 'DNS',
      code: 'QUARANTINE',
      onHold: true,
    });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      packs: 300,
      packSize: 100,
      batch: 'HOLD',
      onHold: true,
    });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      packs: 40,
      packSize: 100,
      batch: 'SHELF',
      locationId: heldShelf,
    });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      packs: 20,
      packSize: 100,
      batch: 'VVM3',
      vvmStatusId: vvmStatusId(3),
    });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      packs: 5,
      packSize: 100,
      batch: 'VVM4',
      vvmStatusId: vvmStatusId(4),
    });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      packs: 1,
      packSize: 100,
      batch: 'VVM2',
      vvmStatusId: vvmStatusId(2),
    });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      packs: 3,
      packSize: 100,
      batch: 'EXP',
      expiryDate: '2021-03-31',
    });

    const keeper = await h.as('storekeeper');
    const res = await keeper<ItemOut>(ITEM, { storeId: storeId('DNS'), id: itemId('VAC-BCG') });
    expect(res.errors).toBeUndefined();
    // Usable: GOOD 10 packs and VVM2 1 pack. Not: HOLD 300, SHELF 40, VVM3 20, VVM4 5, EXP 3.
    expect(res.data?.item.stats).toMatchObject({
      stockOnHand: 37_900,
      unusableStockOnHand: 36_800,
      availableStockOnHand: 1_100,
      consumedUnits: 600,
      averageMonthlyConsumption: 200,
      monthsOfStock: 5.5, // 1,100 / 200, not 37,900 / 200
      stockStatus: 'WELL_STOCKED', // not OVERSTOCKED
      expiredUnits: 300,
    });
  });

  it('says no consumption when nothing left the store', async () => {
    await givenStockLine(h.deps, { store: 'DNS', item: 'AMOX500C', packs: 3 });
    const keeper = await h.as('storekeeper');
    const res = await keeper<ItemOut>(ITEM, { storeId: storeId('DNS'), id: itemId('AMOX500C') });
    expect(res.data?.item.stats).toMatchObject({
      averageMonthlyConsumption: 0,
      monthsOfStock: null,
      stockStatus: 'NO_CONSUMPTION',
    });
  });

  it('sorts and filters the list by stock figures, computed for every item, with pages that agree', async () => {
    const now = h.clock.now();
    const ago = (d: number) => new Date(now.getTime() - days(d));
    // AMOX250T: 70 packs of 100 left, 1,000 units a month: 7 months, overstocked.
    const amox = await givenStockLine(h.deps, { item: 'AMOX250T', packs: 100, at: ago(100) });
    for (const d of [80, 50, 20]) await givenIssue(h.deps, amox, 10, ago(d));
    // VAC-BCG: 4 packs of 100 left, 200 units a month: 2 months, understocked.
    const bcg = await givenStockLine(h.deps, { item: 'VAC-BCG', packs: 10, at: ago(100) });
    for (const d of [80, 50, 20]) await givenIssue(h.deps, bcg, 2, ago(d));
    // AMOX500C: 3 packs of 100, never consumed: no months of stock.
    await givenStockLine(h.deps, { item: 'AMOX500C', packs: 3 });

    const keeper = await h.as('storekeeper');
    const LIST = `query($storeId: String!, $filter: ItemFilterInput, $page: PaginationInput, $sort: [ItemSortInput!]) {
      items(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
        totalCount nodes { code stats { stockOnHand monthsOfStock stockStatus } } } }`;
    type Out = {
      items: {
        totalCount: number;
        nodes: {
          code: string;
          stats: { stockOnHand: number; monthsOfStock: number | null; stockStatus: string };
        }[];
      };
    };
    const list = async (vars: Record<string, unknown>) => {
      const res = await keeper<Out>(LIST, { storeId: storeId('DNS'), ...vars });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      return res.data?.items;
    };
    const codes = (out: Out['items'] | undefined) => out?.nodes.map((n) => n.code);

    const byMonthsDesc = await list({
      filter: { hasStock: true },
      sort: [{ key: 'monthsOfStock', desc: true }],
    });
    // Without a figure last, either way.
    expect(codes(byMonthsDesc)).toEqual(['AMOX250T', 'VAC-BCG', 'AMOX500C']);
    expect(byMonthsDesc?.nodes.map((n) => n.stats)).toEqual([
      { stockOnHand: 7000, monthsOfStock: 7, stockStatus: 'OVERSTOCKED' },
      { stockOnHand: 400, monthsOfStock: 2, stockStatus: 'UNDERSTOCKED' },
      { stockOnHand: 300, monthsOfStock: null, stockStatus: 'NO_CONSUMPTION' },
    ]);
    const byMonthsAsc = await list({
      filter: { hasStock: true },
      sort: [{ key: 'monthsOfStock', desc: false }],
    });
    expect(codes(byMonthsAsc)).toEqual(['VAC-BCG', 'AMOX250T', 'AMOX500C']);

    const flagged = await list({
      filter: { stockStatus: { equalAny: ['UNDERSTOCKED', 'OVERSTOCKED'] } },
    });
    expect(flagged?.totalCount).toBe(2);
    expect(codes(flagged)?.sort()).toEqual(['AMOX250T', 'VAC-BCG']);
    const over = await list({ filter: { stockStatus: { equalTo: 'OVERSTOCKED' } } });
    expect(codes(over)).toEqual(['AMOX250T']);

    // Page by page, the same order as the whole list.
    const whole = await list({
      sort: [{ key: 'stockOnHand', desc: true }],
      page: { first: 500, offset: 0 },
    });
    expect(codes(whole)?.slice(0, 3)).toEqual(['AMOX250T', 'VAC-BCG', 'AMOX500C']);
    const total = whole?.totalCount ?? 0;
    expect(total).toBeGreaterThan(3);
    const paged: string[] = [];
    for (let offset = 0; offset < total; offset += 70) {
      const page = await list({
        sort: [{ key: 'stockOnHand', desc: true }],
        page: { first: 70, offset },
      });
      expect(page?.totalCount).toBe(total);
      paged.push(...(codes(page) ?? []));
    }
    expect(paged).toEqual(codes(whole));
  });

  it("counts the store's stock items by stock status and its batches by expiry, for the dashboard", async () => {
    const now = h.clock.now();
    const ago = (d: number) => new Date(now.getTime() - days(d));
    const today = now.toISOString().slice(0, 10);
    const inDays = (d: number) => new Date(now.getTime() + days(d)).toISOString().slice(0, 10);
    // Overstocked: 70 packs left, 10 a month.
    const amox = await givenStockLine(h.deps, { item: 'AMOX250T', packs: 100, at: ago(100) });
    for (const d of [80, 50, 20]) await givenIssue(h.deps, amox, 10, ago(d));
    // Out of stock: consumed, and what is left cannot be issued (on hold).
    const bcg = await givenStockLine(h.deps, { item: 'VAC-BCG', packs: 6, at: ago(100) });
    for (const d of [80, 50, 20]) await givenIssue(h.deps, bcg, 2, ago(d));
    await givenStockLine(h.deps, { item: 'VAC-BCG', packs: 5, batch: 'HELD', onHold: true });
    // Batches: expired yesterday, expiring today and in 30 days, not in 31 days.
    await givenStockLine(h.deps, {
      item: 'AMOX500C',
      packs: 1,
      batch: 'E1',
      expiryDate: inDays(-1),
    });
    await givenStockLine(h.deps, { item: 'AMOX500C', packs: 1, batch: 'S0', expiryDate: today });
    await givenStockLine(h.deps, {
      item: 'AMOX500C',
      packs: 1,
      batch: 'S30',
      expiryDate: inDays(30),
    });
    await givenStockLine(h.deps, {
      item: 'AMOX500C',
      packs: 1,
      batch: 'L31',
      expiryDate: inDays(31),
    });
    await givenStockLine(h.deps, {
      item: 'AMOX500C',
      packs: 0,
      batch: 'GONE',
      expiryDate: inDays(-5),
    });

    const keeper = await h.as('storekeeper');
    const res = await keeper<{
      itemStockStatusCounts: Record<string, number>;
      batchExpirySummary: Record<string, unknown>;
    }>(
      `query($storeId: String!) {
        itemStockStatusCounts(storeId: $storeId) { outOfStock understocked overstocked wellStocked noConsumption }
        batchExpirySummary(storeId: $storeId) { expiredBatches expiringBatches today expiringUntil expiringWithinDays } }`,
      { storeId: storeId('DNS') },
    );
    expect(res.errors).toBeUndefined();
    const counts = res.data?.itemStockStatusCounts;
    expect(counts).toMatchObject({
      outOfStock: 1,
      understocked: 0,
      overstocked: 1,
      wellStocked: 0,
    });
    const stockItems = await keeper<ItemsOut>(ITEMS, {
      storeId: storeId('DNS'),
      filter: { type: { equalTo: 'STOCK' } },
      page: { first: 1 },
    });
    // Every stock item is counted once.
    expect(Object.values(counts ?? {}).reduce((a, b) => a + b, 0)).toBe(
      stockItems.data?.items.totalCount,
    );
    expect(res.data?.batchExpirySummary).toEqual({
      expiredBatches: 1,
      expiringBatches: 2,
      today,
      expiringUntil: inDays(30),
      expiringWithinDays: 30,
    });
  });

  it('needs access to the store', async () => {
    const dispenser = await h.as('dispenser');
    const res = await dispenser(ITEMS, { storeId: storeId('DNS') });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
