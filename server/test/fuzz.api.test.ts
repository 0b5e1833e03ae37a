// Issue 9, deliverable 6: malformed values sent to every argument of every field of the
// schema (and to every field of their input objects, recursively), one at a time, the other
// arguments valid. No answer may be INTERNAL or an HTTP 5xx; the values no field can accept
// (a NUL byte, 1 MB of text, 1e300, 9e15, 5e-324, 1e400, 70,000 list items, a wrong type) are
// refused, and a refusal writes nothing. The fields come from the executable schema, so a new
// field is fuzzed without being listed here.
import { uuidv7 } from '@dawa/domain';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../src/graphql/schema';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

type Field = GraphQLField<unknown, unknown>;
type Step = string | 0;

interface Position {
  /** Argument name, then input-field names and 0 for a list item. */
  path: Step[];
  type: GraphQLInputType;
  /** The argument's or input field's own name (a list item keeps its list's). */
  name: string;
}

interface Bad {
  label: string;
  value: unknown;
  /** No field can accept it: the answer must be a refusal, and nothing may be written. */
  refused: boolean;
}

/** JSON has no Infinity, but a body with 1e400 reads as it: written into the body as is. */
const INFINITY = '\u0001fuzz-infinity\u0001';
const MEGABYTE = 'x'.repeat(1_000_000);
const MANY = 70_000;

const DNS = storeId('DNS');

interface Known {
  lineId: string;
  masterListId: string;
  vvmStatusId: string;
  reasonId: string;
}

/** Ids that exist, by field and argument path, so that a request goes past "not found". */
function knownId(known: Known, field: string, path: string, name: string): string | undefined {
  const byPath: Record<string, string> = {
    'item.id': itemId('AMOX250T'),
    'updateItem.input.id': itemId('AMOX250T'),
    'updateStockLine.input.id': known.lineId,
    'updateStockLineVvmStatus.input.id': known.lineId,
    'updateReasonOption.id': known.reasonId,
  };
  const byName: Record<string, string> = {
    storeId: DNS,
    itemId: itemId('AMOX250T'),
    stockLineId: known.lineId,
    masterListIds: known.masterListId,
    masterListId: known.masterListId,
    vvmStatusId: known.vvmStatusId,
    reasonId: known.reasonId,
  };
  return byPath[`${field}.${path}`] ?? byName[name];
}

/** A valid value of a type: required input fields only, known ids, fresh UUIDs for new ids. */
function valid(
  known: Known,
  field: string,
  type: GraphQLInputType,
  path: string,
  name: string,
): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [valid(known, field, inner.ofType, path, name)];
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(inner.getFields())) {
      if (isNonNullType(f.type) && f.defaultValue === undefined)
        out[f.name] = valid(known, field, f.type, `${path}.${f.name}`, f.name);
    }
    return out;
  }
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (inner === GraphQLBoolean) return false;
  if (inner === GraphQLInt || inner === GraphQLFloat) return 1;
  if (inner.name === 'DateTime') return '2026-02-01T09:00:00.000Z';
  if (inner.name === 'NaiveDate') return '2028-06-30';
  if (name === 'username') return 'fuzz-nobody';
  if (name === 'password') return 'fuzz-password';
  return knownId(known, field, path, name) ?? (/^ids?$|Ids?$/.test(name) ? uuidv7() : 'fuzz');
}

function positionsOf(type: GraphQLInputType, path: Step[], name: string, depth = 0): Position[] {
  const out: Position[] = [{ path, type, name }];
  if (depth > 6) return out;
  const inner = getNullableType(type);
  if (isListType(inner)) out.push(...positionsOf(inner.ofType, [...path, 0], name, depth + 1));
  if (isInputObjectType(inner)) {
    for (const f of Object.values(inner.getFields()))
      out.push(...positionsOf(f.type, [...path, f.name], f.name, depth + 1));
  }
  return out;
}

