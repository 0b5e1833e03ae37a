import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const REPACK = `mutation($storeId: String!, $input: InsertRepackInput!) {
  insertRepack(storeId: $storeId, input: $input) {
    __typename
    ... on RepackNode { invoiceNumber from { id totalNumberOfPacks packSize } to { id totalNumberOfPacks packSize costPricePerPack locationId } }
    ... on InsertRepackError { error { __typename description } }
  }
}`;
const UPDATE = `mutation($storeId: String!, $input: UpdateStockLineInput!) {
  updateStockLine(storeId: $storeId, input: $input) {
    __typename
    ... on StockLineNode { id locationId location { name } onHold sellPricePerPack expiryDate batch }
    ... on UpdateStockLineError { error { __typename description } }
  }
}`;
const VVM = `mutation($storeId: String!, $input: UpdateStockLineVvmStatusInput!) {
  updateStockLineVvmStatus(storeId: $storeId, input: $input) {
    __typename ... on StockLineNode { vvmStatus { code } }
    ... on UpdateStockLineError { error { __typename } }
  }
}`;
const INSERT_LOCATION = `mutation($storeId: String!, $input: LocationInput!) {
  insertLocation(storeId: $storeId, input: $input) {
    __typename ... on LocationNode { id code name }
    ... on LocationMutationError { error { __typename description } }
  }
}`;
const LIST = `query($storeId: String!) { stockLines(storeId: $storeId) { totalCount nodes { id } } }`;

type Json = Record<string, never>;
const DNS = storeId('DNS');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

async function givenLocation(as: Awaited<ReturnType<Harness['as']>>, code: string) {
  const id = uuidv7();
  const res = await as<{ insertLocation: { __typename: string } }>(INSERT_LOCATION, {
    storeId: DNS,
    input: { id, code, name: `${code} shelf` },
  });
  expect(res.data?.insertLocation.__typename).toBe('LocationNode');
  return id;
}

