import { describe, expect, it } from 'vitest';
import { withColon } from '../../core/i18n/withColon';
import { nextSort } from './sort';
import type { ColumnDefinition, RowWithId, SortState } from './types';

const text: ColumnDefinition<RowWithId> = { key: 'name', format: 'Text' };
const date: ColumnDefinition<RowWithId> = { key: 'createdDatetime', format: 'Date' };
const sortedBy: ColumnDefinition<RowWithId> = { key: 'otherParty', sortBy: 'otherPartyName' };
const ascendingDate: ColumnDefinition<RowWithId> = { ...date, sortDescendingFirst: false };

describe('nextSort', () => {
  it.each<[string, SortState | undefined, ColumnDefinition<RowWithId>, SortState]>([
    ['a new text column starts ascending', undefined, text, { key: 'name', direction: 'asc' }],
    [
      'a new date column starts descending',
      { key: 'name', direction: 'asc' },
      date,
      { key: 'createdDatetime', direction: 'desc' },
    ],
    [
      'ascending becomes descending',
      { key: 'name', direction: 'asc' },
      text,
      { key: 'name', direction: 'desc' },
    ],
    [
      'descending becomes ascending',
      { key: 'name', direction: 'desc' },
      text,
      { key: 'name', direction: 'asc' },
    ],
    ['sortBy names the key', undefined, sortedBy, { key: 'otherPartyName', direction: 'asc' }],
    [
      'sortBy is matched when active',
      { key: 'otherPartyName', direction: 'asc' },
      sortedBy,
      { key: 'otherPartyName', direction: 'desc' },
    ],
    [
      'a date column can opt out',
      undefined,
      ascendingDate,
      { key: 'createdDatetime', direction: 'asc' },
    ],
  ])('%s', (_name, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe('withColon', () => {
  it.each([
    ['Batch', 'Batch:'],
    ['Batch:', 'Batch:'],
    ['On hold?', 'On hold?'],
    ['Name ', 'Name:'],
    ['', ''],
  ])('%j becomes %j', (label, expected) => {
    expect(withColon(label)).toBe(expected);
  });
});
