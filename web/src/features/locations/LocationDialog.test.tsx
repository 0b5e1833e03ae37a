// Issue 9, "idempotent writes": a new location's id is made once per draft, so a save retried
// after a lost answer inserts the same location; an edit keeps the location's own id.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Graphql from '../../core/graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../core/app-i18n/inventory';
import { clearSession } from '../../core/session';
import { operationOf, renderScreen } from '../../test/screen';
import { signInWith } from '../../test/session';
import { LocationDialog, type LocationDraft } from './LocationDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
// The transport is mocked; its error readers stay real (the dialogs show a lost answer).
vi.mock('../../core/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof Graphql>()),
  gqlRequest,
}));

const inputs = (operation: string) =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === operation)
    .map((call) => (call[1] as { input: { id: string; code: string } }).input);

async function saveTwice(initial: LocationDraft, success: object) {
  gqlRequest.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(success);
  const onClose = vi.fn();
  renderScreen(<LocationDialog initial={initial} onClose={onClose} />, '/inventory/locations');
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/^Code/), 'X');
  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'x');
  const save = within(dialog).getByRole('button', { name: 'Save' });
  await userEvent.click(save);
  await waitFor(() => expect(gqlRequest).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(save).toBeEnabled());
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(save);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
}

describe('LocationDialog', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
  });

  it('a retried insert sends the same location id', { timeout: 60_000 }, async () => {
    signInWith(['LOCATION_MUTATE']);
    await saveTwice(
      { code: '', name: '', onHold: false },
      { insertLocation: { __typename: 'LocationNode', id: 'x' } },
    );
    const [first, second] = inputs('LocationDialog_InsertLocation');
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toEqual(first);
  });

  it('an edit updates the location under its own id', { timeout: 60_000 }, async () => {
    signInWith(['LOCATION_MUTATE']);
    await saveTwice(
      { id: 'loc-1', code: 'A', name: 'a', onHold: false },
      { updateLocation: { __typename: 'LocationNode', id: 'loc-1' } },
    );
    expect(inputs('LocationDialog_InsertLocation')).toEqual([]);
    expect(inputs('LocationDialog_UpdateLocation').map((i) => [i.id, i.code])).toEqual([
      ['loc-1', 'AX'],
      ['loc-1', 'AX'],
    ]);
  });

  it(
    'marks the code field when the server refuses a duplicate code',
    { timeout: 60_000 },
    async () => {
      signInWith(['LOCATION_MUTATE']);
      gqlRequest.mockResolvedValue({
        insertLocation: {
          __typename: 'InsertLocationError',
          error: { __typename: 'UniqueValueViolation', description: 'code is used', field: 'code' },
        },
      });
      const onClose = vi.fn();
      renderScreen(
        <LocationDialog initial={{ code: '', name: '', onHold: false }} onClose={onClose} />,
        '/inventory/locations',
      );
      const dialog = await screen.findByRole('dialog');
      const code = within(dialog).getByLabelText(/^Code/);
      await userEvent.type(code, 'A1');
      await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Shelf');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      expect(code).toHaveAccessibleDescription('This value is already used');
      expect(onClose).not.toHaveBeenCalled();
      await userEvent.type(code, '2');
      expect(code).toHaveAttribute('aria-invalid', 'false');
    },
  );

  it('asks "Are you sure?" before Cancel loses what was typed', { timeout: 60_000 }, async () => {
    signInWith(['LOCATION_MUTATE']);
    const onClose = vi.fn();
    renderScreen(
      <LocationDialog initial={{ code: '', name: '', onHold: false }} onClose={onClose} />,
      '/inventory/locations',
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'A1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
