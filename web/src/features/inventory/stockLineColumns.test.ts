import { describe, expect, it } from 'vitest';
import { fitColumns } from '../../ui/DataTable/columnFit';
import { stockLineColumns } from './stockLineColumns';

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
