// Stock rules the batched stock-movement service left unguarded (docs/mutation.md, set
// server-stock): a repack retried under its id must name the same line, and one request
// stamps every record it writes with one instant, even when the clock moves during the
// request (the lock's reading, not a later one). Through the real HTTP handler, on both
// databases.
import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness, type TestClock } from './harness';

const DNS = storeId('DNS');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const REPACK = `mutation($s: String!, $i: InsertRepackInput!) { r: insertRepack(storeId: $s, input: $i) {
  __typename ... on RepackNode { invoiceNumber to { id } }
  ... on InsertRepackError { error { __typename } } } }`;

async function repack(input: Record<string, unknown>) {
  const keeper = await h.as('storekeeper');
  const res = await keeper<{ r: { __typename: string; error?: { __typename: string } } }>(REPACK, {
    s: DNS,
    i: input,
  });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r;
}

async function totals(ids: string[]): Promise<number[]> {
  const rows = await h.deps.db
    .selectFrom('stock_line')
    .select(['id', 'total_number_of_packs'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => Number(rows.find((r) => r.id === id)?.total_number_of_packs));
}

/** Makes every reading of `clock` a second later than the one before, until the returned
 * function puts it back (still at the last reading). */
function tickEachReading(clock: TestClock): () => void {
  let t = clock.current.getTime();
  Object.defineProperty(clock, 'current', {
    configurable: true,
    get: () => new Date((t += 1000)),
  });
  return () => {
    Reflect.deleteProperty(clock, 'current');
    clock.current = new Date(t);
  };
}

describe('a repack sent again (spec 001: a retried request changes nothing more)', () => {
  it('under its id, the same packs and size of another line is another repack: refused', async () => {
    const first = await givenStockLine(h.deps, { packs: 5, packSize: 10, batch: 'R-1' });
    const other = await givenStockLine(h.deps, { packs: 5, packSize: 10, batch: 'R-2' });
    const id = uuidv7();
    const made = await repack({ id, stockLineId: first.id, numberOfPacks: 2, newPackSize: 5 });
    expect(made?.__typename).toBe('RepackNode');
    const again = await repack({ id, stockLineId: other.id, numberOfPacks: 2, newPackSize: 5 });
    expect(again?.error?.__typename).toBe('RecordAlreadyExists');
    expect(await totals([first.id, other.id])).toEqual([3, 5]);
  });
});

describe('one request, one instant', () => {
  it('a repack stamps the document, its lines and both stock lines with the same instant while the clock moves', async () => {
    const line = await givenStockLine(h.deps, { packs: 6, packSize: 10 });
    const keeper = await h.as('storekeeper');
    const before = await h.deps.db.selectFrom('changelog').select('cursor').execute();
    const seen = new Set(before.map((r) => r.cursor));
    const restore = tickEachReading(h.clock);
    let answer;
    try {
      answer = await keeper<{ r: { __typename: string } }>(REPACK, {
        s: DNS,
        i: { id: uuidv7(), stockLineId: line.id, numberOfPacks: 4, newPackSize: 20 },
      });
    } finally {
      restore();
    }
    expect(answer.data?.r.__typename).toBe('RepackNode');
    const written = (
      await h.deps.db
        .selectFrom('changelog')
        .select(['cursor', 'table_name', 'changed_datetime'])
        .execute()
    ).filter((r) => !seen.has(r.cursor));
    // The source line and the new one, the document and its two lines.
    expect(new Set(written.map((r) => r.table_name))).toEqual(
      new Set(['stock_line', 'invoice', 'invoice_line']),
    );
    expect(new Set(written.map((r) => String(r.changed_datetime))).size).toBe(1);
  });
});
