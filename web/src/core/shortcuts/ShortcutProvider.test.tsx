import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { Modal } from '../../ui/Modal';
import { useTabState } from '../list-state/useTabState';
import { ShortcutProvider, useShortcut } from './ShortcutProvider';

function Page({ onAdd, onSave }: { onAdd?: () => void; onSave?: () => void }) {
  useShortcut('add', onAdd);
  useShortcut('save', onSave);
  return <input aria-label="search" />;
}

function Tabs() {
  const { tab } = useTabState(['stock', 'ledger', 'log']);
  return <output aria-label="tab">{tab}</output>;
}

const altS = () => fireEvent.keyDown(document.body, { key: 's', code: 'KeyS', altKey: true });

describe('ShortcutProvider', () => {
  it("adds with '+' outside text fields only, and with Alt+N anywhere", async () => {
    const onAdd = vi.fn();
    renderWithProviders(
      <ShortcutProvider>
        <Page onAdd={onAdd} />
      </ShortcutProvider>,
    );
    const user = userEvent.setup({ delay: 60 });
    await user.keyboard('+');
    expect(onAdd).toHaveBeenCalledTimes(1);
    await user.click(screen.getByLabelText('search'));
    await user.keyboard('+');
    expect(screen.getByLabelText('search')).toHaveValue('+');
    expect(onAdd).toHaveBeenCalledTimes(1);
    await user.keyboard('{Alt>}n{/Alt}');
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('search')).toHaveValue('+');
  });

  it("ignores a '+' inside a barcode scanner's burst of keys", async () => {
    const onAdd = vi.fn();
    renderWithProviders(
      <ShortcutProvider>
        <Page onAdd={onAdd} />
      </ShortcutProvider>,
    );
    await userEvent.setup({ delay: 0 }).keyboard('0950+12');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("saves the open dialog with Alt+S (Option+S types 'ß' on a Mac), not the page under it", () => {
    const pageSave = vi.fn();
    const dialogSave = vi.fn();
    const { rerender } = renderWithProviders(
      <ShortcutProvider>
        <Page onSave={pageSave} />
        <Modal open title="Edit" onClose={vi.fn()} onSave={dialogSave} />
      </ShortcutProvider>,
    );
    const macOptionS = fireEvent.keyDown(screen.getByRole('dialog'), {
      key: 'ß',
      code: 'KeyS',
      altKey: true,
    });
    expect(macOptionS).toBe(false); // prevented: no 'ß' typed
    expect(dialogSave).toHaveBeenCalledTimes(1);
    expect(pageSave).not.toHaveBeenCalled();

    // While the dialog cannot save, Alt+S does nothing, even to the page.
    rerender(
      <ShortcutProvider>
        <Page onSave={pageSave} />
        <Modal open title="Edit" onClose={vi.fn()} />
      </ShortcutProvider>,
    );
    expect(altS()).toBe(true);
    expect(pageSave).not.toHaveBeenCalled();
  });

  it('switches to the nth tab of the page with Ctrl+digit', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/item/1']}>
        <ShortcutProvider>
          <Tabs />
        </ShortcutProvider>
      </MemoryRouter>,
    );
    const tab = screen.getByLabelText('tab');
    expect(tab).toHaveTextContent('stock');
    expect(fireEvent.keyDown(document.body, { key: '2', code: 'Digit2', ctrlKey: true })).toBe(
      false,
    );
    expect(tab).toHaveTextContent('ledger');
    // No fifth tab: the key is left to the browser.
    expect(fireEvent.keyDown(document.body, { key: '5', code: 'Digit5', ctrlKey: true })).toBe(
      true,
    );
    fireEvent.keyDown(document.body, { key: '1', code: 'Digit1', ctrlKey: true });
    expect(tab).toHaveTextContent('stock');
  });

  it('does nothing without a provider (pages rendered alone, the sign-in page)', () => {
    const onSave = vi.fn();
    renderWithProviders(<Page onSave={onSave} />);
    expect(altS()).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });
});
