// The cost limit (issue 9, "no request can stall the server"): rows times fields, statistics
// weighing more. Every operation the web sends passes with the page sizes it asks for (plain
// lists up to a page of 1,000); the 19-alias request that stalled the server is refused before
// anything runs; statistics asked for a page of items give the figures the single item gives.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { COST_LIMITS, operationCost } from '../src/graphql/cost';
import { getSchema } from '../src/graphql/schema';
import { givenIssue, givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');

/** Every `graphql(`...`)` document in the web's sources (not the generated copies). */
function webDefinitions(): DefinitionNode[] {
  const out: DefinitionNode[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'gql' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const m of text.matchAll(/graphql\(\s*`([^`]*)`/g)) {
          out.push(...parse(m[1] ?? '').definitions);
        }
      }
    }
  };
  walk(webSrc);
  return out;
}

/** The variables the web sends that decide rows: the largest page for a paged list. */
function largestPages(operation: OperationDefinitionNode): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const d of operation.variableDefinitions ?? []) {
    let t = d.type;
    while (t.kind !== Kind.NAMED_TYPE) t = t.type;
    if (t.name.value === 'PaginationInput') vars[d.variable.name.value] = { first: MAX_PAGE_SIZE };
  }
  return vars;
}

const statsFields = `stockOnHand availableStockOnHand lookBackMonths consumedUnits
  averageMonthlyConsumption monthsOfStock minMonths maxMonths stockStatus expiringLots
  expiringUnits expiredUnits`;

/** The request that stalled the server: 19 aliases of a page of 1,000 items with statistics. */
const STALL = `query($storeId: String!) { ${Array.from(
  { length: 19 },
  (_, i) =>
    `a${i}: items(storeId: $storeId, page: { first: 1000 }) { nodes { id stats { ${statsFields} } } }`,
).join(' ')} }`;

describe('cost of the web operations', () => {
  const definitions = webDefinitions();
  const fragments = definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );

  it('finds the web operations', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((o) => o.name?.value)).toContain('StockListView_StockLines');
  });

  it.each(operations.map((o) => [o.name?.value ?? '(anonymous)', o] as const))(
    '%s fits the budget with its largest page',
    (_name, operation) => {
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...fragments],
      };
      const cost = operationCost(getSchema(), document, largestPages(operation));
      expect(cost).toBeGreaterThan(0);
      expect(cost).toBeLessThanOrEqual(COST_LIMITS.budget);
    },
  );
});

describe('cost counting', () => {
  const schema = getSchema();
  const cost = (query: string, variables?: Record<string, unknown>) =>
    operationCost(schema, parse(query), variables);

  it('multiplies the fields of a page by the rows asked, the default page when none is', () => {
    const one = cost(`{ items(storeId: "s", page: { first: 1 }) { nodes { id code } } }`);
    const thousand = cost(`{ items(storeId: "s", page: { first: 1000 }) { nodes { id code } } }`);
    const byDefault = cost(`{ items(storeId: "s") { nodes { id code } } }`);
    const byVariable = cost(
      `query($p: PaginationInput) { items(storeId: "s", page: $p) { nodes { id code } } }`,
      { p: { first: 1000 } },
    );
    expect(thousand - one).toBe(999 * 2);
    expect(byDefault - one).toBe(19 * 2);
    expect(byVariable).toBe(thousand);
  });

  it('weighs statistics above plain columns, and counts each alias', () => {
    const plain = cost(`{ items(storeId: "s", page: { first: 100 }) { nodes { id } } }`);
    const stats = cost(
      `{ items(storeId: "s", page: { first: 100 }) { nodes { id stats { stockOnHand } } } }`,
    );
    expect(stats - plain).toBeGreaterThan(100 * 10);
    const twice = cost(
      `{ a: items(storeId: "s", page: { first: 100 }) { nodes { id } } b: items(storeId: "s", page: { first: 100 }) { nodes { id } } }`,
    );
    expect(twice).toBe(2 * plain);
  });

  it('counts fields reached through fragments', () => {
    const inline = cost(`{ items(storeId: "s", page: { first: 50 }) { nodes { id code } } }`);
    const spread = cost(
      `query { items(storeId: "s", page: { first: 50 }) { nodes { ...F } } } fragment F on ItemNode { id code }`,
    );
    expect(spread).toBe(inline);
  });

  it('weighs a link to one node by the fields asked of it, as the same fields on the row', () => {
    const page = (fields: string) =>
      cost(`{ stockLines(storeId: "s", page: { first: 1000 }) { nodes { ${fields} } } }`);
    expect(page('batch item { code name } location { code }')).toBe(
      page('batch itemId storeId locationId'),
    );
    // A list of nodes still counts its rows.
    expect(cost(`{ items(storeId: "s", page: { first: 10 }) { nodes { variants { id } } } }`)).toBe(
      cost(`{ items(storeId: "s", page: { first: 10 }) { nodes { id } } }`) + 10 * 5,
    );
  });

  it("counts a stocktake's every line as a full page: aliases of a long unpaged list are refused", () => {
    const lines = (fields: string) =>
      cost(`{ stocktake(storeId: "s", id: "x") { lines { ${fields} } } }`);
    expect(lines('id itemId') - lines('id')).toBe(1000);
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `a${i}: stocktake(storeId: "s", id: "x") { lines { id itemId batch } }`,
    ).join(' ');
    expect(cost(`{ ${aliases} }`)).toBeGreaterThan(COST_LIMITS.budget);
  });
});

const ITEM = `query($storeId: String!, $id: String!) { item(storeId: $storeId, id: $id) {
  ... on ItemNode { id stats { ${statsFields} } } } }`;
const PAGE = `query($storeId: String!, $ids: [String!]) {
  items(storeId: $storeId, filter: { id: { equalAny: $ids } }, page: { first: 100 }) {
    nodes { id stats { ${statsFields} } } } }`;

type Stats = Record<string, unknown>;

describe('cost limit over HTTP', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it('refuses the 19-alias page of statistics with QUERY_TOO_COSTLY and answers nothing', async () => {
    const viewer = await h.as('viewer');
    const res = await viewer(STALL, { storeId: storeId('DNS') });
    expect(res.data ?? null).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(res.errors?.[0]?.extensions?.details).toMatch(/at most 30000/);
  });

  it('answers a page of 1,000 plain items', async () => {
    const viewer = await h.as('viewer');
    const res = await viewer<{ items: { nodes: unknown[] } }>(
      `query($storeId: String!) { items(storeId: $storeId, page: { first: 1000 }) { totalCount nodes { id code name unitName type isVaccine defaultPackSize } } }`,
      { storeId: storeId('DNS') },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.items.nodes.length).toBeGreaterThan(50);
  });

  it('gives a page of items the statistics each item gives alone', async () => {
    const now = h.clock.now();
    const ago = (d: number) => new Date(now.getTime() - d * 86_400_000);
    // Different histories: consumption in and out of the look-back period, a lot expiring
    // soon, an expired lot, stock with no consumption, and an item with no stock at all.
    const amox = await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      packs: 100,
      packSize: 100,
      at: ago(200),
    });
    await givenIssue(h.deps, amox, 7, ago(150));
    await givenIssue(h.deps, amox, 12, ago(40));
    await givenIssue(h.deps, amox, 3, ago(5));
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      packs: 4,
      packSize: 10,
      batch: 'SOON',
      expiryDate: new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10),
    });
    const caps = await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX500C',
      packs: 30,
      packSize: 20,
      at: ago(90),
    });
    await givenIssue(h.deps, caps, 29, ago(10));
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX500C',
      packs: 2,
      packSize: 20,
      batch: 'OLD',
      expiryDate: '2020-01-31',
    });
    const codes = ['AMOX250T', 'AMOX500C', 'PARA500T', 'VAC-BCG'];
    await givenStockLine(h.deps, { store: 'DNS', item: 'PARA500T', packs: 5 });
    const ids = codes.map((c) => itemId(c));

    const keeper = await h.as('storekeeper');
    const page = await keeper<{ items: { nodes: { id: string; stats: Stats }[] } }>(PAGE, {
      storeId: storeId('DNS'),
      ids,
    });
    expect(page.errors).toBeUndefined();
    const byId = new Map(page.data?.items.nodes.map((n) => [n.id, n.stats]));
    expect(byId.size).toBeGreaterThanOrEqual(3);
    for (const id of byId.keys()) {
      const one = await keeper<{ item: { stats: Stats } }>(ITEM, { storeId: storeId('DNS'), id });
      expect(one.errors).toBeUndefined();
      expect(byId.get(id)).toEqual(one.data?.item.stats);
    }
    // The histories differ, so equal figures are not all zeros or all alike.
    const amoxStats = byId.get(itemId('AMOX250T'));
    expect(amoxStats).toMatchObject({ stockOnHand: 7840, expiringLots: 1, expiringUnits: 40 });
    expect(byId.get(itemId('AMOX500C'))).toMatchObject({ stockOnHand: 60, expiredUnits: 40 });
    expect(byId.get(itemId('PARA500T'))).toMatchObject({ stockStatus: 'NO_CONSUMPTION' });
  });

  it("pages the store's ledger newest first, each page the next rows of the whole", async () => {
    const now = h.clock.now();
    const line = await givenStockLine(h.deps, {
      store: 'DNS',
      packs: 50,
      at: new Date(now.getTime() - 30 * 86_400_000),
    });
    for (const d of [20, 10, 5, 1])
      await givenIssue(h.deps, line, d, new Date(now.getTime() - d * 86_400_000));
    await givenStockLine(h.deps, { store: 'DNS', item: 'PARA500T', packs: 3 });
    const LEDGER = `query($storeId: String!, $page: PaginationInput) {
      ledger(storeId: $storeId, page: $page) { totalCount nodes { id datetime numberOfPacks balancePacks invoiceType } } }`;
    type Ledger = {
      ledger: { totalCount: number; nodes: { id: string; datetime: string }[] };
    };
    const keeper = await h.as('storekeeper');
    const all = await keeper<Ledger>(LEDGER, { storeId: storeId('DNS'), page: { first: 100 } });
    expect(all.errors).toBeUndefined();
    expect(all.data?.ledger.totalCount).toBe(6);
    const times = all.data?.ledger.nodes.map((n) => n.datetime) ?? [];
    expect(times).toEqual([...times].sort().reverse());
    const paged: string[] = [];
    for (const offset of [0, 2, 4]) {
      const res = await keeper<Ledger>(LEDGER, {
        storeId: storeId('DNS'),
        page: { first: 2, offset },
      });
      expect(res.data?.ledger.totalCount).toBe(6);
      paged.push(...(res.data?.ledger.nodes.map((n) => n.id) ?? []));
    }
    expect(paged).toEqual(all.data?.ledger.nodes.map((n) => n.id));
  });

  it('reads each figure of a page of items in one query, never one per item', async () => {
    const reads = { movements: 0, lines: 0 };
    const counter: KyselyPlugin = {
      transformQuery(args) {
        const text = JSON.stringify(args.node);
        if (text.includes('"stock_movement"')) reads.movements++;
        if (text.includes('"stock_line"')) reads.lines++;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const keeper = await h.as('storekeeper');
    h.deps.db = h.deps.db.withPlugin(counter);
    const onePage = `query($storeId: String!) {
      items(storeId: $storeId, page: { first: 300 }) { nodes { id stats { stockOnHand averageMonthlyConsumption expiredUnits } } } }`;
    const one = await keeper<{ items: { nodes: unknown[] } }>(onePage, { storeId: storeId('DNS') });
    expect(one.errors).toBeUndefined();
    expect(one.data?.items.nodes.length).toBeGreaterThan(100);
    expect(reads).toEqual({ movements: 1, lines: 1 });
    // Two pages (aliases) answered at different times may each take their read: one per page.
    reads.movements = 0;
    reads.lines = 0;
    const twoPages = `query($storeId: String!) {
      a: items(storeId: $storeId, page: { first: 300 }) { nodes { id stats { stockOnHand } } }
      b: items(storeId: $storeId, page: { first: 300, offset: 150 }) { nodes { id stats { expiredUnits } } } }`;
    const two = await keeper<{ a: { nodes: unknown[] } }>(twoPages, { storeId: storeId('DNS') });
    expect(two.errors).toBeUndefined();
    expect(reads.movements).toBeGreaterThanOrEqual(1);
    expect(reads.movements).toBeLessThanOrEqual(2);
    expect(reads.lines).toBeLessThanOrEqual(2);
  });
});
