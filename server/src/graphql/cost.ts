// What an operation may cost before it runs (issue 9, "no request can stall the server").
// GraphQL Armor counts fields in the text; this counts the rows they will be answered for:
// the fields under a paged list count once per row requested (page.first, or the default
// page size), fields under any other list once per UNPAGED_LIST_ROWS, and fields computed
// per row by their own queries (item statistics) carry their weight, declared on the field
// with `extensions: costOf(n)`. The check runs at execution start, when variables are known,
// so `page: $page` counts the page the caller actually asks for.
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/list';

export const COST_LIMITS = {
  /** Most an operation may cost: the web's heaviest screen, a page of 1,000 stock lines with
   * every column (26,002), fits; more would let one request hold a SQLite server longer
   * (bench/results/stall.md), and a handful of pages of items with statistics do not fit
   * (test/cost.api.test.ts checks every web operation against it). */
  budget: 30_000,
  /** Rows assumed for a list the caller cannot page (an item's variants, a variant's bundles):
   * nested lists multiply, and their rows are read in batches, not one query each. */
  unpagedListRows: 5,
  /** Argument that names a paged list's page ({ first, offset }). */
  pageArgument: 'page',
} as const;

/** Weights in the cost of a field answered once per row: the figures of one item. */
export const ROW_COSTS = {
  /** Item statistics: two reads (stock lines, consumption over the look-back period) whose
   * work grows with the item's lines and movements, against one for a plain column. */
  itemStatistics: 40,
  /** The statistics of every item of a store, answered once (the dashboard's counts): the work
   * of about 250 items' figures, bulk-read. */
  storeStatistics: 10_000,
} as const;

const COST_EXTENSION = 'cost';
const ROWS_EXTENSION = 'costRows';

/** Field `extensions` giving the field a cost (per row it is answered for) other than 1. */
export const costOf = (weight: number): Record<string, unknown> => ({ [COST_EXTENSION]: weight });

/** Field `extensions` of a list the caller cannot page that may be long (a stocktake's every
 * line): the rows counted for it instead of COST_LIMITS.unpagedListRows. */
export const costRowsOf = (rows: number): Record<string, unknown> => ({ [ROWS_EXTENSION]: rows });

type Variables = Readonly<Record<string, unknown>> | null | undefined;

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  operation: OperationDefinitionNode;
}

/** The value a literal or variable stands for, as sent (before coercion). */
function valueOf(node: ValueNode, walk: Walk): unknown {
  switch (node.kind) {
    case Kind.VARIABLE: {
      const name = node.name.value;
      if (walk.variables && name in walk.variables) return walk.variables[name];
      const definition = walk.operation.variableDefinitions?.find(
        (d) => d.variable.name.value === name,
      );
      return definition?.defaultValue ? valueOf(definition.defaultValue, walk) : undefined;
    }
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, walk)]));
    case Kind.NULL:
      return null;
    default:
      return undefined;
  }
}

/** Rows a `page` argument asks for; a value the server will refuse anyway counts as the
 * largest page, so the caller sees the page error rather than this one. */
function pageRows(node: ValueNode | undefined, walk: Walk): number {
  const page = node ? valueOf(node, walk) : undefined;
  const first =
    page && typeof page === 'object' ? (page as Record<string, unknown>).first : undefined;
  if (first === undefined || first === null) return DEFAULT_PAGE_SIZE;
  if (typeof first !== 'number' || !Number.isFinite(first)) return MAX_PAGE_SIZE;
  return Math.min(Math.max(first, 0), MAX_PAGE_SIZE);
}

/** Cost of a selection on `parent`; `rows` is the page size of the paged field it belongs to,
 * which multiplies the list fields directly in it (a connector's `nodes`). */
function selectionCost(
  set: SelectionSetNode,
  parent: GraphQLNamedType,
  rows: number | undefined,
  walk: Walk,
): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition
        ? (walk.schema.getType(selection.typeCondition.name.value) ?? parent)
        : parent;
      total += selectionCost(selection.selectionSet, on, rows, walk);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments.get(selection.name.value);
      const on = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment && on) total += selectionCost(fragment.selectionSet, on, rows, walk);
      continue;
    }
    const name = selection.name.value;
    if (name.startsWith('__')) continue;
    if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
    const field = parent.getFields()[name];
    if (!field) continue;
    const raw = field.extensions?.[COST_EXTENSION];
    const named = getNamedType(field.type);
    const isList = isListType(getNullableType(field.type));
    // A link to one node (a stock line's item) weighs only what is asked of that node: its
    // node comes from a batch read per page, and `item { code }` costs what a copy of the
    // code on the row would.
    const weight = typeof raw === 'number' ? raw : !isList && isCompositeType(named) ? 0 : 1;
    const paged = field.args.some((a) => a.name === COST_LIMITS.pageArgument);
    const childRows = paged
      ? pageRows(
          selection.arguments?.find((a) => a.name.value === COST_LIMITS.pageArgument)?.value,
          walk,
        )
      : undefined;
    const children =
      selection.selectionSet && isCompositeType(named)
        ? selectionCost(selection.selectionSet, named, childRows, walk)
        : 0;
    const listRows = field.extensions?.[ROWS_EXTENSION];
    const counted = typeof listRows === 'number' ? listRows : (rows ?? COST_LIMITS.unpagedListRows);
    total += isList ? weight + counted * children : weight + children;
  }
  return total;
}

/** The cost of the operation that `operationName` picks (the only one when omitted). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Variables,
  operationName?: string | null,
): number {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations[0];
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return selectionCost(operation.selectionSet, root, undefined, {
    schema,
    fragments,
    variables,
    operation,
  });
}

export const tooCostly = (cost: number, budget: number): GraphQLError =>
  new GraphQLError('Query too costly', {
    extensions: {
      code: 'QUERY_TOO_COSTLY',
      details: `This request would cost ${cost} (rows requested times fields, statistics weigh more); at most ${budget} is answered. Ask for smaller pages or fewer aliases.`,
      cost,
      budget,
    },
  });

/** Refuses, before any resolver runs, an operation whose cost is above the budget. */
export function costLimitPlugin(budget: number = COST_LIMITS.budget): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // Envelop types the arguments loosely; they are graphql's own execution arguments.
      const { schema, document, variableValues, operationName } = args as ExecutionArgs;
      const cost = operationCost(schema, document, variableValues, operationName);
      if (cost > budget) setResultAndStopExecution({ errors: [tooCostly(cost, budget)] });
    },
  };
}
