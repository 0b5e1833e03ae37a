import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortcutProvider } from '../../core/shortcuts';
import { renderWithProviders } from '../../test/render';
import { SaveDialog, type SaveDialogProps } from './SaveDialog';

function dialog(props: Partial<SaveDialogProps>) {
  return (
    <ShortcutProvider>
      <SaveDialog title="Edit" onClose={vi.fn()} onSave={vi.fn()} saving={false} {...props}>
        <input aria-label="Field" />
      </SaveDialog>
    </ShortcutProvider>
  );
}

describe('SaveDialog', () => {
  it('saves by button and by Alt+S, cancels; while saving nothing runs and Save says so', async () => {
    const onClose = vi.fn();
    const onSave = vi.fn();
    const { rerender } = renderWithProviders(dialog({ onClose, onSave }));
    expect(screen.getByRole('textbox', { name: 'Field' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Alt>}s{/Alt}');
    expect(onSave).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(dialog({ onClose, onSave, saving: true }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await userEvent.keyboard('{Escape}');
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Save and Alt+S off while the form cannot be saved', async () => {
    const onSave = vi.fn();
    renderWithProviders(dialog({ onSave, canSave: false }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Alt>}s{/Alt}');
    expect(onSave).not.toHaveBeenCalled();
  });
});
