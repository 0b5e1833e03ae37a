import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { RecordHeader, RecordNotFound } from './RecordPage';

describe('RecordHeader', () => {
  it('names the record as the page heading, with its lines and actions; empty lines are left out', () => {
    renderWithProviders(
      <RecordHeader
        title="Amoxicillin"
        testId="item-name"
        lines={['AMOX · tablet', null, undefined, '']}
        actions={<button type="button">Edit</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Amoxicillin' })).toHaveAttribute(
      'data-testid',
      'item-name',
    );
    expect(screen.getByText('AMOX · tablet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('RecordNotFound', () => {
  it('says the record is not found and leads back to its list', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <RecordNotFound message="Item not found" backLabel="Back" backTo="/items" />,
        },
      ],
      { initialEntries: ['/items/x'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByText('Item not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/items');
  });
});
