// Concurrent bursts at one stock line through the real HTTP handler (issue 9, deliverables
// 3 and 8): every answer is typed (no INTERNAL, no deadlock), the final counts are the sum
// of the accepted changes, and the ledger agrees with the lines, running balances included.
// The same document id sent many times at once, or again after an answer, leaves one
// document and answers it every time.
import { uuidv7 } from '@dawa/domain';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { findStockLine } from '../src/modules/stock/stock-line.repository';
import { givenStockLine, itemId } from './fixtures';
import { testDialect } from './database';
import { createHarness, storeId, type GqlResponse, type Harness } from './harness';

const ADJUST = `mutation($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $storeId, input: $input) {
    __typename
    ... on InventoryAdjustmentNode { id invoiceNumber stockLine { id totalNumberOfPacks } }
    ... on InsertInventoryAdjustmentError { error { __typename } }
  }
}`;
const REPACK = `mutation($storeId: String!, $input: InsertRepackInput!) {
  insertRepack(storeId: $storeId, input: $input) {
    __typename
    ... on RepackNode { id invoiceNumber from { id } to { id packSize totalNumberOfPacks } }
    ... on InsertRepackError { error { __typename } }
  }
}`;
const NEW_LINE = `mutation($storeId: String!, $input: InsertStockLineInput!) {
  insertStockLine(storeId: $storeId, input: $input) {
    __typename
    ... on InventoryAdjustmentNode { id invoiceNumber stockLine { id totalNumberOfPacks } }
    ... on InsertInventoryAdjustmentError { error { __typename } }
  }
}`;

interface Answer {
  __typename: string;
  id?: string;
  invoiceNumber?: number;
  stockLine?: { id: string; totalNumberOfPacks: number };
  to?: { id: string; packSize: number; totalNumberOfPacks: number };
  error?: { __typename: string };
}
type Send = (query: string, variables: Record<string, unknown>) => Promise<GqlResponse>;

let h: Harness;
let keeper: Send;
const DNS = storeId('DNS');
beforeEach(async () => {
  h = await createHarness();
  keeper = await h.as('storekeeper');
});
afterEach(async () => {
  await h.close();
});

/** The mutation's answer; fails the test on any errors[] entry (INTERNAL above all). */
function answerOf(res: GqlResponse, field: string): Answer {
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const answer = (res.data as Record<string, Answer | undefined> | null | undefined)?.[field];
  if (!answer) throw new Error(`no answer for ${field}: ${JSON.stringify(res.data)}`);
  return answer;
}

/** Every stock line's ledger, walked in (datetime, id) order, adds up movement by movement
 * to the balances it records, and ledger-check finds nothing. */
async function expectLedgerConsistent(): Promise<void> {
  expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  const rows = await h.deps.db
    .selectFrom('stock_movement')
    .select(['stock_line_id', 'number_of_packs', 'balance_packs'])
    .orderBy('stock_line_id')
    .orderBy('datetime')
    .orderBy('id')
    .execute();
  const running = new Map<string, number>();
  for (const r of rows) {
    const balance = (running.get(r.stock_line_id) ?? 0) + Number(r.number_of_packs);
    expect(Number(r.balance_packs)).toBeCloseTo(balance, 9);
    expect(balance).toBeGreaterThanOrEqual(0);
    running.set(r.stock_line_id, balance);
  }
}

const adjustment = (stockLineId: string, type: 'ADDITION' | 'REDUCTION', packs: number) => ({
  storeId: DNS,
  input: { id: uuidv7(), stockLineId, adjustmentType: type, adjustment: packs },
});

