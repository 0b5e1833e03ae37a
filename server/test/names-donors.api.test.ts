import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { givenReason, givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const NAMES = `query($s: String!, $filter: NameFilterInput) {
  names(storeId: $s, filter: $filter, page: { first: 100 }) { totalCount nodes { code name isSupplier isDonor } }
}`;
const UPDATE = `mutation($s: String!, $input: UpdateStockLineInput!) {
  updateStockLine(storeId: $s, input: $input) {
    __typename
    ... on StockLineNode { donorId donor { name } supplier { name } }
    ... on UpdateStockLineError { error { __typename ... on OtherPartyNotFound { field } } }
  }
}`;
const INSERT = `mutation($s: String!, $input: InsertStockLineInput!) {
  insertStockLine(storeId: $s, input: $input) {
    __typename
    ... on InsertInventoryAdjustmentError { error { __typename ... on OtherPartyNotFound { field } } }
  }
}`;
const LINE = `query($s: String!, $id: String!) {
  stockLines(storeId: $s, filter: { id: { equalTo: $id } }) { nodes { supplierId supplier { name } donorId donor { name } } }
}`;

type NamesOut = {
  names: { totalCount: number; nodes: { code: string; isSupplier: boolean; isDonor: boolean }[] };
};
type UpdateOut = {
  updateStockLine: {
    __typename: string;
    donor?: { name: string } | null;
    error?: { __typename: string; field?: string };
  };
};
type InsertOut = {
  insertStockLine: { __typename: string; error?: { __typename: string; field?: string } };
};
type LineOut = {
  stockLines: {
    nodes: { supplier: { name: string } | null; donor: { name: string } | null }[];
  };
};

const DNS = storeId('DNS');
const nameId = (code: string) => demoId(`name:${code}`);
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

describe('names', () => {
  it('lists suppliers and donors, never the system names', async () => {
    const keeper = await h.as('storekeeper');
    const donors = await keeper<NamesOut>(NAMES, { s: DNS, filter: { isDonor: true } });
    expect(donors.data?.names.nodes.map((n) => n.code).sort()).toEqual([
      'DON-GAVI',
      'DON-GFATM',
      'SUP-GDF',
      'SUP-UNICEF',
    ]);
    const search = await keeper<NamesOut>(NAMES, {
      s: DNS,
      filter: { isSupplier: true, codeOrName: { like: 'unicef' } },
    });
    expect(search.data?.names.nodes).toEqual([
      { code: 'SUP-UNICEF', name: 'UNICEF Supply Division', isSupplier: true, isDonor: true },
    ]);
    const all = await keeper<NamesOut>(NAMES, { s: DNS });
    expect(all.data?.names.nodes.some((n) => ['INVAD', 'REPACK'].includes(n.code))).toBe(false);
  });
});

describe('donor and supplier of a stock line', () => {
  it('sets, shows and clears a donor; refuses a name that is not a donor', async () => {
    const admin = await h.as('admin');
    const line = await givenStockLine(h.deps, { packs: 10 });
    const set = await admin<UpdateOut>(UPDATE, {
      s: DNS,
      input: { id: line.id, donorId: nameId('DON-GAVI') },
    });
    expect(set.data?.updateStockLine).toMatchObject({
      __typename: 'StockLineNode',
      donor: { name: 'Gavi, the Vaccine Alliance' },
    });
    const wrong = await admin<UpdateOut>(UPDATE, {
      s: DNS,
      input: { id: line.id, donorId: nameId('SUP-MEDS') },
    });
    expect(wrong.data?.updateStockLine.error).toEqual({
      __typename: 'OtherPartyNotFound',
      field: 'donorId',
    });
    const after = await admin<LineOut>(LINE, { s: DNS, id: line.id });
    expect(after.data?.stockLines.nodes[0]?.donor).toEqual({ name: 'Gavi, the Vaccine Alliance' });
    const cleared = await admin<UpdateOut>(UPDATE, {
      s: DNS,
      input: { id: line.id, donorId: null },
    });
    expect(cleared.data?.updateStockLine.donor).toBeNull();
    const log = await h.deps.db
      .selectFrom('activity_log')
      .select('type')
      .where('record_id', '=', line.id)
      .where('type', '=', 'STOCK_DONOR_CHANGE')
      .execute();
    expect(log.length).toBe(2);
  });

  it('records supplier and donor of new stock, and refuses names of the wrong kind', async () => {
    const admin = await h.as('admin');
    const reason = await givenReason(h.deps, 'POSITIVE_INVENTORY_ADJUSTMENT', 'Found');
    const input = (over: Record<string, unknown>) => ({
      id: `line-${Math.random()}`,
      invoiceId: `inv-${Math.random()}`,
      itemId: itemId('AMOX250T'),
      packSize: 100,
      numberOfPacks: 5,
      reasonId: reason,
      ...over,
    });
    const bad = await admin<InsertOut>(INSERT, {
      s: DNS,
      input: input({ supplierId: nameId('DON-GAVI') }),
    });
    expect(bad.data?.insertStockLine.error).toEqual({
      __typename: 'OtherPartyNotFound',
      field: 'supplierId',
    });
    const ok = input({ supplierId: nameId('SUP-GDF'), donorId: nameId('DON-GFATM') });
    const res = await admin<InsertOut>(INSERT, { s: DNS, input: ok });
    expect(res.data?.insertStockLine.__typename).toBe('InventoryAdjustmentNode');
    const line = await admin<LineOut>(LINE, { s: DNS, id: ok.id });
    expect(line.data?.stockLines.nodes[0]).toMatchObject({
      supplier: { name: 'Global Drug Facility' },
      donor: { name: 'The Global Fund' },
    });
  });
});
