import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenLocation, givenStockLine, vvmStatusId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const LIST = `query($storeId: String!, $filter: StockLineFilterInput, $page: PaginationInput, $sort: [StockLineSortInput!]) {
  stockLines(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
    totalCount nodes { id item { code name } batch expiryDate totalNumberOfPacks availableNumberOfPacks onHold }
  }
}`;
const ADJUST = `mutation($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $storeId, input: $input) {
    __typename
    ... on InventoryAdjustmentNode { id invoiceNumber stockLine { id totalNumberOfPacks } }
    ... on InsertInventoryAdjustmentError { error { __typename description
      ... on NotEnoughStockForReduction { availablePacks requestedPacks } } }
  }
}`;
const LEDGER = `query($storeId: String!, $stockLineId: String) {
  ledger(storeId: $storeId, stockLineId: $stockLineId) { totalCount nodes { numberOfPacks balancePacks invoiceType otherPartyName } }
}`;

type ListOut = {
  stockLines: {
    totalCount: number;
    nodes: { id: string; item: { code: string }; batch: string; expiryDate: string }[];
  };
};
type AdjustOut = {
  insertInventoryAdjustment: {
    __typename: string;
    stockLine?: { totalNumberOfPacks: number };
    error?: {
      __typename: string;
      description: string;
      availablePacks?: number;
      requestedPacks?: number;
    };
  };
};

let h: Harness;
let lineIds: string[];
beforeAll(async () => {
  h = await createHarness();
  const lines = await Promise.all([
    givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      batch: 'A1',
      expiryDate: '2027-01-31',
      packs: 10,
    }),
    givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX500C',
      batch: 'B2',
      expiryDate: '2026-05-31',
      packs: 4,
    }),
    givenStockLine(h.deps, {
      store: 'DNS',
      item: 'VAC-BCG',
      batch: 'V3',
      expiryDate: null,
      packs: 2,
      packSize: 10,
    }),
    givenStockLine(h.deps, { store: 'KHC', item: 'AMOX250T', batch: 'K1', packs: 7 }),
  ]);
  lineIds = lines.map((l) => l.id);
});
afterAll(async () => {
  await h.close();
});

