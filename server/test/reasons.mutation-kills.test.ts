// Adding a log reason (central data, EDIT_CENTRAL_DATA): cases the first mutation run showed
// no test guarding (docs/mutation.md). Through the real HTTP handler, on both databases.
import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const INSERT = `mutation($s: String!, $id: String, $type: ReasonOptionType!, $reason: String!) {
  insertReasonOption(storeId: $s, id: $id, type: $type, reason: $reason) {
    __typename
    ... on ReasonOptionNode { id type reason isActive }
    ... on InsertReasonOptionError { error { __typename } }
  }
}`;
const REASONS = `query($s: String!, $type: ReasonOptionType) {
  reasonOptions(storeId: $s, type: $type) { id type reason isActive }
}`;
type InsertOut = {
  insertReasonOption: {
    __typename: string;
    id?: string;
    type?: string;
    reason?: string;
    isActive?: boolean;
    error?: { __typename: string };
  };
};
type ReasonsOut = { reasonOptions: { id: string; type: string; reason: string }[] };

const DNS = storeId('DNS');
const KHC = storeId('KHC');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

describe('insertReasonOption', () => {
  it('adds an active reason with its text trimmed, seen by every store', async () => {
    const admin = await h.as('admin');
    const id = uuidv7();
    const added = await admin<InsertOut>(INSERT, {
      s: DNS,
      id,
      type: 'NEGATIVE_INVENTORY_ADJUSTMENT',
      reason: '  Damaged in transit ',
    });
    expect(added.data?.insertReasonOption).toEqual({
      __typename: 'ReasonOptionNode',
      id,
      type: 'NEGATIVE_INVENTORY_ADJUSTMENT',
      reason: 'Damaged in transit',
      isActive: true,
    });
    const keeper = await h.as('storekeeper');
    const list = await keeper<ReasonsOut>(REASONS, {
      s: KHC,
      type: 'NEGATIVE_INVENTORY_ADJUSTMENT',
    });
    expect(list.data?.reasonOptions.find((r) => r.id === id)?.reason).toBe('Damaged in transit');
  });

  it('makes its own id when none is sent', async () => {
    const admin = await h.as('admin');
    const a = await admin<InsertOut>(INSERT, {
      s: DNS,
      type: 'RETURN_REASON',
      reason: 'Wrong item',
    });
    const b = await admin<InsertOut>(INSERT, {
      s: DNS,
      type: 'RETURN_REASON',
      reason: 'Wrong item',
    });
    const ids = [a, b].map((r) => r.data?.insertReasonOption.id ?? '');
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('takes 1 to 200 characters after trimming, and refuses anything else storing nothing', async () => {
    const admin = await h.as('admin');
    const longest = 'r'.repeat(200);
    const ok = await admin<InsertOut>(INSERT, { s: DNS, type: 'RETURN_REASON', reason: longest });
    expect(ok.data?.insertReasonOption.reason).toBe(longest);
    for (const reason of ['', '   ', 'r'.repeat(201)]) {
      const id = uuidv7();
      const res = await admin<InsertOut>(INSERT, { s: DNS, id, type: 'RETURN_REASON', reason });
      expect(res.data?.insertReasonOption).toEqual({
        __typename: 'InsertReasonOptionError',
        error: { __typename: 'ReasonTextInvalid' },
      });
      const list = await admin<ReasonsOut>(REASONS, { s: DNS, type: 'RETURN_REASON' });
      expect(list.data?.reasonOptions.map((r) => r.id)).not.toContain(id);
    }
  });

  it('answers the same insert sent again with the reason already added', async () => {
    const admin = await h.as('admin');
    const id = uuidv7();
    const input = { s: DNS, id, type: 'POSITIVE_INVENTORY_ADJUSTMENT', reason: 'Found' };
    const first = await admin<InsertOut>(INSERT, input);
    const again = await admin<InsertOut>(INSERT, { ...input, reason: 'Found again' });
    expect(again.data?.insertReasonOption).toEqual(first.data?.insertReasonOption);
    const list = await admin<ReasonsOut>(REASONS, {
      s: DNS,
      type: 'POSITIVE_INVENTORY_ADJUSTMENT',
    });
    expect(list.data?.reasonOptions.filter((r) => r.id === id)).toHaveLength(1);
  });

  it('refuses an id taken by a reason of another type or by a record of another kind', async () => {
    const admin = await h.as('admin');
    const id = uuidv7();
    await admin(INSERT, { s: DNS, id, type: 'RETURN_REASON', reason: 'Expired' });
    const otherType = await admin<InsertOut>(INSERT, {
      s: DNS,
      id,
      type: 'NEGATIVE_INVENTORY_ADJUSTMENT',
      reason: 'Expired',
    });
    expect(otherType.data?.insertReasonOption.error?.__typename).toBe('RecordAlreadyExists');

    const line = await givenStockLine(h.deps);
    const otherKind = await admin<InsertOut>(INSERT, {
      s: DNS,
      id: line.id,
      type: 'RETURN_REASON',
      reason: 'Expired',
    });
    expect(otherKind.data?.insertReasonOption.error?.__typename).toBe('RecordAlreadyExists');
  });
});
