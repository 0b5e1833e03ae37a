// Rows to an xlsx file written as they come (exceljs's streaming writer): each row is
// committed to the zip stream once written, so a list of any length holds one page in memory.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellKind } from './export.query';

export interface SheetColumn {
  field: string;
  kind: CellKind;
  header: string;
  /** Texts shown for an enumeration's values (the user's language); others as they are. */
  values?: Readonly<Record<string, string>>;
}

export interface SheetOptions {
  title: string;
  columns: readonly SheetColumn[];
  rightToLeft: boolean;
  yes: string;
  no: string;
  /** Minutes to subtract from UTC for the user's local time (JavaScript's getTimezoneOffset). */
  timeZoneOffset: number;
}

const DATE_FORMAT = 'yyyy-mm-dd';
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';
const MINUTE_MS = 60_000;

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
export function sheetName(title: string): string {
  const cleaned = title.replace(/[:\\/?*[\]]/g, ' ').trim();
  return cleaned.slice(0, 31) || 'Sheet1';
}

function read(row: unknown, field: string): unknown {
  let value: unknown = row;
  for (const name of field.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[name];
  }
  return value;
}

/** Dates are days (no time zone); Excel counts them from the UTC epoch in exceljs. */
function dateOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function cellOf(column: SheetColumn, value: unknown, options: SheetOptions): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  const text = (v: unknown) => {
    const s = String(v);
    return column.values?.[s] ?? s;
  };
  switch (column.kind) {
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'date':
      return typeof value === 'string' ? dateOf(value) : null;
    case 'datetime': {
      const ms = typeof value === 'string' ? Date.parse(value) : NaN;
      return Number.isNaN(ms) ? null : new Date(ms - options.timeZoneOffset * MINUTE_MS);
    }
    case 'boolean':
      return value === true ? options.yes : options.no;
    case 'texts':
      return Array.isArray(value) ? value.map(text).join(', ') : text(value);
    case 'text':
      return text(value);
  }
}

export interface SheetWriter {
  addRows(rows: readonly unknown[]): void;
  /** Ends the sheet and the file; resolves when the last byte is written to the stream. */
  finish(): Promise<void>;
}

export function openSheet(stream: Writable, options: SheetOptions): SheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(options.title), {
    views: [{ rightToLeft: options.rightToLeft, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: Math.min(60, Math.max(12, c.header.length + 4)),
    ...(c.kind === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
    ...(c.kind === 'datetime' ? { style: { numFmt: DATETIME_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    addRows(rows) {
      for (const row of rows) {
        sheet.addRow(options.columns.map((c) => cellOf(c, read(row, c.field), options))).commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
