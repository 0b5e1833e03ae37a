// POST /export/:list: every row of a list that matches the caller's filter and sort, as an
// xlsx file streamed while the rows are read page by page (issue 10 item 7). The rows come
// from the list's GraphQL field run as the caller (same token, same permission, same bounds
// on the arguments); the web names the columns it shows and their headers in the user's
// language.
import { PassThrough } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import { MAX_FILTER_PATTERN_LENGTH, MAX_ID_LENGTH } from '@dawa/domain';
import { asOneCaller } from '../../db/callers';
import { chunks } from '../../db/chunks';
import type { Deps } from '../../deps';
import { getSchema } from '../../graphql/schema';
import { executeJson, type ServerContext } from '../../graphql/yoga';
import type { RequestContext } from '../../graphql/context';
import { openSqliteCursor } from '../../db/sqlite-cursor';
import {
  STOCK_LINE_SORT_KEYS,
  stockLineIdsQuery,
  type StockLineFilter,
  type StockLineSortKey,
} from '../stock/stock-line.list';
import { EXPORTABLE_LISTS, planExport, type ExportPlan } from './export.query';
import { openSheet, type SheetColumn } from './export.workbook';

/** Columns a list shows at most (the widest list has about 30 fields). */
const MAX_COLUMNS = 60;
/** Texts of one enumeration column (values and their translations). */
const MAX_VALUE_TEXTS = 100;
/** Languages written right to left: their sheets read from the right. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);
/** Bytes waiting for a slow client before the next page is read. */
const MAX_BUFFERED = 1024 * 1024;
/** Ids read per sort of a long list (see ordered ids below). */
const IDS_PER_SORT = 50_000;

const label = { type: 'string', minLength: 1, maxLength: MAX_FILTER_PATTERN_LENGTH } as const;

interface ExportBody {
  arguments: Record<string, unknown>;
  columns: { field: string; header: string; values?: Record<string, string> }[];
  language: string;
  title: string;
  yes: string;
  no: string;
  timeZoneOffset?: number;
}

// Fastify answers 400 to a body outside these bounds before the handler runs.
const bodySchema = {
  type: 'object',
  required: ['arguments', 'columns', 'language', 'title', 'yes', 'no'],
  additionalProperties: false,
  properties: {
    arguments: { type: 'object', maxProperties: 10 },
    columns: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_COLUMNS,
      items: {
        type: 'object',
        required: ['field', 'header'],
        additionalProperties: false,
        properties: {
          field: { type: 'string', minLength: 1, maxLength: MAX_ID_LENGTH },
          header: label,
          values: {
            type: 'object',
            maxProperties: MAX_VALUE_TEXTS,
            additionalProperties: label,
          },
        },
      },
    },
    language: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 35 },
    title: label,
    yes: label,
    no: label,
    // Time zones run from UTC-12 to UTC+14.
    timeZoneOffset: { type: 'integer', minimum: -840, maximum: 720 },
  },
} as const;

const STATUS_OF_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  QUERY_TOO_COSTLY: 400,
  RATE_LIMITED: 429,
};

