// Issue 9, deliverables 2 and 6: every input value is checked at the GraphQL edge before the
// resolver (and the permission check) runs. Bad input is BAD_USER_INPUT with a reason and the
// argument on that field's path, the rest of the answer arrives, and nothing is written.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GraphQLFloat,
  GraphQLInt,
  getNamedType,
  isInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import { getSchema } from '../src/graphql/schema';
import { numberKindOf } from '../src/graphql/input-guard';
import { givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type GqlResponse, type Harness } from './harness';

const DNS = storeId('DNS');

const ADJUST = `mutation($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $storeId, input: $input) { __typename }
}`;
const NEW_LINE = `mutation($storeId: String!, $input: InsertStockLineInput!) {
  insertStockLine(storeId: $storeId, input: $input) { __typename }
}`;
const REPACK = `mutation($storeId: String!, $input: InsertRepackInput!) {
  insertRepack(storeId: $storeId, input: $input) { __typename }
}`;
const UPDATE_LINE = `mutation($storeId: String!, $input: UpdateStockLineInput!) {
  updateStockLine(storeId: $storeId, input: $input) { __typename }
}`;
const ITEMS = `query($storeId: String!, $filter: ItemFilterInput, $page: PaginationInput) {
  items(storeId: $storeId, filter: $filter, page: $page) { totalCount }
}`;
const LINE = `query($storeId: String!, $id: String!) {
  stockLines(storeId: $storeId, filter: { id: { equalTo: $id } }) {
    nodes { totalNumberOfPacks packSize note }
  }
}`;

type Ext = { code?: string; reason?: string; argument?: string; limit?: number };
const ext = (res: GqlResponse): Ext => res.errors?.[0]?.extensions ?? {};

let h: Harness;
let keeper: Awaited<ReturnType<Harness['as']>>;
let lineId: string;

const changelogRows = async (): Promise<number> => {
  const row = await h.deps.db
    .selectFrom('changelog')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
const line = async () =>
  (
    await keeper<{
      stockLines: {
        nodes: { totalNumberOfPacks: number; packSize: number; note: string | null }[];
      };
    }>(LINE, { storeId: DNS, id: lineId })
  ).data?.stockLines.nodes[0];

/** A request whose JSON body is written by hand: JSON has no Infinity, but 1e400 reads as it. */
async function rawRequest(body: string): Promise<{ status: number; json: GqlResponse }> {
  const { token } = await h.signIn('storekeeper');
  const res = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: res.statusCode, json: res.json<GqlResponse>() };
}

beforeAll(async () => {
  h = await createHarness();
  keeper = await h.as('storekeeper');
  lineId = (await givenStockLine(h.deps, { store: 'DNS', packs: 10, packSize: 100 })).id;
});
afterAll(() => h.close());

