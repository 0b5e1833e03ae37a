import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LIST_TABLE_MIN_HEIGHT, ListPage, ListPageTable } from './ListPage';

// Every page of the app, read by Vite as text.
const PAGES = import.meta.glob<string>(
  ['../../features/**/*.tsx', '!../../features/**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

describe('ListPage', () => {
  it('fills the height its parent gives and leaves the table the rest, scrolling inside', () => {
    renderWithProviders(
      <ListPage>
        <div>filters</div>
        <ListPageTable>
          <div>table</div>
        </ListPageTable>
      </ListPage>,
    );
    // A flex basis of 0 with growth: the size comes from the parent, never from the window.
    expect(screen.getByTestId('list-page')).toHaveStyle({ flexGrow: '1', minHeight: '0px' });
    expect(screen.getByTestId('list-page-table')).toHaveStyle({
      flexGrow: '1',
      flexBasis: '0',
      minHeight: `${LIST_TABLE_MIN_HEIGHT}px`,
      overflow: 'auto',
    });
    expect(screen.getByTestId('list-page-table')).toHaveTextContent('table');
  });

  it('is how list pages take their height: no page works one out from the window', () => {
    expect(Object.keys(PAGES).length).toBeGreaterThan(20);
    const listPages = Object.entries(PAGES).filter(([, text]) => text.includes('<ListPageTable'));
    expect(listPages.length).toBeGreaterThanOrEqual(6);
    const magic = listPages.filter(([, text]) => /100d?vh/.test(text)).map(([file]) => file);
    expect(magic).toEqual([]);
  });
});
