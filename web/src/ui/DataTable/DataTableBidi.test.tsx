import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubScrollerHeight } from '../../test/render';
import { DataTable } from './DataTable';
import { catalogueColumn } from './columnCatalogue';

interface Row {
  id: string;
  name: string;
  numberOfPacks: number;
}

describe('text of the other direction in a table', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubScrollerHeight();
  });
  afterEach(() => restore());

  it('isolates each text cell in its own direction, and leaves numbers to the table', () => {
    renderWithProviders(
      <DataTable<Row>
        id="bidi"
        columns={[
          catalogueColumn('itemName', { accessor: (r) => r.name }),
          catalogueColumn('numberOfPacks'),
        ]}
        data={[{ id: 'a', name: '30-day electronic temperature recorder', numberOfPacks: 7 }]}
        height={400}
      />,
    );
    const name = screen.getByText('30-day electronic temperature recorder');
    expect(name.tagName).toBe('SPAN');
    expect(name.getAttribute('dir')).toBe('auto');
    expect(name.className).toContain('dt-text');
    const packs = screen.getByText('7');
    expect(packs.closest('[dir="auto"]')).toBeNull();
  });
});
