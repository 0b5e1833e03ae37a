import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Graphql from '../../../core/graphql';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { changeLanguage } from '../../../core/i18n';
import { renderScreen } from '../../../test/screen';
import { RepackDialog } from './RepackDialog';
import { line } from './stockLineFixture';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof Graphql>()),
  gqlRequest,
}));

/** The repro line of issue 10: 143 packs of 10 tablets available. */
const held = { ...line, totalNumberOfPacks: 143, availableNumberOfPacks: 143 };

function renderDialog() {
  const onClose = vi.fn();
  renderScreen(<RepackDialog line={held} locations={[]} onClose={onClose} />, '/inventory/stock');
  return onClose;
}

describe('RepackDialog (issue 10: nothing stored that was not typed)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(async () => {
    gqlRequest.mockReset();
    await changeLanguage('en');
  });

  it.each([
    ['1.5', 'Enter a whole number'],
    ['200', 'Enter 143 or less'],
    ['-3', 'Negative numbers are not allowed here'],
    ['1e5', 'Type the number in full, without an exponent (e)'],
  ])('refuses %j packs to repack as typed: "%s", Save off', async (typed, message) => {
    renderDialog();
    const packs = await screen.findByLabelText('Packs to repack');
    await userEvent.type(packs, typed);
    await userEvent.type(screen.getByLabelText('New pack size'), '5');
    expect(packs).toHaveValue(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText(`Save is off until: Packs to repack: ${message}`)).toBeVisible();
  });

  it('refuses a new pack size of 0 instead of making it 1', async () => {
    renderDialog();
    await userEvent.type(await screen.findByLabelText('Packs to repack'), '2');
    const size = screen.getByLabelText('New pack size');
    await userEvent.type(size, '0');
    expect(size).toHaveValue('0');
    expect(screen.getByText('Enter a number above 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('takes whole packs in units, refuses units that make no whole packs, and sends packs', async () => {
    gqlRequest.mockResolvedValue({ insertRepack: { __typename: 'RepackNode' } });
    const onClose = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Units' }));
    const units = screen.getByLabelText('Units (tablet)');
    await userEvent.type(units, '25');
    expect(screen.getByText('25 tablet do not make whole packs of 10')).toBeInTheDocument();
    await userEvent.clear(units);
    await userEvent.type(units, '30');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('3 packs = 30 tablet');
    await userEvent.type(screen.getByLabelText('New pack size'), '5');
    expect(screen.getByTestId('repack-result')).toHaveTextContent(
      '3 packs of 10 become 6 packs of 5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(gqlRequest.mock.calls[0]?.[1]).toMatchObject({
      input: { stockLineId: 'line-1', numberOfPacks: 3, newPackSize: 5 },
    });
  });

  it('asks "Are you sure?" before Cancel loses the packs typed', async () => {
    const onClose = renderDialog();
    await userEvent.type(await screen.findByLabelText('Packs to repack'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses 1,5 packs in Arabic with the Arabic message', async () => {
    await changeLanguage('ar');
    renderDialog();
    const packs = await screen.findByLabelText('العبوات المراد إعادة تعبئتها');
    await userEvent.type(packs, '1.5');
    expect(packs).toHaveValue('1.5');
    expect(screen.getByText('أدخل عددًا صحيحًا')).toBeInTheDocument();
  });
});
