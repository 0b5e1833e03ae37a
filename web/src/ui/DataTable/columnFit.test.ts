import { describe, expect, it } from 'vitest';
import { fitColumns } from './columnFit';
import type { ColumnDefinition, ColumnPriority, RowWithId } from './types';

const column = (
  key: string,
  width: number,
  priority?: ColumnPriority,
): ColumnDefinition<RowWithId> => (priority ? { key, width, priority } : { key, width });

// Name 300, then two useful and two optional columns of 100: 800 px in all.
const columns = [
  column('name', 300),
  column('code', 100, 2),
  column('notes', 100, 3),
  column('packs', 100),
  column('comment', 100, 3),
  column('location', 100, 2),
];

const fit = (available: number, options: { pinned?: string[]; simplified?: boolean } = {}) =>
  fitColumns({
    columns,
    available,
    controlsWidth: 0,
    pinned: new Set(options.pinned ?? []),
    simplified: options.simplified ?? false,
  });

describe('column priorities (issue 10, every screen size)', () => {
  it('leaves every column when they fit, and while the width is not known', () => {
    expect(fit(800)).toEqual({ layout: 'table', hidden: new Set() });
    expect(fit(0)).toEqual({ layout: 'table', hidden: new Set() });
  });

  it('leaves out priority 3 columns first, the last of them first, then priority 2', () => {
    expect([...fit(750).hidden]).toEqual(['comment']);
    expect([...fit(650).hidden]).toEqual(['comment', 'notes']);
    expect([...fit(550).hidden]).toEqual(['comment', 'notes', 'location']);
    expect([...fit(450).hidden]).toEqual(['comment', 'notes', 'location', 'code']);
  });

  it('never leaves out a priority 1 column: the table scrolls sideways instead', () => {
    expect(fit(200)).toEqual({
      layout: 'table',
      hidden: new Set(['comment', 'notes', 'location', 'code']),
    });
  });

  it('keeps a column the user chose to show', () => {
    expect([...fit(650, { pinned: ['comment'] }).hidden]).toEqual(['notes', 'location']);
  });

  it('counts the selection and expand columns', () => {
    const hidden = fitColumns({
      columns,
      available: 800,
      controlsWidth: 60,
      pinned: new Set(),
      simplified: false,
    }).hidden;
    expect([...hidden]).toEqual(['comment']);
  });

  it('stacks rows as cards in the simplified layout when the essential columns do not fit', () => {
    // Cards leave out only priority 3: a card has room for the useful columns.
    expect(fit(390, { simplified: true })).toEqual({
      layout: 'cards',
      hidden: new Set(['notes', 'comment']),
    });
    expect(fit(390, { simplified: true, pinned: ['notes'] }).hidden).toEqual(new Set(['comment']));
    // Where the columns can fit by leaving some out, the simplified layout stays a table.
    expect(fit(450, { simplified: true }).layout).toBe('table');
  });
});
