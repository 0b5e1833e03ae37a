// List state in the URL (spec 000 section 5): cases a mutation run showed no test guarding
// (docs/mutation.md).
import { describe, expect, it } from 'vitest';
import { parseFilterParam } from './filter-definition';
import { normaliseRowsPerPage, parsePage } from './paging';
import { parseListQuery, parseSort, toQueryEntries } from './parse-list-query';
import { toServerListInput, urlDateToServer } from './server-input';
import type { FilterDefinition, ListState } from './types';
import { formatFilterValue, isUrlDate, parseFilterValue } from './url-values';
import { applyListChange, reduceListState, serialiseListState } from './write-list-query';

const state = (over: Partial<ListState> = {}): ListState => ({
  page: 3,
  pageSize: 20,
  offset: 40,
  sort: undefined,
  filters: {},
  ...over,
});

describe('paging', () => {
  it('reads a page of several digits, and nothing but digits', () => {
    expect(parsePage('12')).toBe(12);
    expect(parsePage('2 ')).toBe(1);
    expect(parsePage(' 2')).toBe(1);
  });

  it('takes only an offered rows-per-page choice, as a number or its exact text', () => {
    expect(normaliseRowsPerPage('50 ')).toBe(20);
    expect(normaliseRowsPerPage(['50'])).toBe(20);
    expect(normaliseRowsPerPage('50')).toBe(50);
  });

  it('goes back to page 1 for a page of 0 or below', () => {
    expect(reduceListState(state(), { type: 'page', page: 0 }).page).toBe(1);
    expect(reduceListState(state(), { type: 'page', page: -2 }).page).toBe(1);
    expect(reduceListState(state(), { type: 'page', page: 2 })).toMatchObject({
      page: 2,
      offset: 20,
    });
  });
});

describe('the query', () => {
  it('reads an object query, leaving out parameters without a value', () => {
    expect(toQueryEntries({ a: '1', b: undefined, c: ['2', '3'] })).toEqual([
      ['a', '1'],
      ['c', '2'],
      ['c', '3'],
    ]);
  });

  it('an empty sort key is no sort key: the default sort stays', () => {
    const defaultSort = { key: 'name', direction: 'asc' } as const;
    expect(parseSort([['sort', '']], { defaultSort })).toEqual(defaultSort);
    expect(parseSort([['sort', '']], {})).toBeUndefined();
  });

  it('a sort key without a direction is ascending in a list without a default sort', () => {
    expect(parseListQuery([['sort', 'expiry']], {}).sort).toEqual({
      key: 'expiry',
      direction: 'asc',
    });
  });

  it("a 'dir' alone turns the default key either way", () => {
    const defaultSort = { key: 'name', direction: 'asc' } as const;
    expect(parseSort([['dir', 'desc']], { defaultSort })).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(
      parseSort([['dir', 'asc']], { defaultSort: { key: 'name', direction: 'desc' } }),
    ).toEqual({ key: 'name', direction: 'asc' });
  });
});

describe('filters read from the URL', () => {
  it('an enum filter takes no empty value', () => {
    expect(parseFilterParam([''], { type: 'enum', urlParameter: 's' })).toBeUndefined();
    expect(
      parseFilterParam(['A,,B'], { type: 'enum', urlParameter: 's', rule: 'equalAny' }),
    ).toEqual(['A', 'B']);
  });

  it('a date filter takes no range of numbers, even with one side empty', () => {
    for (const raw of ['5_', '_5', '1_5'])
      expect(parseFilterParam([raw], { type: 'date', urlParameter: 'd' }), raw).toBeUndefined();
  });

  it('a month above 12 is no date', () => {
    expect(isUrlDate('2024-13-01')).toBe(false);
    expect(isUrlDate('2024-12-01')).toBe(true);
  });

  it('a range with one side has no key for the other', () => {
    expect(parseFilterValue('5_')).toStrictEqual({ from: 5 });
    expect(parseFilterValue('_5')).toStrictEqual({ to: 5 });
  });

  it('a list is written without its empty items', () => {
    expect(formatFilterValue(['A', '', 'B'])).toBe('A,B');
  });
});