describe('repack', () => {
  it('repacks some packs into a new line with the new pack size, prices scaled, in a new location', async () => {
    const keeper = await h.as('storekeeper');
    const loc = await givenLocation(keeper, 'B1');
    const line = await givenStockLine(h.deps, { packs: 10, packSize: 100 });
    const res = await keeper<{ insertRepack: Json }>(REPACK, {
      storeId: DNS,
      input: {
        id: uuidv7(),
        stockLineId: line.id,
        numberOfPacks: 3,
        newPackSize: 10,
        newLocationId: loc,
      },
    });
    expect(res.data?.insertRepack).toMatchObject({
      __typename: 'RepackNode',
      from: { id: line.id, totalNumberOfPacks: 7, packSize: 100 },
      to: { totalNumberOfPacks: 30, packSize: 10, costPricePerPack: 0.25, locationId: loc },
    });
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('removes the old line from the stock when every pack is repacked', async () => {
    const keeper = await h.as('storekeeper');
    const line = await givenStockLine(h.deps, { packs: 2, packSize: 100 });
    await keeper(REPACK, {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: line.id, numberOfPacks: 2, newPackSize: 1 },
    });
    const list = await keeper<{ stockLines: { nodes: { id: string }[] } }>(LIST, { storeId: DNS });
    expect(list.data?.stockLines.nodes.map((n) => n.id)).not.toContain(line.id);
    expect(list.data?.stockLines.nodes).toHaveLength(1);
  });

  it('refuses fractional packs, more than the line holds, and a zero pack size', async () => {
    const keeper = await h.as('storekeeper');
    const line = await givenStockLine(h.deps, { packs: 2 });
    const attempt = async (numberOfPacks: number, newPackSize = 10) =>
      (
        await keeper<{ insertRepack: { error?: { __typename: string } } }>(REPACK, {
          storeId: DNS,
          input: { id: uuidv7(), stockLineId: line.id, numberOfPacks, newPackSize },
        })
      ).data?.insertRepack.error?.__typename;
    expect(await attempt(1.5)).toBe('RepackFractionalPacks');
    expect(await attempt(3)).toBe('NotEnoughStockForRepack');
    expect(await attempt(1, 0)).toBe('InvalidPackSize');
    expect(
      (await keeper<{ stockLines: { totalCount: number } }>(LIST, { storeId: DNS })).data
        ?.stockLines.totalCount,
    ).toBe(1);
  });

  it('needs CREATE_REPACK', async () => {
    const viewer = await h.as('viewer');
    const line = await givenStockLine(h.deps, { packs: 2 });
    const res = await viewer(REPACK, {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: line.id, numberOfPacks: 1, newPackSize: 1 },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateStockLine', () => {
  it('changes location, on hold, price, batch and expiry, and logs each change', async () => {
    const keeper = await h.as('storekeeper');
    const loc = await givenLocation(keeper, 'C1');
    const line = await givenStockLine(h.deps, { packs: 2 });
    const res = await keeper<{ updateStockLine: Json }>(UPDATE, {
      storeId: DNS,
      input: {
        id: line.id,
        locationId: loc,
        onHold: true,
        sellPricePerPack: 4.5,
        batch: ' X9 ',
        expiryDate: '2029-02-28',
      },
    });
    expect(res.data?.updateStockLine).toMatchObject({
      __typename: 'StockLineNode',
      locationId: loc,
      location: { name: 'C1 shelf' },
      onHold: true,
      sellPricePerPack: 4.5,
      batch: 'X9',
      expiryDate: '2029-02-28',
    });
    const log = await h.deps.db
      .selectFrom('activity_log')
      .select('type')
      .where('record_id', '=', line.id)
      .execute();
    expect(log.map((l) => l.type)).toEqual(
      expect.arrayContaining([
        'STOCK_LOCATION_CHANGE',
        'STOCK_ON_HOLD',
        'STOCK_SELL_PRICE_CHANGE',
        'STOCK_BATCH_CHANGE',
        'STOCK_EXPIRY_DATE_CHANGE',
      ]),
    );
  });

  it('refuses a negative price, an impossible date and a location of another store', async () => {
    const keeper = await h.as('storekeeper');
    const line = await givenStockLine(h.deps, { packs: 2 });
    const err = async (input: Record<string, unknown>) =>
      (
        await keeper<{ updateStockLine: { error?: { __typename: string } } }>(UPDATE, {
          storeId: DNS,
          input: { id: line.id, ...input },
        })
      ).data?.updateStockLine.error?.__typename;
    expect(await err({ sellPricePerPack: -1 })).toBe('InvalidPrice');
    expect(await err({ expiryDate: '2029-02-30' })).toBe('InvalidDate');
    expect(await err({ locationId: uuidv7() })).toBe('RecordNotFound');
  });

  it('changes VVM status only with VIEW_AND_EDIT_VVM_STATUS, keeping its history', async () => {
    const line = await givenStockLine(h.deps, { item: 'VAC-BCG', packs: 2, packSize: 20 });
    const vvm2 = '00000000-0000-7000-8000-000000000102';
    const viewer = await h.as('viewer');
    expect(
      (await viewer(VVM, { storeId: DNS, input: { id: line.id, vvmStatusId: vvm2 } })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    const keeper = await h.as('storekeeper');
    const res = await keeper<{ updateStockLineVvmStatus: Json }>(VVM, {
      storeId: DNS,
      input: { id: line.id, vvmStatusId: vvm2, comment: 'checked' },
    });
    expect(res.data?.updateStockLineVvmStatus).toEqual({
      __typename: 'StockLineNode',
      vvmStatus: { code: 'VVM2' },
    });
    const history = await h.deps.db
      .selectFrom('vvm_status_log')
      .selectAll()
      .where('stock_line_id', '=', line.id)
      .execute();
    expect(history).toHaveLength(1);
  });
});

describe('locations', () => {
  it('refuses a duplicate code and a missing code', async () => {
    const keeper = await h.as('storekeeper');
    await givenLocation(keeper, 'D1');
    const dup = await keeper<{ insertLocation: { error?: { __typename: string } } }>(
      INSERT_LOCATION,
      { storeId: DNS, input: { id: uuidv7(), code: 'D1' } },
    );
    expect(dup.data?.insertLocation.error?.__typename).toBe('UniqueValueViolation');
    const none = await keeper<{ insertLocation: { error?: { __typename: string } } }>(
      INSERT_LOCATION,
      { storeId: DNS, input: { id: uuidv7(), code: ' ' } },
    );
    expect(none.data?.insertLocation.error?.__typename).toBe('LocationCodeRequired');
  });

  it('deletes what it can and counts the locations in use', async () => {
    const keeper = await h.as('storekeeper');
    const used = await givenLocation(keeper, 'E1');
    const free = await givenLocation(keeper, 'E2');
    const line = await givenStockLine(h.deps, { packs: 1 });
    await keeper(UPDATE, { storeId: DNS, input: { id: line.id, locationId: used } });
    const res = await keeper<{ deleteLocations: Json }>(
      `mutation($storeId: String!, $ids: [String!]!) { deleteLocations(storeId: $storeId, ids: $ids) { deletedCount deletedIds failedCount failures { id reason } } }`,
      { storeId: DNS, ids: [used, free] },
    );
    expect(res.data?.deleteLocations).toEqual({
      deletedCount: 1,
      deletedIds: [free],
      failedCount: 1,
      failures: [{ id: used, reason: 'LocationInUse' }],
    });
  });

  it('needs LOCATION_MUTATE', async () => {
    const viewer = await h.as('viewer');
    const res = await viewer(INSERT_LOCATION, { storeId: DNS, input: { id: uuidv7(), code: 'Z' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('numbers and ids a stock edit refuses (issue 9)', () => {
  type Answer = { __typename: string; error?: { __typename: string } };
  /** The typed error's name, or the GraphQL edge's code; fails on INTERNAL and success. */
  function refusal(res: { data?: unknown; errors?: { extensions?: { code?: string } }[] }) {
    const code = res.errors?.[0]?.extensions?.code;
    expect(code).not.toBe('INTERNAL');
    if (code) return code;
    const answer = Object.values((res.data ?? {}) as Record<string, Answer>)[0];
    expect(answer?.__typename).toMatch(/Error$/);
    return answer?.error?.__typename;
  }
  const OUT_OF_RANGE = ['StockQuantityOutOfRange', 'BAD_USER_INPUT'];

  it('refuses a repack to a pack size of 5e-324, below the minimum or above the maximum, and 9e15 packs', async () => {
    const keeper = await h.as('storekeeper');
    const line = await givenStockLine(h.deps, { packs: 5, packSize: 10 });
    for (const [numberOfPacks, newPackSize] of [
      [1, 5e-324],
      [1, 0.0001],
      [1, 2_000_000],
      [9e15, 10],
    ]) {
      const res = await keeper(REPACK, {
        storeId: DNS,
        input: { id: uuidv7(), stockLineId: line.id, numberOfPacks, newPackSize },
      });
      expect(OUT_OF_RANGE, `${numberOfPacks} x ${newPackSize}`).toContain(refusal(res));
    }
    const lines = await keeper<{ stockLines: { totalCount: number } }>(LIST, { storeId: DNS });
    expect(lines.errors).toBeUndefined();
    expect(lines.data?.stockLines.totalCount).toBe(1);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses a repack whose new pack count or price would be beyond the bound', async () => {
    const keeper = await h.as('storekeeper');
    // 999,999,999 packs of 1,000 into packs of 0.001: 10^15 packs.
    const big = await givenStockLine(h.deps, { packs: 999_999_999, packSize: 1000 });
    const many = await keeper(REPACK, {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: big.id, numberOfPacks: 999_999_999, newPackSize: 0.001 },
    });
    expect(refusal(many)).toBe('StockQuantityOutOfRange');
    // A pack of 0.001 at 2.5 into packs of 1,000,000: 2.5e9 per pack.
    const small = await givenStockLine(h.deps, { packs: 3, packSize: 0.001 });
    const dear = await keeper(REPACK, {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: small.id, numberOfPacks: 1, newPackSize: 1_000_000 },
    });
    expect(refusal(dear)).toBe('StockQuantityOutOfRange');
    // The same at no price: 1e-9 of a pack, no measurable quantity (it would be stock that
    // no ledger row accounts for).
    await h.deps.db
      .updateTable('stock_line')
      .set({ cost_price_per_pack: 0, sell_price_per_pack: 0 })
      .where('id', '=', small.id)
      .execute();
    const speck = await keeper(REPACK, {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: small.id, numberOfPacks: 1, newPackSize: 1_000_000 },
    });
    expect(refusal(speck)).toBe('StockQuantityOutOfRange');
    const lines = await h.deps.db.selectFrom('stock_line').select('id').execute();
    expect(lines).toHaveLength(2);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('answers a typed not-found for an empty or unknown donor, location or VVM status id', async () => {
    const keeper = await h.as('storekeeper');
    const line = await givenStockLine(h.deps, { packs: 2 });
    for (const [field, value, expected] of [
      ['donorId', '', 'OtherPartyNotFound'],
      ['donorId', uuidv7(), 'OtherPartyNotFound'],
      ['locationId', '', 'RecordNotFound'],
    ] as const) {
      const res = await keeper(UPDATE, { storeId: DNS, input: { id: line.id, [field]: value } });
      expect(refusal(res), `${field}: '${value}'`).toBe(expected);
    }
    for (const vvmStatusId of ['', 'no-such-status']) {
      const admin = await h.as('admin');
      const res = await admin(VVM, { storeId: DNS, input: { id: line.id, vvmStatusId } });
      expect(refusal(res), `vvmStatusId: '${vvmStatusId}'`).toBe('RecordNotFound');
    }
    const row = await h.deps.db
      .selectFrom('stock_line')
      .select(['donor_id', 'location_id', 'vvm_status_id'])
      .where('id', '=', line.id)
      .executeTakeFirst();
    expect(row).toEqual({ donor_id: null, location_id: null, vvm_status_id: null });
  });

  it('refuses prices beyond the bound or with too many decimals, leaving the line as it was', async () => {
    const keeper = await h.as('storekeeper');
    const line = await givenStockLine(h.deps, { packs: 2 });
    for (const patch of [
      { sellPricePerPack: 1e300 },
      { costPricePerPack: 9e15 },
      { sellPricePerPack: 1.123456 },
    ]) {
      const res = await keeper(UPDATE, { storeId: DNS, input: { id: line.id, ...patch } });
      expect(OUT_OF_RANGE, JSON.stringify(patch)).toContain(refusal(res));
    }
    const row = await h.deps.db
      .selectFrom('stock_line')
      .select(['cost_price_per_pack', 'sell_price_per_pack'])
      .where('id', '=', line.id)
      .executeTakeFirst();
    expect(row).toEqual({ cost_price_per_pack: 2.5, sell_price_per_pack: 3 });
  });
});
