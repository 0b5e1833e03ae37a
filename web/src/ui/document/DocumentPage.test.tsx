import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../core/app-i18n/documents';
import { renderScreen } from '../../test/screen';
import { stubScrollerHeight } from '../../test/render';
import { catalogueColumn } from '../DataTable';
import { DocumentLinesTable, type DocumentLineRow } from './DocumentLinesTable';
import { DocumentPage, type DocumentPageProps } from './DocumentPage';
import type { DocumentView } from './documentTypes';

const SHIPMENT: DocumentView = {
  id: 'd1',
  invoiceNumber: 12,
  status: 'NEW',
  onHold: false,
  otherPartyName: 'Kibera Health Centre',
  theirReference: 'PO-7',
  comment: null,
  createdDatetime: '2026-11-20T08:00:00.000Z',
  totalBeforeTax: 40,
  totalAfterTax: 40,
};

type Line = DocumentLineRow & { batch: string };
const LINES: Line[] = [
  {
    id: 'l1',
    itemId: 'i1',
    itemCode: 'AMOX',
    itemName: 'Amoxicillin',
    packSize: 10,
    numberOfPacks: 2,
    batch: 'A1',
  },
  {
    id: 'l2',
    itemId: 'i1',
    itemCode: 'AMOX',
    itemName: 'Amoxicillin',
    packSize: 10,
    numberOfPacks: 3,
    batch: 'A2',
  },
  {
    id: 'l3',
    itemId: 'i2',
    itemCode: 'PARA',
    itemName: 'Paracetamol',
    packSize: 100,
    numberOfPacks: 1,
    batch: 'P1',
  },
];

function renderPage(
  overrides: Partial<DocumentPageProps> = {},
  deleteLine?: (id: string) => Promise<void>,
) {
  const props: DocumentPageProps = {
    type: 'OUTBOUND_SHIPMENT',
    document: SHIPMENT,
    title: 'Outbound shipment 12',
    partyLabel: 'Customer',
    canMutate: true,
    onUpdate: vi.fn(() => Promise.resolve()),
    onChangeStatus: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    children: (
      <DocumentLinesTable
        id="lines"
        groupByItemOf="outboundShipment"
        lines={LINES}
        columns={[
          catalogueColumn<Line>('itemName', { sortable: false }),
          catalogueColumn<Line>('batch', { sortable: false }),
          catalogueColumn<Line>('numberOfPacks', { sortable: false }),
        ]}
        emptyMessage="No lines"
        {...(deleteLine ? { deleteLine } : {})}
      />
    ),
    ...overrides,
  };
  renderScreen(<DocumentPage {...props} />, '/document');
  return props;
}

describe('DocumentPage', () => {
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('shows the party, references, status and its date, and the totals', async () => {
    const restore = stubScrollerHeight();
    renderPage({
      document: { ...SHIPMENT, status: 'ALLOCATED', allocatedDatetime: '2026-11-21T09:30:00.000Z' },
    });
    expect(await screen.findByTestId('document-party')).toHaveTextContent('Kibera Health Centre');
    expect(screen.getByRole('textbox', { name: 'Their reference' })).toHaveValue('PO-7');
    expect(
      within(screen.getByTestId('document-status')).getByText('Allocated'),
    ).toBeInTheDocument();
    // The stepper: every status of the type, the reached ones with their dates.
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/21\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByTestId('document-footer')).toHaveTextContent('Total: $40.00');
    restore();
  });

  it('offers the next status the lifecycle allows and moves only after confirmation', async () => {
    const restore = stubScrollerHeight();
    const props = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Allocated' }));
    const dialog = screen.getByRole('dialog');
    // Leaving NEW removes zero-quantity lines: said before it happens (spec 001 section 4).
    expect(dialog).toHaveTextContent('Change the status to Allocated?');
    expect(dialog).toHaveTextContent('Lines with a zero quantity will be removed.');
    expect(props.onChangeStatus).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(props.onChangeStatus).toHaveBeenCalledWith('ALLOCATED'));
    restore();
  });

  it('says picking takes the stock off the shelves', async () => {
    const restore = stubScrollerHeight();
    renderPage({ document: { ...SHIPMENT, status: 'ALLOCATED' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Picked' }));
    expect(screen.getByRole('dialog')).toHaveTextContent("The stock leaves the store's shelves.");
    restore();
  });

  it('freezes the status while on hold and says how to go on', async () => {
    const restore = stubScrollerHeight();
    renderPage({ document: { ...SHIPMENT, onHold: true } });
    expect(await screen.findByRole('button', { name: 'Confirm Allocated' })).toBeDisabled();
    expect(screen.getByText('On hold: remove the hold to change the status')).toBeInTheDocument();
    restore();
  });

  it('offers no move, edit or delete to a user without the permission', async () => {
    const restore = stubScrollerHeight();
    renderPage({ canMutate: false });
    await screen.findByTestId('document-party');
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeDisabled();
    restore();
  });

  it('a manual receipt goes from new to delivered, never shipped', async () => {
    const restore = stubScrollerHeight();
    renderPage({ type: 'INBOUND_SHIPMENT', manual: true, partyLabel: 'Supplier' });
    expect(await screen.findByRole('button', { name: 'Confirm Delivered' })).toBeEnabled();
    restore();
  });

  it('saves a header text when the user leaves the field', async () => {
    const restore = stubScrollerHeight();
    const props = renderPage();
    const comment = await screen.findByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Cold chain box');
    expect(props.onUpdate).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(props.onUpdate).toHaveBeenCalledWith({ comment: 'Cold chain box' });
    await userEvent.click(screen.getByRole('switch', { name: 'On hold' }));
    expect(props.onUpdate).toHaveBeenCalledWith({ onHold: true });
    restore();
  });

  it('asks before deleting the document', async () => {
    const restore = stubScrollerHeight();
    const props = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete this document and all its lines?');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(props.onDelete).toHaveBeenCalled());
    restore();
  });

  it('lists lines one per batch, grouped by item only when asked, with the totals', async () => {
    const restore = stubScrollerHeight();
    renderPage();
    expect(await screen.findByText('A2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Group by item' })).not.toBeChecked();
    expect(screen.getByTestId('document-lines-totals')).toHaveTextContent('Lines: 3 · units: 150');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Group by item' }));
    expect(screen.queryByText('A2')).toBeNull();
    const amoxicillin = screen.getByText('Amoxicillin').closest('tr');
    // Two lines, 2 + 3 packs of 10.
    expect(amoxicillin).toHaveTextContent('2');
    expect(amoxicillin).toHaveTextContent('50');
    // The choice is remembered for the type (local storage), as the spec's preference.
    expect(localStorage.getItem('/preference/groupbyitem')).toBe('{"outboundShipment":true}');
    restore();
  });

  it('deletes the chosen lines after a confirmation, and says to choose some first', async () => {
    const restore = stubScrollerHeight();
    const deleteLine = vi.fn(() => Promise.resolve());
    renderPage({}, deleteLine);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete lines' }));
    expect(await screen.findByText('Select lines to delete')).toBeInTheDocument();
    const row = screen.getByText('A2').closest('tr');
    await userEvent.click(within(row!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete lines' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the 1 selected lines?');
    expect(deleteLine).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete lines' }));
    await waitFor(() => expect(deleteLine).toHaveBeenCalledWith('l2'));
    expect(await screen.findByText('Lines deleted: 1')).toBeInTheDocument();
    restore();
  });
});
