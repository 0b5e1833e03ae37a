// The API is a graph (issue 9, deliverable 10): a stock line links to its item, location,
// supplier and donor, a ledger row to its document and stock line, each kind read in one
// batch per page; mutations answer the record their service wrote.
import { uuidv7 } from '@dawa/domain';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../src/common/result';
import { inTransaction } from '../src/db/transaction';
import { demoId } from '../src/demo/ids';
import { createLoaders } from '../src/graphql/loaders';
import { insertLocationRow } from '../src/modules/locations/location.repository';
import { insertStockLine } from '../src/modules/stock/stock-line.repository';
import type { StockLine } from '../src/modules/stock/stock-line.types';
import { givenReason, givenStockLine, itemId, vvmStatusId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const KHC = storeId('KHC');
const SUPPLIERS = ['SUP-UNICEF', 'SUP-GDF', 'SUP-MEDS'].map((c) => demoId(`name:${c}`));
const DONORS = ['DON-GAVI', 'DON-GFATM', 'SUP-UNICEF'].map((c) => demoId(`name:${c}`));

/** Counts the SQL statements the server runs, on either database. */
function countQueries(h: Harness): { readonly n: number } {
  const counter = { n: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      counter.n += 1;
      return Promise.resolve(args.result);
    },
  };
  h.deps.db = h.deps.db.withPlugin(plugin);
  return counter;
}

async function locations(h: Harness, store: string, count: number) {
  const out = Array.from({ length: count }, (_, i) => ({
    id: uuidv7(),
    storeId: store,
    code: `G-${store.slice(-4)}-${i}`,
    name: `Shelf ${i} of ${store.slice(-4)}`,
    onHold: false,
    locationType: null,
  }));
  await inTransaction(h.deps.db, async (trx) => {
    for (const l of out) await insertLocationRow(trx, l, h.clock.now());
    return ok(undefined);
  });
  return out;
}

/** `count` stock lines of DNS spread over items, locations, suppliers, donors and VVM stages. They
 * hold no packs (only the stock-movement service puts packs on a line), so the pages
 * below ask for lines without stock too. */
async function manyLines(h: Harness, count: number) {
  const items = (
    await h.deps.db
      .selectFrom('item')
      .select(['id', 'code', 'name', 'unit', 'is_vaccine'])
      .where('type', '=', 'STOCK')
      .orderBy('code')
      .execute()
  ).slice(0, 150);
  const shelves = await locations(h, DNS, 25);
  const now = h.clock.now();
  const lines: StockLine[] = Array.from({ length: count }, (_, i) => ({
    id: uuidv7(),
    storeId: DNS,
    itemId: items[i % items.length]!.id,
    batch: `G${i}`,
    expiryDate: '2029-01-31',
    packSize: 10,
    availableNumberOfPacks: 0,
    totalNumberOfPacks: 0,
    costPricePerPack: 1,
    sellPricePerPack: 2,
    locationId: i % 5 === 0 ? null : shelves[Math.floor(i / 5) % shelves.length]!.id,
    onHold: false,
    donorId: i % 3 === 0 ? null : DONORS[i % DONORS.length]!,
    supplierId: SUPPLIERS[i % SUPPLIERS.length]!,
    // No status, then stages 1 to 3 (stage 3 is unusable).
    vvmStatusId: i % 4 === 0 ? null : vvmStatusId((i % 4) as 1 | 2 | 3),
    barcode: null,
    note: null,
    createdDatetime: now.toISOString(),
  }));
  await inTransaction(h.deps.db, async (trx) => {
    for (const line of lines) await insertStockLine(trx, line, now);
    return ok(undefined);
  });
  return {
    lines,
    itemOf: new Map(
      items.map((it) => [
        it.id,
        {
          id: it.id,
          code: it.code,
          name: it.name,
          unitName: it.unit,
          isVaccine: Boolean(it.is_vaccine),
        },
      ]),
    ),
    shelfOf: new Map(shelves.map((s) => [s.id, s])),
  };
}

const PAGE = (fields: string) => `query($s: String!, $first: Int!) {
  stockLines(
    storeId: $s
    page: { first: $first }
    filter: { batch: { like: "G" }, hasPacksInStore: false }
  ) {
    totalCount nodes { ${fields} }
  }
}`;
const LINKED = `id batch item { id code name unitName isVaccine }
  location { id code name onHold stockLineCount }
  supplier { id name isSupplier } donor { id name isDonor }
  vvmStatus { id code unusable } unusableReasons`;