function badValues(position: Position, known: Known, field: string): Bad[] {
  const inner = getNullableType(position.type);
  if (isListType(inner)) {
    const item = valid(known, field, inner.ofType, 'item', position.name);
    return [
      { label: `${MANY} items`, value: Array.from({ length: MANY }, () => item), refused: true },
    ];
  }
  if (isInputObjectType(inner)) return [{ label: 'wrong type', value: 'x', refused: true }];
  if (isEnumType(inner) || inner === GraphQLBoolean)
    return [{ label: 'wrong type', value: 'NOT_A_VALUE', refused: true }];
  if (inner === GraphQLInt || inner === GraphQLFloat) {
    return [
      { label: '1e300', value: 1e300, refused: true },
      { label: '9e15', value: 9e15, refused: true },
      { label: '5e-324', value: 5e-324, refused: true },
      { label: '1e400', value: INFINITY, refused: true },
      { label: '-1', value: -1, refused: false },
      { label: 'wrong type', value: 'abc', refused: true },
    ];
  }
  return [
    { label: 'empty', value: '', refused: false },
    { label: 'NUL', value: 'a\u0000b', refused: true },
    { label: '1 MB', value: MEGABYTE, refused: true },
    { label: 'wrong type', value: 12345, refused: true },
  ];
}

/** The field's arguments, valid, with `value` at `path`. */
function argumentsWith(
  known: Known,
  field: Field,
  path: Step[],
  value: unknown,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (isNonNullType(arg.type))
      args[arg.name] = valid(known, field.name, arg.type, arg.name, arg.name);
  }
  const [head, ...rest] = path;
  const arg = field.args.find((a) => a.name === head);
  if (!arg) return args;
  const place = (type: GraphQLInputType, name: string, at: string, steps: Step[]): unknown => {
    if (steps.length === 0) return value;
    const inner = getNullableType(type);
    const [step, ...more] = steps;
    if (isListType(inner)) return [place(inner.ofType, name, at, more)];
    if (!isInputObjectType(inner) || typeof step !== 'string') return value;
    const object = (valid(known, field.name, inner, at, name) ?? {}) as Record<string, unknown>;
    const inputField = inner.getFields()[step];
    if (inputField) object[step] = place(inputField.type, step, `${at}.${step}`, more);
    return object;
  };
  args[arg.name] = place(arg.type, arg.name, arg.name, rest);
  return args;
}

function selectionOf(type: GraphQLOutputType): string {
  return isLeafType(getNamedType(type)) ? '' : ' { __typename }';
}

