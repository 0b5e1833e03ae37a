// The GraphQL operation behind an export: the list's own query field, with the caller's
// arguments and the columns asked for as its selection. Running the list through GraphQL
// (not its repository directly) keeps one definition of who may read it, how its arguments
// are bounded and coerced, and what each column means.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { COST_LIMITS, operationCost } from '../../graphql/cost';

/** The query fields a list page exports (each answers a list of one store's rows). */
export const EXPORTABLE_LISTS = [
  'stockLines',
  'items',
  'ledger',
  'locations',
  'masterLists',
  'reasonOptions',
] as const;
export type ExportableList = (typeof EXPORTABLE_LISTS)[number];

/** How a cell is written: numbers and dates typed, booleans as the caller's yes/no. */
export type CellKind = 'number' | 'date' | 'datetime' | 'boolean' | 'text' | 'texts';

export interface ExportColumn {
  /** Field path in a row, dot-separated ("itemName", "stats.monthsOfStock"). */
  field: string;
  kind: CellKind;
}

export interface ExportPlan {
  list: ExportableList;
  query: string;
  /** Whether the list takes pages (`page` argument) or answers every row at once. */
  paged: boolean;
  /** Whether rows sit under `nodes` of a connection or are the list itself. */
  connection: boolean;
  columns: ExportColumn[];
  /** The most rows a page may ask for within the operation cost budget. */
  pageSize: number;
}

export type PlanProblem =
  | { kind: 'UNKNOWN_LIST' }
  | { kind: 'UNKNOWN_ARGUMENT'; argument: string }
  | { kind: 'UNKNOWN_COLUMN'; field: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function kindOf(typeName: string, isList: boolean): CellKind {
  if (isList) return 'texts';
  switch (typeName) {
    case 'Int':
    case 'Float':
      return 'number';
    case 'NaiveDate':
      return 'date';
    case 'DateTime':
      return 'datetime';
    case 'Boolean':
      return 'boolean';
    default:
      return 'text';
  }
}

/** The leaf a column's path names, or undefined when the path is not a scalar of the row. */
function leafOf(row: GraphQLObjectType, path: string[]): ExportColumn['kind'] | undefined {
  let type: GraphQLObjectType = row;
  for (const [i, name] of path.entries()) {
    if (!NAME.test(name)) return undefined;
    const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[name];
    // Fields with required arguments cannot be selected without them.
    if (!field || field.args.some((a) => a.type.toString().endsWith('!'))) return undefined;
    const nullable = getNullableType(field.type);
    const named = getNamedType(field.type);
    const last = i === path.length - 1;
    if (last) {
      if (!isScalarType(named) && !isEnumType(named)) return undefined;
      return kindOf(named.name, isListType(nullable));
    }
    if (!isObjectType(named) || isListType(nullable)) return undefined;
    type = named;
  }
  return undefined;
}

/** The selection of the columns' paths, nested objects merged ("a.b" and "a.c" -> a { b c }). */
function selectionOf(paths: string[][]): string {
  const tree = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    if (head === undefined) continue;
    const children = tree.get(head) ?? [];
    if (rest.length > 0) children.push(rest);
    tree.set(head, children);
  }
  return [...tree]
    .map(([name, rest]) => (rest.length > 0 ? `${name} { ${selectionOf(rest)} }` : name))
    .join(' ');
}

/** The operation that reads the list's rows with the columns asked for, or why it cannot. */
/** Rows read per page of an export: each page is read, turned into GraphQL's answer and
 * written to the sheet on the server's thread, so a page is kept small enough that the requests
 * of other users are answered between two pages without a noticeable wait. */
export const EXPORT_PAGE_ROWS = 250;

export function planExport(
  schema: GraphQLSchema,
  list: string,
  argumentNames: readonly string[],
  fields: readonly string[],
): { ok: true; plan: ExportPlan } | { ok: false; problem: PlanProblem } {
  const field = (EXPORTABLE_LISTS as readonly string[]).includes(list)
    ? schema.getQueryType()?.getFields()[list]
    : undefined;
  if (!field) return { ok: false, problem: { kind: 'UNKNOWN_LIST' } };
  const args = new Map(field.args.map((a) => [a.name, a]));
  const paged = args.has(COST_LIMITS.pageArgument);
  for (const name of argumentNames) {
    if (!args.has(name) || name === COST_LIMITS.pageArgument)
      return { ok: false, problem: { kind: 'UNKNOWN_ARGUMENT', argument: name } };
  }
  const returned = getNullableType(field.type);
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return { ok: false, problem: { kind: 'UNKNOWN_LIST' } };
  const nodes = named.getFields().nodes;
  const connection = !isListType(returned);
  const rowType = connection && nodes ? getNamedType(nodes.type) : named;
  if (!isObjectType(rowType) || (connection && !nodes))
    return { ok: false, problem: { kind: 'UNKNOWN_LIST' } };

  const columns: ExportColumn[] = [];
  for (const path of fields) {
    const kind = leafOf(rowType, path.split('.'));
    if (!kind) return { ok: false, problem: { kind: 'UNKNOWN_COLUMN', field: path } };
    columns.push({ field: path, kind });
  }
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  // At least the id, so that a page of rows is a page even when no column is asked for.
  const selection = selectionOf(['id', ...fields].map((f) => f.split('.')));
  const body = connection ? `totalCount nodes { ${selection} }` : selection;
  const query = `query Export(${variables}) { list: ${list}(${passed}) { ${body} } }`;
  const document = parse(query);
  let pageSize = EXPORT_PAGE_ROWS;
  if (paged) {
    // Cost grows by the same amount per row: the largest page within the budget.
    const at = (first: number) => operationCost(schema, document, { page: { first } });
    const perRow = Math.max(1, at(2) - at(1));
    const base = at(1) - perRow;
    pageSize = Math.max(
      1,
      Math.min(EXPORT_PAGE_ROWS, Math.floor((COST_LIMITS.budget - base) / perRow)),
    );
  }
  return {
    ok: true,
    plan: { list: list as ExportableList, query, paged, connection, columns, pageSize },
  };
}
