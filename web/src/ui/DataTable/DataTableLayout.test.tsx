import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIMPLIFIED_MOBILE_UI_KEY, StorePackToOneContext } from '../../core/preferences';
import { stubWindowWidth } from '../../test/media';
import { renderWithProviders, stubElementSize, stubScrollerHeight } from '../../test/render';
import { DataTable, type DataTableProps } from './DataTable';
import { catalogueColumn } from './columnCatalogue';
import type { ColumnDefinition } from './types';

interface Line {
  id: string;
  itemName: string;
  batch: string;
  location: string;
  numberOfPacks: number;
}

const rows: Line[] = [
  {
    id: 'a',
    itemName: 'Amoxicillin 250 mg capsule',
    batch: 'B1',
    location: 'A1',
    numberOfPacks: 7,
  },
  { id: 'b', itemName: 'Paracetamol 500 mg tablet', batch: 'B2', location: 'A2', numberOfPacks: 3 },
];

// 300 + 100 + 90 + 100 = 590 px.
const columns: ColumnDefinition<Line>[] = [
  catalogueColumn('itemName', { minWidth: 300, cardTitle: true }),
  catalogueColumn('batch', { priority: 2 }),
  catalogueColumn('location', { priority: 3 }),
  catalogueColumn('numberOfPacks'),
];

const restore: (() => void)[] = [];
beforeEach(() => restore.push(stubScrollerHeight(800)));
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

function renderAt(
  width: number,
  windowWidth = width,
  packToOne = true,
  sorting: Partial<DataTableProps<Line>> = {},
) {
  // The table's own width (jsdom has no layout: every element reports it) and the window's.
  restore.push(stubElementSize('clientWidth', width), stubWindowWidth(windowWidth));
  const onPageChange = vi.fn();
  renderWithProviders(
    <StorePackToOneContext.Provider value={packToOne}>
      <DataTable
        id="layout"
        columns={columns}
        data={rows}
        height={600}
        pagination={{ page: 1, rowsPerPage: 20, total: 2 }}
        onPageChange={onPageChange}
        {...sorting}
      />
    </StorePackToOneContext.Provider>,
  );
  return screen.getByTestId('data-table-layout');
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('DataTable at every width (issue 10)', () => {
  it('shows every column where they fit', () => {
    const table = renderAt(1200);
    expect(table).toHaveAttribute('data-layout', 'table');
    expect(headers()).toEqual(['Name:', 'Batch:', 'Location:', 'Num packs:']);
  });

  it('leaves out the least important columns where they do not, keeping name and quantity', () => {
    renderAt(520);
    expect(headers()).toEqual(['Name:', 'Batch:', 'Num packs:']);
  });

  it('lets the user show a column that gave way, and keeps it shown', async () => {
    const user = userEvent.setup();
    renderAt(520);
    await user.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    const location = screen.getByRole('menuitemcheckbox', { name: 'Location' });
    expect(location).toHaveAttribute('aria-checked', 'false');
    await user.click(location);
    await user.keyboard('{Escape}');
    // The batch, less important than a column the user asked for, gives way instead.
    expect(headers()).toEqual(['Name:', 'Location:', 'Num packs:']);
    expect(JSON.parse(localStorage.getItem('/columns/hidden/layout') ?? '{}')).toEqual({
      location: false,
    });
  });

  it('stacks rows as cards below lg on a phone: name on top, each value under its label', () => {
    const table = renderAt(390);
    expect(table).toHaveAttribute('data-layout', 'cards');
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    const cards = within(table).getAllByRole('row');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Amoxicillin 250 mg capsule', 'Batch:B1', 'Num packs:7']);
  });

  it('gives a phone a pager without first and last buttons', () => {
    renderAt(390);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to first page' })).toBeNull();
    expect(screen.getByText('Showing 1-2 of 2')).toBeInTheDocument();
  });

  it('keeps the table (scrolling sideways) when the simplified layout is off', () => {
    // Wider than lg: not the simplified layout, whatever the table's own width.
    expect(renderAt(390, 1600)).toHaveAttribute('data-layout', 'table');
  });

  it('keeps the table of an expanded row, sized for its rows, where cards would be taller', () => {
    expect(renderAt(390, 390, true, { neverCards: true })).toHaveAttribute('data-layout', 'table');
  });

  it('keeps the table when the store does not pack to one', () => {
    expect(renderAt(390, 390, false)).toHaveAttribute('data-layout', 'table');
  });

  it('keeps the table when the user turned the simplified interface off', () => {
    localStorage.setItem(SIMPLIFIED_MOBILE_UI_KEY, 'false');
    expect(renderAt(390)).toHaveAttribute('data-layout', 'table');
  });

  it('sorts the cards, which have no headers, by a column and a direction', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const sortable = { sort: { key: 'itemName', direction: 'asc' as const }, onSortChange };
    renderAt(390, 390, true, sortable);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Batch:' }));
    await waitFor(() =>
      expect(onSortChange).toHaveBeenLastCalledWith({ key: 'batch', direction: 'asc' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sort descending' }));
    await waitFor(() =>
      expect(onSortChange).toHaveBeenLastCalledWith({ key: 'itemName', direction: 'desc' }),
    );
  });
});
