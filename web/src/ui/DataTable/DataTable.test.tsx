import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../core/i18n/i18n';
import { renderWithProviders, stubScrollerHeight } from '../../test/render';
import { DataTable, type DataTableProps } from './DataTable';
import { catalogueColumn } from './columnCatalogue';
import { hiddenColumnsStorageKey } from './useHiddenColumns';
import type { ColumnDefinition } from './types';

interface Line {
  id: string;
  batch: string;
  expiryDate: string;
  numberOfPacks: number;
  costPricePerPack: number;
}

const lines = (count: number): Line[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `line-${index}`,
    batch: `B${index}`,
    expiryDate: '2030-01-01',
    numberOfPacks: index,
    costPricePerPack: 1.5,
  }));

const columns: ColumnDefinition<Line>[] = [
  catalogueColumn('batch', { description: 'label.no-data-available' }),
  catalogueColumn('expiryDate'),
  catalogueColumn('numberOfPacks'),
  catalogueColumn('costPricePerPack', { sortable: false }),
];

function renderTable(props: Partial<DataTableProps<Line>> = {}) {
  return renderWithProviders(
    <DataTable id="lines" columns={columns} data={lines(3)} height={600} {...props} />,
  );
}

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = stubScrollerHeight(800);
});
afterEach(() => restoreHeight());

describe('DataTable headers', () => {
  it('appends a colon to labels and shows descriptions as tooltips', async () => {
    const question: ColumnDefinition<Line> = { key: 'q', label: 'heading.are-you-sure' };
    renderTable({ columns: [...columns, question] });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Batch:',
      'Expiry:',
      'Num packs:',
      'Cost price per pack:',
      'Are you sure?',
    ]);
    await userEvent.hover(screen.getByText('Batch:'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No data available');
  });

  it('uses the catalogue widths', () => {
    renderTable();
    const [batch, expiry] = screen.getAllByRole('columnheader');
    expect(batch).toHaveStyle({ width: '100px' });
    expect(expiry).toHaveStyle({ width: '110px' });
  });
});

describe('DataTable sorting', () => {
  it('starts text columns ascending and date columns descending, once per 150 ms', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    const batch = screen.getByRole('button', { name: 'Batch:' });
    fireEvent.click(batch);
    fireEvent.click(batch);
    await waitFor(() => expect(onSortChange).toHaveBeenCalledTimes(1));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'batch', direction: 'asc' });

    fireEvent.click(screen.getByRole('button', { name: 'Expiry:' }));
    await waitFor(() =>
      expect(onSortChange).toHaveBeenLastCalledWith({ key: 'expiryDate', direction: 'desc' }),
    );
    expect(screen.queryByRole('button', { name: 'Cost price per pack:' })).toBeNull();
  });

  it.each([
    ['asc', 'desc'],
    ['desc', 'asc'],
  ] as const)('toggles the active column from %s to %s', async (current, next) => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange, sort: { key: 'batch', direction: current } });
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute(
      'aria-sort',
      current === 'asc' ? 'ascending' : 'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Batch:' }));
    await waitFor(() =>
      expect(onSortChange).toHaveBeenCalledWith({ key: 'batch', direction: next }),
    );
  });
});

describe('DataTable selection', () => {
  it('has a header checkbox that is unchecked, indeterminate or checked', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { rerender } = renderTable({ selectedIds: [], onSelectionChange });
    const all = () => screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all()).not.toBeChecked();
    expect(all()).toHaveAttribute('data-indeterminate', 'false');

    await user.click(all());
    expect(onSelectionChange).toHaveBeenLastCalledWith(['line-0', 'line-1', 'line-2']);

    rerender(
      <DataTable
        id="lines"
        columns={columns}
        data={lines(3)}
        selectedIds={['line-1']}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(all()).toHaveAttribute('data-indeterminate', 'true');
    expect(all()).toBePartiallyChecked();
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    expect(rowBoxes[1]).toBeChecked();
    await user.click(rowBoxes[0] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['line-1', 'line-0']);

    rerender(
      <DataTable
        id="lines"
        columns={columns}
        data={lines(3)}
        selectedIds={['line-0', 'line-1', 'line-2']}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(all()).toBeChecked();
    await user.click(all());
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });
});

