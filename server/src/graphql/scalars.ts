import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder';

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const NAIVE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATETIME.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError('DateTime must be an ISO-8601 date and time with a zone', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return new Date(value).toISOString();
}

function parseNaiveDate(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !NAIVE_DATE.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  ) {
    throw new GraphQLError('NaiveDate must be YYYY-MM-DD', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

builder.scalarType('DateTime', {
  description: 'An instant, as ISO-8601 text in UTC (2026-01-31T12:00:00.000Z).',
  serialize: (v) => v,
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

builder.scalarType('NaiveDate', {
  description: 'A calendar date without a zone: YYYY-MM-DD.',
  serialize: (v) => v,
  parseValue: parseNaiveDate,
  parseLiteral: (ast) => parseNaiveDate(ast.kind === Kind.STRING ? ast.value : undefined),
});
