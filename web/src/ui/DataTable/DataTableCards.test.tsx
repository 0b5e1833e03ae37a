// The stacked cards of a phone (issue 12/13): a label keeps its room beside a long value, and an
// editable field shows its column's label and is named by it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorePackToOneContext } from '../../core/preferences';
import { stubWindowWidth } from '../../test/media';
import { renderWithProviders, stubElementSize, stubScrollerHeight } from '../../test/render';
import { DataTable } from './DataTable';
import { numberInputCell } from './cells/NumberInputCell';
import { catalogueColumn } from './columnCatalogue';
import type { ColumnDefinition } from './types';

interface Line {
  id: string;
  itemName: string;
  location: string;
  counted: number;
}

const LONG = 'Cold room 2, shelf 14, second drawer from the top (left side)';
const rows: Line[] = [{ id: 'a', itemName: 'Amoxicillin', location: LONG, counted: 3 }];

const restore: (() => void)[] = [];
beforeEach(() => restore.push(stubScrollerHeight(800)));
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

function renderCards(setter = vi.fn()) {
  restore.push(stubElementSize('clientWidth', 390), stubWindowWidth(390));
  const columns: ColumnDefinition<Line>[] = [
    // Wider than a phone together: the rows stack as cards.
    catalogueColumn('itemName', { cardTitle: true, minWidth: 300 }),
    catalogueColumn('location', { accessor: (line) => line.location, minWidth: 200 }),
    {
      key: 'counted',
      // A header of another namespace: a component, no label key.
      Header: () => <>Counted:</>,
      format: 'Real',
      Cell: numberInputCell<Line>(),
      setter,
    },
  ];
  renderWithProviders(
    <StorePackToOneContext.Provider value>
      <DataTable id="cards" columns={columns} data={rows} height={600} />
    </StorePackToOneContext.Provider>,
  );
  const table = screen.getByTestId('data-table-cards');
  expect(table).toHaveAttribute('data-layout', 'cards');
  return table;
}

describe('DataTable cards', () => {
  it('shows an editable field with its label, which names it', async () => {
    const setter = vi.fn();
    const table = renderCards(setter);
    const field = within(table).getByRole('textbox', { name: 'Counted:' });
    expect(field).toHaveValue('3');
    const cell = field.closest('[role="cell"]') as HTMLElement;
    expect(within(cell).getByText('Counted:')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '8');
    await userEvent.tab();
    expect(setter).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a', counted: 8 }));
  });

  it('keeps a value whole beside its label, which gives way to an ellipsis (four cards on a phone)', () => {
    const table = renderCards();
    const value = within(table).getByText(LONG);
    const field = value.closest('.dt-card-field') as HTMLElement;
    const label = field.querySelector('.dt-card-label') as HTMLElement;
    expect(label).toHaveTextContent('Location:');
    // A read-only value keeps its line (a date never breaks) and wraps only where it must.
    const valueBox = field.querySelector('.dt-card-value') as HTMLElement;
    expect(getComputedStyle(valueBox).flexShrink).toBe('0');
    expect(getComputedStyle(valueBox).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(label).textOverflow).toBe('ellipsis');
    expect(getComputedStyle(field).flexWrap).not.toBe('wrap');
  });
});
