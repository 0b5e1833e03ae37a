// The one check of every input value at the GraphQL edge, before any resolver (and before
// the permission check, which itself reads `storeId`): strings carry no NUL byte and are
// bounded in length, numbers are finite and within the bounds of packages/domain/limits.ts,
// lists are bounded in size. A refusal is BAD_USER_INPUT on the field's path, with a
// `reason` the web translates and the `argument` it concerns; nothing runs, so nothing is
// written.
//
// Which bound applies is decided by the name of the argument or input field, in the tables
// below, so a new field called `packSize` or `stockLineId` is bounded without declaring
// anything. Everything else is a text (MAX_TEXT_LENGTH), a number of kind `other`, or an
// integer of kind `integer`.
import {
  LIMITS,
  MAX_FILTER_IDS,
  MAX_INPUT_RECORDS,
  MAX_FILTER_PATTERN_LENGTH,
  MAX_ID_LENGTH,
  MAX_TEXT_LENGTH,
  numberProblem,
  textProblem,
  type NumberKind,
  type NumberLimit,
} from '@dawa/domain';
import {
  GraphQLError,
  GraphQLInt,
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isIntrospectionType,
  isListType,
  isObjectType,
  type ExecutionResult,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export type InputProblemReason =
  | 'NUL_BYTE'
  | 'TOO_LONG'
  | 'NOT_FINITE'
  | 'TOO_SMALL'
  | 'TOO_LARGE'
  | 'TOO_MANY_DECIMALS'
  | 'TOO_MANY_IDS'
  | 'TOO_MANY_VALUES';

export interface InputProblem {
  reason: InputProblemReason;
  /** Where the value is, from the field's arguments: `input.adjustment`, `ids[3]`. */
  argument: string;
  /** The bound that was passed (most characters, items, decimals; smallest or largest value). */
  limit?: number;
}

/** Number kinds by argument or input-field name; any other Float is `other`, any Int `integer`. */
export const NUMBER_KIND_BY_NAME: Readonly<Record<string, NumberKind>> = {
  numberOfPacks: 'numberOfPacks',
  adjustment: 'numberOfPacks',
  /** A shipment's units of an item (placeholders, issued quantities): a count like packs. */
  quantity: 'numberOfPacks',
  /** A stocktake's count, in packs or in units. */
  countedNumberOfPacks: 'numberOfPacks',
  countedUnits: 'numberOfPacks',
  packSize: 'packSize',
  newPackSize: 'packSize',
  defaultPackSize: 'packSize',
  costPricePerPack: 'price',
  sellPricePerPack: 'price',
  taxPercentage: 'percentage',
  /** A requisition line's units. */
  requestedQuantity: 'numberOfPacks',
  supplyQuantity: 'numberOfPacks',
  approvedQuantity: 'numberOfPacks',
};

/** Strings with a shorter bound than MAX_TEXT_LENGTH, by name. */
const TEXT_LENGTH_BY_NAME: Readonly<Record<string, number>> = {
  like: MAX_FILTER_PATTERN_LENGTH,
};

/** An id, or a list or filter of ids: `id`, `ids`, `storeId`, `masterListIds`, filter `itemId`. */
export const isIdName = (name: string): boolean => /^ids?$|Ids?$/.test(name);

export function numberKindOf(name: string, isInt: boolean): NumberKind {
  return NUMBER_KIND_BY_NAME[name] ?? (isInt ? 'integer' : 'other');
}

export function textLengthOf(name: string, withinId: boolean): number {
  return (
    TEXT_LENGTH_BY_NAME[name] ?? (withinId || isIdName(name) ? MAX_ID_LENGTH : MAX_TEXT_LENGTH)
  );
}

/** The bound the edge applies. The sign rules (greater than zero, not negative) of counts,
 * pack sizes and prices stay with the services, which answer them with typed errors the forms
 * already translate (InvalidQuantity, InvalidPackSize, InvalidPrice); the edge refuses what
 * no service could keep: the non-finite, the too large, the too precise, and positive values
 * below the kind's smallest. */
function edgeLimit(kind: NumberKind, value: number): NumberLimit {
  const limit: NumberLimit = LIMITS[kind];
  if (value <= 0 && limit.min >= 0)
    return { min: -limit.max, max: limit.max, decimals: limit.decimals };
  return limit;
}

function limitOf(reason: InputProblemReason, limit: NumberLimit): number | undefined {
  if (reason === 'TOO_SMALL') return limit.min;
  if (reason === 'TOO_LARGE') return limit.max;
  if (reason === 'TOO_MANY_DECIMALS') return limit.decimals;
  return undefined;
}

/** The first problem of a coerced input value, or null when it is acceptable. */
export function inputProblem(
  value: unknown,
  type: GraphQLInputType,
  argument: string,
  name: string,
  withinId = false,
): InputProblem | null {
  if (value === null || value === undefined) return null;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const itemType: GraphQLInputType = inner.ofType;
    if (!Array.isArray(value)) return null;
    const ofScalars = !isInputObjectType(getNullableType(itemType));
    const most = ofScalars ? MAX_FILTER_IDS : MAX_INPUT_RECORDS;
    if (value.length > most)
      return { reason: ofScalars ? 'TOO_MANY_IDS' : 'TOO_MANY_VALUES', argument, limit: most };
    for (const [index, item] of value.entries()) {
      const problem = inputProblem(item, itemType, `${argument}[${index}]`, name, withinId);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    const record = value as Record<string, unknown>;
    const inId = withinId || isIdName(name);
    for (const field of Object.values(inner.getFields())) {
      const problem = inputProblem(
        record[field.name],
        field.type,
        `${argument}.${field.name}`,
        field.name,
        inId,
      );
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'string') {
    const max = textLengthOf(name, withinId);
    const reason = textProblem(value, max);
    return reason ? { reason, argument, ...(reason === 'TOO_LONG' ? { limit: max } : {}) } : null;
  }
  if (typeof value === 'number') {
    const limit = edgeLimit(numberKindOf(name, inner === GraphQLInt), value);
    const reason = numberProblem(value, limit);
    if (!reason) return null;
    const bound = limitOf(reason, limit);
    return { reason, argument, ...(bound === undefined ? {} : { limit: bound }) };
  }
  return null;
}

const REASON_TEXT: Record<InputProblemReason, string> = {
  NUL_BYTE: 'contains a NUL character',
  TOO_LONG: 'is too long',
  NOT_FINITE: 'is not a finite number',
  TOO_SMALL: 'is too small',
  TOO_LARGE: 'is too large',
  TOO_MANY_DECIMALS: 'has too many decimals',
  TOO_MANY_IDS: 'lists too many ids',
  TOO_MANY_VALUES: 'lists too many values',
};

/** The BAD_USER_INPUT error of a refused value (also raised by list-inputs' page checks). */
export function inputError(problem: InputProblem): GraphQLError {
  const bound = problem.limit === undefined ? '' : ` (limit ${problem.limit})`;
  const message = `${problem.argument} ${REASON_TEXT[problem.reason]}${bound}`;
  return new GraphQLError(message, {
    extensions: {
      code: 'BAD_USER_INPUT',
      details: message,
      reason: problem.reason,
      argument: problem.argument,
      ...(problem.limit === undefined ? {} : { limit: problem.limit }),
    },
  });
}

export function argumentsProblem(
  args: readonly GraphQLArgument[],
  values: Record<string, unknown>,
): InputProblem | null {
  for (const arg of args) {
    const problem = inputProblem(values[arg.name], arg.type, arg.name, arg.name);
    if (problem) return problem;
  }
  return null;
}

function guardField(field: GraphQLField<unknown, unknown>): void {
  const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
  const args = field.args;
  field.resolve = (source, values: Record<string, unknown>, context, info) => {
    const problem = argumentsProblem(args, values);
    if (problem) throw inputError(problem);
    return resolve(source, values, context, info);
  };
}

/** Wraps the resolver of every field that takes arguments with the input check, outermost,
 * so it runs before the permission check and the resolver. Changes the schema in place. */
export function guardInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length > 0 && !SELF_BOUNDED.has(`${type.name}.${field.name}`))
        guardField(field);
    }
  }
  return schema;
}

