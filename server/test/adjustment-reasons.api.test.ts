// Issue 9, "one rule, one place": when the only active reduction reason is open-vial wastage,
// a reduction of a non-vaccine needs no reason (none fits it), while a vaccine's needs one and
// takes open-vial wastage. The web's picker follows the same domain rule (stock/reasons).
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenReason, givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const ADJUST = `mutation($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $storeId, input: $input) {
    __typename
    ... on InventoryAdjustmentNode { stockLine { totalNumberOfPacks } }
    ... on InsertInventoryAdjustmentError { error { __typename } }
  }
}`;
const NEW_LINE = `mutation($storeId: String!, $input: InsertStockLineInput!) {
  insertStockLine(storeId: $storeId, input: $input) {
    __typename
    ... on InsertInventoryAdjustmentError { error { __typename } }
  }
}`;

type Answer = {
  __typename: string;
  stockLine?: { totalNumberOfPacks: number };
  error?: { __typename: string };
};

let h: Harness;
let plainLine: string;
let vaccineLine: string;
let openVial: string;

beforeAll(async () => {
  h = await createHarness();
  // Only open-vial wastage is active: every other reason the site has is made inactive.
  await h.deps.db.updateTable('reason_option').set({ is_active: false }).execute();
  openVial = await givenReason(h.deps, 'OPEN_VIAL_WASTAGE', 'Open vial wasted');
  plainLine = (await givenStockLine(h.deps, { store: 'DNS', item: 'AMOX250T', packs: 10 })).id;
  vaccineLine = (
    await givenStockLine(h.deps, { store: 'DNS', item: 'VAC-BCG', packs: 10, packSize: 20 })
  ).id;
});
afterAll(async () => {
  await h.close();
});

async function reduce(stockLineId: string, reasonId?: string): Promise<Answer | undefined> {
  const keeper = await h.as('storekeeper');
  const res = await keeper<{ insertInventoryAdjustment: Answer }>(ADJUST, {
    storeId: storeId('DNS'),
    input: {
      id: uuidv7(),
      stockLineId,
      adjustmentType: 'REDUCTION',
      adjustment: 1,
      ...(reasonId ? { reasonId } : {}),
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data?.insertInventoryAdjustment;
}

describe('reductions when open-vial wastage is the only active reason', () => {
  it('accepts a non-vaccine reduction without a reason', async () => {
    expect(await reduce(plainLine)).toEqual({
      __typename: 'InventoryAdjustmentNode',
      stockLine: { totalNumberOfPacks: 9 },
    });
  });

  it('refuses open-vial wastage for a non-vaccine', async () => {
    expect((await reduce(plainLine, openVial))?.error?.__typename).toBe('WrongReasonType');
  });

  it("requires a reason for a vaccine's reduction, and takes open-vial wastage", async () => {
    expect((await reduce(vaccineLine))?.error?.__typename).toBe('ReasonRequired');
    expect(await reduce(vaccineLine, openVial)).toEqual({
      __typename: 'InventoryAdjustmentNode',
      stockLine: { totalNumberOfPacks: 9 },
    });
  });

  it('needs no reason for new stock: open-vial wastage explains no addition', async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper<{ insertStockLine: Answer }>(NEW_LINE, {
      storeId: storeId('DNS'),
      input: {
        id: uuidv7(),
        invoiceId: uuidv7(),
        itemId: itemId('VAC-BCG'),
        packSize: 20,
        numberOfPacks: 2,
      },
    });
    expect(res.data?.insertStockLine.__typename).toBe('InventoryAdjustmentNode');
  });

  it('requires a reason of a non-vaccine once a negative reason is active again', async () => {
    const damaged = await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged');
    expect((await reduce(plainLine))?.error?.__typename).toBe('ReasonRequired');
    expect((await reduce(plainLine, damaged))?.__typename).toBe('InventoryAdjustmentNode');
  });
});