describe('DataTable rows', () => {
  it('styles a row as the page asks (a "styled" row)', () => {
    renderTable({
      getRowStyle: (row) => (row.id === 'line-1' ? { color: 'rgb(200, 0, 0)' } : undefined),
    });
    expect(screen.getByText('B1').closest('tr')).toHaveStyle({ color: 'rgb(200, 0, 0)' });
    expect(screen.getByText('B0').closest('tr')).not.toHaveAttribute('style');
  });
  it('calls the row click handler, by mouse or Enter, but not for disabled rows', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick, getRowIsDisabled: (row) => row.id === 'line-2' });
    await user.click(screen.getByText('B1'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'line-1' }));
    const firstRow = screen.getByText('B0').closest('tr') as HTMLElement;
    firstRow.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'line-0' }));
    await user.click(screen.getByText('B2'));
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('expands rows to show their content', async () => {
    const user = userEvent.setup();
    renderTable({
      ExpandContent: ({ row }) => <p>details of {row.batch}</p>,
      isRowExpandable: (row) => row.id !== 'line-2',
    });
    expect(screen.getAllByRole('button', { name: 'Expand row' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Expand row' })[0] as HTMLElement);
    expect(screen.getByText('details of B0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse row' }));
    expect(screen.queryByText('details of B0')).toBeNull();
  });

  it('marks error and disabled cells', () => {
    const flagged: ColumnDefinition<Line>[] = [
      { ...catalogueColumn<Line>('batch'), getIsError: (row) => row.id === 'line-0' },
    ];
    renderTable({ columns: flagged });
    expect(screen.getByText('B0').closest('td')).toHaveAttribute('data-error', 'true');
    expect(screen.getByText('B1').closest('td')).not.toHaveAttribute('data-error');
  });

  it('renders only the rows in view for large tables', () => {
    renderTable({ data: lines(1500) });
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1501');
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByText('B0')).toBeInTheDocument();
    expect(screen.queryByText('B1499')).toBeNull();
  });

  it('aligns numbers to the logical end and translates headers in Arabic', async () => {
    renderTable();
    const cell = screen.getByText('B0').closest('tr')?.querySelectorAll('td')[2] as HTMLElement;
    expect(getComputedStyle(cell).textAlign).toBe('end');
    await act(() => changeLanguage('ar'));
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('الدفعة:');
  });
});

describe('DataTable states', () => {
  it('shows a spinner while loading', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('B0')).toBeNull();
  });

  it('shows the load error', () => {
    renderTable({ isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load data');
  });

  it('shows no results, with an optional create button', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderTable({ data: [], onCreate });
    expect(screen.getByText('No results found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a new one' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('uses a custom empty message', () => {
    renderTable({ data: [], noDataMessage: 'Nothing here' });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});

describe('DataTable pager', () => {
  it('shows the range with locale numbers and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderTable({
      data: lines(20),
      pagination: { page: 2, rowsPerPage: 20, total: 1500 },
      onPageChange,
    });
    expect(screen.getByText('Showing 21-40 of 1,500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('offers 20, 50, 100 and 500 rows per page', async () => {
    const user = userEvent.setup();
    const onRowsPerPageChange = vi.fn();
    renderTable({
      pagination: { page: 1, rowsPerPage: 20, total: 3 },
      onPageChange: vi.fn(),
      onRowsPerPageChange,
    });
    await user.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['20', '50', '100', '500']);
    await user.click(screen.getByRole('option', { name: '500' }));
    expect(onRowsPerPageChange).toHaveBeenCalledWith(500);
  });

  it('translates the range in French', async () => {
    await changeLanguage('fr');
    renderTable({
      data: lines(20),
      pagination: { page: 1, rowsPerPage: 20, total: 1500 },
      onPageChange: vi.fn(),
    });
    expect(screen.getByText(/^Affichage de 1 à 20 sur 1\s500$/)).toBeInTheDocument();
  });
});

describe('DataTable column visibility', () => {
  it('hides columns from the menu and remembers the choice per table', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    const menu = screen.getByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: /Expiry/ }));
    expect(screen.queryByRole('columnheader', { name: 'Expiry:' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(hiddenColumnsStorageKey('lines')) ?? '{}')).toEqual({
      expiryDate: true,
    });
    unmount();

    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Expiry:' })).toBeNull();
    renderWithProviders(<DataTable id="other" columns={columns} data={lines(1)} />);
    expect(screen.getAllByRole('columnheader', { name: 'Expiry:' })).toHaveLength(1);
  });

  it('uses the dense header height', () => {
    renderTable({ dense: true });
    expect(screen.getAllByRole('row')[0]).toHaveStyle({ height: '40px' });
  });
});
