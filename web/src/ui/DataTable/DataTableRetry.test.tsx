import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderWithProviders, stubScrollerHeight } from '../../test/render';
import { DataTable } from './DataTable';
import { catalogueColumn } from './columnCatalogue';

function List({ load }: { load: () => Promise<{ id: string; batch: string }[]> }) {
  const rows = useQuery({ queryKey: ['rows'], queryFn: load, retry: false });
  return (
    <DataTable
      id="retry"
      columns={[catalogueColumn('batch')]}
      data={rows.data ?? []}
      isLoading={rows.isPending}
      isError={rows.isError}
      height={400}
    />
  );
}

describe('a table that could not load', () => {
  it('says so and loads again on "Try again"', async () => {
    const restore = stubScrollerHeight();
    const load = vi
      .fn<() => Promise<{ id: string; batch: string }[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue([{ id: 'a', batch: 'B-1' }]);
    const client = new QueryClient();
    renderWithProviders(
      <QueryClientProvider client={client}>
        <List load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Unable to load data')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('B-1')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    restore();
  });
});