/** Deterministic shuffle (the order requests are sent in), so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('bursts at one stock line', () => {
  it('50 additions and reductions at once: all typed, counts exact, ledger in order', async () => {
    const line = await givenStockLine(h.deps, { packs: 20, packSize: 10 });
    // 25 reductions of one pack: 20 in stock plus whatever additions land first, so some
    // reductions may be refused, and only with the typed answer.
    const requests = shuffled(
      [
        ...Array.from({ length: 25 }, () => adjustment(line.id, 'ADDITION', 1)),
        ...Array.from({ length: 25 }, () => adjustment(line.id, 'REDUCTION', 1)),
      ],
      9,
    );
    const answers = (await Promise.all(requests.map((v) => keeper(ADJUST, v)))).map((r) =>
      answerOf(r, 'insertInventoryAdjustment'),
    );
    let expected = 20;
    answers.forEach((a, i) => {
      const sent = requests[i]?.input;
      if (a.__typename === 'InventoryAdjustmentNode') {
        expected += sent?.adjustmentType === 'ADDITION' ? 1 : -1;
      } else {
        expect(a.error?.__typename).toBe('NotEnoughStockForReduction');
        expect(sent?.adjustmentType).toBe('REDUCTION');
      }
    });
    expect(
      answers.filter((a) => a.__typename === 'InventoryAdjustmentNode').length,
    ).toBeGreaterThan(40);
    expect(await findStockLine(h.deps.db, DNS, line.id)).toMatchObject({
      totalNumberOfPacks: expected,
      availableNumberOfPacks: expected,
    });
    const documents = await h.deps.db
      .selectFrom('invoice')
      .select(['id'])
      .where('store_id', '=', DNS)
      .where('type', 'in', ['INVENTORY_ADDITION', 'INVENTORY_REDUCTION'])
      .execute();
    // The fixture's opening addition and one document per accepted change.
    expect(documents).toHaveLength(
      1 + answers.filter((a) => a.__typename === 'InventoryAdjustmentNode').length,
    );
    await expectLedgerConsistent();
  });

  it('40 repacks and reductions at once: all typed, no pack lost or made', async () => {
    // 40 packs of 10; 20 repacks of 2 packs into packs of 5 and 20 reductions of 1 ask for
    // 60: some must be refused, each with its typed answer.
    const line = await givenStockLine(h.deps, { packs: 40, packSize: 10 });
    const requests = shuffled(
      [
        ...Array.from({ length: 20 }, () => ({
          query: REPACK,
          field: 'insertRepack',
          packs: 2,
          variables: {
            storeId: DNS,
            input: { id: uuidv7(), stockLineId: line.id, numberOfPacks: 2, newPackSize: 5 },
          },
        })),
        ...Array.from({ length: 20 }, () => ({
          query: ADJUST,
          field: 'insertInventoryAdjustment',
          packs: 1,
          variables: adjustment(line.id, 'REDUCTION', 1),
        })),
      ],
      40,
    );
    const answers = (await Promise.all(requests.map((r) => keeper(r.query, r.variables)))).map(
      (res, i) => answerOf(res, requests[i]?.field ?? ''),
    );
    let left = 40;
    const newLines: string[] = [];
    answers.forEach((a, i) => {
      const sent = requests[i];
      if (a.__typename === 'RepackNode' || a.__typename === 'InventoryAdjustmentNode') {
        left -= sent?.packs ?? 0;
        if (a.to) {
          expect(a.to).toMatchObject({ packSize: 5, totalNumberOfPacks: 4 });
          newLines.push(a.to.id);
        }
      } else {
        expect(['NotEnoughStockForRepack', 'NotEnoughStockForReduction']).toContain(
          a.error?.__typename,
        );
      }
    });
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(2); // refused only when what was asked was no longer there
    expect(await findStockLine(h.deps.db, DNS, line.id)).toMatchObject({
      totalNumberOfPacks: left,
      availableNumberOfPacks: left,
    });
    for (const id of newLines) {
      expect((await findStockLine(h.deps.db, DNS, id))?.totalNumberOfPacks).toBe(4);
    }
    await expectLedgerConsistent();
  });
});

describe('the same insert sent again answers the one record', () => {
  it('an adjustment sent 20 times at once is recorded once and answered 20 times', async () => {
    const line = await givenStockLine(h.deps, { packs: 10 });
    const variables = adjustment(line.id, 'REDUCTION', 3);
    const answers = (
      await Promise.all(Array.from({ length: 20 }, () => keeper(ADJUST, variables)))
    ).map((r) => answerOf(r, 'insertInventoryAdjustment'));
    const numbers = new Set(answers.map((a) => a.invoiceNumber));
    expect(answers.every((a) => a.__typename === 'InventoryAdjustmentNode')).toBe(true);
    expect(answers.every((a) => a.id === variables.input.id)).toBe(true);
    expect(numbers.size).toBe(1);
    expect(await findStockLine(h.deps.db, DNS, line.id)).toMatchObject({ totalNumberOfPacks: 7 });
    const docs = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('id', '=', variables.input.id)
      .execute();
    expect(docs).toHaveLength(1);
    // In sequence, later: the same answer again, nothing changes.
    const again = answerOf(await keeper(ADJUST, variables), 'insertInventoryAdjustment');
    expect(again).toMatchObject({ __typename: 'InventoryAdjustmentNode', id: variables.input.id });
    expect(again.invoiceNumber).toBe([...numbers][0]);
    expect((await findStockLine(h.deps.db, DNS, line.id))?.totalNumberOfPacks).toBe(7);
    await expectLedgerConsistent();
  });

  it('a repack sent 20 times at once is recorded once and answered 20 times', async () => {
    const line = await givenStockLine(h.deps, { packs: 10, packSize: 10 });
    const variables = {
      storeId: DNS,
      input: { id: uuidv7(), stockLineId: line.id, numberOfPacks: 4, newPackSize: 20 },
    };
    const answers = (
      await Promise.all(Array.from({ length: 20 }, () => keeper(REPACK, variables)))
    ).map((r) => answerOf(r, 'insertRepack'));
    expect(answers.every((a) => a.__typename === 'RepackNode')).toBe(true);
    expect(new Set(answers.map((a) => a.to?.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.invoiceNumber)).size).toBe(1);
    const again = answerOf(await keeper(REPACK, variables), 'insertRepack');
    expect(again.to).toMatchObject({ id: answers[0]?.to?.id, packSize: 20, totalNumberOfPacks: 2 });
    expect((await findStockLine(h.deps.db, DNS, line.id))?.totalNumberOfPacks).toBe(6);
    const lines = await h.deps.db
      .selectFrom('stock_line')
      .select('id')
      .where('item_id', '=', line.itemId)
      .where('store_id', '=', DNS)
      .execute();
    expect(lines).toHaveLength(2);
    await expectLedgerConsistent();
  });

  it('a new stock line sent 20 times at once is recorded once and answered 20 times', async () => {
    const variables = {
      storeId: DNS,
      input: {
        id: uuidv7(),
        invoiceId: uuidv7(),
        itemId: itemId('AMOX250T'),
        packSize: 100,
        numberOfPacks: 12,
      },
    };
    const answers = (
      await Promise.all(Array.from({ length: 20 }, () => keeper(NEW_LINE, variables)))
    ).map((r) => answerOf(r, 'insertStockLine'));
    expect(answers.every((a) => a.__typename === 'InventoryAdjustmentNode')).toBe(true);
    expect(answers.every((a) => a.stockLine?.id === variables.input.id)).toBe(true);
    expect(new Set(answers.map((a) => a.invoiceNumber)).size).toBe(1);
    const again = answerOf(await keeper(NEW_LINE, variables), 'insertStockLine');
    expect(again).toMatchObject({
      id: variables.input.invoiceId,
      stockLine: { id: variables.input.id, totalNumberOfPacks: 12 },
    });
    expect(
      await h.deps.db
        .selectFrom('invoice')
        .select('id')
        .where('id', '=', variables.input.invoiceId)
        .execute(),
    ).toHaveLength(1);
    await expectLedgerConsistent();
  });

  it('an id used by another store or another kind of document is refused, changing nothing', async () => {
    const line = await givenStockLine(h.deps, { packs: 10, packSize: 10 });
    const theirs = await givenStockLine(h.deps, { store: 'KHC', packs: 10 });
    const admin = await h.as('admin');
    // A KHC adjustment (admin works in every store) takes an id first.
    const taken = uuidv7();
    const khc = answerOf(
      await admin(ADJUST, {
        storeId: storeId('KHC'),
        input: { id: taken, stockLineId: theirs.id, adjustmentType: 'REDUCTION', adjustment: 1 },
      }),
      'insertInventoryAdjustment',
    );
    expect(khc.__typename).toBe('InventoryAdjustmentNode');
    const refused = {
      __typename: 'InsertInventoryAdjustmentError',
      error: { __typename: 'RecordAlreadyExists' },
    };
    expect(
      answerOf(
        await keeper(ADJUST, {
          storeId: DNS,
          input: { id: taken, stockLineId: line.id, adjustmentType: 'REDUCTION', adjustment: 1 },
        }),
        'insertInventoryAdjustment',
      ),
    ).toMatchObject(refused);
    expect(
      answerOf(
        await keeper(REPACK, {
          storeId: DNS,
          input: { id: taken, stockLineId: line.id, numberOfPacks: 1, newPackSize: 5 },
        }),
        'insertRepack',
      ),
    ).toMatchObject({
      __typename: 'InsertRepackError',
      error: { __typename: 'RecordAlreadyExists' },
    });
    expect(
      answerOf(
        await keeper(NEW_LINE, {
          storeId: DNS,
          input: {
            id: uuidv7(),
            invoiceId: taken,
            itemId: itemId('AMOX250T'),
            packSize: 10,
            numberOfPacks: 1,
          },
        }),
        'insertStockLine',
      ),
    ).toMatchObject(refused);
    // A new line under the id of an existing line (of another store) is refused too.
    expect(
      answerOf(
        await keeper(NEW_LINE, {
          storeId: DNS,
          input: {
            id: theirs.id,
            invoiceId: uuidv7(),
            itemId: itemId('AMOX250T'),
            packSize: 100,
            numberOfPacks: 1,
          },
        }),
        'insertStockLine',
      ),
    ).toMatchObject(refused);
    expect((await findStockLine(h.deps.db, DNS, line.id))?.totalNumberOfPacks).toBe(10);
    expect((await findStockLine(h.deps.db, storeId('KHC'), theirs.id))?.totalNumberOfPacks).toBe(9);
    await expectLedgerConsistent();
  });
});

describe.runIf(testDialect() === 'postgres')('a statement that runs too long (PostgreSQL)', () => {
  it('is cancelled by the statement timeout, releasing the stock line it locked', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    const slow = openDatabase(h.database.url, { statementTimeoutMs: 300 });
    try {
      const stuck = slow.db.transaction().execute(async (trx) => {
        await sql`select id from stock_line where id = ${line.id} for update`.execute(trx);
        await sql`select pg_sleep(30)`.execute(trx);
      });
      await expect(stuck).rejects.toMatchObject({ code: '57014' });
      // The lock went with the cancelled transaction: the line can be adjusted.
      const res = answerOf(
        await keeper(ADJUST, adjustment(line.id, 'REDUCTION', 1)),
        'insertInventoryAdjustment',
      );
      expect(res.__typename).toBe('InventoryAdjustmentNode');
    } finally {
      await slow.close();
    }
  });
});