/** Fields that bound their own strings: sign-in answers InvalidCredentials to a username or
 * password no account can have (too long, NUL byte), as to any other (auth.service.ts). */
const SELF_BOUNDED: ReadonlySet<string> = new Set(['Query.authToken']);

/** Variables the executor could not coerce (a string for an Int, 1e400 read as Infinity, a
 * missing required field) are refused before any field runs, with no code; they are the
 * caller's input problems, so they get BAD_USER_INPUT like the rest. */
export function useInputErrorCodes() {
  return {
    onExecute() {
      return {
        onExecuteDone({
          result,
          setResult,
        }: {
          result: ExecutionResult | AsyncIterable<unknown>;
          setResult: (result: ExecutionResult) => void;
        }) {
          if (Symbol.asyncIterator in result || result.data !== undefined || !result.errors) return;
          setResult({
            ...result,
            errors: result.errors.map((error) =>
              // The JIT executor's own errors (variables it could not coerce) carry no extensions.
              error.extensions?.code !== undefined || error.path !== undefined
                ? error
                : new GraphQLError(error.message, {
                    nodes: error.nodes,
                    source: error.source,
                    positions: error.positions,
                    originalError: error.originalError,
                    extensions: {
                      ...(error.extensions ?? {}),
                      code: 'BAD_USER_INPUT',
                      details: error.message,
                    },
                  }),
            ),
          });
        },
      };
    },
  };
}
