import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { givenReason, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const UPDATE = `mutation($s: String!, $id: String!, $reason: String, $isActive: Boolean) {
  updateReasonOption(storeId: $s, id: $id, reason: $reason, isActive: $isActive) {
    __typename
    ... on ReasonOptionNode { id type reason isActive }
    ... on UpdateReasonOptionError { error { __typename description } }
  }
}`;
type UpdateOut = {
  updateReasonOption: {
    __typename: string;
    id?: string;
    type?: string;
    reason?: string;
    isActive?: boolean;
    error?: { __typename: string; description: string };
  };
};
const REASONS = `query($s: String!, $type: ReasonOptionType) {
  reasonOptions(storeId: $s, type: $type) { id type reason isActive }
}`;
type ReasonsOut = {
  reasonOptions: { id: string; type: string; reason: string; isActive: boolean }[];
};
const ADJUST = `mutation($s: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $s, input: $input) {
    __typename ... on InsertInventoryAdjustmentError { error { __typename } }
  }
}`;

const DNS = storeId('DNS');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

async function reasonRow(id: string) {
  return h.deps.db
    .selectFrom('reason_option')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('updateReasonOption', () => {
  it('changes the text and makes a reason inactive, recorded in the changelog; the type stays', async () => {
    const id = await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Broken');
    const admin = await h.as('admin');
    const renamed = await admin<UpdateOut>(UPDATE, { s: DNS, id, reason: '  Broken vial ' });
    expect(renamed.data?.updateReasonOption).toEqual({
      __typename: 'ReasonOptionNode',
      id,
      type: 'NEGATIVE_INVENTORY_ADJUSTMENT',
      reason: 'Broken vial',
      isActive: true,
    });
    const off = await admin<UpdateOut>(UPDATE, { s: DNS, id, isActive: false });
    expect(off.data?.updateReasonOption).toMatchObject({ reason: 'Broken vial', isActive: false });

    const list = await admin<ReasonsOut>(REASONS, {
      s: DNS,
      type: 'NEGATIVE_INVENTORY_ADJUSTMENT',
    });
    expect(list.data?.reasonOptions.find((r) => r.id === id)).toMatchObject({
      reason: 'Broken vial',
      isActive: false,
    });
    const changes = await h.deps.db
      .selectFrom('changelog')
      .select(['row_action'])
      .where('table_name', '=', 'reason_option')
      .where('record_id', '=', id)
      .orderBy('cursor')
      .execute();
    // The insert of the fixture, then the two updates.
    expect(changes.map((c) => c.row_action)).toEqual(['UPSERT', 'UPSERT', 'UPSERT']);

    const on = await admin<UpdateOut>(UPDATE, { s: DNS, id, isActive: true });
    expect(on.data?.updateReasonOption).toMatchObject({ isActive: true });
  });

  it('refuses an empty or over-long text and an unknown id, and changes nothing', async () => {
    const id = await givenReason(h.deps, 'POSITIVE_INVENTORY_ADJUSTMENT', 'Found');
    const admin = await h.as('admin');
    for (const reason of ['   ', 'x'.repeat(201)]) {
      const res = await admin<UpdateOut>(UPDATE, { s: DNS, id, reason, isActive: false });
      expect(res.data?.updateReasonOption).toEqual({
        __typename: 'UpdateReasonOptionError',
        error: {
          __typename: 'ReasonTextInvalid',
          description: 'A reason needs 1 to 200 characters',
        },
      });
    }
    const longest = await admin<UpdateOut>(UPDATE, { s: DNS, id, reason: 'y'.repeat(200) });
    expect(longest.data?.updateReasonOption.reason).toHaveLength(200);
    await admin(UPDATE, { s: DNS, id, reason: 'Found' });
    expect(await reasonRow(id)).toMatchObject({ reason: 'Found' });
    expect(Boolean((await reasonRow(id)).is_active)).toBe(true);

    const missing = await admin<UpdateOut>(UPDATE, { s: DNS, id: uuidv7(), isActive: false });
    expect(missing.data?.updateReasonOption.error?.__typename).toBe('RecordNotFound');
  });

  it('is refused without EDIT_CENTRAL_DATA, while every store user reads the reasons', async () => {
    const id = await givenReason(h.deps, 'RETURN_REASON', 'Expired on arrival');
    const keeper = await h.as('storekeeper');
    const res = await keeper<UpdateOut>(UPDATE, { s: DNS, id, isActive: false });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.path).toEqual(['updateReasonOption']);
    expect(Boolean((await reasonRow(id)).is_active)).toBe(true);
    const list = await keeper<ReasonsOut>(REASONS, { s: DNS, type: 'RETURN_REASON' });
    expect(list.data?.reasonOptions.map((r) => r.reason)).toContain('Expired on arrival');
  });

  it('an inactive reason is no longer accepted for an adjustment', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    const id = await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged');
    const admin = await h.as('admin');
    await admin(UPDATE, { s: DNS, id, isActive: false });
    const adjust = (reasonId: string) =>
      admin<{ insertInventoryAdjustment: { __typename: string; error?: { __typename: string } } }>(
        ADJUST,
        {
          s: DNS,
          input: {
            id: uuidv7(),
            stockLineId: line.id,
            adjustmentType: 'REDUCTION',
            adjustment: 1,
            reasonId,
          },
        },
      );
    expect((await adjust(id)).data?.insertInventoryAdjustment.error?.__typename).toBe(
      'RecordNotFound',
    );
    await admin(UPDATE, { s: DNS, id, isActive: true });
    expect((await adjust(id)).data?.insertInventoryAdjustment.__typename).toBe(
      'InventoryAdjustmentNode',
    );
  });
});