interface ListPage {
  rows: unknown[];
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

type Yoga = YogaServerInstance<ServerContext, RequestContext>;

async function readPage(
  yoga: Yoga,
  plan: ExportPlan,
  variables: Record<string, unknown>,
  offset: number,
  server: ServerContext,
): Promise<ListPage> {
  const result = await executeJson(
    yoga,
    {
      query: plan.query,
      variables: plan.paged ? { ...variables, page: { first: plan.pageSize, offset } } : variables,
    },
    server,
    server.req.log,
  );
  const list = (result.data as { list?: unknown } | null | undefined)?.list;
  if (result.errors?.length || list === null || list === undefined) {
    return {
      rows: [],
      errors: (result.errors ?? []).map((e) => ({
        message: e.message,
        extensions: e.extensions,
      })),
    };
  }
  const rows = plan.connection ? (list as { nodes: unknown[] }).nodes : (list as unknown[]);
  return { rows };
}

function refuse(reply: FastifyReply, errors: NonNullable<ListPage['errors']>) {
  const code = errors[0]?.extensions?.code;
  const status = (typeof code === 'string' && STATUS_OF_CODE[code]) || 500;
  return reply.code(status).header('cache-control', 'no-store').send({ errors });
}

async function exportList(
  deps: Deps,
  yoga: Yoga,
  req: FastifyRequest<{ Params: { list: string }; Body: ExportBody }>,
  reply: FastifyReply,
) {
  const body = req.body;
  const planned = planExport(
    getSchema(),
    req.params.list,
    Object.keys(body.arguments),
    body.columns.map((c) => c.field),
  );
  if (!planned.ok) {
    return reply.code(400).send({
      errors: [
        { message: 'Cannot export', extensions: { code: 'BAD_USER_INPUT', ...planned.problem } },
      ],
    });
  }
  const { plan } = planned;
  const server: ServerContext = { req, reply };
  // The first read checks that the caller may read the list with these arguments (and gives the
  // first page). A list read in id order is checked with a filter that matches nothing: the
  // same permission and argument checks, without sorting the whole store on this thread.
  const inIdOrder = readsIdsInOrder(plan, body.arguments);
  const first = await readPage(
    yoga,
    plan,
    inIdOrder ? withIds(body.arguments, []) : body.arguments,
    0,
    server,
  );
  if (first.errors) return refuse(reply, first.errors);

  const stream = new PassThrough();
  const columns: SheetColumn[] = plan.columns.map((c, i) => ({
    ...c,
    header: body.columns[i]?.header ?? c.field,
    ...(body.columns[i]?.values ? { values: body.columns[i]?.values } : {}),
  }));
  const sheet = openSheet(stream, {
    title: body.title,
    columns,
    rightToLeft: RIGHT_TO_LEFT.has(body.language.split('-')[0] ?? ''),
    yes: body.yes,
    no: body.no,
    timeZoneOffset: body.timeZoneOffset ?? 0,
  });
  void reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${req.params.list}.xlsx"`)
    .send(stream);

  try {
    for await (const rows of pagesOf(deps, yoga, plan, body.arguments, server, first)) {
      sheet.addRows(rows);
      // A client that stopped reading (or left) holds the next page back, not the memory.
      while (
        stream.readableLength + stream.writableLength > MAX_BUFFERED &&
        !stream.destroyed &&
        !reply.raw.destroyed
      )
        await setTimeout(20);
      if (stream.destroyed || reply.raw.destroyed) return;
    }
    await sheet.finish();
  } catch (error) {
    // Headers are sent: a broken download is all that tells the client, never a short file.
    req.log.error({ err: error }, 'export failed while streaming');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Reads the page or throws: once the file has started, a refused page ends the download. */
async function rowsOf(
  yoga: Yoga,
  plan: ExportPlan,
  variables: Record<string, unknown>,
  offset: number,
  server: ServerContext,
): Promise<unknown[]> {
  const page = await readPage(yoga, plan, variables, offset, server);
  if (page.errors) throw new Error(`export page at ${offset}: ${page.errors[0]?.message}`);
  return page.rows;
}

/** Every page of the list after the first (already read, to check the caller may). */
async function* pagesOf(
  deps: Deps,
  yoga: Yoga,
  plan: ExportPlan,
  variables: Record<string, unknown>,
  server: ServerContext,
  first: ListPage,
): AsyncGenerator<unknown[]> {
  const ordered = orderedIds(deps, plan, variables);
  if (ordered) {
    yield* pagesByIds(yoga, plan, variables, server, ordered);
    return;
  }
  let rows = first.rows;
  let offset = 0;
  for (;;) {
    yield rows;
    offset += rows.length;
    if (!plan.paged || rows.length < plan.pageSize) return;
    rows = await rowsOf(yoga, plan, variables, offset, server);
  }
}

/** The list's ids in order, a batch at a time (an empty batch at the end). */
interface IdReader {
  next(): Promise<string[]>;
  close(): Promise<void>;
}

// Offset pages sort every matching row once per page: 500 sorts of a 500,000-line store (two
// seconds each on SQLite) for one export. The stock list's ids are read in order instead and
// its rows fetched by chunks of those ids through the list itself (its id filter), which sorts
// only the chunk. On a SQLite file the ids come from one sort on a thread of its own
// (db/sqlite-cursor.ts), which the server's thread never waits for; elsewhere (PostgreSQL,
// which sorts in its own processes) a sort per 50,000 ids.
/** Whether the list's ids are read in order first (the stock list without an id filter). */
function readsIdsInOrder(plan: ExportPlan, variables: Record<string, unknown>): boolean {
  return plan.list === 'stockLines' && !(variables.filter as StockLineFilter | undefined)?.id;
}

const withIds = (variables: Record<string, unknown>, ids: string[]) => ({
  ...variables,
  filter: { ...((variables.filter ?? {}) as Record<string, unknown>), id: { equalAny: ids } },
});

function orderedIds(
  deps: Deps,
  plan: ExportPlan,
  variables: Record<string, unknown>,
): IdReader | undefined {
  const filter = (variables.filter ?? {}) as StockLineFilter;
  if (!readsIdsInOrder(plan, variables)) return undefined;
  const sort = ((variables.sort ?? []) as { key: string; desc?: boolean | null }[]).flatMap((s) =>
    (STOCK_LINE_SORT_KEYS as readonly string[]).includes(s.key)
      ? [{ key: s.key as StockLineSortKey, desc: s.desc ?? false }]
      : [],
  );
  const query = stockLineIdsQuery(deps.db, deps.dialect, String(variables.storeId), filter, sort);
  if (deps.sqliteFile) {
    const cursor = openSqliteCursor(deps.sqliteFile, query.compile());
    return {
      next: async () => (await cursor.next(IDS_PER_SORT)).map(String),
      close: () => cursor.close(),
    };
  }
  let offset = 0;
  let ended = false;
  return {
    async next() {
      if (ended) return [];
      const ids = (await query.limit(IDS_PER_SORT).offset(offset).execute()).map((r) => r.id);
      offset += ids.length;
      ended = ids.length < IDS_PER_SORT;
      return ids;
    },
    close: () => Promise.resolve(),
  };
}

async function* pagesByIds(
  yoga: Yoga,
  plan: ExportPlan,
  variables: Record<string, unknown>,
  server: ServerContext,
  ids: IdReader,
): AsyncGenerator<unknown[]> {
  try {
    for (let batch = await ids.next(); batch.length > 0; batch = await ids.next()) {
      for (const chunk of chunks(batch, plan.pageSize)) {
        yield await rowsOf(yoga, plan, withIds(variables, chunk), 0, server);
      }
    }
  } finally {
    await ids.close();
  }
}

export function registerExportRoute(app: FastifyInstance, deps: Deps, yoga: Yoga): void {
  app.post<{ Params: { list: string }; Body: ExportBody }>(
    '/export/:list',
    {
      schema: {
        params: {
          type: 'object',
          properties: { list: { type: 'string', enum: [...EXPORTABLE_LISTS] } },
        },
        body: bodySchema,
      },
    },
    (req, reply) => asOneCaller(() => exportList(deps, yoga, req, reply)),
  );
}