describe('numbers at the edge', () => {
  it('refuses 1e300 packs on that field and changes nothing', async () => {
    const before = await changelogRows();
    const res = await keeper(ADJUST, {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: lineId, adjustmentType: 'ADDITION', adjustment: 1e300 },
    });
    expect(res.status).toBe(200);
    expect(res.errors?.[0]?.path).toEqual(['insertInventoryAdjustment']);
    expect(ext(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_LARGE',
      argument: 'input.adjustment',
      limit: 999_999_999,
    });
    expect(res.data).toEqual({ insertInventoryAdjustment: null });
    expect(await changelogRows()).toBe(before);
    expect((await line())?.totalNumberOfPacks).toBe(10);
  });

  it('refuses 1e400 written as a literal (Infinity) and sent in a raw JSON body', async () => {
    const literal = await keeper(
      `mutation($s: String!, $line: String!) { insertInventoryAdjustment(storeId: $s, input: {
        id: "${uuidv7()}", stockLineId: $line, adjustmentType: ADDITION, adjustment: 1e400 }) { __typename } }`,
      { s: DNS, line: lineId },
    );
    expect(ext(literal)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'NOT_FINITE' });
    const raw = await rawRequest(
      `{"query":${JSON.stringify(ADJUST)},"variables":{"storeId":"${DNS}","input":{"id":"${uuidv7()}","stockLineId":"${lineId}","adjustmentType":"ADDITION","adjustment":1e400}}}`,
    );
    expect(raw.status).toBeLessThan(500);
    expect(raw.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await line())?.totalNumberOfPacks).toBe(10);
  });

  it('refuses counts beyond the largest, pack sizes below the smallest, prices past 4 decimals', async () => {
    const base = {
      itemId: itemId('AMOX250T'),
      numberOfPacks: 1,
      packSize: 10,
    };
    const newLine = (patch: Record<string, unknown>) =>
      keeper(NEW_LINE, {
        storeId: DNS,
        input: { ...base, id: uuidv7(), invoiceId: uuidv7(), ...patch },
      });
    const before = await changelogRows();
    expect(ext(await newLine({ numberOfPacks: 9e15 }))).toMatchObject({
      reason: 'TOO_LARGE',
      argument: 'input.numberOfPacks',
    });
    expect(ext(await newLine({ packSize: 5e-324 }))).toMatchObject({
      reason: 'TOO_SMALL',
      argument: 'input.packSize',
      limit: 0.001,
    });
    expect(ext(await newLine({ costPricePerPack: 1.00001 }))).toMatchObject({
      reason: 'TOO_MANY_DECIMALS',
      argument: 'input.costPricePerPack',
      limit: 4,
    });
    expect(ext(await newLine({ numberOfPacks: 1.0000001 }))).toMatchObject({
      reason: 'TOO_MANY_DECIMALS',
    });
    expect(await changelogRows()).toBe(before);
    // The largest count and a price with 4 decimals are accepted.
    const fine = await newLine({ numberOfPacks: 999_999_999, costPricePerPack: 1.2345 });
    expect(fine.errors).toBeUndefined();
  });

  it('refuses a repack to a pack size of 5e-324 and keeps the line', async () => {
    const res = await keeper(REPACK, {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: lineId, numberOfPacks: 1, newPackSize: 5e-324 },
    });
    expect(ext(res)).toMatchObject({ reason: 'TOO_SMALL', argument: 'input.newPackSize' });
    expect(await line()).toMatchObject({ totalNumberOfPacks: 10, packSize: 100 });
  });

  it('classifies number inputs by their name', () => {
    const kinds: Record<string, string> = {};
    const walk = (type: GraphQLInputType, path: string, name: string): void => {
      const inner = getNamedType(type);
      if (isInputObjectType(inner)) {
        for (const f of Object.values(inner.getFields())) walk(f.type, `${path}.${f.name}`, f.name);
      } else if (inner === GraphQLFloat || inner === GraphQLInt) {
        kinds[path] = numberKindOf(name, inner === GraphQLInt);
      }
    };
    for (const root of [getSchema().getQueryType(), getSchema().getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        for (const arg of field.args) walk(arg.type, `${field.name}.${arg.name}`, arg.name);
      }
    }
    // Spec: pack counts, pack sizes and prices have their own bounds; other numbers the general.
    expect(kinds).toMatchObject({
      'insertInventoryAdjustment.input.adjustment': 'numberOfPacks',
      'insertStockLine.input.numberOfPacks': 'numberOfPacks',
      'insertStockLine.input.packSize': 'packSize',
      'insertStockLine.input.costPricePerPack': 'price',
      'insertStockLine.input.sellPricePerPack': 'price',
      'updateStockLine.input.costPricePerPack': 'price',
      'updateStockLine.input.sellPricePerPack': 'price',
      'insertRepack.input.numberOfPacks': 'numberOfPacks',
      'insertOutboundShipmentLine.input.numberOfPacks': 'numberOfPacks',
      'updateOutboundShipmentLine.input.numberOfPacks': 'numberOfPacks',
      'insertOutboundShipmentUnallocatedLine.input.quantity': 'numberOfPacks',
      'updateOutboundShipmentUnallocatedLine.input.quantity': 'numberOfPacks',
      'issueOutboundShipmentItem.input.quantity': 'numberOfPacks',
      'insertInboundShipmentLine.input.numberOfPacks': 'numberOfPacks',
      'insertInboundShipmentLine.input.packSize': 'packSize',
      'insertInboundShipmentLine.input.costPricePerPack': 'price',
      'updateInboundShipmentLine.input.numberOfPacks': 'numberOfPacks',
      'updateInboundShipmentLine.input.sellPricePerPack': 'price',
      'insertRepack.input.newPackSize': 'packSize',
      'insertItem.input.defaultPackSize': 'packSize',
      'insertItem.input.volumePerPack': 'other',
      'upsertPackVariant.input.packSize': 'packSize',
      'insertBarcode.input.packSize': 'packSize',
      'upsertBundledItem.input.ratio': 'other',
      'items.page.first': 'integer',
    });
  });
});

