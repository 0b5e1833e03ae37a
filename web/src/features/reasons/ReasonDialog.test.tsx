// Issue 9, "idempotent writes": a new reason's id is made once per draft, so a save retried
// after a lost answer adds the same reason, not a second one.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Graphql from '../../core/graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../core/app-i18n/inventory';
import { clearSession } from '../../core/session';
import { operationOf, renderScreen } from '../../test/screen';
import { signInWith } from '../../test/session';
import { ReasonDialog } from './ReasonDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
// The transport is mocked; its error readers stay real (the dialogs show a lost answer).
vi.mock('../../core/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof Graphql>()),
  gqlRequest,
}));

describe('ReasonDialog', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
  });

  it('a retried insert sends the same reason id', { timeout: 60_000 }, async () => {
    signInWith(['EDIT_CENTRAL_DATA']);
    gqlRequest
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ insertReasonOption: { __typename: 'ReasonOptionNode' } });
    const onClose = vi.fn();
    renderScreen(
      <ReasonDialog
        initial={{ type: 'OPEN_VIAL_WASTAGE', reason: '', isActive: true }}
        onClose={onClose}
      />,
      '/manage/log-reasons',
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Vial opened');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(gqlRequest).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = gqlRequest.mock.calls
      .filter((call) => operationOf(call) === 'ReasonDialog_InsertReasonOption')
      .map((call) => call[1] as { id: string; reason: string });
    expect(first).toMatchObject({ reason: 'Vial opened', type: 'OPEN_VIAL_WASTAGE' });
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toEqual(first);
  });

  it(
    'asks "Are you sure?" before Escape loses a typed reason, and stays on Cancel',
    { timeout: 60_000 },
    async () => {
      signInWith(['EDIT_CENTRAL_DATA']);
      const onClose = vi.fn();
      renderScreen(
        <ReasonDialog
          initial={{ type: 'OPEN_VIAL_WASTAGE', reason: '', isActive: true }}
          onClose={onClose}
        />,
        '/manage/log-reasons',
      );
      const dialog = await screen.findByRole('dialog');
      const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
      await userEvent.type(reason, 'Vial opened');
      await userEvent.keyboard('{Escape}');
      expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).not.toHaveBeenCalled();
      expect(reason).toHaveValue('Vial opened');
    },
  );
});
