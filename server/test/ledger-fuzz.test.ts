// Random back-dated stock operations through the real HTTP handler (issue 9 deliverable 2,
// issue 14): additions, reductions (now or at a random past instant) and repacks, drawn
// from a seeded generator so a failure replays. Beside the server runs a model written
// from the rule (decision 0013: the ledger never goes below zero at any point, back-dated
// entries included): it predicts whether each operation is accepted and which refusal it
// gets, and what every running balance must be. After each operation the server's ledger
// must equal the model's, and ledger-check must find nothing.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenStockLine } from './fixtures';
import { createHarness, storeId, type GqlResponse, type Harness } from './harness';

const ADJUST = `mutation($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $storeId, input: $input) {
    __typename
    ... on InventoryAdjustmentNode { stockLine { id totalNumberOfPacks } }
    ... on InsertInventoryAdjustmentError { error { __typename } }
  }
}`;
const REPACK = `mutation($storeId: String!, $input: InsertRepackInput!) {
  insertRepack(storeId: $storeId, input: $input) {
    __typename
    ... on RepackNode { to { id packSize totalNumberOfPacks } }
    ... on InsertRepackError { error { __typename } }
  }
}`;

const OPERATIONS = 200;
const SEED = 20261124;
const HOUR = 3_600_000;
const DNS = storeId('DNS');

/** mulberry32: small, seeded, good enough to spread operations. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The model of one stock line: its movements in ledger order (time, then arrival). */
interface ModelLine {
  id: string;
  packSize: number;
  events: { at: number; seq: number; packs: number }[];
}
let seq = 0;
const ordered = (l: ModelLine) =>
  [...l.events].sort((a, b) => (a.at === b.at ? a.seq - b.seq : a.at - b.at));
const balances = (l: ModelLine) => {
  let running = 0;
  return ordered(l).map((e) => (running += e.packs));
};
const total = (l: ModelLine) => l.events.reduce((sum, e) => sum + e.packs, 0);

/** What the rule says of a change of `packs` at `at` (arriving after everything so far). */
function predict(l: ModelLine, packs: number, at: number): 'ok' | 'NotEnough' | 'BelowZeroAtDate' {
  if (total(l) + packs < 0) return 'NotEnough';
  const trial: ModelLine = { ...l, events: [...l.events, { at, seq: seq + 1, packs }] };
  return balances(trial).some((b) => b < -1e-9) ? 'BelowZeroAtDate' : 'ok';
}

let h: Harness;
let keeper: (q: string, v: Record<string, unknown>) => Promise<GqlResponse>;
beforeAll(async () => {
  // The clock moves about 300 hours: the access token must outlive it.
  h = await createHarness({ config: { accessTokenMinutes: 1_000_000 } });
  keeper = await h.as('storekeeper');
});
afterAll(async () => {
  await h.close();
});

async function ledgerOf(stockLineId: string): Promise<number[]> {
  const rows = await h.deps.db
    .selectFrom('stock_movement')
    .select('balance_packs')
    .where('stock_line_id', '=', stockLineId)
    .orderBy('datetime')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.balance_packs));
}

