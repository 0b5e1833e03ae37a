import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubScrollerHeight } from '../../test/render';
import { DataTable } from './DataTable';
import { catalogueColumn } from './columnCatalogue';
import { SORT_DEBOUNCE_MS } from './dimensions';
import { SEARCH_DEBOUNCE_MS } from '../Filters';

interface Line {
  id: string;
  batch: string;
  expiryDate: string;
  packSize: number;
}

const data: Line[] = [{ id: 'a', batch: 'B1', expiryDate: '2030-01-01', packSize: 10 }];

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = stubScrollerHeight(400);
});
afterEach(() => restoreHeight());

describe('column definition fields (spec 001 section 9)', () => {
  it('places columns by their order', () => {
    renderWithProviders(
      <DataTable
        id="ordered"
        height={300}
        data={data}
        columns={[
          catalogueColumn('batch', { order: 2 }),
          catalogueColumn('expiryDate', { order: 0 }),
          catalogueColumn('packSize', { order: 1 }),
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Expiry:',
      'Pack size:',
      'Batch:',
    ]);
  });

  it('lets a column sort its own way with onChangeSortBy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSortChange = vi.fn();
    const onChangeSortBy = vi.fn();
    renderWithProviders(
      <DataTable
        id="own-sort"
        height={300}
        data={data}
        onSortChange={onSortChange}
        columns={[catalogueColumn('batch', { onChangeSortBy }), catalogueColumn('expiryDate')]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Batch:' }));
    act(() => {
      vi.advanceTimersByTime(SORT_DEBOUNCE_MS);
    });
    expect(onChangeSortBy).toHaveBeenCalledExactlyOnceWith({ key: 'batch', direction: 'asc' });
    expect(onSortChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Expiry:' }));
    act(() => {
      vi.advanceTimersByTime(SORT_DEBOUNCE_MS);
    });
    expect(onSortChange).toHaveBeenCalledExactlyOnceWith({ key: 'expiryDate', direction: 'desc' });
    vi.useRealTimers();
  });
});

describe('table geometry (spec 001 section 9, "Paging and tables")', () => {
  it('draws rows 40 px high under a 60 px header (40 px dense), above a 48 px pager', () => {
    const { unmount } = renderWithProviders(
      <DataTable
        id="geometry"
        height={300}
        data={data}
        columns={[catalogueColumn('batch')]}
        pagination={{ page: 1, rowsPerPage: 20, total: 1 }}
        onPageChange={() => undefined}
      />,
    );
    const [header, row] = screen.getAllByRole('row');
    expect(header).toHaveStyle({ height: '60px' });
    expect(row).toHaveStyle({ height: '40px' });
    expect(screen.getByText('Showing 1-1 of 1').closest('.MuiTablePagination-root')).toHaveStyle({
      minHeight: '48px',
    });
    unmount();
    renderWithProviders(
      <DataTable id="dense" dense height={300} data={data} columns={[catalogueColumn('batch')]} />,
    );
    expect(screen.getAllByRole('row')[0]).toHaveStyle({ height: '40px' });
  });

  it('waits 500 ms before a search box asks the server', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});