describe('stockLines', () => {
  it("lists a store's stock, searching item code or name, sorted and paged", async () => {
    const keeper = await h.as('storekeeper');
    const all = await keeper<ListOut>(LIST, { storeId: storeId('DNS') });
    expect(all.errors).toBeUndefined();
    expect(all.data?.stockLines.totalCount).toBe(3);
    const amox = await keeper<ListOut>(LIST, {
      storeId: storeId('DNS'),
      filter: { itemCodeOrName: { like: 'amoxi' } },
      sort: [{ key: 'expiryDate', desc: false }],
    });
    expect(amox.data?.stockLines.nodes.map((n) => n.batch)).toEqual(['B2', 'A1']);
    const paged = await keeper<ListOut>(LIST, {
      storeId: storeId('DNS'),
      sort: [{ key: 'expiryDate', desc: true }],
      page: { first: 2, offset: 0 },
    });
    // Lines without expiry sort last either way.
    expect(paged.data?.stockLines.nodes.map((n) => n.batch)).toEqual(['A1', 'B2']);
    expect(paged.data?.stockLines.totalCount).toBe(3);
    const expiring = await keeper<ListOut>(LIST, {
      storeId: storeId('DNS'),
      filter: { expiryDate: { beforeOrEqualTo: '2026-12-31' } },
    });
    expect(expiring.data?.stockLines.nodes.map((n) => n.batch)).toEqual(['B2']);
  });

  it('pages of one line, for every sort key and direction, make up the whole sorted list', async () => {
    const keeper = await h.as('storekeeper');
    const keys = [
      'itemCode',
      'itemName',
      'batch',
      'expiryDate',
      'packSize',
      'numberOfPacks',
      'availableNumberOfPacks',
      'locationCode',
      'costPricePerPack',
      'sellPricePerPack',
      'vvmStatus',
    ];
    for (const key of keys)
      for (const desc of [false, true]) {
        const sort = [{ key, desc }];
        const whole = await keeper<ListOut>(LIST, { storeId: storeId('DNS'), sort });
        const ids = whole.data?.stockLines.nodes.map((n) => n.id) ?? [];
        expect(ids, `${key} ${desc ? 'desc' : 'asc'}`).toHaveLength(3);
        const pages: string[] = [];
        for (let offset = 0; offset < 3; offset++) {
          const one = await keeper<ListOut>(LIST, {
            storeId: storeId('DNS'),
            sort,
            page: { first: 1, offset },
          });
          expect(one.data?.stockLines.totalCount).toBe(3);
          pages.push(...(one.data?.stockLines.nodes.map((n) => n.id) ?? []));
        }
        expect(pages, `${key} ${desc ? 'desc' : 'asc'}`).toEqual(ids);
      }
    const byCode = await keeper<ListOut>(LIST, {
      storeId: storeId('DNS'),
      sort: [{ key: 'itemCode', desc: true }],
    });
    expect(byCode.data?.stockLines.nodes.map((n) => n.batch)).toEqual(['V3', 'B2', 'A1']);
    const exact = await keeper<ListOut>(LIST, {
      storeId: storeId('DNS'),
      filter: { itemCodeOrName: { equalTo: 'AMOX500C' } },
      sort: [{ key: 'locationCode', desc: false }],
      page: { first: 1, offset: 0 },
    });
    expect(exact.data?.stockLines.nodes.map((n) => n.batch)).toEqual(['B2']);
    expect(exact.data?.stockLines.totalCount).toBe(1);
  });

  it('keeps the order of a page larger than one read of its rows', async () => {
    // 450 lines in a store of their own: the page is read by chunks of ids, then put in order.
    const made = [];
    for (let i = 0; i < 450; i++)
      made.push(
        await givenStockLine(h.deps, {
          store: 'MRH',
          batch: `P-${String((i * 7919) % 450).padStart(3, '0')}`,
          packs: 1 + (i % 5),
        }),
      );
    const keeper = await h.as('admin');
    const page = await keeper<ListOut>(LIST, {
      storeId: storeId('MRH'),
      sort: [{ key: 'batch', desc: true }],
      page: { first: 420, offset: 10 },
    });
    expect(page.errors).toBeUndefined();
    expect(page.data?.stockLines.totalCount).toBe(450);
    const expected = made
      .map((l) => l.batch)
      .sort()
      .reverse()
      .slice(10, 430);
    expect(page.data?.stockLines.nodes.map((n) => n.batch)).toEqual(expected);
  });

  it('flags every batch that cannot be issued with its reasons, in the list and on a changed line', async () => {
    const shelf = await givenLocation(h.deps, { store: 'KHC', code: 'Q-HOLD', onHold: true });
    const spec = { store: 'KHC', item: 'VAC-BCG', packs: 5 };
    await Promise.all([
      givenStockLine(h.deps, { ...spec, batch: 'U-OK', vvmStatusId: vvmStatusId(2) }),
      givenStockLine(h.deps, { ...spec, batch: 'U-HOLD', onHold: true }),
      givenStockLine(h.deps, { ...spec, batch: 'U-SHELF', locationId: shelf }),
      givenStockLine(h.deps, { ...spec, batch: 'U-VVM', vvmStatusId: vvmStatusId(3) }),
      givenStockLine(h.deps, { ...spec, batch: 'U-EXP', expiryDate: '2021-01-31' }),
      givenStockLine(h.deps, {
        ...spec,
        batch: 'U-ALL',
        onHold: true,
        locationId: shelf,
        vvmStatusId: vvmStatusId(4),
        expiryDate: '2021-01-31',
      }),
    ]);
    const keeper = await h.as('storekeeper');
    const res = await keeper<{
      stockLines: { nodes: { id: string; batch: string; unusableReasons: string[] }[] };
    }>(
      `query($storeId: String!) { stockLines(storeId: $storeId, filter: { batch: { like: "U-" } }, sort: [{ key: batch }]) {
        nodes { id batch unusableReasons } } }`,
      { storeId: storeId('KHC') },
    );
    expect(res.errors).toBeUndefined();
    const nodes = res.data?.stockLines.nodes ?? [];
    expect(Object.fromEntries(nodes.map((n) => [n.batch, n.unusableReasons]))).toEqual({
      'U-ALL': ['ON_HOLD', 'LOCATION_ON_HOLD', 'EXPIRED', 'VVM_UNUSABLE'],
      'U-EXP': ['EXPIRED'],
      'U-HOLD': ['ON_HOLD'],
      'U-OK': [],
      'U-SHELF': ['LOCATION_ON_HOLD'],
      'U-VVM': ['VVM_UNUSABLE'],
    });
    // A line a mutation answers (loaded, not a list row) says the same.
    const vvmLine = nodes.find((n) => n.batch === 'U-VVM');
    const reduced = await keeper<{
      insertInventoryAdjustment: {
        stockLine?: { totalNumberOfPacks: number; unusableReasons: string[] };
      };
    }>(
      `mutation($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
        insertInventoryAdjustment(storeId: $storeId, input: $input) {
          ... on InventoryAdjustmentNode { stockLine { totalNumberOfPacks unusableReasons } } } }`,
      {
        storeId: storeId('KHC'),
        input: {
          id: uuidv7(),
          stockLineId: vvmLine?.id,
          adjustmentType: 'ADDITION',
          adjustment: 1,
        },
      },
    );
    expect(reduced.data?.insertInventoryAdjustment.stockLine).toEqual({
      totalNumberOfPacks: 6,
      unusableReasons: ['VVM_UNUSABLE'],
    });
  });

  it('treats a search text literally (no SQL wildcards)', async () => {
    const admin = await h.as('admin');
    const res = await admin<ListOut>(LIST, {
      storeId: storeId('DNS'),
      filter: { itemCodeOrName: { like: '%' } },
    });
    expect(res.data?.stockLines.totalCount).toBe(0);
  });

  it('needs STOCK_LINE_QUERY in that store', async () => {
    const dispenser = await h.as('dispenser');
    const res = await dispenser(LIST, { storeId: storeId('DNS') });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.path).toEqual(['stockLines']);
    const viewer = await h.as('viewer');
    expect((await viewer(LIST, { storeId: storeId('DNS') })).errors).toBeUndefined();
  });

  it('refuses an oversized page', async () => {
    const admin = await h.as('admin');
    const res = await admin(LIST, { storeId: storeId('DNS'), page: { first: 100000 } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('insertInventoryAdjustment', () => {
  it('adjusts stock for a store keeper and shows in the ledger', async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper<AdjustOut>(ADJUST, {
      storeId: storeId('DNS'),
      input: { id: uuidv7(), stockLineId: lineIds[0], adjustmentType: 'REDUCTION', adjustment: 3 },
    });
    expect(res.data?.insertInventoryAdjustment).toMatchObject({
      __typename: 'InventoryAdjustmentNode',
      stockLine: { totalNumberOfPacks: 7 },
    });
    const ledger = await keeper<{
      ledger: {
        totalCount: number;
        nodes: { numberOfPacks: number; balancePacks: number; invoiceType: string }[];
      };
    }>(LEDGER, { storeId: storeId('DNS'), stockLineId: lineIds[0] });
    expect(
      ledger.data?.ledger.nodes.map((n) => [n.invoiceType, n.numberOfPacks, n.balancePacks]),
    ).toEqual([
      ['INVENTORY_REDUCTION', -3, 7],
      ['INVENTORY_ADDITION', 10, 10],
    ]);
  });

  it('answers a typed error the web app can translate, and changes nothing', async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper<AdjustOut>(ADJUST, {
      storeId: storeId('DNS'),
      input: { id: uuidv7(), stockLineId: lineIds[1], adjustmentType: 'REDUCTION', adjustment: 5 },
    });
    expect(res.data?.insertInventoryAdjustment).toEqual({
      __typename: 'InsertInventoryAdjustmentError',
      error: {
        __typename: 'NotEnoughStockForReduction',
        description: 'Not enough stock to reduce by this quantity',
        availablePacks: 4,
        requestedPacks: 5,
      },
    });
    const list = await keeper<ListOut>(LIST, {
      storeId: storeId('DNS'),
      filter: { id: { equalTo: lineIds[1] } },
    });
    expect(list.data?.stockLines.nodes).toHaveLength(1);
  });

  it("cannot touch another store's stock line through a store the user may adjust", async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper<AdjustOut>(ADJUST, {
      storeId: storeId('DNS'),
      input: { id: uuidv7(), stockLineId: lineIds[3], adjustmentType: 'REDUCTION', adjustment: 1 },
    });
    expect(res.data?.insertInventoryAdjustment.error?.__typename).toBe('RecordNotFound');
  });

  it('needs INVENTORY_ADJUSTMENT_MUTATE', async () => {
    for (const user of ['viewer', 'dispenser']) {
      const as = await h.as(user);
      const res = await as(ADJUST, {
        storeId: storeId('DNS'),
        input: { id: uuidv7(), stockLineId: lineIds[0], adjustmentType: 'ADDITION', adjustment: 1 },
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses bad input with a clear error', async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper(ADJUST, {
      storeId: storeId('DNS'),
      input: { id: uuidv7(), stockLineId: lineIds[0], adjustmentType: 'SIDEWAYS', adjustment: 1 },
    });
    expect(res.errors?.[0]?.message).toMatch(/AdjustmentTypeInput/);
    const neg = await keeper<AdjustOut>(ADJUST, {
      storeId: storeId('DNS'),
      input: { id: uuidv7(), stockLineId: lineIds[0], adjustmentType: 'ADDITION', adjustment: -2 },
    });
    expect(neg.data?.insertInventoryAdjustment.error?.__typename).toBe('InvalidQuantity');
  });
});

describe('insertStockLine (new stock)', () => {
  const INSERT = `mutation($storeId: String!, $input: InsertStockLineInput!) {
    insertStockLine(storeId: $storeId, input: $input) {
      __typename
      ... on InventoryAdjustmentNode { stockLine { id item { code } batch totalNumberOfPacks packSize } }
      ... on InsertInventoryAdjustmentError { error { __typename } }
    }
  }`;
  type Out = {
    insertStockLine: {
      __typename: string;
      stockLine?: Record<string, unknown>;
      error?: { __typename: string };
    };
  };

  it('creates a stock line with its opening addition, and refuses bad input', async () => {
    const keeper = await h.as('storekeeper');
    const { itemId } = await import('./fixtures');
    const base = {
      itemId: itemId('AMOX500C'),
      packSize: 500,
      numberOfPacks: 4,
      batch: 'NEW-1',
      expiryDate: '2028-01-31',
    };
    const id = uuidv7();
    const res = await keeper<Out>(INSERT, {
      storeId: storeId('DNS'),
      input: { ...base, id, invoiceId: uuidv7() },
    });
    expect(res.data?.insertStockLine).toEqual({
      __typename: 'InventoryAdjustmentNode',
      stockLine: {
        id,
        item: { code: 'AMOX500C' },
        batch: 'NEW-1',
        totalNumberOfPacks: 4,
        packSize: 500,
      },
    });
    const bad = async (patch: Record<string, unknown>) =>
      (
        await keeper<Out>(INSERT, {
          storeId: storeId('DNS'),
          input: { ...base, id: uuidv7(), invoiceId: uuidv7(), ...patch },
        })
      ).data?.insertStockLine.error?.__typename;
    expect(await bad({ packSize: 0 })).toBe('InvalidStockPackSize');
    expect(await bad({ numberOfPacks: -1 })).toBe('InvalidQuantity');
    expect(await bad({ itemId: 'unknown' })).toBe('RecordNotFound');
    expect(await bad({ itemId: itemId('NS-VCARRIER') })).toBe('NotAStockItem');
    expect(await bad({ expiryDate: '2028-02-30' })).toBe('InvalidExpiryDate');
  });
});

describe('numbers beyond what the system keeps (issue 9)', () => {
  const INSERT = `mutation($storeId: String!, $input: InsertStockLineInput!) {
    insertStockLine(storeId: $storeId, input: $input) {
      __typename ... on InsertInventoryAdjustmentError { error { __typename } }
    }
  }`;
  type Answer = { __typename: string; error?: { __typename: string } };

  /** How a request was refused: the typed error's name, or the GraphQL edge's code. Fails
   * on INTERNAL and on success. */
  function refusal(res: { data?: unknown; errors?: { extensions?: { code?: string } }[] }) {
    const code = res.errors?.[0]?.extensions?.code;
    expect(code).not.toBe('INTERNAL');
    if (code) return code;
    const answer = Object.values((res.data ?? {}) as Record<string, Answer>)[0];
    expect(answer?.__typename).toMatch(/Error$/);
    return answer?.error?.__typename;
  }

  it('refuses adjustments of 1e300, 9e15, too many decimals or below zero; the line is unchanged and stays listable', async () => {
    const keeper = await h.as('storekeeper');
    const line = await givenStockLine(h.deps, { store: 'DNS', batch: 'BOUND', packs: 5 });
    for (const [adjustment, expected] of [
      [1e300, ['StockQuantityOutOfRange', 'BAD_USER_INPUT']],
      [9e15, ['StockQuantityOutOfRange', 'BAD_USER_INPUT']],
      [0.0000001, ['StockQuantityOutOfRange', 'BAD_USER_INPUT']],
      [-3, ['InvalidQuantity', 'BAD_USER_INPUT']],
      [0, ['InvalidQuantity']],
    ] as const) {
      for (const adjustmentType of ['ADDITION', 'REDUCTION']) {
        const res = await keeper(ADJUST, {
          storeId: storeId('DNS'),
          input: { id: uuidv7(), stockLineId: line.id, adjustmentType, adjustment },
        });
        expect(expected).toContain(refusal(res));
      }
    }
    // 'Infinity' and NaN cannot be written in JSON; 1e400 parses as Infinity.
    const raw = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${(await h.signIn('storekeeper')).token}`,
      },
      payload: `{"query":${JSON.stringify(ADJUST)},"variables":{"storeId":"${storeId('DNS')}","input":{"id":"${uuidv7()}","stockLineId":"${line.id}","adjustmentType":"ADDITION","adjustment":1e400}}}`,
    });
    expect(
      raw.json<{ errors?: { extensions?: { code?: string } }[] }>().errors?.[0]?.extensions?.code,
    ).not.toBe('INTERNAL');
    const listed = await keeper<ListOut>(LIST, {
      storeId: storeId('DNS'),
      filter: { id: { equalTo: line.id } },
    });
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.stockLines.nodes).toEqual([
      expect.objectContaining({ id: line.id, totalNumberOfPacks: 5, availableNumberOfPacks: 5 }),
    ]);
    const ledger = await keeper<{ ledger: { totalCount: number } }>(LEDGER, {
      storeId: storeId('DNS'),
      stockLineId: line.id,
    });
    expect(ledger.errors).toBeUndefined();
    expect(ledger.data?.ledger.totalCount).toBe(1);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses a new stock line of 9e15 packs, a pack size of 5e-324 or above the maximum, or prices beyond the bound', async () => {
    const keeper = await h.as('storekeeper');
    const { itemId } = await import('./fixtures');
    const before = await h.deps.db.selectFrom('stock_line').select('id').execute();
    const base = { itemId: itemId('AMOX500C'), packSize: 10, numberOfPacks: 4 };
    for (const patch of [
      { numberOfPacks: 9e15 },
      { numberOfPacks: 1e300 },
      { numberOfPacks: 1.0000001 },
      { packSize: 5e-324 },
      { packSize: 0.0001 },
      { packSize: 2_000_000 },
      { costPricePerPack: 1e300 },
      { sellPricePerPack: 1e10 },
      { sellPricePerPack: 0.123456 },
    ]) {
      const res = await keeper(INSERT, {
        storeId: storeId('DNS'),
        input: { ...base, ...patch, id: uuidv7(), invoiceId: uuidv7() },
      });
      expect(['StockQuantityOutOfRange', 'BAD_USER_INPUT'], JSON.stringify(patch)).toContain(
        refusal(res),
      );
    }
    expect(await h.deps.db.selectFrom('stock_line').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('answers a typed not-found for an empty or unknown supplier, donor, location or reason id', async () => {
    const keeper = await h.as('storekeeper');
    const { itemId } = await import('./fixtures');
    const before = await h.deps.db.selectFrom('stock_line').select('id').execute();
    for (const [field, value, expected] of [
      ['supplierId', '', 'OtherPartyNotFound'],
      ['supplierId', 'nobody', 'OtherPartyNotFound'],
      ['donorId', '', 'OtherPartyNotFound'],
      ['donorId', uuidv7(), 'OtherPartyNotFound'],
      ['locationId', '', 'RecordNotFound'],
      ['reasonId', '', 'RecordNotFound'],
    ] as const) {
      const res = await keeper(INSERT, {
        storeId: storeId('DNS'),
        input: {
          itemId: itemId('AMOX500C'),
          packSize: 10,
          numberOfPacks: 4,
          id: uuidv7(),
          invoiceId: uuidv7(),
          [field]: value,
        },
      });
      expect(refusal(res), `${field}: '${value}'`).toBe(expected);
    }
    expect(await h.deps.db.selectFrom('stock_line').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});