function operationOf(kind: 'query' | 'mutation', field: Field): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz(${vars}) { ${field.name}(${args})${selectionOf(field.type)} }`;
}

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

interface Figures {
  requests: number;
  refused: number;
  internal: number;
  failures: string[];
}

let h: Harness;
let known: Known;
const tokens: Record<string, string> = {};

async function send(
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const payload = JSON.stringify({ query, variables }).replace(`"${INFINITY}"`, '1e400');
  const res = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload,
  });
  let body: Omit<Answer, 'status'> = {};
  try {
    body = res.json<Omit<Answer, 'status'>>();
  } catch {
    body = { errors: [{ message: `not JSON: ${res.body.slice(0, 100)}` }] };
  }
  return { status: res.statusCode, ...body };
}

const changelogRows = async (): Promise<number> =>
  Number(
    (
      await h.deps.db
        .selectFrom('changelog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Fuzzes every position of every field of `kind` as `user`; `only` narrows the values. */
async function fuzz(
  kind: 'query' | 'mutation',
  user: string,
  only?: (bad: Bad) => boolean,
): Promise<Figures> {
  const figures: Figures = { requests: 0, refused: 0, internal: 0, failures: [] };
  const root = kind === 'query' ? getSchema().getQueryType() : getSchema().getMutationType();
  const token = tokens[user] ?? '';
  for (const field of Object.values(root?.getFields() ?? {})) {
    if (field.args.length === 0) continue;
    const query = operationOf(kind, field);
    const cases = field.args
      .flatMap((arg) => positionsOf(arg.type, [arg.name], arg.name))
      .flatMap((position) =>
        badValues(position, known, field.name)
          .filter((bad) => only?.(bad) ?? true)
          .map((bad) => ({ position, bad })),
      );
    // The values no field accepts first, with the changelog counted around them.
    cases.sort((a, b) => Number(b.bad.refused) - Number(a.bad.refused));
    const before = await changelogRows();
    let countedRefusals = true;
    for (const { position, bad } of cases) {
      if (countedRefusals && !bad.refused) {
        const after = await changelogRows();
        if (after !== before)
          figures.failures.push(
            `${field.name}: refused values wrote ${after - before} changelog rows`,
          );
        countedRefusals = false;
      }
      const where = `${user} ${field.name}(${position.path.join('.')}) = ${bad.label}`;
      const answer = await send(
        token,
        query,
        argumentsWith(known, field, position.path, bad.value),
      );
      figures.requests += 1;
      const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
      const result = answer.data?.[field.name] as { __typename?: string } | null | undefined;
      const badInput = codes.includes('BAD_USER_INPUT');
      const typedError = result?.__typename?.endsWith('Error') === true;
      if (badInput || typedError) figures.refused += 1;
      if (codes.includes('INTERNAL')) figures.internal += 1;
      if (
        answer.status >= 500 ||
        codes.includes('INTERNAL') ||
        codes.some((c) => c === undefined)
      ) {
        figures.failures.push(`${where}: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`);
      } else if (bad.refused && !badInput && !typedError && !codes.includes('FORBIDDEN')) {
        figures.failures.push(`${where}: not refused: ${JSON.stringify(answer).slice(0, 300)}`);
      }
    }
    if (countedRefusals && (await changelogRows()) !== before)
      figures.failures.push(`${field.name}: refused values wrote changelog rows`);
  }
  return figures;
}

function report(label: string, figures: Figures): void {
  console.info(
    `fuzz ${label} (${h.deps.dialect}): ${figures.requests} requests, ${figures.refused} refused, ${figures.internal} INTERNAL`,
  );
  expect(figures.failures).toEqual([]);
  expect(figures.internal).toBe(0);
}

beforeAll(async () => {
  h = await createHarness({
    config: { rateLimitPerAddress: 1_000_000, rateLimitPerUser: 1_000_000 },
  });
  for (const user of ['admin', 'viewer']) tokens[user] = (await h.signIn(user)).token;
  const line = await givenStockLine(h.deps, { store: 'DNS', packs: 10 });
  const lists = await send(
    tokens.admin ?? '',
    `query($s: String!) { masterLists(storeId: $s) { id } vvmStatuses(storeId: $s) { id } reasonOptions(storeId: $s) { id } }`,
    { s: DNS },
  );
  const data = lists.data as Record<string, { id: string }[]>;
  known = {
    lineId: line.id,
    masterListId: data.masterLists?.[0]?.id ?? uuidv7(),
    vvmStatusId: data.vvmStatuses?.[0]?.id ?? uuidv7(),
    reasonId: data.reasonOptions?.[0]?.id ?? uuidv7(),
  };
}, 60_000);
afterAll(() => h.close());

describe('fuzz of every field of the schema', () => {
  it('queries as admin: no INTERNAL, the unacceptable refused', async () => {
    report('queries as admin', await fuzz('query', 'admin'));
  }, 180_000);

  it('mutations as admin: no INTERNAL, the unacceptable refused and nothing written; the ledger agrees', async () => {
    report('mutations as admin', await fuzz('mutation', 'admin'));
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  }, 180_000);

  it('every field as viewer: no INTERNAL', async () => {
    const some = (bad: Bad) => ['empty', 'NUL', '1e300', '1e400'].includes(bad.label);
    const queries = await fuzz('query', 'viewer', some);
    const mutations = await fuzz('mutation', 'viewer', some);
    report('every field as viewer', {
      requests: queries.requests + mutations.requests,
      refused: queries.refused + mutations.refused,
      internal: queries.internal + mutations.internal,
      failures: [...queries.failures, ...mutations.failures],
    });
  }, 180_000);
});
