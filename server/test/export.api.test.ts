// Export of lists to xlsx (issue 10 item 7): every matching row in the list's sort order,
// the headers the web shows, typed cells, right to left in Arabic, and the list's own
// permission.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockLine } from '../src/modules/stock/stock-line.types';
import { givenLocation, givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const NMW = storeId('NMW');
/** More than one page of any list (pages hold at most 1,000 rows). */
const LINES = 1_205;

let h: Harness;
let token: string;
const lines: StockLine[] = [];

interface Sent {
  arguments: Record<string, unknown>;
  columns: { field: string; header: string; values?: Record<string, string> }[];
  language?: string;
  title?: string;
  yes?: string;
  no?: string;
  timeZoneOffset?: number;
}

async function exportList(list: string, sent: Sent, auth: string | null = token) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/export/${list}`,
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    payload: JSON.stringify({
      language: 'en',
      title: 'Stock',
      yes: 'Yes',
      no: 'No',
      ...sent,
    }),
  });
  return res;
}

async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet in the file');
  return sheet;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number): unknown[] =>
  (sheet.getRow(n).values as unknown[]).slice(1);

const STOCK_COLUMNS = [
  { field: 'batch', header: 'Lot' },
  { field: 'item.name', header: 'Nom' },
  { field: 'expiryDate', header: 'Péremption' },
  { field: 'totalNumberOfPacks', header: 'Nombre de boîtes' },
  { field: 'onHold', header: 'En attente' },
];

beforeAll(async () => {
  // On SQLite a database file, as the server runs: the stock list's ids are then read on a
  // thread of their own (db/sqlite-cursor.ts).
  h = await createHarness({ file: true });
  token = (await h.signIn('storekeeper')).token;
  for (let i = 0; i < LINES; i++) {
    lines.push(
      await givenStockLine(h.deps, {
        item: i % 2 === 0 ? 'AMOX250T' : 'PARA500T',
        batch: `EXP-${String(i).padStart(4, '0')}`,
        // Every day of a year and more, and a few lines without an expiry.
        expiryDate:
          i % 100 === 7 ? null : new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
        packSize: 10,
        packs: i + 1,
        onHold: i % 3 === 0,
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe('exporting the stock list', () => {
  it('writes every matching line in the sort asked for, over several pages, with the headers sent', async () => {
    const res = await exportList('stockLines', {
      arguments: {
        storeId: DNS,
        filter: { batch: { like: 'EXP-' } },
        sort: [{ key: 'batch', desc: true }],
      },
      columns: STOCK_COLUMNS,
      language: 'fr',
      yes: 'Oui',
      no: 'Non',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    const sheet = await sheetOf(res.rawPayload);
    expect(rowValues(sheet, 1)).toEqual(STOCK_COLUMNS.map((c) => c.header));
    expect(sheet.actualRowCount).toBe(LINES + 1);
    const expected = [...lines].sort((a, b) => ((a.batch ?? '') < (b.batch ?? '') ? 1 : -1));
    const batches = expected.map((_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(batches).toEqual(expected.map((l) => l.batch));
  });

  it('writes numbers as numbers, dates as dates and yes/no in the language sent', async () => {
    const res = await exportList('stockLines', {
      arguments: { storeId: DNS, filter: { batch: { equalTo: 'EXP-0003' } } },
      columns: STOCK_COLUMNS,
      yes: 'Oui',
      no: 'Non',
    });
    const sheet = await sheetOf(res.rawPayload);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('EXP-0003');
    expect(row.getCell(2).value).toBe('Paracetamol 500 mg tablet');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2027, 0, 4)));
    expect(row.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(4).value).toBe(4);
    // Line 3 (odd: paracetamol) is on hold (every third line).
    expect(row.getCell(5).value).toBe('Oui');
    const other = await sheetOf(
      (
        await exportList('stockLines', {
          arguments: { storeId: DNS, filter: { batch: { equalTo: 'EXP-0004' } } },
          columns: STOCK_COLUMNS,
          yes: 'Oui',
          no: 'Non',
        })
      ).rawPayload,
    );
    expect(other.getRow(2).getCell(5).value).toBe('Non');
  });

  it('writes the line’s own hold and its location’s, the two holds the list shows as one', async () => {
    // An item the other tests do not add up.
    const held = await givenLocation(h.deps, { code: 'QUARANTINE', onHold: true });
    const free = await givenLocation(h.deps, { code: 'SHELF-9' });
    await givenStockLine(h.deps, { item: 'AMOX500C', batch: 'HELD-LOC', locationId: held });
    await givenStockLine(h.deps, {
      item: 'AMOX500C',
      batch: 'HELD-LINE',
      locationId: free,
      onHold: true,
    });
    await givenStockLine(h.deps, { item: 'AMOX500C', batch: 'HELD-NONE', locationId: free });
    await givenStockLine(h.deps, { item: 'AMOX500C', batch: 'HELD-NOWHERE' });
    const res = await exportList('stockLines', {
      arguments: {
        storeId: DNS,
        filter: { batch: { like: 'HELD-' } },
        sort: [{ key: 'batch', desc: false }],
      },
      columns: [
        { field: 'batch', header: 'Batch' },
        { field: 'location.code', header: 'Location' },
        { field: 'onHold', header: 'On hold' },
        { field: 'location.onHold', header: 'Location on hold' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect([2, 3, 4].map((n) => rowValues(sheet, n))).toEqual([
      ['HELD-LINE', 'SHELF-9', 'Yes', 'No'],
      ['HELD-LOC', 'QUARANTINE', 'No', 'Yes'],
      ['HELD-NONE', 'SHELF-9', 'No', 'No'],
    ]);
    // No location: its cells are empty.
    const nowhere = sheet.getRow(5);
    expect([1, 2, 3, 4].map((c) => nowhere.getCell(c).value)).toEqual([
      'HELD-NOWHERE',
      null,
      'No',
      null,
    ]);
  });

  it('writes a right-to-left sheet in Arabic and a left-to-right one otherwise', async () => {
    const arguments_ = { storeId: DNS, filter: { batch: { equalTo: 'EXP-0001' } } };
    const arabic = await sheetOf(
      (
        await exportList('stockLines', {
          arguments: arguments_,
          columns: [{ field: 'batch', header: 'التشغيلة' }],
          language: 'ar',
          title: 'المخزون',
          yes: 'نعم',
          no: 'لا',
        })
      ).rawPayload,
    );
    expect(arabic.views[0]?.rightToLeft).toBe(true);
    expect(arabic.name).toBe('المخزون');
    expect(rowValues(arabic, 1)).toEqual(['التشغيلة']);
    const english = await sheetOf(
      (await exportList('stockLines', { arguments: arguments_, columns: STOCK_COLUMNS }))
        .rawPayload,
    );
    expect(english.views[0]?.rightToLeft).toBe(false);
  });

  it('is refused without a token, in a store the user has no role in, and for a user without the permission', async () => {
    const body = { arguments: { storeId: DNS }, columns: STOCK_COLUMNS };
    const anonymous = await exportList('stockLines', body, null);
    expect(anonymous.statusCode).toBe(401);
    expect(
      anonymous.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
    const otherStore = await exportList('stockLines', { ...body, arguments: { storeId: NMW } });
    expect(otherStore.statusCode).toBe(403);
    const { token: nostore } = await h.signIn('nostore');
    expect((await exportList('stockLines', body, nostore)).statusCode).toBe(403);
  });

  it('refuses what the list refuses and columns the list does not have', async () => {
    const tooLong = await exportList('stockLines', {
      arguments: { storeId: DNS, filter: { batch: { like: 'x'.repeat(201) } } },
      columns: STOCK_COLUMNS,
    });
    expect(tooLong.statusCode).toBe(400);
    const unknownColumn = await exportList('stockLines', {
      arguments: { storeId: DNS },
      columns: [{ field: 'item.stats.nothing', header: 'x' }],
    });
    expect(unknownColumn.statusCode).toBe(400);
    const unknownArgument = await exportList('stockLines', {
      arguments: { storeId: DNS, page: { first: 5 } },
      columns: STOCK_COLUMNS,
    });
    expect(unknownArgument.statusCode).toBe(400);
    const unknownList = await exportList('users', {
      arguments: { storeId: DNS },
      columns: [{ field: 'id', header: 'id' }],
    });
    expect(unknownList.statusCode).toBe(400);
  });
});

describe('exporting the other lists', () => {
  it('items: nested statistics as numbers, in the sort asked for', async () => {
    const res = await exportList('items', {
      arguments: { storeId: DNS, sort: [{ key: 'code', desc: false }] },
      columns: [
        { field: 'code', header: 'Code' },
        { field: 'stats.stockOnHand', header: 'Stock on hand' },
        { field: 'isVaccine', header: 'Vaccine' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    const codes = [];
    for (let n = 2; n <= sheet.actualRowCount; n++) codes.push(sheet.getRow(n).getCell(1).text);
    expect(codes.length).toBeGreaterThan(1);
    expect(codes).toEqual([...codes].sort());
    const amox = codes.indexOf('AMOX250T') + 2;
    // Half the lines above are AMOX250T: 1 + 3 + 5 ... packs of 10 units.
    const packs = lines.filter((l) => l.itemId === itemId('AMOX250T'));
    const units = packs.reduce((sum, l) => sum + l.totalNumberOfPacks * l.packSize, 0);
    expect(sheet.getRow(amox).getCell(2).value).toBe(units);
    expect(['Yes', 'No']).toContain(sheet.getRow(amox).getCell(3).value);
  });

  it('ledger: movement times as dates in the local time sent', async () => {
    const res = await exportList('ledger', {
      arguments: { storeId: DNS, stockLineId: lines[10]?.id },
      columns: [
        { field: 'datetime', header: 'Date' },
        { field: 'numberOfPacks', header: 'Packs' },
      ],
      timeZoneOffset: -120,
    });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.actualRowCount).toBe(2);
    // The harness clock stands at 09:00 UTC: 11:00 two hours east.
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2026, 2, 1, 11, 0)));
    // The line's opening addition: 11 packs (line 10 holds i + 1).
    expect(sheet.getRow(2).getCell(2).value).toBe(11);
  });

  it('locations and master lists: lists answered whole', async () => {
    const locations = await exportList('locations', {
      arguments: { storeId: DNS },
      columns: [
        { field: 'code', header: 'Code' },
        { field: 'onHold', header: 'On hold' },
      ],
    });
    expect(locations.statusCode).toBe(200);
    const direct = await h.gql<{ locations: { nodes: { code: string }[] } }>(
      `query($s: String!) { locations(storeId: $s) { nodes { code } } }`,
      { s: DNS },
      { token },
    );
    const sheet = await sheetOf(locations.rawPayload);
    expect(sheet.actualRowCount).toBe((direct.data?.locations.nodes.length ?? 0) + 1);
    const masterLists = await exportList('masterLists', {
      arguments: { storeId: DNS },
      columns: [{ field: 'name', header: 'Name' }],
    });
    expect(masterLists.statusCode).toBe(200);
    expect((await sheetOf(masterLists.rawPayload)).actualRowCount).toBeGreaterThan(1);
  });
});
