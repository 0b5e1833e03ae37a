import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { ConfirmationDialog } from './ConfirmationDialog';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmationDialog', () => {
  it('shows the title and message with cancel and OK, 400 x 200 by default', async () => {
    const height = window.innerHeight;
    Object.assign(window, { innerHeight: 1000 });
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmationDialog
        open
        title="Delete lines"
        message="Delete 3 lines?"
        onConfirm={vi.fn()}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete lines' });
    expect(dialog).toHaveTextContent('Delete 3 lines?');
    expect(dialog).toHaveStyle({ width: '400px', minHeight: '200px' });
    Object.assign(window, { innerHeight: height });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith('cancel');
  });

  it('disables the buttons and shows a spinner while confirming, then closes', async () => {
    const saving = deferred();
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmationDialog
        open
        title="Delete"
        message="Sure?"
        onConfirm={() => saving.promise}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Saving…' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    saving.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('confirmed'));
  });

  it('stays open and reports a failed confirm', async () => {
    const saving = deferred();
    const onClose = vi.fn();
    const onError = vi.fn();
    renderWithProviders(
      <ConfirmationDialog
        open
        title="Delete"
        message="Sure?"
        onConfirm={() => saving.promise}
        onClose={onClose}
        onError={onError}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    saving.reject(new Error('nope'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('nope')));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
  });
});
