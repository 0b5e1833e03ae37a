// Export benchmark (issue 10 item 7): the stock list of one store holding 500,000 stock lines,
// exported to xlsx through POST /export/stockLines with the stock list's columns and sort, as
// the web asks for it. Measures the time to the last byte and the server process's resident
// memory (sampled, and its peak from /proc), then opens the file and checks it: rows, the
// order, a number cell's and a date cell's types, and the sheet's direction.
//
//   npm run bench:export -w bench -- [--keep /path/export.sqlite] [--lines 500000]
//
// Data: `seed --scale 2` and `seed-stock --stores 1` (one store, about 7,800 lines with a year
// of history), then that store's lines copied under new ids up to --lines: seed-stock gives an
// item at most one batch per receipt, so 500,000 lines in one store would take 40,000 items.
// The copies have no ledger; the export reads stock lines only. SQLite only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { flag, opt, resultsDir, runServerCommand, startServer } from '../common';

const KEEP = opt('keep', path.join(os.tmpdir(), 'dawa-export-bench.sqlite'));
const LINES = Number(opt('lines', '500000'));
const FRESH = flag('fresh');

/** The store with the most stock lines, copied (new ids) until it holds `target` lines. */
function fillStore(file: string, target: number): { storeId: string; lines: number } {
  const db = new Database(file);
  try {
    const top = db
      .prepare(
        'select store_id as storeId, count(*) as n from stock_line group by store_id order by n desc limit 1',
      )
      .get() as { storeId: string; n: number };
    const columns = (db.prepare('pragma table_info(stock_line)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    const select = columns.map((c) => (c === 'id' ? `id || '-copy-' || ?` : c)).join(', ');
    const insert = db.prepare(
      `insert into stock_line (${columns.join(', ')}) select ${select} from stock_line
       where store_id = ? and id not like '%-copy-%' limit ?`,
    );
    let n = top.n;
    for (let copy = 1; n < target; copy++) {
      n += insert.run(String(copy), top.storeId, target - n).changes;
      if (copy % 10 === 0) console.log(`copied: ${n} lines`);
    }
    return { storeId: top.storeId, lines: n };
  } finally {
    db.close();
  }
}

/** Resident memory of a process, in MiB: now (VmRSS) and its peak since it started (VmHWM). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The first bytes of one file in a zip (the sheet's XML opens with its views). */
async function zipEntryStart(file: string, name: string, bytes = 4096): Promise<string> {
  const zip = fs.readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  while (zip.readUInt32LE(at) === 0x02014b50) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const size = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    if (entry === name) {
      const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const inflate = zlib.createInflateRaw();
      const chunks: Buffer[] = [];
      let got = 0;
      inflate.on('data', (c: Buffer) => {
        chunks.push(c);
        got += c.length;
        if (got >= bytes) inflate.destroy();
      });
      inflate.end(zip.subarray(data, data + size));
      await new Promise<void>((r) => {
        inflate.on('close', r);
        inflate.on('end', r);
      });
      return Buffer.concat(chunks).toString('utf8', 0, bytes);
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} not in ${file}`);
}

/** Reads the file row by row (exceljs's streaming reader): counts, order and cell types. */
async function checkFile(file: string, expiryColumn: number, packsColumn: number) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles hold the cells' number formats: a date cell reads as a Date only with them.
    styles: 'cache',
  });
  let rows = 0;
  let headers: unknown[] = [];
  let outOfOrder = 0;
  let last = -Infinity;
  let numberType = '';
  let dateType = '';
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows++;
      if (rows === 1) {
        headers = (row.values as unknown[]).slice(1);
        continue;
      }
      const expiry = row.getCell(expiryColumn);
      const packs = row.getCell(packsColumn);
      if (rows === 2) {
        numberType = packs.type === ExcelJS.ValueType.Number ? 'Number' : String(packs.type);
        dateType = expiry.value instanceof Date ? 'Date' : typeof expiry.value;
      }
      // Expiry ascending, lines without one last.
      const t = expiry.value instanceof Date ? expiry.value.getTime() : Infinity;
      if (t < last) outOfOrder++;
      last = t;
    }
  }
  return { rows, headers, outOfOrder, numberType, dateType };
}

/** Small requests one after another while `running` is true: how long the export makes others wait. */
async function probeWhile(port: number, token: string, running: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  while (running()) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { username defaultStore { id } } }' }),
    });
    const body = (await res.json()) as { errors?: unknown };
    times.push(performance.now() - started);
    if (!res.ok || body.errors) errors++;
    await new Promise((r) => setTimeout(r, 20));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1);
  return {
    n: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    max: (sorted.at(-1) ?? 0).toFixed(1),
    errors,
  };
}

const COLUMNS = [
  { field: 'item.code', header: 'الرمز' },
  { field: 'item.name', header: 'الاسم' },
  { field: 'batch', header: 'التشغيلة' },
  { field: 'expiryDate', header: 'تاريخ الانتهاء' },
  { field: 'location.code', header: 'الموقع' },
  { field: 'packSize', header: 'حجم العبوة' },
  { field: 'totalNumberOfPacks', header: 'عدد العبوات' },
  { field: 'availableNumberOfPacks', header: 'العبوات المتاحة' },
  { field: 'vvmStatus.code', header: 'حالة VVM' },
  { field: 'onHold', header: 'معلّق' },
];

async function main() {
  if (FRESH && fs.existsSync(KEEP)) fs.rmSync(KEEP);
  const url = `sqlite:${KEEP}`;
  const t0 = Date.now();
  if (!fs.existsSync(KEEP)) {
    await runServerCommand(['seed', '--database-url', url, '--scale', '2']);
    await runServerCommand([
      'seed-stock',
      '--database-url',
      url,
      '--stores',
      '1',
      '--items',
      '600',
      '--lines',
      String(LINES),
      '--movements',
      '500000',
    ]);
  }
  const { storeId, lines } = fillStore(KEEP, LINES);
  const seedSeconds = Math.round((Date.now() - t0) / 1000);

  const port = 19900 + Math.floor(Math.random() * 90);
  const srv = await startServer(url, port);
  const pid = srv.pid;
  if (pid === undefined) throw new Error('server did not start');
  try {
    const signIn = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query { authToken(username: "admin", password: "pass") { ... on AuthToken { token } } }`,
      }),
    });
    const token = ((await signIn.json()) as { data: { authToken: { token: string } } }).data
      .authToken.token;
    const before = memoryOf(pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
    }, 50);
    const file = path.join(os.tmpdir(), `dawa-export-bench-${process.pid}.xlsx`);
    let exporting = true;
    const probing = probeWhile(port, token, () => exporting);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/export/stockLines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        arguments: { storeId, sort: [{ key: 'expiryDate', desc: false }] },
        columns: COLUMNS,
        language: 'ar',
        title: 'المخزون',
        yes: 'نعم',
        no: 'لا',
      }),
    });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(file));
    const seconds = (performance.now() - started) / 1000;
    exporting = false;
    const probe = await probing;
    clearInterval(sampler);
    const after = memoryOf(pid);
    const size = fs.statSync(file).size;

    const check = await checkFile(file, 4, 7);
    const views = await zipEntryStart(file, 'xl/worksheets/sheet1.xml');
    const rightToLeft = /<sheetView[^>]*rightToLeft="1"/.test(views);
    const dataRows = check.rows - 1;
    const ok =
      dataRows === lines &&
      probe.errors === 0 &&
      check.outOfOrder === 0 &&
      check.numberType === 'Number' &&
      check.dateType === 'Date' &&
      rightToLeft &&
      JSON.stringify(check.headers) === JSON.stringify(COLUMNS.map((c) => c.header));
    fs.rmSync(file);

    const md = [
      '# Export benchmark',
      '',
      `Run ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}, SQLite.`,
      `Command: \`npm run bench:export -w bench -- --keep ${KEEP} --lines ${LINES}\``,
      '',
      `Data: one store with ${lines} stock lines (seeded or copied in ${seedSeconds} s; see bench/export/run.ts).`,
      `Request: \`POST /export/stockLines\`, every line of the store, sorted by expiry, the stock list's ${COLUMNS.length} columns with Arabic headers.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| rows exported | ${dataRows} |`,
      `| time to the last byte | ${seconds.toFixed(1)} s (${Math.round(dataRows / seconds)} rows/s) |`,
      `| file size | ${(size / 1024 / 1024).toFixed(1)} MiB |`,
      `| server RSS before the export | ${before.rss.toFixed(0)} MiB |`,
      `| server RSS, highest sample during the export (every 50 ms) | ${sampledPeak.toFixed(0)} MiB |`,
      `| server RSS after the export | ${after.rss.toFixed(0)} MiB |`,
      `| server peak RSS since start (VmHWM) | ${after.peak.toFixed(0)} MiB |`,
      `| a small request (\`me\`) during the export: p50 / p99 / max (n, errors) | ${probe.p50} / ${probe.p99} / ${probe.max} ms (${probe.n}, ${probe.errors}) |`,
      '',
      `The file, opened with exceljs's streaming reader: ${check.rows} rows (header + ${dataRows}, expected ${lines}); headers ${JSON.stringify(check.headers) === JSON.stringify(COLUMNS.map((c) => c.header)) ? 'as sent' : 'NOT as sent'}; expiry order broken ${check.outOfOrder} times; number of packs cell type ${check.numberType}; expiry cell ${check.dateType}; sheet right to left: ${rightToLeft}. Check ${ok ? 'passed' : 'FAILED'}.`,
      '',
    ].join('\n');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'export.md'), md);
    console.log(md);
    if (!ok) process.exitCode = 1;
  } finally {
    srv.kill();
  }
}

await main();
