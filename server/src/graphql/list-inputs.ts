// GraphQL inputs for lists (DOMAIN.md section 1): typed filters per field, paging and
// sorting. They map one-to-one onto common/list.ts. Their bounds (ids per `equalAny`,
// characters per `like`) are checked with every other input in input-guard.ts.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../common/list';
import { builder } from './builder';
import { inputError } from './input-guard';

export const StringFilterInput = builder.inputType('StringFilterInput', {
  fields: (t) => ({
    equalTo: t.string(),
    like: t.string({ description: 'Case-insensitive "contains".' }),
  }),
});

export const EqualFilterStringInput = builder.inputType('EqualFilterStringInput', {
  fields: (t) => ({
    equalTo: t.string(),
    notEqualTo: t.string(),
    equalAny: t.stringList(),
    notEqualAll: t.stringList(),
  }),
});

export const DateFilterInput = builder.inputType('DateFilterInput', {
  fields: (t) => ({
    equalTo: t.field({ type: 'NaiveDate' }),
    beforeOrEqualTo: t.field({ type: 'NaiveDate' }),
    afterOrEqualTo: t.field({ type: 'NaiveDate' }),
  }),
});

export const DatetimeFilterInput = builder.inputType('DatetimeFilterInput', {
  fields: (t) => ({
    equalTo: t.field({ type: 'DateTime' }),
    beforeOrEqualTo: t.field({ type: 'DateTime' }),
    afterOrEqualTo: t.field({ type: 'DateTime' }),
  }),
});

export const NumberFilterInput = builder.inputType('NumberFilterInput', {
  fields: (t) => ({
    equalTo: t.float(),
    beforeOrEqualTo: t.float(),
    afterOrEqualTo: t.float(),
  }),
});

export const PaginationInput = builder.inputType('PaginationInput', {
  fields: (t) => ({
    first: t.int({
      description: `Rows to answer (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}).`,
    }),
    offset: t.int({ description: 'Rows to skip (default 0).' }),
  }),
});

export function toPage(
  input: { first?: number | null; offset?: number | null } | null | undefined,
): Page {
  const first = input?.first ?? DEFAULT_PAGE_SIZE;
  const offset = input?.offset ?? 0;
  if (first > MAX_PAGE_SIZE)
    throw inputError({ reason: 'TOO_LARGE', argument: 'page.first', limit: MAX_PAGE_SIZE });
  if (first < 0) throw inputError({ reason: 'TOO_SMALL', argument: 'page.first', limit: 0 });
  if (offset < 0) throw inputError({ reason: 'TOO_SMALL', argument: 'page.offset', limit: 0 });
  return { first, offset };
}
