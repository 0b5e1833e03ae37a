import { describe, expect, it } from 'vitest';
import { fitColumns } from '../../ui/DataTable/columnFit';
import { line } from './StockLine/stockLineFixture';
import { isHeld, stockLineColumns, type StockLineRow } from './stockLineColumns';

/** The list's room on a laptop: the window less the open menu (240), the page's padding (2 x 24)
 * and the table's border (2). */
const roomAt = (windowWidth: number) => windowWidth - 240 - 48 - 2;

function shownAt(windowWidth: number, withItem: boolean) {
  const columns = stockLineColumns(withItem);
  const { layout, hidden } = fitColumns({
    columns,
    available: roomAt(windowWidth),
    controlsWidth: 0,
    pinned: new Set(),
    simplified: true,
  });
  const shown = columns.filter((column) => !hidden.has(column.key));
  const fixed = shown.reduce((total, column) => total + (column.width ?? 0), 0);
  return {
    layout,
    keys: shown.map((column) => column.key),
    nameWidth: roomAt(windowWidth) - fixed,
  };
}

describe('stock line columns on laptop screens (issue 10)', () => {
  it.each([1280, 1366])(
    'keep the name readable and the batch, expiry, status and quantities at %d px',
    (width) => {
      const { layout, keys, nameWidth } = shownAt(width, true);
      expect(layout).toBe('table');
      expect(keys).toEqual(
        expect.arrayContaining([
          'itemName',
          'batch',
          'expiryDate',
          'expiryStatus',
          'numberOfPacks',
          'availableNumberOfPacks',
        ]),
      );
      expect(nameWidth).toBeGreaterThanOrEqual(240);
    },
  );

  it('give way with VVM status and location first, then on hold', () => {
    expect(shownAt(1366, true).keys).not.toContain('vvmStatus');
    expect(shownAt(1366, true).keys).not.toContain('location');
    expect(shownAt(1366, true).keys).toContain('onHold');
    expect(shownAt(1280, true).keys).not.toContain('onHold');
  });

  it('show every column of an item page (no item columns) at 1280 px', () => {
    expect(shownAt(1280, false).keys).toEqual(stockLineColumns(false).map((column) => column.key));
  });
});

describe('stock line columns read the nodes the line links to', () => {
  const linked: StockLineRow = {
    ...line,
    location: { code: 'COLD-1', name: 'Fridge', onHold: false },
    vvmStatus: { code: 'VVM2' },
  };
  const cell = (key: string) =>
    stockLineColumns(true)
      .find((column) => column.key === key)
      ?.accessor?.(linked);

  it('show the item, the location and the VVM status of the line', () => {
    expect(cell('itemCode')).toBe('AMX');
    expect(cell('itemName')).toBe('Amoxicillin');
    expect(cell('location')).toBe('COLD-1');
    expect(cell('vvmStatus')).toBe('VVM2');
  });

  it('leave location and VVM status empty when the line has none', () => {
    const column = (key: string) => stockLineColumns(true).find((c) => c.key === key);
    expect(column('location')?.accessor?.(line)).toBe('');
    expect(column('vvmStatus')?.accessor?.(line)).toBe('');
  });

  it('call a line held when it is on hold or its location is', () => {
    const shelf = (onHold: boolean) => ({ code: 'A', name: 'A', onHold });
    expect(isHeld({ onHold: false, location: null })).toBe(false);
    expect(isHeld({ onHold: false, location: shelf(false) })).toBe(false);
    expect(isHeld({ onHold: true, location: null })).toBe(true);
    expect(isHeld({ onHold: false, location: shelf(true) })).toBe(true);
  });
});
