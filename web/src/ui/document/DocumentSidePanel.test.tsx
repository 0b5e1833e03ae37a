import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { documentsT, loadDocumentsNamespace } from '../../core/app-i18n/documents';
import { changeLanguage } from '../../core/i18n';
import { DetailPanelContext } from '../../core/shell';
import { renderWithProviders } from '../../test/render';
import { DocumentSidePanel, isolate } from './DocumentSidePanel';
import type { DocumentView } from './documentTypes';
import { relatedAtStore } from './otherStore';

const SHIPMENT: DocumentView = {
  id: 'd1',
  invoiceNumber: 12,
  status: 'PICKED',
  onHold: false,
  otherPartyName: 'District Store A',
  colour: '#ff0000',
  enteredBy: 'Joseph Otieno',
  createdDatetime: '2026-11-20T08:00:00.000Z',
  totalBeforeTax: 40,
  totalAfterTax: 46,
};

/** The shell's panel, reduced to the element pages draw into. */
function inPanel(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const register = vi.fn(() => () => undefined);
  renderWithProviders(
    <DetailPanelContext.Provider
      value={{ container, open: true, setOpen: () => undefined, register }}
    >
      {ui}
    </DetailPanelContext.Provider>,
  );
  return { panel: within(container), register };
}

describe('DocumentSidePanel', () => {
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });
  afterEach(async () => {
    document.body.innerHTML = '';
    await changeLanguage('en');
  });

  it('draws in the shell panel: additional information, related documents and totals', async () => {
    const { panel, register } = inPanel(<DocumentSidePanel document={SHIPMENT} />);
    // The page tells the shell it has a panel, so the app bar shows the toggle.
    expect(register).toHaveBeenCalled();
    const info = await panel.findByRole('region', { name: 'Additional information' });
    expect(info).toHaveTextContent('Created20/11/2026');
    expect(info).toHaveTextContent('Entered byJoseph Otieno');
    expect(info).toHaveTextContent('Colour#ff0000');
    expect(panel.getByTestId('document-colour')).toHaveStyle({ backgroundColor: '#ff0000' });
    expect(panel.getByRole('region', { name: 'Related documents' })).toHaveTextContent(
      'No related documents',
    );
    const totals = panel.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Before tax$40.00');
    expect(totals).toHaveTextContent('Tax$6.00');
    expect(totals).toHaveTextContent('After tax$46.00');
  });

  it('names a document without a colour as such and a tax-free one with no tax', async () => {
    const { panel } = inPanel(
      <DocumentSidePanel
        document={{ ...SHIPMENT, colour: null, enteredBy: null, totalAfterTax: 40 }}
      />,
    );
    const info = await panel.findByRole('region', { name: 'Additional information' });
    expect(info).toHaveTextContent('ColourNone');
    // A document the system made (a transfer's receipt) was entered by no one.
    expect(info).toHaveTextContent('Entered byNone');
    expect(panel.getByRole('region', { name: 'Totals' })).toHaveTextContent('Tax$0.00');
  });

  it("lists the transfer's document at the other store, opened there when the user works there", async () => {
    const open = vi.fn(() => Promise.resolve());
    const related = relatedAtStore({
      id: 'r1',
      label: 'Receipt at District Store A',
      type: 'INBOUND_SHIPMENT',
      found: { id: 'r1', invoiceNumber: 7, status: 'DELIVERED' },
      store: { id: 's2', code: 'DSA', name: 'District Store A' },
      open,
    });
    const { panel } = inPanel(<DocumentSidePanel document={SHIPMENT} related={related} />);
    const linked = await panel.findByTestId('related-document');
    expect(linked).toHaveTextContent('Receipt at District Store A');
    expect(linked).toHaveTextContent('No. 7');
    expect(linked).toHaveTextContent('Delivered');
    await userEvent.click(within(linked).getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith(
      { id: 's2', code: 'DSA', name: 'District Store A' },
      '/replenishment/inbound-shipment/r1',
    );
  });

  it('names the linked document without number or way there when the user cannot read it', async () => {
    const unread = relatedAtStore({
      id: 'r1',
      label: 'Receipt at District Store A',
      type: 'INBOUND_SHIPMENT',
      found: null,
      store: undefined,
      open: vi.fn(),
    });
    expect(unread).toEqual([{ id: 'r1', label: 'Receipt at District Store A' }]);
    const { panel } = inPanel(<DocumentSidePanel document={SHIPMENT} related={unread} />);
    const linked = await panel.findByTestId('related-document');
    expect(within(linked).queryByRole('button')).toBeNull();
    // No link at all: nothing to list.
    expect(
      relatedAtStore({
        id: null,
        label: 'x',
        type: 'INBOUND_SHIPMENT',
        store: undefined,
        open: vi.fn(),
      }),
    ).toEqual([]);
  });

  it('isolates a Latin store name in an Arabic sentence', async () => {
    await changeLanguage('ar');
    await loadDocumentsNamespace();
    const label = documentsT('panel.transfer-receipt', { store: isolate('Store (KHC) 2') });
    // The name keeps its own order inside the Arabic text: first strong isolate ... pop.
    expect(label).toBe('الاستلام لدى \u2068Store (KHC) 2\u2069');
    const { panel } = inPanel(
      <DocumentSidePanel document={SHIPMENT} related={[{ id: 'r1', label }]} />,
    );
    expect(await panel.findByRole('region', { name: 'معلومات إضافية' })).toBeInTheDocument();
    expect(panel.getByTestId('related-document').querySelector('bdi')).toHaveTextContent(label);
    expect(screen.queryByText('Additional information')).toBeNull();
  });
});