describe('strings at the edge', () => {
  it('refuses a NUL byte in the store id before the permission check, on that field only', async () => {
    const res = await keeper<{ items: null; isCentralServer: boolean }>(
      `query($s: String!) { items(storeId: $s) { totalCount } isCentralServer }`,
      { s: `${DNS}\u0000` },
    );
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.path).toEqual(['items']);
    expect(ext(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'NUL_BYTE',
      argument: 'storeId',
    });
    expect(res.data).toEqual({ items: null, isCentralServer: false });
  });

  it('checks the arguments of fields below the root too', async () => {
    const res = await keeper(
      `query($s: String) { me { permissions(storeId: $s) { totalCount } } }`,
      {
        s: 'a\u0000',
      },
    );
    expect(res.errors?.[0]?.path).toEqual(['me', 'permissions']);
    expect(ext(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'NUL_BYTE',
      argument: 'storeId',
    });
  });

  it('bounds texts, ids and patterns, and names the place in lists and inputs', async () => {
    const before = await changelogRows();
    const note = await keeper(UPDATE_LINE, {
      storeId: DNS,
      input: { id: lineId, note: 'n'.repeat(1_000_000) },
    });
    expect(ext(note)).toMatchObject({
      reason: 'TOO_LONG',
      argument: 'input.note',
      limit: 10_000,
    });
    const nul = await keeper(UPDATE_LINE, {
      storeId: DNS,
      input: { id: lineId, batch: 'a\u0000' },
    });
    expect(ext(nul)).toMatchObject({ reason: 'NUL_BYTE', argument: 'input.batch' });
    expect(await changelogRows()).toBe(before);
    expect((await line())?.note).toBeNull();

    const longId = await keeper(ITEMS, {
      storeId: DNS,
      filter: { id: { equalAny: [itemId('AMOX250T'), 'x'.repeat(101)] } },
    });
    expect(ext(longId)).toMatchObject({
      reason: 'TOO_LONG',
      argument: 'filter.id.equalAny[1]',
      limit: 100,
    });
    const pattern = (like: string) =>
      keeper(ITEMS, { storeId: DNS, filter: { codeOrName: { like } } });
    expect(ext(await pattern('x'.repeat(201)))).toMatchObject({
      reason: 'TOO_LONG',
      argument: 'filter.codeOrName.like',
      limit: 200,
    });
    expect((await pattern('x'.repeat(200))).errors).toBeUndefined();
  });
});

describe('list filters', () => {
  it('take at most 1,000 ids', async () => {
    const ids = (n: number) => Array.from({ length: n }, () => uuidv7());
    const many = await keeper(ITEMS, { storeId: DNS, filter: { id: { equalAny: ids(1001) } } });
    expect(ext(many)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_MANY_IDS',
      argument: 'filter.id.equalAny',
      limit: 1000,
    });
    const most = await keeper<{ items: { totalCount: number } }>(ITEMS, {
      storeId: DNS,
      filter: { id: { equalAny: [...ids(999), itemId('AMOX250T')] } },
    });
    expect(most.data?.items.totalCount).toBe(1);
    const deleted = await keeper(
      `mutation($s: String!, $ids: [String!]!) { deleteLocations(storeId: $s, ids: $ids) { deletedCount } }`,
      { s: DNS, ids: ids(1001) },
    );
    expect(ext(deleted)).toMatchObject({ reason: 'TOO_MANY_IDS', argument: 'ids' });
  });

  it('match % and _ in a pattern literally', async () => {
    const names = await keeper<{ items: { nodes: { code: string; name: string }[] } }>(
      `query($s: String!) { items(storeId: $s, page: { first: 1000 }) { nodes { code name } } }`,
      { s: DNS },
    );
    const all = names.data?.items.nodes ?? [];
    const holding = (c: string) => all.filter((i) => i.code.includes(c) || i.name.includes(c));
    const count = async (like: string) =>
      (
        await keeper<{ items: { totalCount: number } }>(ITEMS, {
          storeId: DNS,
          filter: { codeOrName: { like } },
        })
      ).data?.items.totalCount;
    // Unescaped, '%' and '_' would match every item.
    expect(all.length).toBeGreaterThan(holding('%').length);
    expect(await count('%')).toBe(holding('%').length);
    expect(await count('_')).toBe(holding('_').length);
    expect(await count('\\')).toBe(holding('\\').length);
  });

  it('page sizes beyond the largest are refused with the bound', async () => {
    const res = await keeper(ITEMS, { storeId: DNS, page: { first: 1001 } });
    expect(ext(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_LARGE',
      argument: 'page.first',
      limit: 1000,
    });
  });
});

describe('variables the executor cannot read', () => {
  it('are BAD_USER_INPUT, not an unlabelled error', async () => {
    const res = await keeper(ITEMS, { storeId: DNS, page: { first: 'ten' } });
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const huge = await keeper(ITEMS, { storeId: DNS, page: { first: 9e15 } });
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
