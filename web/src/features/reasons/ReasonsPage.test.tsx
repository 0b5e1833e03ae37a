import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortcutProvider } from '../../core/shortcuts';
import { operationOf, renderScreen } from '../../test/screen';
import { screenSuite } from '../../test/screenSuite';
import { signInWith } from '../../test/session';
import ReasonsPage from './ReasonsPage';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../core/graphql', () => ({ gqlRequest }));

const REASONS = [
  { id: 'r1', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', reason: 'Damaged', isActive: true },
  { id: 'r2', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', reason: 'Old reason', isActive: false },
  { id: 'r3', type: 'RETURN_REASON', reason: 'Wrong item sent', isActive: true },
];
const TEXT_INVALID = {
  __typename: 'InsertReasonOptionError',
  error: { __typename: 'ReasonTextInvalid', description: 'A reason needs 1 to 200 characters' },
};

function answer(document: unknown, variables: { type?: string; reason?: string }) {
  switch (operationOf([document])) {
    case 'LogReasons_ReasonOptions':
      return Promise.resolve({
        reasonOptions: REASONS.filter((r) => !variables.type || r.type === variables.type),
      });
    case 'ReasonDialog_InsertReasonOption':
      return Promise.resolve({
        insertReasonOption: variables.reason?.trim()
          ? { __typename: 'ReasonOptionNode' }
          : TEXT_INVALID,
      });
    case 'ReasonDialog_UpdateReasonOption':
      return Promise.resolve({ updateReasonOption: { __typename: 'ReasonOptionNode' } });
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
  }
}

const callsOf = (operation: string): unknown[] =>
  gqlRequest.mock.calls
    .filter((call: unknown[]) => operationOf(call) === operation)
    .map((call: unknown[]) => call[1]);

function renderPage(url = '/manage/log-reasons') {
  return renderScreen(
    <ShortcutProvider>
      <ReasonsPage />
    </ShortcutProvider>,
    url,
  );
}

describe('log reasons', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);

  it('shows every reason with its translated type and whether it is active; a tab per type', async () => {
    stubTableHeight();
    signInWith(['STOCK_LINE_QUERY']);
    gqlRequest.mockImplementation(answer);
    const { search } = renderPage();
    const old = (await screen.findByText('Old reason')).closest('tr');
    expect(within(old!).getByText('Negative inventory adjustment')).toBeInTheDocument();
    expect(within(old!).getByText('Inactive')).toBeInTheDocument();
    const damaged = screen.getByText('Damaged').closest('tr');
    expect(within(damaged!).getByText('Active')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Return' }));
    expect(search().get('tab')).toBe('RETURN_REASON');
    await waitFor(() => expect(screen.queryByText('Damaged')).toBeNull());
    expect(screen.getByText('Wrong item sent')).toBeInTheDocument();
    expect(callsOf('LogReasons_ReasonOptions').at(-1)).toEqual({
      storeId: 's',
      type: 'RETURN_REASON',
    });
  });

  it('without EDIT_CENTRAL_DATA offers no new reason, no shortcut and no editing', async () => {
    stubTableHeight();
    signInWith(['STOCK_LINE_QUERY']);
    gqlRequest.mockImplementation(answer);
    renderPage();
    await userEvent.click(await screen.findByText('Damaged'));
    await userEvent.keyboard('{Alt>}n{/Alt}');
    expect(screen.queryByRole('button', { name: 'New reason' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a reason of the open tab’s type with Alt+N; the server’s refusal of an empty text shows translated', async () => {
    stubTableHeight();
    signInWith(['EDIT_CENTRAL_DATA']);
    gqlRequest.mockImplementation(answer);
    renderPage('/manage/log-reasons?tab=POSITIVE_INVENTORY_ADJUSTMENT');
    expect(await screen.findByRole('button', { name: 'New reason' })).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}n{/Alt}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Reason type' })).toHaveTextContent(
      'Positive inventory adjustment',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a reason of 1 to 200 characters')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Donation');
    expect(within(dialog).queryByText('Enter a reason of 1 to 200 characters')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reason saved')).toBeInTheDocument();
    expect(callsOf('ReasonDialog_InsertReasonOption').at(-1)).toEqual({
      storeId: 's',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      type: 'POSITIVE_INVENTORY_ADJUSTMENT',
      reason: 'Donation',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the text and active flag of a reason, its type fixed', async () => {
    stubTableHeight();
    signInWith(['EDIT_CENTRAL_DATA']);
    gqlRequest.mockImplementation(answer);
    renderPage();
    await userEvent.click(await screen.findByText('Damaged'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit reason' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Reason type' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const text = within(dialog).getByRole('textbox', { name: 'Reason' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Damaged in transit');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reason saved')).toBeInTheDocument();
    expect(callsOf('ReasonDialog_UpdateReasonOption')).toEqual([
      { storeId: 's', id: 'r1', reason: 'Damaged in transit', isActive: false },
    ]);
  });
});
