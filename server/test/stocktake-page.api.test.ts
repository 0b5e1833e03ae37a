// A stocktake's lines as its page asks for them (issue 12 item 7), on both databases: pages of
// lines and of items (group by item) that together hold every line once, the filters of the
// page (counted, uncounted, with a difference, mismatched, item, location) and its sorts
// answered by the server, the footer's and the filter chips' figures in one field, "counted =
// snapshot" acting on every line the filter keeps rather than on a page, who may, and the cost
// limit counting the rows a page asks for.
import { uuidv7 } from '@dawa/domain';
import { parse } from 'graphql';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { operationCost } from '../src/graphql/cost';
import { getSchema } from '../src/graphql/schema';
import type { ReasonType } from '../src/modules/reasons/reason.repository';
import { givenLocation, givenReason, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const NMW = storeId('NMW');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface Line {
  id: string;
  itemId: string;
  itemCode: string;
  itemName: string;
  stockLineId: string | null;
  batch: string | null;
  expiryDate: string | null;
  locationId: string | null;
  packSize: number;
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
  difference: number | null;
  hasSnapshotMismatch: boolean;
}
const LINE = `id itemId itemCode itemName stockLineId batch expiryDate locationId packSize
  snapshotNumberOfPacks countedNumberOfPacks difference hasSnapshotMismatch`;

async function ask<T>(query: string, variables: Record<string, unknown>, user = 'storekeeper') {
  const as = await h.as(user);
  const res = await as<T>(query, { s: DNS, ...variables });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

async function mutate(field: string, input: Record<string, unknown>, fields: string) {
  const type = `${field.charAt(0).toUpperCase()}${field.slice(1)}Input!`;
  const data = await ask<{ r: { __typename: string; [k: string]: unknown } }>(
    `mutation($s: String!, $i: ${type}) { r: ${field}(storeId: $s, input: $i) { __typename ${fields}
      ... on StocktakeMutationError { error { __typename } } } }`,
    { i: input },
  );
  return data.r;
}

const ITEMS = ['PARA500T', 'AMOX250T', 'AMOX500C'];

/** 24 batches of three items at DNS, some without an expiry, then a stocktake of every batch
 * DNS holds, and its whole list of lines (the `lines` field). */
async function stocktakeOfDns(): Promise<{ id: string; lines: Line[] }> {
  for (let k = 0; k < 24; k++)
    await givenStockLine(h.deps, {
      item: ITEMS[k % 3],
      batch: `B-${String(k).padStart(2, '0')}`,
      packs: 4 + k,
      packSize: 10,
      expiryDate: k % 5 === 0 ? null : `2028-${String((k % 12) + 1).padStart(2, '0')}-01`,
    });
  const made = await mutate('insertStocktake', { id: uuidv7() }, '... on StocktakeNode { id }');
  const id = String(made.id);
  return { id, lines: await allLines(id) };
}

async function allLines(id: string): Promise<Line[]> {
  const data = await ask<{ stocktake: { lines: Line[] } }>(
    `query($s: String!, $id: String!) { stocktake(storeId: $s, id: $id) { lines { ${LINE} } } }`,
    { id },
  );
  return data.stocktake.lines;
}

interface Page {
  totalCount: number;
  nodes: Line[];
}
async function linePage(
  stocktakeId: string,
  args: { filter?: object; page?: object; sort?: object[] } = {},
  user = 'storekeeper',
): Promise<Page | null> {
  const data = await ask<{ p: Page | null }>(
    `query($s: String!, $id: String!, $f: StocktakeLineFilterInput, $p: PaginationInput, $o: [StocktakeLineSortInput!]) {
      p: stocktakeLines(storeId: $s, stocktakeId: $id, filter: $f, page: $p, sort: $o) { totalCount nodes { ${LINE} } } }`,
    { id: stocktakeId, f: args.filter, p: args.page, o: args.sort },
    user,
  );
  return data.p;
}

/** Every line the filter keeps, read a page at a time. */
async function everyPage(stocktakeId: string, filter: object = {}, first = 7): Promise<Line[]> {
  const out: Line[] = [];
  for (let offset = 0; ; offset += first) {
    const page = await linePage(stocktakeId, { filter, page: { first, offset } });
    out.push(...(page?.nodes ?? []));
    if (!page || offset + first >= page.totalCount) return out;
  }
}

interface Figures {
  lineCount: number;
  countedLineCount: number;
  uncountedLineCount: number;
  withDifferenceLineCount: number;
  mismatchedLineCount: number;
  countedUnits: number;
}
async function figures(stocktakeId: string, filter?: object): Promise<Figures | null> {
  const data = await ask<{ f: Figures | null }>(
    `query($s: String!, $id: String!, $f: StocktakeLineFilterInput) {
      f: stocktakeLineFigures(storeId: $s, stocktakeId: $id, filter: $f) { lineCount
        countedLineCount uncountedLineCount withDifferenceLineCount mismatchedLineCount countedUnits } }`,
    { id: stocktakeId, f: filter },
  );
  return data.f;
}

interface Group {
  id: string;
  itemId: string;
  itemCode: string;
  itemName: string;
  lineCount: number;
  countedLineCount: number;
  countedUnits: number;
}
async function groupPage(stocktakeId: string, first: number, offset: number, filter?: object) {
  const data = await ask<{ g: { totalCount: number; nodes: Group[] } }>(
    `query($s: String!, $id: String!, $f: StocktakeLineFilterInput, $p: PaginationInput) {
      g: stocktakeItemGroups(storeId: $s, stocktakeId: $id, filter: $f, page: $p) { totalCount
        nodes { id itemId itemCode itemName lineCount countedLineCount countedUnits } } }`,
    { id: stocktakeId, f: filter, p: { first, offset } },
  );
  return data.g;
}

async function reasonOf(type: ReasonType): Promise<string> {
  const row = await h.deps.db
    .selectFrom('reason_option')
    .select('id')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row?.id ?? givenReason(h.deps, type);
}

const ids = (lines: readonly { id: string }[]) => lines.map((l) => l.id);
const sorted = (lines: readonly { id: string }[]) => ids(lines).sort();

/** Three lines counted: one as its snapshot, one 2 packs short, one 3 packs over. */
async function countThree(id: string, lines: Line[]) {
  const [same, short, over] = lines.filter((l) => l.snapshotNumberOfPacks >= 3);
  if (!same || !short || !over) throw new Error('DNS holds too few batches');
  const r = await mutate(
    'updateStocktakeLines',
    {
      stocktakeId: id,
      lines: [
        { id: same.id, countedNumberOfPacks: same.snapshotNumberOfPacks },
        {
          id: short.id,
          countedNumberOfPacks: short.snapshotNumberOfPacks - 2,
          reasonOptionId: await reasonOf('NEGATIVE_INVENTORY_ADJUSTMENT'),
        },
        {
          id: over.id,
          countedNumberOfPacks: over.snapshotNumberOfPacks + 3,
          reasonOptionId: await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT'),
        },
      ],
    },
    '',
  );
  expect(r.__typename).toBe('StocktakeLinesNode');
  return { same, short, over };
}

describe('pages of lines', () => {
  it('hold every line once, in the order of the whole stocktake, with its count', async () => {
    const { id, lines } = await stocktakeOfDns();
    expect(lines.length).toBeGreaterThan(20);
    const paged = await everyPage(id);
    expect(ids(paged)).toEqual(ids(lines));
    expect(paged).toEqual(lines);
    const first = await linePage(id, { page: { first: 5 } });
    expect(first?.totalCount).toBe(lines.length);
    expect(first?.nodes).toHaveLength(5);
  });

  it('answers the filters of the page on the server, over every line', async () => {
    const located = await givenStockLine(h.deps, {
      batch: 'SHELF-A',
      packs: 6,
      locationId: await givenLocation(h.deps, { code: 'SHELF-A' }),
    });
    const { id, lines } = await stocktakeOfDns();
    const { same, short, over } = await countThree(id, lines);
    const counted = [same, short, over];

    expect(sorted(await everyPage(id, { counted: true }))).toEqual(sorted(counted));
    expect(sorted(await everyPage(id, { counted: false }))).toEqual(
      sorted(lines.filter((l) => !counted.includes(l))),
    );
    expect(sorted(await everyPage(id, { hasDifference: true }))).toEqual(sorted([short, over]));
    const shelf = await everyPage(id, { locationId: { equalTo: located.locationId } });
    expect(shelf.map((l) => l.stockLineId)).toEqual([located.id]);
    const anItem = lines[0];
    if (!anItem) throw new Error('no line');
    const part = anItem.itemName.slice(1, 6).toLowerCase();
    const byName = await everyPage(id, { item: { like: part } });
    expect(sorted(byName)).toEqual(
      sorted(
        lines.filter(
          (l) => l.itemName.toLowerCase().includes(part) || l.itemCode.toLowerCase().includes(part),
        ),
      ),
    );
    expect(sorted(await everyPage(id, { item: { like: anItem.itemCode } }))).toEqual(
      sorted(lines.filter((l) => l.itemCode.includes(anItem.itemCode))),
    );
    expect(sorted(await everyPage(id, { itemId: { equalTo: anItem.itemId } }))).toEqual(
      sorted(lines.filter((l) => l.itemId === anItem.itemId)),
    );
  });

  it('sorts by the difference, empty values last, and by expiry either way', async () => {
    const { id, lines } = await stocktakeOfDns();
    const { same, short, over } = await countThree(id, lines);
    const byDifference = await linePage(id, {
      page: { first: 4 },
      sort: [{ key: 'difference', desc: true }],
    });
    expect(ids(byDifference?.nodes.slice(0, 3) ?? [])).toEqual([over.id, same.id, short.id]);
    expect(byDifference?.nodes[3]?.countedNumberOfPacks).toBeNull();
    for (const desc of [false, true]) {
      const expiries = (
        await linePage(id, {
          page: { first: 1000 },
          sort: [{ key: 'expiryDate', desc }],
        })
      )?.nodes.map((l) => l.expiryDate);
      const dated = (expiries ?? []).filter((e): e is string => e !== null);
      const inOrder = [...dated].sort();
      expect(dated).toEqual(desc ? inOrder.reverse() : inOrder);
      expect(expiries?.slice(dated.length).every((e) => e === null)).toBe(true);
    }
  });
});

describe('figures and items', () => {
  it("counts lines, counted, uncounted, with a difference and mismatched in one field, and a moved batch's line as mismatched", async () => {
    const { id, lines } = await stocktakeOfDns();
    const before = await figures(id);
    expect(before).toEqual({
      lineCount: lines.length,
      countedLineCount: 0,
      uncountedLineCount: lines.length,
      withDifferenceLineCount: 0,
      mismatchedLineCount: 0,
      countedUnits: 0,
    });
    const { same, short, over } = await countThree(id, lines);
    // Stock leaves the batch counted as its snapshot while the count is open.
    const as = await h.as('storekeeper');
    const moved = await as<{ r: { __typename: string } }>(
      `mutation($s: String!, $i: InsertInventoryAdjustmentInput!) { r: insertInventoryAdjustment(storeId: $s, input: $i) { __typename } }`,
      {
        s: DNS,
        i: {
          id: uuidv7(),
          stockLineId: same.stockLineId,
          adjustmentType: 'REDUCTION',
          adjustment: 1,
          reasonId: await reasonOf('NEGATIVE_INVENTORY_ADJUSTMENT'),
        },
      },
    );
    expect(moved.data?.r.__typename).not.toMatch(/Error/);
    const units =
      same.snapshotNumberOfPacks * same.packSize +
      (short.snapshotNumberOfPacks - 2) * short.packSize +
      (over.snapshotNumberOfPacks + 3) * over.packSize;
    expect(await figures(id)).toEqual({
      lineCount: lines.length,
      countedLineCount: 3,
      uncountedLineCount: lines.length - 3,
      withDifferenceLineCount: 2,
      mismatchedLineCount: 1,
      countedUnits: expect.closeTo(units, 6) as number,
    });
    expect(ids(await everyPage(id, { hasSnapshotMismatch: true }))).toEqual([same.id]);
    // The lines the API flags are the lines the figure counts.
    expect(ids((await allLines(id)).filter((l) => l.hasSnapshotMismatch))).toEqual([same.id]);
    expect((await figures(id, { hasDifference: true }))?.lineCount).toBe(2);
  });

  it('pages whole items: every item once, with the figures of all its lines', async () => {
    const { id, lines } = await stocktakeOfDns();
    const { short } = await countThree(id, lines);
    const items = new Set(lines.map((l) => l.itemId));
    const groups: Group[] = [];
    for (let offset = 0; offset < items.size; offset += 2) {
      const page = await groupPage(id, 2, offset);
      expect(page.totalCount).toBe(items.size);
      groups.push(...page.nodes);
    }
    expect(groups.map((g) => g.itemId)).toEqual([...items]);
    for (const g of groups) {
      const of = lines.filter((l) => l.itemId === g.itemId);
      expect(g.lineCount).toBe(of.length);
    }
    const shortGroup = groups.find((g) => g.itemId === short.itemId);
    expect(shortGroup?.countedLineCount).toBeGreaterThanOrEqual(1);
    const counted = await groupPage(id, 100, 0, { counted: true });
    expect(counted.nodes.reduce((n, g) => n + g.lineCount, 0)).toBe(3);
    expect(counted.nodes.reduce((n, g) => n + g.countedUnits, 0)).toBeCloseTo(
      (await figures(id))?.countedUnits ?? -1,
      6,
    );
  });
});

describe('counted = snapshot', () => {
  it('counts every line the filter keeps, not only a page, and keeps the counts already made', async () => {
    const { id, lines } = await stocktakeOfDns();
    const { short } = await countThree(id, lines);
    const r = await mutate(
      'countStocktakeLinesAsSnapshot',
      { stocktakeId: id, filter: { counted: false } },
      '... on StocktakeLinesCountedNode { count }',
    );
    expect(r).toEqual({ __typename: 'StocktakeLinesCountedNode', count: lines.length - 3 });
    const after = await allLines(id);
    expect(after.every((l) => l.countedNumberOfPacks !== null)).toBe(true);
    expect(after.find((l) => l.id === short.id)?.countedNumberOfPacks).toBe(
      short.snapshotNumberOfPacks - 2,
    );
    expect((await figures(id))?.withDifferenceLineCount).toBe(2);
  });

  it('counts only the lines named when named', async () => {
    const { id, lines } = await stocktakeOfDns();
    const [a, b] = lines;
    if (!a || !b) throw new Error('no lines');
    const r = await mutate(
      'countStocktakeLinesAsSnapshot',
      { stocktakeId: id, lineIds: [a.id, b.id] },
      '... on StocktakeLinesCountedNode { count }',
    );
    expect(r).toEqual({ __typename: 'StocktakeLinesCountedNode', count: 2 });
    expect(sorted(await everyPage(id, { counted: true }))).toEqual(sorted([a, b]));
    const unknown = await mutate(
      'countStocktakeLinesAsSnapshot',
      { stocktakeId: id, lineIds: [uuidv7()] },
      '',
    );
    expect(unknown).toEqual({
      __typename: 'StocktakeMutationError',
      error: { __typename: 'RecordNotFound' },
    });
  });
});

describe('who may, and the cost of a page', () => {
  it('lets a viewer read pages but not count, and finds no other store’s stocktake', async () => {
    const { id, lines } = await stocktakeOfDns();
    expect((await linePage(id, {}, 'viewer'))?.totalCount).toBe(lines.length);
    const viewer = await h.as('viewer');
    const refused = await viewer(
      `mutation($s: String!, $i: CountStocktakeLinesAsSnapshotInput!) {
        countStocktakeLinesAsSnapshot(storeId: $s, input: $i) { __typename } }`,
      { s: DNS, i: { stocktakeId: id } },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await h.as('admin');
    const elsewhere = await admin<{ p: unknown; f: unknown; g: unknown }>(
      `query($s: String!, $id: String!) { p: stocktakeLines(storeId: $s, stocktakeId: $id) { totalCount }
        f: stocktakeLineFigures(storeId: $s, stocktakeId: $id) { lineCount }
        g: stocktakeItemGroups(storeId: $s, stocktakeId: $id) { totalCount } }`,
      { s: NMW, id },
    );
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data).toEqual({ p: null, f: null, g: null });
  });

  it('counts the rows a page of lines or of items asks for', () => {
    const cost = (field: string, first: number) =>
      operationCost(
        getSchema(),
        parse(
          `{ ${field}(storeId: "s", stocktakeId: "t", page: { first: ${first} }) { nodes { id itemName } } }`,
        ),
      );
    for (const field of ['stocktakeLines', 'stocktakeItemGroups']) {
      expect(cost(field, 1000) - cost(field, 1)).toBe(999 * 2);
    }
  });
});
