// The stock-movement service, repacks and log reasons: cases a mutation run showed no test
// guarding (docs/mutation.md). The service's own rules are checked by calling it as every
// operation does (inside a transaction, after the document is written); repacks and reasons
// through the real HTTP handler. On both databases.
import { uuidv7 } from '@dawa/domain';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_NAME_IDS } from '../src/db/migrations/0003_inventory';
import { inTransaction } from '../src/db/transaction';
import { insertInvoice, type InvoiceLineType } from '../src/modules/invoices/invoice.repository';
import { repack as repackLine } from '../src/modules/stock/repack.service';
import { findStockLine } from '../src/modules/stock/stock-line.repository';
import type { StockLine } from '../src/modules/stock/stock-line.types';
import {
  applyStockMovements,
  roundPacks,
  type LockedStock,
} from '../src/modules/stock/stock-movement.service';
import { actingIn, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

type DocLine = { line: StockLine; packs: number; packSize?: number; type?: InvoiceLineType };

/** A document of `type` with lines of these stock lines, written as an operation writes it. */
async function givenDocument(
  type: 'REPACK' | 'OUTBOUND_SHIPMENT',
  lines: DocLine[],
  id = uuidv7(),
): Promise<{ id: string; lineIds: string[] }> {
  const lineIds = lines.map(() => uuidv7());
  await inTransaction(h.deps.db, async (trx) => {
    await insertInvoice(trx, document(id, type), docLines(id, lines, lineIds), h.clock.now());
    return { ok: true as const, value: undefined };
  });
  return { id, lineIds };
}
const document = (id: string, type: 'REPACK' | 'OUTBOUND_SHIPMENT') => ({
  id,
  storeId: DNS,
  nameId: SYSTEM_NAME_IDS.REPACK,
  type,
  status: 'VERIFIED' as const,
  userId: null,
  comment: null,
  createdDatetime: h.clock.now().toISOString(),
  verifiedDatetime: null,
});
const docLines = (invoiceId: string, lines: DocLine[], ids: string[]) =>
  lines.map(({ line, packs, packSize, type }, i) => ({
    id: ids[i] ?? '',
    type: type ?? ('STOCK_OUT' as const),
    invoiceId,
    itemId: line.itemId,
    stockLineId: line.id,
    batch: line.batch,
    expiryDate: line.expiryDate,
    packSize: packSize ?? line.packSize,
    numberOfPacks: packs,
    costPricePerPack: 0,
    sellPricePerPack: 0,
    reasonOptionId: null,
    locationId: null,
    note: null,
  }));

/** One movement of one line through the service, on a document of its own. */
async function move(
  line: Pick<StockLine, 'id'> & Partial<StockLine>,
  change: { totalPacks: number; availablePacks: number },
  options: { at?: Date; locked?: (now: Date) => LockedStock } = {},
) {
  const at = options.at ?? h.clock.now();
  const known = line.itemId ? [{ line: line as StockLine, packs: 1 }] : [];
  const { id, lineIds } = await givenDocument('OUTBOUND_SHIPMENT', known);
  return inTransaction(h.deps.db, (trx) =>
    applyStockMovements(
      trx,
      actingIn(h.deps, DNS),
      {
        invoiceId: id,
        datetime: at,
        lines: [{ stockLineId: line.id, invoiceLineId: lineIds[0] ?? uuidv7(), ...change }],
      },
      options.locked?.(h.clock.now()),
    ),
  );
}
const countsOf = async (id: string) => {
  const line = await findStockLine(h.deps.db, DNS, id);
  return [line?.availableNumberOfPacks, line?.totalNumberOfPacks];
};
const MAX = 999_999_999;

describe('the stock-movement service', () => {
  it('keeps 15 significant digits of a count: 1,234,567.0000000009 is 1,234,567', () => {
    expect(roundPacks(1_234_567.0000000009)).toBe(1_234_567);
    expect(roundPacks(0.12345678904)).toBe(0.123456789);
  });

  it('answers StockLineNotFound for a line of no store it can see', async () => {
    const id = uuidv7();
    const res = await move({ id }, { totalPacks: -1, availablePacks: -1 });
    expect(!res.ok && res.error).toEqual({ kind: 'StockLineNotFound', stockLineId: id });
  });

  it('locks and reads a line the caller did not hand over, and moves it', async () => {
    const line = await givenStockLine(h.deps, { packs: 5 });
    const res = await move(
      line,
      { totalPacks: -2, availablePacks: -2 },
      { locked: (now) => ({ lines: new Map(), now }) },
    );
    expect(res.ok).toBe(true);
    expect(await countsOf(line.id)).toEqual([3, 3]);
  });

  it('refuses a change beyond what is kept even when the result would be kept', async () => {
    const line = await givenStockLine(h.deps, { packs: MAX });
    const res = await move(line, { totalPacks: -(MAX + 1), availablePacks: -(MAX + 1) });
    expect(!res.ok && res.error).toEqual({ kind: 'StockCountOutOfRange', stockLineId: line.id });
  });

  it('refuses to make the available packs more than is kept, the total untouched', async () => {
    const line = await givenStockLine(h.deps, { packs: MAX });
    const res = await move(line, { totalPacks: 0, availablePacks: 1 });
    expect(!res.ok && res.error).toEqual({ kind: 'StockCountOutOfRange', stockLineId: line.id });
    expect(await countsOf(line.id)).toEqual([MAX, MAX]);
  });

  it('takes a shortfall within the tolerance (1e-9 of a pack) as none: the line is left at 0', async () => {
    const line = await givenStockLine(h.deps, { packs: 1 });
    const res = await move(line, { totalPacks: -1.000000001, availablePacks: -1.000000001 });
    expect(res.ok).toBe(true);
    expect(await countsOf(line.id)).toEqual([0, 0]);
  });

  it('refuses to take the total below zero even when the available packs allow it', async () => {
    const line = await givenStockLine(h.deps, { packs: 3 });
    const res = await move(line, { totalPacks: -5, availablePacks: 0 });
    expect(!res.ok && res.error).toMatchObject({ kind: 'NotEnoughStock', stockLineId: line.id });
    expect(await countsOf(line.id)).toEqual([3, 3]);
  });

  it('lets a back-dated reduction leave a past balance within the tolerance of zero', async () => {
    const opened = new Date(h.clock.current.getTime() - 2 * 86_400_000);
    const line = await givenStockLine(h.deps, { packs: 1, at: opened });
    expect((await move(line, { totalPacks: 5, availablePacks: 5 })).ok).toBe(true);
    const between = new Date(h.clock.current.getTime() - 86_400_000);
    const res = await move(
      { ...line, ...(await findStockLine(h.deps.db, DNS, line.id)) },
      { totalPacks: -1.000000001, availablePacks: -1.000000001 },
      { at: between },
    );
    expect(res.ok).toBe(true);
    expect(await countsOf(line.id)).toEqual([4.999999999, 4.999999999]);
  });
});

const REPACK = `mutation($storeId: String!, $input: InsertRepackInput!) {
  insertRepack(storeId: $storeId, input: $input) {
    __typename
    ... on RepackNode { invoiceNumber from { id } to { id } }
    ... on InsertRepackError { error { __typename
      ... on StockQuantityOutOfRange { field problem } } }
  }
}`;
type RepackOut = {
  insertRepack: {
    __typename: string;
    from?: { id: string };
    to?: { id: string };
    error?: { __typename: string; field?: string; problem?: string };
  };
};
async function repackAnswer(input: Record<string, unknown>) {
  const keeper = await h.as('storekeeper');
  const res = await keeper<RepackOut>(REPACK, { storeId: DNS, input: { id: uuidv7(), ...input } });
  return { data: res.data?.insertRepack, errors: res.errors };
}
const repack = async (input: Record<string, unknown>) => (await repackAnswer(input)).data;
const stockLineCount = async () =>
  (await h.deps.db.selectFrom('stock_line').select('id').execute()).length;

describe('insertRepack', () => {
  it('refuses a new location that does not exist, changing nothing', async () => {
    const line = await givenStockLine(h.deps, { packs: 3 });
    const answer = await repack({
      stockLineId: line.id,
      numberOfPacks: 1,
      newPackSize: 10,
      newLocationId: uuidv7(),
    });
    expect(answer?.error).toEqual({ __typename: 'RecordNotFound' });
    expect(await stockLineCount()).toBe(1);
  });

  it('names the number out of range: the packs or the pack size sent, or a figure of the result', async () => {
    const line = await givenStockLine(h.deps, { packs: 1000, packSize: 1000 });
    const outOf = async (input: Record<string, unknown>) =>
      (await repack({ stockLineId: line.id, ...input }))?.error;
    // The GraphQL edge refuses the numbers sent first; the service checks them for any caller.
    const direct = async (numberOfPacks: number, newPackSize: number) => {
      const res = await repackLine(actingIn(h.deps, DNS), {
        id: uuidv7(),
        stockLineId: line.id,
        numberOfPacks,
        newPackSize,
      });
      return !res.ok && res.error;
    };
    expect(await direct(MAX + 1, 10)).toMatchObject({
      kind: 'QuantityOutOfRange',
      field: 'numberOfPacks',
      problem: 'TOO_LARGE',
    });
    expect(await direct(1, 2_000_000)).toMatchObject({
      kind: 'QuantityOutOfRange',
      field: 'newPackSize',
      problem: 'TOO_LARGE',
    });
    // 1000 packs of 1000 are 1e9 packs of 0.001: more than is kept.
    expect(await outOf({ numberOfPacks: 1000, newPackSize: 0.001 })).toMatchObject({
      field: 'numberOfPacks',
      problem: 'TOO_LARGE',
    });
    const tiny = await givenStockLine(h.deps, { packs: 1, packSize: 0.001, batch: 'T' });
    // The price per unit is kept: 2.5 and 3 a pack of 0.001 are 1.25e9 and 1.5e9 a pack of
    // 500,000 (2e-9 of which the one pack of 0.001 makes).
    expect(
      (await repack({ stockLineId: tiny.id, numberOfPacks: 1, newPackSize: 500_000 }))?.error,
    ).toMatchObject({ field: 'costPricePerPack', problem: 'TOO_LARGE' });
    // Into packs of 1,000,000 it makes 1e-9 of a pack: no measurable quantity.
    expect(
      (await repack({ stockLineId: tiny.id, numberOfPacks: 1, newPackSize: 1_000_000 }))?.error,
    ).toMatchObject({ field: 'newPackSize', problem: 'TOO_LARGE' });
    // 8.75e8 and 1.05e9 a pack of 350,000: only the sell price is too large.
    expect(
      (await repack({ stockLineId: tiny.id, numberOfPacks: 1, newPackSize: 350_000 }))?.error,
    ).toMatchObject({ field: 'sellPricePerPack', problem: 'TOO_LARGE' });
    expect(await stockLineCount()).toBe(2);
  });

  it('writes its document as VERIFIED', async () => {
    const line = await givenStockLine(h.deps, { packs: 3, packSize: 10 });
    const id = uuidv7();
    expect(
      (await repack({ id, stockLineId: line.id, numberOfPacks: 1, newPackSize: 5 }))?.__typename,
    ).toBe('RepackNode');
    const doc = await h.deps.db
      .selectFrom('invoice')
      .select(['type', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(doc).toEqual({ type: 'REPACK', status: 'VERIFIED' });
  });

  it('refuses an id another kind of record holds', async () => {
    const line = await givenStockLine(h.deps, { packs: 3, packSize: 10 });
    expect(
      (await repack({ id: line.id, stockLineId: line.id, numberOfPacks: 1, newPackSize: 5 }))
        ?.error,
    ).toEqual({ __typename: 'RecordAlreadyExists' });
    expect(await countsOf(line.id)).toEqual([3, 3]);
  });

  it('answers as already recorded only a REPACK document of two lines, out of this line into the new size', async () => {
    const line = await givenStockLine(h.deps, { packs: 5, packSize: 10 });
    const other = await givenStockLine(h.deps, { packs: 5, packSize: 5, batch: 'O' });
    const third = await givenStockLine(h.deps, { packs: 5, packSize: 5, batch: 'P' });
    const sameShape = [
      { line, packs: 2 },
      { line: other, packs: 4, type: 'STOCK_IN' as const },
    ];
    for (const [type, lines] of [
      // Another kind of document, shaped as this repack would be.
      ['OUTBOUND_SHIPMENT', sameShape],
      // Three lines; one; none of this line (its first line has the packs and the size asked).
      ['REPACK', [...sameShape, { line: third, packs: 1 }]],
      ['REPACK', [{ line, packs: 2 }]],
      [
        'REPACK',
        [
          { line: other, packs: 2 },
          { line: third, packs: 1 },
        ],
      ],
    ] as const) {
      const { id } = await givenDocument(type, [...lines]);
      const answer = await repackAnswer({
        id,
        stockLineId: line.id,
        numberOfPacks: 2,
        newPackSize: 5,
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.error, `${type} of ${lines.length}`).toEqual({
        __typename: 'RecordAlreadyExists',
      });
    }
    expect(await countsOf(line.id)).toEqual([5, 5]);
  });

  it('answers RecordAlreadyExists when its records collide with another writer, and a database failure as one', async () => {
    const first = await givenStockLine(h.deps, { packs: 3, packSize: 10 });
    const second = await givenStockLine(h.deps, { packs: 3, packSize: 10, batch: 'S' });
    // Only one repack may be logged: the second one's log row collides, as a record written
    // at the same moment under the same key would.
    await sql`CREATE UNIQUE INDEX one_repack_logged ON activity_log (type) WHERE type = 'REPACK'`.execute(
      h.deps.db,
    );
    const input = { numberOfPacks: 1, newPackSize: 5 };
    expect((await repack({ stockLineId: first.id, ...input }))?.__typename).toBe('RepackNode');
    expect((await repack({ stockLineId: second.id, ...input }))?.error).toEqual({
      __typename: 'RecordAlreadyExists',
    });
    expect(await countsOf(second.id)).toEqual([3, 3]);
    // Any other failure is not a collision: an internal error, and nothing changes.
    const keeper = await h.as('storekeeper');
    await sql`ALTER TABLE activity_log RENAME TO activity_log_away`.execute(h.deps.db);
    try {
      const failed = await keeper(REPACK, {
        storeId: DNS,
        input: { id: uuidv7(), stockLineId: second.id, ...input },
      });
      expect(failed.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    } finally {
      await sql`ALTER TABLE activity_log_away RENAME TO activity_log`.execute(h.deps.db);
    }
    expect(await countsOf(second.id)).toEqual([3, 3]);
  });
});

describe('log reasons', () => {
  const INSERT = `mutation($s: String!, $reason: String!) {
    insertReasonOption(storeId: $s, type: NEGATIVE_INVENTORY_ADJUSTMENT, reason: $reason) {
      __typename ... on InsertReasonOptionError { error { __typename } } } }`;
  const UPDATE = `mutation($s: String!, $id: String!, $reason: String!) {
    updateReasonOption(storeId: $s, id: $id, reason: $reason) {
      __typename ... on UpdateReasonOptionError { error { __typename } } } }`;

  it('an empty or blank text is ReasonTextInvalid, when added and when changed', async () => {
    const admin = await h.as('admin');
    const added = await admin<{ insertReasonOption: { error?: { __typename: string } } }>(INSERT, {
      s: DNS,
      reason: '   ',
    });
    expect(added.data?.insertReasonOption.error).toEqual({ __typename: 'ReasonTextInvalid' });
    const reason = await h.deps.db.selectFrom('reason_option').select('id').executeTakeFirst();
    const changed = await admin<{ updateReasonOption: { error?: { __typename: string } } }>(
      UPDATE,
      { s: DNS, id: reason?.id ?? '', reason: '' },
    );
    expect(changed.data?.updateReasonOption.error).toEqual({ __typename: 'ReasonTextInvalid' });
  });
});
