import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectionError } from '../../core/graphql/errors';
import { UserFacingError } from '../../core/graphql/userErrors';
import { ShortcutProvider } from '../../core/shortcuts';
import { renderScreen } from '../../test/screen';
import { SaveDialog, type SaveDialogProps } from './SaveDialog';

function dialog(props: Partial<SaveDialogProps>) {
  renderScreen(
    <ShortcutProvider>
      <SaveDialog
        title="Edit"
        onClose={vi.fn()}
        onSave={() => Promise.resolve()}
        successMessage="Saved it"
        {...props}
      >
        <input aria-label="Field" />
      </SaveDialog>
    </ShortcutProvider>,
    '/',
  );
  return screen.findByRole('dialog', { name: 'Edit' });
}

/** A save that waits until the test lets it finish. */
function pendingSave() {
  let finish: (error?: Error) => void = () => undefined;
  const onSave = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (error) => (error ? reject(error) : resolve());
      }),
  );
  return { onSave, finish: (error?: Error) => finish(error) };
}

describe('SaveDialog', () => {
  it('saves by button, says so and closes; while saving Save spins and nothing closes it', async () => {
    const onClose = vi.fn();
    const save = pendingSave();
    await dialog({ onClose, onSave: save.onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save.onSave).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await userEvent.keyboard('{Escape}');
    expect(save.onSave).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    save.finish();
    expect(await screen.findByText('Saved it')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('saves by Alt+S', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    await dialog({ onSave });
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('closes at once on Cancel when nothing was typed', async () => {
    const onClose = vi.fn();
    await dialog({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
  });

  it('keeps Save and Alt+S off while the form cannot be saved, and says why', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    await dialog({ onSave, canSave: false, whyDisabled: 'Pack size: Enter a whole number' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Save is off until: Pack size: Enter a whole number');
    await userEvent.keyboard('{Alt>}s{/Alt}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stays open with what was typed when the server cannot be reached, and says so', async () => {
    const onClose = vi.fn();
    const save = pendingSave();
    await dialog({ onClose, onSave: save.onSave });
    await userEvent.type(screen.getByRole('textbox', { name: 'Field' }), 'typed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    save.finish(new ConnectionError(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Unable to connect to the server')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue('typed');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('leaves a refusal the form pins to a field to the form: no toast', async () => {
    const onRefused = vi.fn(() => true);
    const refusal = new UserFacingError('UniqueValueViolation', 'code is used');
    await dialog({ onSave: () => Promise.reject(refusal), onRefused });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith(refusal));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
  });

  it('asks "Are you sure?" before Cancel or Escape lose unsaved input', async () => {
    const onClose = vi.fn();
    await dialog({ onClose, isDirty: true });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