type LinkedLine = {
  id: string;
  batch: string;
  item: { id: string; code: string; name: string; unitName: string; isVaccine: boolean };
  location: {
    id: string;
    code: string;
    name: string;
    onHold: boolean;
    stockLineCount: number;
  } | null;
  supplier: { id: string; isSupplier: boolean } | null;
  donor: { id: string; isDonor: boolean } | null;
  vvmStatus: { id: string; code: string; unusable: boolean } | null;
  unusableReasons: string[];
};

describe('nodes link to nodes', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it('a page of 1,000 stock lines reads its items, locations, names and VVM statuses in one query each', async () => {
    const { lines, itemOf, shelfOf } = await manyLines(h, 1000);
    const as = await h.as('storekeeper');
    const counter = countQueries(h);

    const flatBefore = counter.n;
    const flat = await as<{ stockLines: { nodes: { id: string }[] } }>(PAGE('id batch'), {
      s: DNS,
      first: 1000,
    });
    const flatQueries = counter.n - flatBefore;
    expect(flatQueries).toBeGreaterThan(0);
    expect(flat.errors).toBeUndefined();
    expect(flat.data?.stockLines.nodes).toHaveLength(1000);

    const linkedBefore = counter.n;
    const linked = await as<{ stockLines: { totalCount: number; nodes: LinkedLine[] } }>(
      PAGE(LINKED),
      { s: DNS, first: 1000 },
    );
    const linkedQueries = counter.n - linkedBefore;
    expect(linked.errors).toBeUndefined();
    const nodes = linked.data?.stockLines.nodes ?? [];
    expect(nodes).toHaveLength(1000);

    // The page (its ids, its count, its rows 200 at a time) and one read per kind of linked
    // node: items, locations, VVM statuses, names (suppliers and donors share one loader)
    // and the locations' stock counts. A handful, not one or more per row.
    expect(linkedQueries).toBeLessThanOrEqual(flatQueries + 5);
    expect(linkedQueries).toBeLessThanOrEqual(15);

    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const n of nodes) {
      const line = byId.get(n.id)!;
      expect(n.item).toEqual(itemOf.get(line.itemId));
      expect(n.location?.id ?? null).toBe(line.locationId);
      if (line.locationId) {
        const shelf = shelfOf.get(line.locationId)!;
        expect(n.location).toEqual({
          id: shelf.id,
          code: shelf.code,
          name: shelf.name,
          onHold: false,
          stockLineCount: 0,
        });
      }
      // Migration 0003's stages: VVM1 to VVM4, the last two unusable.
      const stage = line.vvmStatusId ? Number(line.vvmStatusId.slice(-1)) : null;
      expect(n.vvmStatus).toEqual(
        stage === null ? null : { id: line.vvmStatusId, code: `VVM${stage}`, unusable: stage >= 3 },
      );
      expect(n.unusableReasons).toEqual(stage === 3 ? ['VVM_UNUSABLE'] : []);
      expect(n.supplier).toEqual(
        expect.objectContaining({ id: line.supplierId, isSupplier: true }),
      );
      expect(n.donor?.id ?? null).toBe(line.donorId);
      if (line.donorId) expect(n.donor?.isDonor).toBe(true);
    }
  });

  it('a linked location counts the lines with packs on it', async () => {
    const [shelf] = await locations(h, DNS, 1);
    const lines = [
      await givenStockLine(h.deps, { store: 'DNS', packs: 3, batch: 'C1' }),
      await givenStockLine(h.deps, { store: 'DNS', packs: 2, batch: 'C2' }),
      await givenStockLine(h.deps, { store: 'DNS', packs: 0, batch: 'C3' }),
    ];
    const as = await h.as('storekeeper');
    for (const line of lines) {
      const moved = await as(
        `mutation($s: String!, $input: UpdateStockLineInput!) {
          updateStockLine(storeId: $s, input: $input) { __typename }
        }`,
        { s: DNS, input: { id: line.id, locationId: shelf!.id } },
      );
      expect(moved.data).toEqual({ updateStockLine: { __typename: 'StockLineNode' } });
    }
    const listed = await as<{ stockLines: { nodes: { batch: string; location: unknown }[] } }>(
      `query($s: String!) {
        stockLines(storeId: $s, filter: { hasPacksInStore: false }, sort: [{ key: batch }]) {
          nodes { batch location { id stockLineCount } }
        }
      }`,
      { s: DNS },
    );
    // Two of the three lines on the shelf hold packs.
    expect(listed.data?.stockLines.nodes).toEqual([
      { batch: 'C1', location: { id: shelf!.id, stockLineCount: 2 } },
      { batch: 'C2', location: { id: shelf!.id, stockLineCount: 2 } },
      { batch: 'C3', location: { id: shelf!.id, stockLineCount: 2 } },
    ]);
  });

  it('the number of reads does not grow with the page, but for one per 200 rows of the page itself', async () => {
    await manyLines(h, 300);
    const as = await h.as('storekeeper');
    const counter = countQueries(h);
    const cost = async (first: number) => {
      const before = counter.n;
      const r = await as(PAGE(LINKED), { s: DNS, first });
      expect(r.errors).toBeUndefined();
      return counter.n - before;
    };
    // The page's own rows are read 200 at a time (each read a turn at SQLite): 300 rows are two
    // reads where 3 rows are one; their items, locations and names stay one read each.
    expect(await cost(300)).toBe((await cost(3)) + 1);
    expect(await cost(200)).toBe(await cost(3));
  });

  it('a page of items reads its variants, pack variants and bundles in one query each', async () => {
    const as = await h.as('storekeeper');
    const counter = countQueries(h);
    const ITEMS = `query($s: String!, $first: Int!) {
      items(storeId: $s, page: { first: $first }, filter: { isVaccine: true }) { nodes {
        id variants { id itemCode itemName bundles { id } } packVariants { id }
      } }
    }`;
    const cost = async (first: number) => {
      const before = counter.n;
      const r = await as<{ items: { nodes: { variants: unknown[] }[] } }>(ITEMS, { s: DNS, first });
      expect(r.errors).toBeUndefined();
      return { queries: counter.n - before, nodes: r.data?.items.nodes ?? [] };
    };
    const few = await cost(1);
    const many = await cost(200);
    expect(many.nodes.length).toBeGreaterThan(few.nodes.length);
    // The demo catalogue gives vaccines variants, so both pages have some to link.
    expect(few.nodes.every((n) => n.variants.length > 0)).toBe(true);
    expect(many.nodes.filter((n) => n.variants.length > 0).length).toBeGreaterThan(1);
    expect(many.queries).toBe(few.queries);
  });

  it('never links a stock line to another store’s location', async () => {
    const [foreign] = await locations(h, KHC, 1);
    const line = await givenStockLine(h.deps, { store: 'DNS' });
    // A row the API must never let exist (issue 9, deliverable 1); if one slips in, the
    // link still answers nothing rather than the other store's location.
    await h.deps.db
      .updateTable('stock_line')
      .set({ location_id: foreign!.id })
      .where('id', '=', line.id)
      .execute();
    const as = await h.as('storekeeper');
    const r = await as<{ stockLines: { nodes: { location: unknown }[] } }>(
      `query($s: String!, $id: String!) {
        stockLines(storeId: $s, filter: { id: { equalTo: $id } }) { nodes { location { id name } } }
      }`,
      { s: DNS, id: line.id },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.stockLines.nodes).toEqual([{ location: null }]);
  });

  it('store-owned records load only for their own store', async () => {
    const [shelf] = await locations(h, KHC, 1);
    const line = await givenStockLine(h.deps, { store: 'KHC' });
    const loaders = createLoaders(h.deps.db, () => Promise.reject(new Error('no statistics here')));
    expect(await loaders.stockLine.load({ storeId: DNS, id: line.id })).toBeNull();
    expect(await loaders.location.load({ storeId: DNS, id: shelf!.id })).toBeNull();
    expect((await loaders.stockLine.load({ storeId: KHC, id: line.id }))?.id).toBe(line.id);
    expect((await loaders.location.load({ storeId: KHC, id: shelf!.id }))?.id).toBe(shelf!.id);
  });

  it('a ledger row links to its document and its stock line', async () => {
    const line = await givenStockLine(h.deps, { store: 'DNS', packs: 10 });
    const reason = await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Broken');
    const as = await h.as('storekeeper');
    const documentId = uuidv7();
    const adjusted = await as<{ insertInventoryAdjustment: { invoiceNumber: number } }>(
      `mutation($s: String!, $input: InsertInventoryAdjustmentInput!) {
        insertInventoryAdjustment(storeId: $s, input: $input) {
          ... on InventoryAdjustmentNode { invoiceNumber }
        }
      }`,
      {
        s: DNS,
        input: {
          id: documentId,
          stockLineId: line.id,
          adjustmentType: 'REDUCTION',
          adjustment: 4,
          reasonId: reason,
        },
      },
    );
    const number = adjusted.data?.insertInventoryAdjustment.invoiceNumber;
    expect(number).toBeGreaterThan(0);

    const r = await as<{
      ledger: {
        nodes: {
          numberOfPacks: number;
          invoice: Record<string, unknown>;
          stockLine: { id: string; totalNumberOfPacks: number; item: { code: string } };
        }[];
      };
    }>(
      `query($s: String!, $line: String!) {
        ledger(storeId: $s, stockLineId: $line) { nodes {
          numberOfPacks
          invoice { id invoiceNumber type status otherPartyName otherParty { name } }
          stockLine { id totalNumberOfPacks item { code } }
        } }
      }`,
      { s: DNS, line: line.id },
    );
    expect(r.errors).toBeUndefined();
    const [reduction, addition] = r.data?.ledger.nodes ?? [];
    expect(reduction?.numberOfPacks).toBe(-4);
    expect(reduction?.invoice).toEqual(
      expect.objectContaining({
        id: documentId,
        invoiceNumber: number,
        type: 'INVENTORY_REDUCTION',
        status: 'VERIFIED',
      }),
    );
    expect(reduction?.stockLine).toEqual({
      id: line.id,
      totalNumberOfPacks: 6,
      item: { code: 'AMOX250T' },
    });
    expect(reduction?.invoice.otherParty).toEqual({ name: reduction?.invoice.otherPartyName });
    expect(addition?.invoice).toEqual(
      expect.objectContaining({ type: 'INVENTORY_ADDITION', status: 'VERIFIED' }),
    );
  });
});

