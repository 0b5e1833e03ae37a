// Repacks (spec 001: some or all packs of a line become a new line of another pack size):
// cases the first mutation run showed no test guarding (docs/mutation.md). Through the real
// HTTP handler, on both databases.
import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const REPACK = `mutation($storeId: String!, $input: InsertRepackInput!) {
  insertRepack(storeId: $storeId, input: $input) {
    __typename
    ... on RepackNode {
      invoiceNumber
      from { id availableNumberOfPacks totalNumberOfPacks packSize }
      to { id availableNumberOfPacks totalNumberOfPacks packSize costPricePerPack sellPricePerPack locationId }
    }
    ... on InsertRepackError { error { __typename ... on NotEnoughStockForRepack { availablePacks } } }
  }
}`;
type Line = Record<string, unknown> & { id: string };
type RepackOut = {
  insertRepack: {
    __typename: string;
    invoiceNumber?: number;
    from?: Line;
    to?: Line;
    error?: { __typename: string; availablePacks?: number };
  };
};

const DNS = storeId('DNS');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

async function repack(input: Record<string, unknown>) {
  const keeper = await h.as('storekeeper');
  return (await keeper<RepackOut>(REPACK, { storeId: DNS, input: { id: uuidv7(), ...input } })).data
    ?.insertRepack;
}

describe('insertRepack', () => {
  it('moves the packs on the REPACK document: out of the old line, into the new, both counts', async () => {
    const line = await givenStockLine(h.deps, { packs: 6, packSize: 10, locationId: null });
    const id = uuidv7();
    const keeper = await h.as('storekeeper');
    const res = (
      await keeper<RepackOut>(REPACK, {
        storeId: DNS,
        input: { id, stockLineId: line.id, numberOfPacks: 4, newPackSize: 20 },
      })
    ).data?.insertRepack;
    // 4 packs of 10 are 40 units: 2 packs of 20, at the same price per unit (2.5 and 3 a pack of 10).
    expect(res).toMatchObject({
      __typename: 'RepackNode',
      from: { id: line.id, availableNumberOfPacks: 2, totalNumberOfPacks: 2, packSize: 10 },
      to: {
        availableNumberOfPacks: 2,
        totalNumberOfPacks: 2,
        packSize: 20,
        costPricePerPack: 5,
        sellPricePerPack: 6,
        locationId: null,
      },
    });
    const lines = await h.deps.db
      .selectFrom('invoice_line')
      .select(['stock_line_id', 'number_of_packs', 'pack_size'])
      .where('invoice_id', '=', id)
      .execute();
    expect(
      lines.map((l) => ({
        ...l,
        number_of_packs: Number(l.number_of_packs),
        pack_size: Number(l.pack_size),
      })),
    ).toEqual(
      expect.arrayContaining([
        { stock_line_id: line.id, number_of_packs: 4, pack_size: 10 },
        { stock_line_id: res?.to?.id, number_of_packs: 2, pack_size: 20 },
      ]),
    );
    expect(lines).toHaveLength(2);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
    const log = await h.deps.db
      .selectFrom('activity_log')
      .select(['record_id', 'changed_from', 'changed_to'])
      .where('type', '=', 'REPACK')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]?.record_id).toBe(line.id);
    expect(log[0]?.changed_from).toMatch(/4\D+10/);
    expect(log[0]?.changed_to).toMatch(/2\D+20/);
  });

  it('takes every available pack, and no more; whole packs above zero only', async () => {
    const line = await givenStockLine(h.deps, { packs: 3 });
    for (const numberOfPacks of [0, -1]) {
      expect(
        (await repack({ stockLineId: line.id, numberOfPacks, newPackSize: 10 }))?.error,
      ).toEqual({ __typename: 'RepackFractionalPacks' });
    }
    expect(
      (await repack({ stockLineId: line.id, numberOfPacks: 4, newPackSize: 10 }))?.error,
    ).toEqual({ __typename: 'NotEnoughStockForRepack', availablePacks: 3 });
    expect(
      (await repack({ stockLineId: line.id, numberOfPacks: 3, newPackSize: 10 }))?.__typename,
    ).toBe('RepackNode');
  });

  it('refuses a line on hold and a line that does not exist, changing nothing', async () => {
    const held = await givenStockLine(h.deps, { packs: 3, onHold: true });
    expect(
      (await repack({ stockLineId: held.id, numberOfPacks: 1, newPackSize: 10 }))?.error,
    ).toEqual({
      __typename: 'StockLineOnHold',
    });
    expect(
      (await repack({ stockLineId: uuidv7(), numberOfPacks: 1, newPackSize: 10 }))?.error
        ?.__typename,
    ).toBe('RecordNotFound');
    const lines = await h.deps.db
      .selectFrom('stock_line')
      .select(['id', 'total_number_of_packs'])
      .execute();
    expect(lines.map((l) => [l.id, Number(l.total_number_of_packs)])).toEqual([[held.id, 3]]);
  });

  it('answers the same repack sent again with the one it made, and refuses another under its id', async () => {
    const line = await givenStockLine(h.deps, { packs: 5, packSize: 10 });
    const input = { id: uuidv7(), stockLineId: line.id, numberOfPacks: 2, newPackSize: 5 };
    const first = await repack(input);
    const again = await repack(input);
    expect(again).toEqual(first);
    for (const other of [{ numberOfPacks: 1 }, { newPackSize: 2 }]) {
      expect((await repack({ ...input, ...other }))?.error?.__typename).toBe('RecordAlreadyExists');
    }
    const keeper = await h.as('storekeeper');
    const stock = await keeper<{
      stockLines: { nodes: { id: string; totalNumberOfPacks: number }[] };
    }>(`query($s: String!) { stockLines(storeId: $s) { nodes { id totalNumberOfPacks } } }`, {
      s: DNS,
    });
    expect(stock.data?.stockLines.nodes.find((n) => n.id === line.id)?.totalNumberOfPacks).toBe(3);
    expect(stock.data?.stockLines.nodes).toHaveLength(2);
  });

  it('refuses, under a repack’s id, the repack of its new line back into the old pack size', async () => {
    // 2 packs of 10 become 4 packs of 5. Repacking those 4 packs of 5 into packs of 10 names
    // the same two lines and quantities with out and in swapped: another repack, not a retry.
    const line = await givenStockLine(h.deps, { packs: 5, packSize: 10 });
    const id = uuidv7();
    const first = await repack({ id, stockLineId: line.id, numberOfPacks: 2, newPackSize: 5 });
    const made = first?.to?.id;
    expect(first?.to).toMatchObject({ totalNumberOfPacks: 4, packSize: 5 });
    const back = await repack({ id, stockLineId: made, numberOfPacks: 4, newPackSize: 10 });
    expect(back?.error?.__typename).toBe('RecordAlreadyExists');
    const rows = await h.deps.db
      .selectFrom('stock_line')
      .select(['id', 'total_number_of_packs'])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, Number(r.total_number_of_packs)]))).toEqual({
      [line.id]: 3,
      [made ?? '']: 4,
    });
    expect(await repack({ id, stockLineId: line.id, numberOfPacks: 2, newPackSize: 5 })).toEqual(
      first,
    );
  });
});
