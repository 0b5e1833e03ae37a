// Stocktakes through the API (issue 12 part 1), on both databases: DOCUMENTS.md 12 scenario 36,
// every creation mode of 9.1 with the lines it must make, the snapshot (total, not available),
// finalising (9.3) with every batch's total and available checked after each step and the ledger
// whole, stock moving during a count settled by keeping the count or recounting (decision 8),
// reserved stock, hold and lock (spec 001 section 4), who may, and hostile input.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import type { ReasonType } from '../src/modules/reasons/reason.repository';
import { givenLocation, givenReason, givenStockLine, itemId, vvmStatusId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const NMW = storeId('NMW');
const CUSTOMER = demoId('name:KHC');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface Line {
  id: string;
  stockLineId: string | null;
  itemId: string;
  batch: string | null;
  locationId: string | null;
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
  difference: number | null;
  hasSnapshotMismatch: boolean;
  reasonOptionId: string | null;
  packSize: number;
}
interface Answer {
  __typename: string;
  id?: string;
  stocktakeNumber?: number;
  status?: string;
  isInitial?: boolean;
  onHold?: boolean;
  isLocked?: boolean;
  inventoryAdditionId?: string | null;
  inventoryReductionId?: string | null;
  lines?: Line[];
  ids?: string[];
  error?: { __typename: string; lineId?: string; lineIds?: string; stockLineIds?: string };
}

const LINE = `id stockLineId itemId batch locationId snapshotNumberOfPacks countedNumberOfPacks difference
  hasSnapshotMismatch reasonOptionId packSize`;
const ERROR = `... on StocktakeMutationError { error { __typename
  ... on StockLineXOrItem { lineId } ... on AdjustmentReasonNotProvided { lineId }
  ... on AdjustmentReasonNotValid { lineId } ... on StockLineReducedBelowZero { lineId }
  ... on StockLinesReducedBelowZero { lineIds stockLineIds }
  ... on SnapshotCountCurrentCountMismatch { lineIds } } }`;
const DOC = `__typename ... on StocktakeNode { id stocktakeNumber status isInitial onHold isLocked
  inventoryAdditionId inventoryReductionId lines { ${LINE} } } ${ERROR}`;
const LINES = `__typename ... on StocktakeLinesNode { lines { ${LINE} } } ${ERROR}`;
const DELETED = `__typename ... on DeletedStocktakeRecordsNode { ids } ${ERROR}`;

async function call(
  field: string,
  args: Record<string, unknown>,
  fields: string,
  user = 'storekeeper',
  store = DNS,
): Promise<Answer> {
  const as = await h.as(user);
  const types: Record<string, string> = {
    id: 'String!',
    input: `${field.charAt(0).toUpperCase()}${field.slice(1)}Input!`,
  };
  const decl = Object.keys(args)
    .map((k) => `$${k}: ${types[k]}`)
    .join(', ');
  const pass = Object.keys(args)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  const res = await as<{ r: Answer }>(
    `mutation($storeId: String!, ${decl}) { r: ${field}(storeId: $storeId, ${pass}) { ${fields} } }`,
    { storeId: store, ...args },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r as Answer;
}

const insert = (input: Record<string, unknown> = {}, user = 'storekeeper', store = DNS) =>
  call('insertStocktake', { input: { id: uuidv7(), ...input } }, DOC, user, store);
const update = (input: Record<string, unknown>) => call('updateStocktake', { input }, DOC);
const finalise = (id: string, deleteUncountedLines?: boolean) =>
  call('finaliseStocktake', { input: { id, deleteUncountedLines } }, DOC);
const insertLines = (stocktakeId: string, lines: Record<string, unknown>[]) =>
  call(
    'insertStocktakeLines',
    { input: { stocktakeId, lines: lines.map((l) => ({ id: uuidv7(), ...l })) } },
    LINES,
  );
const updateLines = (stocktakeId: string, lines: Record<string, unknown>[]) =>
  call('updateStocktakeLines', { input: { stocktakeId, lines } }, LINES);
const resolve = (stocktakeId: string, lines: { id: string; resolution: string }[]) =>
  call('resolveStocktakeMismatch', { input: { stocktakeId, lines } }, LINES);
const resolveAll = (stocktakeId: string, resolution: string) =>
  call('resolveAllStocktakeMismatches', { input: { stocktakeId, resolution } }, LINES);

async function open(id: string, user = 'storekeeper', store = DNS) {
  const as = await h.as(user);
  const res = await as<{ stocktake: Answer | null }>(
    `query($s: String!, $id: String!) { stocktake(storeId: $s, id: $id) { __typename id status lines { ${LINE} } } }`,
    { s: store, id },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.stocktake ?? null;
}

async function batch(id: string) {
  const row = await h.deps.db
    .selectFrom('stock_line')
    .select(['total_number_of_packs', 'available_number_of_packs'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${Number(row.total_number_of_packs)}/${Number(row.available_number_of_packs)}`;
}

/** An active reason of the type: the one configured, or one configured now. */
async function reasonOf(type: ReasonType): Promise<string> {
  const row = await h.deps.db
    .selectFrom('reason_option')
    .select('id')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row?.id ?? givenReason(h.deps, type);
}

/** Reserves packs of a batch on a NEW outbound shipment (avail falls, total stays); answers
 * the shipment line. */
async function reserve(stockLineId: string, numberOfPacks: number): Promise<string> {
  const as = await h.as('storekeeper');
  const invoiceId = uuidv7();
  const doc = await as<{ r: { __typename: string } }>(
    `mutation($s: String!, $i: InsertOutboundShipmentInput!) { r: insertOutboundShipment(storeId: $s, input: $i) { __typename } }`,
    { s: DNS, i: { id: invoiceId, otherPartyId: CUSTOMER } },
  );
  expect(doc.data?.r.__typename).toBe('InvoiceNode');
  const lineId = uuidv7();
  const line = await as<{ r: { __typename: string } }>(
    `mutation($s: String!, $i: InsertOutboundShipmentLineInput!) { r: insertOutboundShipmentLine(storeId: $s, input: $i) { __typename } }`,
    { s: DNS, i: { id: lineId, invoiceId, stockLineId, numberOfPacks } },
  );
  expect(line.data?.r.__typename).toBe('InvoiceLineNode');
  return lineId;
}

/** The reservation of `reserve` given back. */
async function unreserve(lineId: string) {
  const as = await h.as('storekeeper');
  const res = await as<{ r: { __typename: string } }>(
    `mutation($s: String!, $id: String!) { r: deleteOutboundShipmentLine(storeId: $s, id: $id) { __typename } }`,
    { s: DNS, id: lineId },
  );
  expect(res.data?.r.__typename).toBe('DeleteResponse');
}

/** Stock leaving a batch by an inventory reduction (a movement during the count). */
async function reduce(stockLineId: string, numberOfPacks: number) {
  const as = await h.as('storekeeper');
  const res = await as<{ r: { __typename: string } }>(
    `mutation($s: String!, $i: InsertInventoryAdjustmentInput!) { r: insertInventoryAdjustment(storeId: $s, input: $i) { __typename } }`,
    {
      s: DNS,
      i: {
        id: uuidv7(),
        stockLineId,
        adjustmentType: 'REDUCTION',
        adjustment: numberOfPacks,
        reasonId: await reasonOf('NEGATIVE_INVENTORY_ADJUSTMENT'),
      },
    },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data?.r.__typename).not.toMatch(/Error/);
}

/** The active stock items DNS sees (every demo list is joined to it). */
async function visibleStockItemIds(): Promise<string[]> {
  const rows = await h.deps.db
    .selectFrom('item')
    .select('id')
    .where('type', '=', 'STOCK')
    .where('is_active', '=', true)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('master_list_line as l')
        .innerJoin('master_list_name_join as j', 'j.master_list_id', 'l.master_list_id')
        .innerJoin('store', 'store.name_id', 'j.name_id')
        .select('l.item_id')
        .where('store.id', '=', DNS),
    )
    .execute();
  return rows.map((r) => r.id);
}

describe('scenario 36: guards', () => {
  it('refuses NoLines, StocktakeIsLocked, a second initial stocktake, and a difference without a reason but on an initial stocktake', async () => {
    const negative = await reasonOf('NEGATIVE_INVENTORY_ADJUSTMENT');
    await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT');
    const initial = await insert({ isInitialStocktake: true });
    expect(initial.__typename).toBe('StocktakeNode');
    expect(initial.isInitial).toBe(true);
    // one line per visible stock item, snapshot 0, no batch
    const items = await visibleStockItemIds();
    expect(initial.lines).toHaveLength(items.length);
    expect(new Set(initial.lines?.map((l) => l.itemId))).toEqual(new Set(items));
    expect(initial.lines?.every((l) => l.snapshotNumberOfPacks === 0 && !l.stockLineId)).toBe(true);
    // an initial stocktake's differences need no reason, though reasons exist
    const first = initial.lines?.[0];
    expect(
      (await updateLines(initial.id ?? '', [{ id: first?.id, countedNumberOfPacks: 7 }]))
        .__typename,
    ).toBe('StocktakeLinesNode');

    expect((await insert({ isInitialStocktake: true })).error?.__typename).toBe(
      'InitialStocktakeAlreadyExists',
    );

    const blank = await insert({ createBlankStocktake: true });
    expect(blank.lines).toEqual([]);
    expect((await finalise(blank.id ?? '')).error?.__typename).toBe('NoLines');

    await update({ id: blank.id, isLocked: true });
    expect((await update({ id: blank.id, description: 'x' })).error?.__typename).toBe(
      'StocktakeIsLocked',
    );
    expect((await finalise(blank.id ?? '')).error?.__typename).toBe('StocktakeIsLocked');
    expect(
      (await insertLines(blank.id ?? '', [{ itemId: itemId('PARA500T') }])).error?.__typename,
    ).toBe('StocktakeIsLocked');
    expect((await call('deleteStocktake', { id: blank.id }, DELETED)).error?.__typename).toBe(
      'StocktakeIsLocked',
    );
    const unlocked = await update({ id: blank.id, isLocked: false, description: 'recount' });
    expect(unlocked.isLocked).toBe(false);

    // an active negative reason is configured: 7 of 10 without one is refused
    const b = await givenStockLine(h.deps, { packs: 10, packSize: 1 });
    const st = await insert({ locationId: null, masterListId: null });
    const line = st.lines?.find((l) => l.stockLineId === b.id);
    expect(line?.snapshotNumberOfPacks).toBe(10);
    const refused = await updateLines(st.id ?? '', [{ id: line?.id, countedNumberOfPacks: 7 }]);
    expect(refused.error).toEqual({ __typename: 'AdjustmentReasonNotProvided', lineId: line?.id });
    const wrong = await updateLines(st.id ?? '', [
      {
        id: line?.id,
        countedNumberOfPacks: 7,
        reasonOptionId: await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT'),
      },
    ]);
    expect(wrong.error?.__typename).toBe('AdjustmentReasonNotValid');
    const given = await updateLines(st.id ?? '', [
      { id: line?.id, countedNumberOfPacks: 7, reasonOptionId: negative },
    ]);
    expect(given.lines?.[0]?.difference).toBe(-3);
    const as = await h.as('storekeeper');
    const shown = await as<{ stocktake: { lines: { reasonOption: { id: string } | null }[] } }>(
      `query($s: String!, $id: String!) { stocktake(storeId: $s, id: $id) { lines { reasonOption { id } } } }`,
      { s: DNS, id: st.id },
    );
    expect(shown.data?.stocktake.lines.map((l) => l.reasonOption?.id)).toEqual([negative]);
  });
});

describe('creating (DOCUMENTS.md 9.1)', () => {
  async function givenShelf() {
    const l1 = await givenLocation(h.deps, { code: 'L1' });
    const l2 = await givenLocation(h.deps, { code: 'L2' });
    const a1 = await givenStockLine(h.deps, {
      item: 'AMOX250T',
      batch: 'A1',
      packs: 10,
      locationId: l1,
      expiryDate: '2027-01-31',
    });
    const empty = await givenStockLine(h.deps, { item: 'AMOX250T', batch: 'A0', packs: 0 });
    const b1 = await givenStockLine(h.deps, {
      item: 'PARA500T',
      batch: 'B1',
      packs: 5,
      locationId: l2,
      expiryDate: '2029-01-01',
    });
    const vaccine = await h.deps.db
      .selectFrom('item')
      .select('id')
      .where('is_vaccine', '=', true)
      .where('type', '=', 'STOCK')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const code = (
      await h.deps.db
        .selectFrom('item')
        .select('code')
        .where('id', '=', vaccine.id)
        .executeTakeFirstOrThrow()
    ).code;
    const c1 = await givenStockLine(h.deps, {
      item: code,
      batch: 'C1',
      packs: 3,
      locationId: l1,
      expiryDate: '2026-12-31',
      vvmStatusId: vvmStatusId(2),
    });
    return { l1, l2, a1, empty, b1, c1, vaccineId: vaccine.id };
  }
  const batches = (a: Answer) => (a.lines ?? []).map((l) => l.batch).sort();

  it('makes the lines each mode and combination asks for, the snapshot being total packs', async () => {
    const s = await givenShelf();
    // A reservation: avail 6, total 10. The snapshot is the total.
    await reserve(s.a1.id, 4);
    expect(await batch(s.a1.id)).toBe('10/6');

    expect((await insert({ createBlankStocktake: true, isAllItemsStocktake: true })).lines).toEqual(
      [],
    );

    const all = await insert({ isAllItemsStocktake: true });
    const items = await visibleStockItemIds();
    // every batch holding stock, and one line without a batch for each other item
    expect(all.lines).toHaveLength(items.length - 3 + 3);
    expect(all.lines?.find((l) => l.stockLineId === s.a1.id)?.snapshotNumberOfPacks).toBe(10);
    expect(all.lines?.some((l) => l.stockLineId === s.empty.id)).toBe(false);
    const itemOnly = all.lines?.filter((l) => l.stockLineId === null) ?? [];
    expect(itemOnly.every((l) => l.snapshotNumberOfPacks === 0)).toBe(true);
    expect(new Set(itemOnly.map((l) => l.itemId)).has(itemId('AMOX250T'))).toBe(false);

    // no filter: every batch holding stock
    expect(batches(await insert({}))).toEqual(['A1', 'B1', 'C1']);
    expect(batches(await insert({ locationId: s.l1 }))).toEqual(['A1', 'C1']);
    expect(batches(await insert({ vvmStatusId: vvmStatusId(2) }))).toEqual(['C1']);
    expect(batches(await insert({ expiresBefore: '2027-06-30' }))).toEqual(['A1', 'C1']);
    expect(batches(await insert({ locationId: s.l1, expiresBefore: '2027-01-30' }))).toEqual([
      'C1',
    ]);
    const vaccines = demoId('master_list:vaccines');
    expect(batches(await insert({ masterListId: vaccines }))).toEqual(['C1']);
    expect(batches(await insert({ masterListId: vaccines, locationId: s.l2 }))).toEqual([]);

    // the list with all its items: its batches, and a line for each of its items without one
    const listItems = (
      await h.deps.db
        .selectFrom('master_list_line')
        .innerJoin('item', 'item.id', 'master_list_line.item_id')
        .select('item.id')
        .where('master_list_id', '=', vaccines)
        .where('item.type', '=', 'STOCK')
        .where('item.is_active', '=', true)
        .execute()
    ).map((r) => r.id);
    const full = await insert({ masterListId: vaccines, includeAllMasterListItems: true });
    expect(full.lines).toHaveLength(listItems.length);
    expect(new Set(full.lines?.map((l) => l.itemId))).toEqual(new Set(listItems));
    expect(full.lines?.find((l) => l.itemId === s.vaccineId)?.batch).toBe('C1');

    // numbered per store, in order
    const numbers = (
      await h.deps.db
        .selectFrom('stocktake')
        .select('stocktake_number')
        .where('store_id', '=', DNS)
        .orderBy('stocktake_number')
        .execute()
    ).map((r) => Number(r.stocktake_number));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('makes one initial stocktake of two asked at once', async () => {
    const answers = await Promise.all([
      insert({ isInitialStocktake: true }),
      insert({ isInitialStocktake: true }),
    ]);
    expect(answers.map((a) => a.__typename).sort()).toEqual([
      'StocktakeMutationError',
      'StocktakeNode',
    ]);
    expect(answers.find((a) => a.error)?.error?.__typename).toBe('InitialStocktakeAlreadyExists');
    const rows = await h.deps.db.selectFrom('stocktake').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a list the store does not see and a location of another store', async () => {
    expect((await insert({ masterListId: uuidv7() })).error?.__typename).toBe('InvalidMasterList');
    const elsewhere = await givenLocation(h.deps, { code: 'X', store: 'NMW' });
    expect((await insert({ locationId: elsewhere })).error?.__typename).toBe('InvalidLocation');
    expect(await h.deps.db.selectFrom('stocktake').select('id').execute()).toEqual([]);
  });

  it('answers the same insert again with the stocktake the first one made, even at once', async () => {
    await givenStockLine(h.deps, { packs: 4 });
    const id = uuidv7();
    const [a, b] = await Promise.all([insert({ id }), insert({ id })]);
    const c = await insert({ id });
    expect(a.id).toBe(id);
    expect([b.id, c.id]).toEqual([id, id]);
    expect(new Set([a.stocktakeNumber, b.stocktakeNumber, c.stocktakeNumber]).size).toBe(1);
    const lines = await h.deps.db
      .selectFrom('stocktake_line')
      .select('id')
      .where('stocktake_id', '=', id)
      .execute();
    expect(lines).toHaveLength(1);
  });
});

describe('counting and finalising (DOCUMENTS.md 9.2, 9.3)', () => {
  it('adds, reduces, keeps, makes new batches and counts zero; one addition and one reduction; the ledger stays whole', async () => {
    const l1 = await givenLocation(h.deps, { code: 'L1' });
    const up = await givenStockLine(h.deps, {
      item: 'AMOX250T',
      batch: 'UP',
      packs: 10,
      packSize: 1,
    });
    const down = await givenStockLine(h.deps, { item: 'PARA500T', batch: 'DOWN', packs: 10 });
    const same = await givenStockLine(h.deps, {
      item: 'PARA500T',
      batch: 'SAME',
      packs: 8,
      expiryDate: '2028-01-31',
    });
    const zero = await givenStockLine(h.deps, { item: 'PARA500T', batch: 'ZERO', packs: 6 });
    const left = await givenStockLine(h.deps, { item: 'PARA500T', batch: 'LEFT', packs: 2 });
    const positive = await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT');
    const negative = await reasonOf('NEGATIVE_INVENTORY_ADJUSTMENT');

    const st = await insert({});
    const lineOf = (b: { id: string }) => st.lines?.find((l) => l.stockLineId === b.id)?.id;
    const counted = await updateLines(st.id ?? '', [
      { id: lineOf(up), countedUnits: 13, reasonOptionId: positive },
      { id: lineOf(down), countedNumberOfPacks: 4, reasonOptionId: negative },
      // no difference, but the batch moves and its expiry is corrected
      { id: lineOf(same), countedNumberOfPacks: 8, locationId: l1, expiryDate: '2028-03-31' },
      { id: lineOf(zero), countedNumberOfPacks: 0, reasonOptionId: negative },
    ]);
    expect(counted.__typename).toBe('StocktakeLinesNode');
    expect(counted.lines?.map((l) => l.difference).sort()).toEqual([-10 + 4, -6, 0, 3].sort());
    // a batch found on the shelf, counted in units of packs of 10
    const found = await insertLines(st.id ?? '', [
      {
        itemId: itemId('AMOX250T'),
        batch: 'FOUND',
        expiryDate: '2029-05-31',
        packSize: 10,
        countedUnits: 50,
        reasonOptionId: positive,
      },
      // an item line counted 0: makes nothing
      { itemId: itemId('PARA500T'), countedNumberOfPacks: 0 },
    ]);
    expect(found.lines?.map((l) => [l.snapshotNumberOfPacks, l.countedNumberOfPacks])).toEqual(
      expect.arrayContaining([
        [0, 5],
        [0, 0],
      ]),
    );
    // nothing moved yet
    expect([await batch(up.id), await batch(down.id), await batch(zero.id)]).toEqual([
      '10/10',
      '10/10',
      '6/6',
    ]);

    const done = await finalise(st.id ?? '');
    expect(done.status).toBe('FINALISED');
    // Its counts are history now: a batch holding what was counted is no mismatch.
    expect(done.lines?.filter((l) => l.hasSnapshotMismatch)).toEqual([]);
    expect(await batch(up.id)).toBe('13/13');
    expect(await batch(down.id)).toBe('4/4');
    expect(await batch(same.id)).toBe('8/8');
    expect(await batch(zero.id)).toBe('0/0');
    // the uncounted line is kept, its batch untouched
    expect(await batch(left.id)).toBe('2/2');
    expect(
      done.lines?.some((l) => l.stockLineId === left.id && l.countedNumberOfPacks === null),
    ).toBe(true);
    const moved = await h.deps.db
      .selectFrom('stock_line')
      .selectAll()
      .where('id', '=', same.id)
      .executeTakeFirstOrThrow();
    expect([moved.location_id, moved.expiry_date]).toEqual([l1, '2028-03-31']);
    const newBatch = await h.deps.db
      .selectFrom('stock_line')
      .selectAll()
      .where('batch', '=', 'FOUND')
      .executeTakeFirstOrThrow();
    expect([Number(newBatch.total_number_of_packs), Number(newBatch.pack_size)]).toEqual([5, 10]);
    expect(done.lines?.find((l) => l.batch === 'FOUND')?.stockLineId).toBe(newBatch.id);

    // one addition (UP +3, FOUND 5) and one reduction (DOWN -6, ZERO -6), reasons copied
    const docs = await h.deps.db
      .selectFrom('invoice')
      .innerJoin('invoice_line', 'invoice_line.invoice_id', 'invoice.id')
      .select([
        'invoice.id',
        'invoice.type',
        'invoice.status',
        'invoice_line.number_of_packs',
        'invoice_line.reason_option_id',
      ])
      .where('invoice.id', 'in', [done.inventoryAdditionId ?? '', done.inventoryReductionId ?? ''])
      .execute();
    const of = (type: string) =>
      docs
        .filter((d) => d.type === type)
        .map((d) => [Number(d.number_of_packs), d.reason_option_id])
        .sort();
    expect(of('INVENTORY_ADDITION')).toEqual([
      [3, positive],
      [5, positive],
    ]);
    expect(of('INVENTORY_REDUCTION')).toEqual([
      [6, negative],
      [6, negative],
    ]);
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['VERIFIED']));
    const activity = await h.deps.db
      .selectFrom('activity_log')
      .select('type')
      .where('record_id', '=', same.id)
      .execute();
    expect(activity.map((a) => a.type)).toEqual(
      expect.arrayContaining(['STOCK_LOCATION_CHANGE', 'STOCK_EXPIRY_DATE_CHANGE']),
    );
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);

    // finalised: nothing changes any more
    expect((await finalise(st.id ?? '')).error?.__typename).toBe('CannotEditStocktake');
    expect((await update({ id: st.id, comment: 'late' })).error?.__typename).toBe(
      'CannotEditStocktake',
    );
    expect((await call('deleteStocktake', { id: st.id }, DELETED)).error?.__typename).toBe(
      'CannotEditStocktake',
    );
  });

  it('deletes uncounted lines only when asked, and makes no document without lines', async () => {
    const a = await givenStockLine(h.deps, { batch: 'A', packs: 3 });
    await givenStockLine(h.deps, { batch: 'B', packs: 4 });
    const st = await insert({});
    const lineA = st.lines?.find((l) => l.stockLineId === a.id)?.id;
    await updateLines(st.id ?? '', [{ id: lineA, countedNumberOfPacks: 3 }]);
    const done = await finalise(st.id ?? '', true);
    expect(done.lines?.map((l) => l.id)).toEqual([lineA]);
    expect([done.inventoryAdditionId, done.inventoryReductionId]).toEqual([null, null]);
    expect(await batch(a.id)).toBe('3/3');
  });

  it('refuses a count below what is reserved, at the count and at finalising', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    await reserve(a.id, 4);
    const st = await insert({});
    const id = st.id ?? '';
    const line = st.lines?.[0];
    const negative = await reasonOf('NEGATIVE_INVENTORY_ADJUSTMENT');
    const count = (countedNumberOfPacks: number) =>
      updateLines(id, [{ id: line?.id, countedNumberOfPacks, reasonOptionId: negative }]);
    // 4 of 10 reserved: a count of 3 would take 7 away where 6 are available
    expect((await count(3)).error).toEqual({
      __typename: 'StockLineReducedBelowZero',
      lineId: line?.id,
    });
    expect((await count(6)).__typename).toBe('StocktakeLinesNode');
    // 3 more reserved after the count: taking 4 away where 3 are available
    const later = await reserve(a.id, 3);
    expect(await batch(a.id)).toBe('10/3');
    expect((await finalise(id)).error).toEqual({
      __typename: 'StockLinesReducedBelowZero',
      lineIds: line?.id,
      stockLineIds: a.id,
    });
    expect(await batch(a.id)).toBe('10/3');
    // that reservation given back, the count goes through and leaves the first one whole
    await unreserve(later);
    expect((await finalise(id)).status).toBe('FINALISED');
    expect(await batch(a.id)).toBe('6/2');
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('corrects a batch from its line: units short of a pack, batch, expiry, location, VVM and prices', async () => {
    const l1 = await givenLocation(h.deps, { code: 'SHELF-2' });
    const elsewhere = await givenLocation(h.deps, { code: 'X', store: 'NMW' });
    const a = await givenStockLine(h.deps, { batch: 'TYPO', packs: 4, packSize: 10 });
    const st = await insert({});
    const id = st.id ?? '';
    const line = st.lines?.find((l) => l.stockLineId === a.id)?.id;
    const positive = await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT');
    // refused, and nothing kept: negative units, a location of another store, a pack size
    expect((await updateLines(id, [{ id: line, countedUnits: -5 }])).error?.__typename).toBe(
      'ValueNegative',
    );
    expect(
      (await updateLines(id, [{ id: line, countedUnits: 45, locationId: elsewhere }])).error
        ?.__typename,
    ).toBe('InvalidLocation');
    expect((await updateLines(id, [{ id: line, packSize: 20 }])).error?.__typename).toBe(
      'CannotChangePackSizeOfBatch',
    );
    expect((await open(id))?.lines?.[0]?.countedNumberOfPacks).toBeNull();
    // 45 tablets in packs of 10: four packs and a half
    const counted = await updateLines(id, [
      {
        id: line,
        countedUnits: 45,
        reasonOptionId: positive,
        batch: ' FIXED ',
        expiryDate: '2029-02-28',
        locationId: l1,
        vvmStatusId: vvmStatusId(2),
        costPricePerPack: 4.25,
        sellPricePerPack: 6.5,
      },
    ]);
    expect(counted.lines?.[0]).toMatchObject({
      countedNumberOfPacks: 4.5,
      difference: 0.5,
      batch: 'FIXED',
      locationId: l1,
    });
    expect((await finalise(id)).status).toBe('FINALISED');
    const row = await h.deps.db
      .selectFrom('stock_line')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect([
      Number(row.total_number_of_packs),
      row.batch,
      row.expiry_date,
      row.location_id,
      row.vvm_status_id,
      Number(row.cost_price_per_pack),
      Number(row.sell_price_per_pack),
    ]).toEqual([4.5, 'FIXED', '2029-02-28', l1, vvmStatusId(2), 4.25, 6.5]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('finalising at once, and an initial stocktake', () => {
  it('counts many lines at once as their snapshot, keeping every other field', async () => {
    const l1 = await givenLocation(h.deps, { code: 'L1' });
    for (let k = 0; k < 30; k++)
      await givenStockLine(h.deps, { batch: `M-${k}`, packs: k + 1, locationId: l1 });
    const st = await insert({});
    const id = st.id ?? '';
    const before = (await open(id))?.lines ?? [];
    expect(before).toHaveLength(30);
    const counted = await updateLines(
      id,
      before.map((l) => ({ id: l.id, countedNumberOfPacks: l.snapshotNumberOfPacks })),
    );
    expect(counted.lines).toHaveLength(30);
    const after = (await open(id))?.lines ?? [];
    expect(after).toEqual(
      before.map((l) => ({ ...l, countedNumberOfPacks: l.snapshotNumberOfPacks, difference: 0 })),
    );
    const done = await finalise(id);
    expect([done.status, done.inventoryAdditionId, done.inventoryReductionId]).toEqual([
      'FINALISED',
      null,
      null,
    ]);
  });

  it('adjusts once when the same stocktake is finalised twice at once', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const st = await insert({});
    const id = st.id ?? '';
    await updateLines(id, [
      {
        id: st.lines?.[0]?.id,
        countedNumberOfPacks: 12,
        reasonOptionId: await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT'),
      },
    ]);
    const answers = await Promise.all([finalise(id), finalise(id)]);
    expect(answers.map((x) => x.status ?? x.error?.__typename).sort()).toEqual([
      'CannotEditStocktake',
      'FINALISED',
    ]);
    expect(await batch(a.id)).toBe('12/12');
    const additions = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('type', '=', 'INVENTORY_ADDITION')
      .where('comment', 'like', 'Stocktake%')
      .execute();
    expect(additions).toHaveLength(1);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('puts in the stock of an initial stocktake as new batches, with no reason asked', async () => {
    await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT');
    const st = await insert({ isInitialStocktake: true });
    const id = st.id ?? '';
    const amox = st.lines?.find((l) => l.itemId === itemId('AMOX250T'));
    const para = st.lines?.find((l) => l.itemId === itemId('PARA500T'));
    const l1 = await givenLocation(h.deps, { code: 'L1' });
    await updateLines(id, [
      {
        id: amox?.id,
        countedNumberOfPacks: 4,
        batch: 'INIT-A',
        expiryDate: '2030-01-31',
        locationId: l1,
      },
      { id: para?.id, countedNumberOfPacks: 0 },
    ]);
    const done = await finalise(id, true);
    expect(done.status).toBe('FINALISED');
    expect(done.lines?.map((l) => l.itemId).sort()).toEqual(
      [itemId('AMOX250T'), itemId('PARA500T')].sort(),
    );
    const made = await h.deps.db
      .selectFrom('stock_line')
      .selectAll()
      .where('store_id', '=', DNS)
      .execute();
    expect(
      made.map((m) => [
        m.item_id,
        m.batch,
        m.expiry_date,
        m.location_id,
        Number(m.total_number_of_packs),
        Number(m.available_number_of_packs),
      ]),
    ).toEqual([[itemId('AMOX250T'), 'INIT-A', '2030-01-31', l1, 4, 4]]);
    expect(done.inventoryReductionId).toBeNull();
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('stock moving during a count (decision 8)', () => {
  it('lists the mismatched lines, then finalises after keeping the count or recounting', async () => {
    const keep = await givenStockLine(h.deps, { batch: 'KEEP', packs: 10 });
    const recount = await givenStockLine(h.deps, { batch: 'RECOUNT', packs: 10 });
    const quiet = await givenStockLine(h.deps, { batch: 'QUIET', packs: 10 });
    const uncounted = await givenStockLine(h.deps, { batch: 'UNCOUNTED', packs: 10 });
    const negative = await reasonOf('NEGATIVE_INVENTORY_ADJUSTMENT');
    const positive = await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT');
    const st = await insert({});
    const id = st.id ?? '';
    const lineOf = (b: { id: string }) => st.lines?.find((l) => l.stockLineId === b.id)?.id ?? '';
    await updateLines(id, [
      { id: lineOf(keep), countedNumberOfPacks: 9, reasonOptionId: negative },
      { id: lineOf(recount), countedNumberOfPacks: 9, reasonOptionId: negative },
      { id: lineOf(quiet), countedNumberOfPacks: 10 },
    ]);
    // 2 packs of KEEP and RECOUNT and of the uncounted batch leave during the count
    await reduce(keep.id, 2);
    await reduce(recount.id, 2);
    await reduce(uncounted.id, 2);

    const refused = await finalise(id);
    expect(refused.error?.__typename).toBe('SnapshotCountCurrentCountMismatch');
    expect(refused.error?.lineIds?.split(',').sort()).toEqual(
      [lineOf(keep), lineOf(recount)].sort(),
    );
    const shown = await open(id);
    expect(
      shown?.lines
        ?.filter((l) => l.hasSnapshotMismatch)
        .map((l) => l.id)
        .sort(),
    ).toEqual([lineOf(keep), lineOf(recount)].sort());

    const settled = await resolve(id, [
      { id: lineOf(keep), resolution: 'KEEP_COUNT' },
      { id: lineOf(recount), resolution: 'RECOUNT' },
    ]);
    const after = new Map(settled.lines?.map((l) => [l.id, l]));
    // kept: snapshot 8, counted 9 is now an increase of 1; the negative reason no longer fits
    expect(after.get(lineOf(keep))).toMatchObject({
      snapshotNumberOfPacks: 8,
      countedNumberOfPacks: 9,
      difference: 1,
      reasonOptionId: null,
      hasSnapshotMismatch: false,
    });
    expect(after.get(lineOf(recount))).toMatchObject({
      snapshotNumberOfPacks: 8,
      countedNumberOfPacks: null,
    });
    expect((await finalise(id)).error).toEqual({
      __typename: 'AdjustmentReasonNotProvided',
      lineId: lineOf(keep),
    });
    await updateLines(id, [
      { id: lineOf(keep), reasonOptionId: positive },
      { id: lineOf(recount), countedNumberOfPacks: 8 },
    ]);
    expect((await finalise(id)).status).toBe('FINALISED');
    // the count is what is on the shelf, whatever moved meanwhile
    expect(await batch(keep.id)).toBe('9/9');
    expect(await batch(recount.id)).toBe('8/8');
    expect(await batch(quiet.id)).toBe('10/10');
    expect(await batch(uncounted.id)).toBe('8/8');
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('settles every mismatched line at once', async () => {
    const a = await givenStockLine(h.deps, { batch: 'A', packs: 10 });
    const b = await givenStockLine(h.deps, { batch: 'B', packs: 10 });
    const st = await insert({});
    const id = st.id ?? '';
    await updateLines(
      id,
      (st.lines ?? []).map((l) => ({ id: l.id, countedNumberOfPacks: 10 })),
    );
    await reduce(a.id, 1);
    await reduce(b.id, 3);
    const settled = await resolveAll(id, 'KEEP_COUNT');
    expect(settled.lines?.map((l) => l.snapshotNumberOfPacks).sort()).toEqual([7, 9]);
    // counts of 10 against 9 and 7 are now increases, which need a reason
    const positive = await reasonOf('POSITIVE_INVENTORY_ADJUSTMENT');
    await updateLines(
      id,
      (st.lines ?? []).map((l) => ({ id: l.id, reasonOptionId: positive })),
    );
    expect((await finalise(id)).status).toBe('FINALISED');
    expect([await batch(a.id), await batch(b.id)]).toEqual(['10/10', '10/10']);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('hold, lock and deletion (spec 001 section 4)', () => {
  it('on hold blocks edits, finalising and deletion until the hold is lifted', async () => {
    await givenStockLine(h.deps, { packs: 2 });
    const st = await insert({});
    const id = st.id ?? '';
    expect((await update({ id, onHold: true })).onHold).toBe(true);
    const line = st.lines?.[0]?.id;
    expect((await updateLines(id, [{ id: line, countedNumberOfPacks: 2 }])).error?.__typename).toBe(
      'StocktakeIsOnHold',
    );
    expect((await update({ id, comment: 'x' })).error?.__typename).toBe('StocktakeIsOnHold');
    expect((await finalise(id)).error?.__typename).toBe('StocktakeIsOnHold');
    expect((await call('deleteStocktake', { id }, DELETED)).error?.__typename).toBe(
      'StocktakeIsOnHold',
    );
    expect((await update({ id, onHold: false, comment: 'x' })).onHold).toBe(false);
    expect((await call('deleteStocktake', { id }, DELETED)).ids).toEqual([id]);
    expect(await open(id)).toBeNull();
    expect(
      await h.deps.db
        .selectFrom('stocktake_line')
        .select('id')
        .where('stocktake_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a line naming both or neither of a batch and an item, and a batch twice', async () => {
    const a = await givenStockLine(h.deps, { packs: 2 });
    const st = await insert({ createBlankStocktake: true });
    const id = st.id ?? '';
    expect((await insertLines(id, [{}])).error?.__typename).toBe('StockLineXOrItem');
    expect(
      (await insertLines(id, [{ stockLineId: a.id, itemId: itemId('PARA500T') }])).error
        ?.__typename,
    ).toBe('StockLineXOrItem');
    const added = await insertLines(id, [{ stockLineId: a.id }]);
    expect(added.lines?.[0]?.snapshotNumberOfPacks).toBe(2);
    expect((await insertLines(id, [{ stockLineId: a.id }])).error?.__typename).toBe(
      'StockLineAlreadyExistsInStocktake',
    );
  });
});

describe('who may, and hostile input', () => {
  it('lets a viewer read but not change, and finds no other store\u2019s stocktake', async () => {
    await givenStockLine(h.deps, { packs: 1 });
    const st = await insert({});
    const id = st.id ?? '';
    const viewer = await h.as('viewer');
    await updateLines(id, [{ id: st.lines?.[0]?.id, countedNumberOfPacks: 1 }]);
    const list = await viewer<{
      stocktakes: { totalCount: number; nodes: { lineCount: number; countedLineCount: number }[] };
    }>(
      `query($s: String!) { stocktakes(storeId: $s) { totalCount nodes { lineCount countedLineCount } } }`,
      { s: DNS },
    );
    expect(list.data?.stocktakes).toEqual({
      totalCount: 1,
      nodes: [{ lineCount: 1, countedLineCount: 1 }],
    });
    const refused = await viewer(
      `mutation($s: String!, $i: UpdateStocktakeInput!) { updateStocktake(storeId: $s, input: $i) { __typename } }`,
      { s: DNS, i: { id, comment: 'x' } },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // the admin in another store: not found there
    expect(await open(id, 'admin', NMW)).toBeNull();
    expect(
      (await call('updateStocktake', { input: { id, comment: 'x' } }, DOC, 'admin', NMW)).error
        ?.__typename,
    ).toBe('RecordNotFound');
    // in its own store the store keeper finalises it
    expect((await finalise(id)).status).toBe('FINALISED');
  });

  it('refuses numbers beyond the limits, negative counts and huge texts', async () => {
    const a = await givenStockLine(h.deps, { packs: 2 });
    const st = await insert({});
    const id = st.id ?? '';
    const line = st.lines?.find((l) => l.stockLineId === a.id)?.id;
    const as = await h.as('storekeeper');
    const send = (input: unknown) =>
      as(
        `mutation($s: String!, $i: UpdateStocktakeLinesInput!) { updateStocktakeLines(storeId: $s, input: $i) { __typename } }`,
        { s: DNS, i: input },
      );
    for (const counted of [1e300, 1e-9])
      expect(
        (await send({ stocktakeId: id, lines: [{ id: line, countedNumberOfPacks: counted }] }))
          .errors?.[0]?.extensions?.code,
      ).toBe('BAD_USER_INPUT');
    expect(
      (await updateLines(id, [{ id: line, countedNumberOfPacks: -1 }])).error?.__typename,
    ).toBe('ValueNegative');
    const huge = await as(
      `mutation($s: String!, $i: UpdateStocktakeInput!) { updateStocktake(storeId: $s, input: $i) { __typename } }`,
      { s: DNS, i: { id, description: 'x'.repeat(1_000_000) } },
    );
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await batch(a.id)).toBe('2/2');
    expect((await open(id))?.lines?.[0]?.countedNumberOfPacks).toBeNull();
  });

  it('answers a line inserted twice (even at once) with one line', async () => {
    const a = await givenStockLine(h.deps, { packs: 2 });
    const st = await insert({ createBlankStocktake: true });
    const id = st.id ?? '';
    const lineId = uuidv7();
    const input = { input: { stocktakeId: id, lines: [{ id: lineId, stockLineId: a.id }] } };
    const [x, y] = await Promise.all([
      call('insertStocktakeLines', input, LINES),
      call('insertStocktakeLines', input, LINES),
    ]);
    expect([x.lines?.[0]?.id, y.lines?.[0]?.id]).toEqual([lineId, lineId]);
    expect((await open(id))?.lines).toHaveLength(1);
  });
});
