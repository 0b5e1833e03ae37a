import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { hiddenColumnsStorageKey } from '../DataTable/useHiddenColumns';
import { exportFileName } from '../../core/export/downloadExport';
import { ExportButton } from './ExportButton';

const COLUMNS = [
  { key: 'itemCode', field: 'item.code', header: 'Code' },
  { key: 'batch', field: 'batch', header: 'Batch' },
  { key: 'expiryDate', field: 'expiryDate', header: 'Expiry' },
];

/** A response whose body arrives in the chunks given, each when the test releases it. */
function streamedResponse(chunks: Uint8Array[]) {
  const releases: (() => void)[] = [];
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks.shift();
      if (!chunk) {
        controller.close();
        return;
      }
      await new Promise<void>((resolve) => releases.push(resolve));
      controller.enqueue(chunk);
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/xlsx' } }),
    release: () => releases.shift()?.(),
  };
}

let createObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  createObjectURL = vi.fn(() => 'blob:export');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('ExportButton', () => {
  it('asks for the list with the shown columns and their headers, shows the bytes received, then saves the file', async () => {
    window.localStorage.setItem(
      hiddenColumnsStorageKey('inventory-stock'),
      JSON.stringify({ batch: true }),
    );
    const { response, release } = streamedResponse([
      new Uint8Array(1024 * 1024),
      new Uint8Array(512 * 1024),
    ]);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    renderWithProviders(
      <ExportButton
        list="stockLines"
        arguments={{ storeId: 's', filter: { onHold: true }, sort: [{ key: 'batch', desc: true }] }}
        columns={COLUMNS}
        tableId="inventory-stock"
        title="Stock"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/export/stockLines');
    const sent = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({
      arguments: { storeId: 's', filter: { onHold: true }, sort: [{ key: 'batch', desc: true }] },
      // The batch column is hidden in the table: not exported.
      columns: [
        { field: 'item.code', header: 'Code' },
        { field: 'expiryDate', header: 'Expiry' },
      ],
      language: 'en',
      yes: 'Yes',
      no: 'No',
      title: 'Stock',
    });

    release();
    expect(await screen.findByRole('button', { name: /Exporting… 1 MB/ })).toBeDisabled();
    // The last chunk ends the file: saved at once.
    release();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.size).toBe(1.5 * 1024 * 1024);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('says the export failed, translated, when the server refuses it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ errors: [{ message: 'Permission denied' }] }), {
        status: 403,
      }),
    );
    renderWithProviders(
      <ExportButton list="items" arguments={{ storeId: 's' }} columns={COLUMNS} title="Items" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export failed. Try again.')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('names the file after the page and the day, without characters file systems refuse', () => {
    expect(exportFileName('Stock: A/B', new Date('2026-11-24T10:00:00Z'))).toBe(
      'Stock  A B 2026-11-24.xlsx',
    );
  });
});