describe('random back-dated stock operations', () => {
  it(`${OPERATIONS} additions, reductions and repacks keep the ledger whole at every point`, async () => {
    const random = prng(SEED);
    const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const lines: ModelLine[] = [];
    for (const packs of [6, 0, 12]) {
      const line = await givenStockLine(h.deps, { packs, packSize: 10 });
      lines.push({
        id: line.id,
        packSize: 10,
        events: packs > 0 ? [{ at: h.clock.current.getTime(), seq: ++seq, packs }] : [],
      });
    }
    const start = h.clock.current.getTime();
    const tally = { ok: 0, NotEnough: 0, BelowZeroAtDate: 0, repacks: 0 };

    for (let i = 0; i < OPERATIONS; i++) {
      h.clock.advance(between(0, 3) * HOUR + between(0, 59_999));
      const now = h.clock.current.getTime();
      const line = lines[between(0, lines.length - 1)] as ModelLine;
      const roll = random();
      const context = `operation ${i} (seed ${SEED})`;

      if (roll < 0.12) {
        // A repack happens now: every movement so far is earlier or at the same instant.
        const packs = between(1, 3);
        const newPackSize = [5, 20, 40][between(0, 2)] as number;
        const res = await keeper(REPACK, {
          storeId: DNS,
          input: { id: uuidv7(), stockLineId: line.id, numberOfPacks: packs, newPackSize },
        });
        expect(res.errors, context).toBeUndefined();
        const answer = (
          res.data as {
            insertRepack: {
              __typename: string;
              to?: { id: string };
              error?: { __typename: string };
            };
          }
        ).insertRepack;
        if (total(line) >= packs) {
          expect(answer.__typename, context).toBe('RepackNode');
          const made = (packs * line.packSize) / newPackSize;
          line.events.push({ at: now, seq: ++seq, packs: -packs });
          lines.push({
            id: answer.to?.id ?? '',
            packSize: newPackSize,
            events: [{ at: now, seq: ++seq, packs: made }],
          });
          tally.repacks++;
        } else {
          expect(answer.error?.__typename, context).toBe('NotEnoughStockForRepack');
        }
      } else {
        const addition = roll < 0.5;
        const packs = addition ? between(1, 6) : -between(1, 8);
        // Half of them back-dated to a random instant since the first stock arrived.
        const at = random() < 0.5 ? now : between(start - 2 * HOUR, now);
        const expected = predict(line, packs, at);
        const res = await keeper(ADJUST, {
          storeId: DNS,
          input: {
            id: uuidv7(),
            stockLineId: line.id,
            adjustmentType: addition ? 'ADDITION' : 'REDUCTION',
            adjustment: Math.abs(packs),
            ...(at === now ? {} : { adjustmentDatetime: new Date(at).toISOString() }),
          },
        });
        expect(res.errors, context).toBeUndefined();
        const answer = (
          res.data as {
            insertInventoryAdjustment: { __typename: string; error?: { __typename: string } };
          }
        ).insertInventoryAdjustment;
        const got =
          answer.__typename === 'InventoryAdjustmentNode'
            ? 'ok'
            : answer.error?.__typename === 'NotEnoughStockForReduction'
              ? 'NotEnough'
              : answer.error?.__typename === 'StockBelowZeroAtDate'
                ? 'BelowZeroAtDate'
                : `unexpected ${answer.error?.__typename}`;
        expect(got, `${context}: ${packs} packs at ${new Date(at).toISOString()}`).toBe(expected);
        if (expected === 'ok') line.events.push({ at, seq: ++seq, packs });
        tally[expected]++;
      }

      for (const l of lines) {
        const want = balances(l);
        const have = await ledgerOf(l.id);
        expect(have.length, context).toBe(want.length);
        have.forEach((b, k) =>
          expect(b, `${context}, line ${l.id} row ${k}`).toBeCloseTo(want[k] ?? NaN, 9),
        );
        expect(
          have.every((b) => b >= 0),
          context,
        ).toBe(true);
      }
      expect(await findLedgerDisagreements(h.deps.db), context).toEqual([]);
    }

    for (const l of lines) {
      const row = await h.deps.db
        .selectFrom('stock_line')
        .select(['total_number_of_packs', 'available_number_of_packs'])
        .where('id', '=', l.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.total_number_of_packs)).toBeCloseTo(total(l), 9);
      expect(Number(row.available_number_of_packs)).toBeCloseTo(total(l), 9);
    }
    // The draw must exercise every path, refusals at a past date included.
    expect(tally.ok).toBeGreaterThan(50);
    expect(tally.NotEnough).toBeGreaterThan(0);
    expect(tally.BelowZeroAtDate).toBeGreaterThan(0);
    expect(tally.repacks).toBeGreaterThan(0);
  }, 180_000);
});
