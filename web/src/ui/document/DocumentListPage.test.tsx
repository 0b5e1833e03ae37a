import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceStatus } from '@dawa/domain';
import { loadDocumentsNamespace } from '../../core/app-i18n/documents';
import { UserFacingError } from '../../core/graphql/userErrors';
import { changeLanguage } from '../../core/i18n';
import { renderScreen } from '../../test/screen';
import { stubScrollerHeight } from '../../test/render';
import { DocumentListPage } from './DocumentListPage';
import type { DocumentRow } from './documentColumns';

const row = (
  id: string,
  invoiceNumber: number,
  status: InvoiceStatus,
  extra: Partial<DocumentRow> = {},
): DocumentRow => ({
  id,
  invoiceNumber,
  otherPartyName: `Customer ${invoiceNumber}`,
  status,
  onHold: false,
  totalAfterTax: 10,
  createdDatetime: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const ROWS = [
  row('a', 12, 'NEW'),
  row('b', 11, 'ALLOCATED'),
  row('c', 10, 'NEW', { onHold: true }),
  row('d', 9, 'SHIPPED'),
];

function renderList(
  onChangeStatus: (row: DocumentRow, status: InvoiceStatus) => Promise<void>,
  rows: DocumentRow[] = ROWS,
  inbound?: { manualOf: (row: DocumentRow) => boolean },
) {
  const restore = stubScrollerHeight();
  renderScreen(
    <DocumentListPage
      id="documents"
      type={inbound ? 'INBOUND_SHIPMENT' : 'OUTBOUND_SHIPMENT'}
      {...(inbound ? { manualOf: inbound.manualOf } : {})}
      useRows={() => ({
        data: { totalCount: rows.length, nodes: rows },
        isPending: false,
        isError: false,
      })}
      dateColumn="allocatedDatetime"
      onOpen={() => undefined}
      onChangeStatus={onChangeStatus}
      texts={{ empty: 'No shipments', search: 'Customer name' }}
    />,
    '/documents',
  );
  return restore;
}

async function choose(names: string[], button = 'Change status') {
  for (const name of names) {
    const tableRow = (await screen.findByText(name)).closest('tr');
    await userEvent.click(within(tableRow!).getByRole('checkbox'));
  }
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog');
}

describe('DocumentListPage: bulk status change', () => {
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('says to choose documents first', async () => {
    const restore = renderList(vi.fn());
    await screen.findByText('Customer 12');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Select rows to change their status')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    restore();
  });

  it('offers only the statuses every chosen document may reach, says why the others stay, and moves only after confirmation', async () => {
    const onChangeStatus = vi.fn(() => Promise.resolve());
    const restore = renderList(onChangeStatus);
    const dialog = await choose(['Customer 12', 'Customer 11', 'Customer 10', 'Customer 9']);
    // NEW may go to allocated, picked or shipped; ALLOCATED only to picked or shipped.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Picked', 'Shipped']);
    await userEvent.click(screen.getByRole('option', { name: 'Picked' }));
    expect(dialog).toHaveTextContent('Change the status of 2 documents to Picked?');
    // Picking issues the stock; leaving NEW removes the lines with no quantity.
    expect(dialog).toHaveTextContent("The stock leaves the store's shelves.");
    expect(dialog).toHaveTextContent('Lines with a zero quantity will be removed.');
    const skipped = within(dialog).getByTestId('bulk-status-skipped');
    expect(skipped).toHaveTextContent('No. 10: on hold, remove the hold to change its status');
    expect(skipped).toHaveTextContent('No. 9: no status a user sets follows Shipped');
    expect(onChangeStatus).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(onChangeStatus).toHaveBeenCalledTimes(2));
    expect(onChangeStatus).toHaveBeenCalledWith(ROWS[0], 'PICKED');
    expect(onChangeStatus).toHaveBeenCalledWith(ROWS[1], 'PICKED');
    expect(await screen.findByText('Status changed: 2 documents')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    restore();
  });

  it('lists what the server refused, per document and translated', async () => {
    const onChangeStatus = vi.fn((document: DocumentRow) =>
      document.id === 'a'
        ? Promise.reject(
            new UserFacingError('CannotChangeStatusWithoutLines', 'invoice has no lines'),
          )
        : Promise.resolve(),
    );
    const restore = renderList(onChangeStatus);
    const dialog = await choose(['Customer 12', 'Customer 11']);
    expect(dialog).toHaveTextContent('Change the status of 2 documents to Picked?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const failures = await within(dialog).findByTestId('bulk-status-failures');
    expect(failures).toHaveTextContent('No. 12: The document has no line with a quantity');
    expect(failures).not.toHaveTextContent('invoice has no lines');
    expect(failures).not.toHaveTextContent('No. 11');
    expect(await screen.findByText('Status changed: 1 document')).toBeInTheDocument();
    // The dialog's own button (the title bar has a close icon of the same name).
    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(close[close.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    restore();
  });

  it('says when none of the chosen documents can move, and offers nothing', async () => {
    const onChangeStatus = vi.fn(() => Promise.resolve());
    const restore = renderList(onChangeStatus);
    const dialog = await choose(['Customer 10', 'Customer 9']);
    expect(dialog).toHaveTextContent('None of the selected documents can change status.');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Change status' })).toBeNull();
    restore();
  });

  it('never offers shipped for a receipt made by hand', async () => {
    const rows = [row('m', 5, 'NEW'), row('t', 4, 'NEW')];
    // Only a receipt linked to a transfer (t) may be marked shipped by its user.
    const restore = renderList(vi.fn(), rows, { manualOf: (document) => document.id === 'm' });
    let dialog = await choose(['Customer 5', 'Customer 4']);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Delivered',
      'Received',
      'Verified',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(screen.getByText('Customer 5').closest('tr')!).getByRole('checkbox'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Shipped',
      'Delivered',
      'Received',
      'Verified',
    ]);
    restore();
  });

  it('counts in Arabic with its plural forms', async () => {
    await changeLanguage('ar');
    await loadDocumentsNamespace();
    const restore = renderList(vi.fn(() => Promise.resolve()));
    const dialog = await choose(['Customer 12', 'Customer 11'], 'تغيير الحالة');
    // Two documents take the dual form, not the plural.
    expect(dialog).toHaveTextContent('تغيير حالة مستندين إلى «مُجهَّز»؟');
    restore();
  });
});