describe('changes written back to the URL', () => {
  it('a filter set to an empty value is cleared', () => {
    const withFilter = state({ filters: { q: 'amox', s: 'A' } });
    expect(
      reduceListState(withFilter, { type: 'filter', urlParameter: 'q', value: '' }).filters,
    ).toEqual({ s: 'A' });
    expect(
      reduceListState(withFilter, { type: 'filter', urlParameter: 's', value: [] }).filters,
    ).toEqual({ q: 'amox' });
  });

  it('a sort is written in a list without a default sort', () => {
    expect(
      serialiseListState(state({ page: 1, sort: { key: 'name', direction: 'asc' } }), {}),
    ).toEqual([
      ['sort', 'name'],
      ['dir', 'asc'],
    ]);
  });

  it('a filter whose value writes as nothing is left out', () => {
    expect(serialiseListState(state({ page: 1, filters: { s: [], q: 'x' } }), {})).toEqual([
      ['q', 'x'],
    ]);
  });

  it('setting a filter the list does not define replaces its parameter, not adds to it', () => {
    expect(
      applyListChange([['q', 'old']], { type: 'filter', urlParameter: 'q', value: 'new' }, {}),
    ).toEqual([['q', 'new']]);
  });

  it('a list owns only its own parameters, whatever the others are called', () => {
    // Any name not the list's own stays, even the text a mutation tool writes into arrays.
    const foreign: [string, string][] = [
      ['tab', 'batches'],
      ['Stryker was here', 'x'],
    ];
    expect(applyListChange(foreign, { type: 'page', page: 2 }, {})).toEqual([
      ...foreign,
      ['page', '2'],
    ]);
    expect(applyListChange(foreign, { type: 'filter', urlParameter: 'q', value: 'a' }, {})).toEqual(
      [...foreign, ['q', 'a']],
    );
  });
});

describe('list state as server input', () => {
  const input = (definitions: FilterDefinition[], filters: ListState['filters']) =>
    toServerListInput(state({ filters }), definitions).filter;

  it('a half-open range sends only its bound', () => {
    expect(
      input([{ type: 'number', urlParameter: 'n', key: 'packs' }], { n: { from: 5 } }),
    ).toStrictEqual({ packs: { afterOrEqualTo: 5 } });
    expect(
      input([{ type: 'number', urlParameter: 'n', key: 'packs' }], { n: { to: 5 } }),
    ).toStrictEqual({ packs: { beforeOrEqualTo: 5 } });
  });

  it('a value of the wrong kind for its filter is not sent', () => {
    expect(input([{ type: 'number', urlParameter: 'n' }], { n: true })).toEqual({});
    expect(input([{ type: 'text', urlParameter: 't' }], { t: 5 })).toEqual({});
    expect(input([{ type: 'enum', urlParameter: 'e' }], { e: ['A'] })).toEqual({});
    expect(input([{ type: 'enum', urlParameter: 'e', rule: 'equalAny' }], { e: 5 })).toEqual({});
    expect(input([{ type: 'enum', urlParameter: 'e', rule: 'equalAny' }], { e: [] })).toEqual({});
  });

  it('a number on a datetime field is compared exactly (only dates cover a whole day)', () => {
    expect(
      input([{ type: 'number', urlParameter: 'n', key: 'createdDatetime' }], { n: 5 }),
    ).toEqual({ createdDatetime: { equalTo: 5 } });
  });

  it('of two definitions on one field, a later one that is not a comparison replaces it', () => {
    expect(
      input(
        [
          { type: 'number', urlParameter: 'a', key: 'k' },
          { type: 'boolean', urlParameter: 'b', key: 'k', rule: 'plain' },
        ],
        { a: 5, b: true },
      ),
    ).toEqual({ k: true });
  });

  it('keeps a local time that exists on its day, whatever daylight saving did on that day of 2000', () => {
    // Meaningful where the clocks change (run with TZ=Europe/Paris: 26 March 2000 had no 02:30,
    // 26 March 2024 had one); in UTC it holds trivially.
    for (
      let day = new Date(2024, 0, 1);
      day.getFullYear() === 2024;
      day.setDate(day.getDate() + 1)
    ) {
      const [y, m, d] = [day.getFullYear(), day.getMonth(), day.getDate()];
      if (new Date(y, m, d, 2, 30).getHours() !== 2) continue;
      const text = `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')} 02:30`;
      const sent = new Date(urlDateToServer(text, 'createdDatetime', 'from') ?? '');
      expect([sent.getDate(), sent.getHours(), sent.getMinutes()], text).toEqual([d, 2, 30]);
    }
  });
});

describe('filters read into the state', () => {
  it('a filter the URL does not give has no key in the state', () => {
    const config = { filters: [{ type: 'text' as const, urlParameter: 'q' }] };
    expect(parseListQuery([['page', '2']], config).filters).toStrictEqual({});
    expect(parseListQuery([['q', 'amox']], config).filters).toStrictEqual({ q: 'amox' });
  });
});