describe('a mutation answers the record its service wrote', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  const ADJUST = (
    fields: string,
  ) => `mutation($s: String!, $input: InsertInventoryAdjustmentInput!) {
    insertInventoryAdjustment(storeId: $s, input: $input) {
      __typename ... on InventoryAdjustmentNode { id ${fields} }
    }
  }`;

  it('an adjustment answers its stock line without reading the stock list again', async () => {
    const line = await givenStockLine(h.deps, { store: 'DNS', packs: 10 });
    const reason = await givenReason(h.deps, 'POSITIVE_INVENTORY_ADJUSTMENT');
    const as = await h.as('storekeeper');
    const counter = countQueries(h);
    const cost = async (fields: string) => {
      const before = counter.n;
      const r = await as<{
        insertInventoryAdjustment: { stockLine?: Record<string, unknown> };
      }>(ADJUST(fields), {
        s: DNS,
        input: {
          id: uuidv7(),
          stockLineId: line.id,
          adjustmentType: 'ADDITION',
          adjustment: 1,
          reasonId: reason,
        },
      });
      expect(r.errors).toBeUndefined();
      return { queries: counter.n - before, line: r.data?.insertInventoryAdjustment.stockLine };
    };
    const bare = await cost('');
    const counts = await cost('stockLine { id totalNumberOfPacks availableNumberOfPacks }');
    const named = await cost('stockLine { totalNumberOfPacks item { code name } }');
    expect(counts.line).toEqual({
      id: line.id,
      totalNumberOfPacks: 12,
      availableNumberOfPacks: 12,
    });
    expect(counts.queries).toBe(bare.queries);
    // The item is the one read more: one query.
    expect(named.queries).toBe(bare.queries + 1);
    expect(named.line).toEqual({
      totalNumberOfPacks: 13,
      item: { code: 'AMOX250T', name: expect.any(String) as unknown },
    });
  });

  it('an edit and a repack answer the lines they wrote, with their links', async () => {
    const line = await givenStockLine(h.deps, { store: 'DNS', packs: 10, packSize: 10 });
    const [shelf] = await locations(h, DNS, 1);
    const as = await h.as('storekeeper');
    const edited = await as<{ updateStockLine: Record<string, unknown> }>(
      `mutation($s: String!, $input: UpdateStockLineInput!) {
        updateStockLine(storeId: $s, input: $input) {
          __typename ... on StockLineNode { note location { id name } donor { id name } }
        }
      }`,
      {
        s: DNS,
        input: { id: line.id, note: 'checked', locationId: shelf!.id, donorId: DONORS[0] },
      },
    );
    expect(edited.data?.updateStockLine).toEqual({
      __typename: 'StockLineNode',
      note: 'checked',
      location: { id: shelf!.id, name: shelf!.name },
      donor: { id: DONORS[0], name: 'Gavi, the Vaccine Alliance' },
    });

    const repacked = await as<{ insertRepack: Record<string, unknown> }>(
      `mutation($s: String!, $input: InsertRepackInput!) {
        insertRepack(storeId: $s, input: $input) {
          __typename ... on RepackNode {
            from { id totalNumberOfPacks packSize }
            to { totalNumberOfPacks packSize item { id } location { id } }
          }
        }
      }`,
      { s: DNS, input: { id: uuidv7(), stockLineId: line.id, numberOfPacks: 4, newPackSize: 5 } },
    );
    expect(repacked.data?.insertRepack).toEqual({
      __typename: 'RepackNode',
      from: { id: line.id, totalNumberOfPacks: 6, packSize: 10 },
      to: {
        totalNumberOfPacks: 8,
        packSize: 5,
        item: { id: itemId('AMOX250T') },
        location: { id: shelf!.id },
      },
    });
  });
});
