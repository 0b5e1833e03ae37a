// A stocktake line corrected in its dialog (issue 12): counted in packs or in units, each batch
// field sent, a refusal shown in the dialog with nothing lost, careless numbers refused.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { changeLanguage } from '../../../core/i18n';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import type { CountRow } from './stocktakeLineColumns';
import { StocktakeLineDialog } from './StocktakeLineDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const UPDATE = 'StocktakeDetail_UpdateLines';

const row = (patch: Partial<CountRow> = {}): CountRow => ({
  id: 'l1',
  itemId: 'i1',
  itemCode: 'AMX',
  itemName: 'Amoxicillin 250mg',
  item: { id: 'i1', isVaccine: false, unitName: 'Tab' },
  stockLineId: 's1',
  batch: 'TYPO-1',
  expiryDate: '2028-01-31',
  location: null,
  vvmStatus: null,
  packSize: 10,
  costPricePerPack: 2.5,
  sellPricePerPack: 3,
  snapshotNumberOfPacks: 4,
  countedNumberOfPacks: null,
  currentNumberOfPacks: 4,
  difference: null,
  hasSnapshotMismatch: false,
  reasonOptionId: null,
  numberOfPacks: 0,
  ...patch,
});

const REASONS = [
  { id: 'r-neg', reason: 'Damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true },
  { id: 'r-pos', reason: 'Found', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
];

/** The server: options, reasons, and the update answered by `update`. */
function serve(update: (variables: unknown) => unknown) {
  gqlRequest.mockImplementation((query: unknown, variables: unknown) => {
    const name = operationOf([query]);
    if (name === UPDATE) return Promise.resolve(update(variables));
    if (name === 'StocktakeDetail_Options') return Promise.resolve({ reasonOptions: REASONS });
    if (name === 'Documents_LineOptions')
      return Promise.resolve({
        locations: { nodes: [{ id: 'loc-2', code: 'SHELF-2', name: 'Second shelf' }] },
        vvmStatuses: [{ id: 'vvm-2', code: 'S2', description: 'Stage 2' }],
        donors: { nodes: [] },
      });
    return Promise.reject(new Error(`unexpected ${name}`));
  });
}
const taken = () => ({ updateStocktakeLines: { __typename: 'StocktakeLinesNode', lines: [] } });

function renderDialog(line = row()) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  signInWith(['STOCKTAKE_QUERY', 'STOCKTAKE_MUTATE']);
  renderScreen(
    <StocktakeLineDialog stocktakeId="st1" line={line} onClose={onClose} onSaved={onSaved} />,
    '/inventory/stocktakes/st1',
  );
  return { onClose, onSaved };
}

/** The lines sent by every update, in order. */
const sentLines = () =>
  variablesOf(gqlRequest, UPDATE).map(
    (v) => (v as { input: { stocktakeId: string; lines: unknown[] } }).input.lines[0],
  );

async function typeInto(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
  return field;
}

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('StocktakeLineDialog (issue 12)', { timeout: 30_000 }, () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('counts in packs, shows the units, and sends the count with a reason that fits', async () => {
    serve(taken);
    const { onClose, onSaved } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Edit line' });
    expect(within(dialog).getByTestId('line-dialog-item')).toHaveTextContent(
      'Amoxicillin 250mg · AMX',
    );
    expect(within(dialog).getByTestId('line-dialog-snapshot')).toHaveTextContent(
      'Snapshot: 4 (packs of 10 Tab)',
    );
    await typeInto('Counted packs', '2.4');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('2.4 packs = 24 Tab');
    // 2.4 of 4: a reduction, whose reasons only are offered
    await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
    expect(screen.queryByRole('option', { name: 'Found' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Damaged' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentLines()).toEqual([{ id: 'l1', countedNumberOfPacks: 2.4, reasonOptionId: 'r-neg' }]);
    expect(onSaved).toHaveBeenCalledWith('l1');
  });

  it('counts in units: 45 tablets of packs of 10 are sent as units, shown as 4.5 packs', async () => {
    serve(taken);
    const { onClose } = renderDialog(row({ countedNumberOfPacks: 3, difference: -1 }));
    expect(await screen.findByLabelText('Counted packs')).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Units' }));
    // the count typed so far carries over in units
    expect(screen.getByLabelText('Counted units (Tab)')).toHaveValue('30');
    await typeInto('Counted units (Tab)', '45');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('4.5 packs = 45 Tab');
    await chooseOption('Reason', 'Found');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentLines()).toEqual([{ id: 'l1', countedUnits: 45, reasonOptionId: 'r-pos' }]);
  });

  it('sends each correction of the batch, and only what changed', async () => {
    serve(taken);
    const vaccine = row({
      item: { id: 'i1', isVaccine: true, unitName: 'Dose' },
      countedNumberOfPacks: 4,
      difference: 0,
    });
    const { onClose } = renderDialog(vaccine);
    await typeInto('Batch', 'FIXED-1');
    const day = document.querySelector<HTMLElement>('.MuiPickersSectionList-sectionContent');
    if (!day) throw new Error('no date field');
    await userEvent.click(day);
    await userEvent.keyboard('28022029');
    await chooseOption('Location', 'SHELF-2 · Second shelf');
    await chooseOption('VVM status', 'S2 · Stage 2');
    await typeInto('Cost price per pack', '4.25');
    await typeInto('Sell price per pack', '6.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentLines()).toEqual([
      {
        id: 'l1',
        countedNumberOfPacks: 4,
        reasonOptionId: null,
        batch: 'FIXED-1',
        expiryDate: '2029-02-28',
        locationId: 'loc-2',
        vvmStatusId: 'vvm-2',
        costPricePerPack: 4.25,
        sellPricePerPack: 6.5,
      },
    ]);
  });

  it("shows the server's refusal in the dialog, translated, and keeps what was typed", async () => {
    serve(() => ({
      updateStocktakeLines: {
        __typename: 'StocktakeMutationError',
        error: { __typename: 'StockLineReducedBelowZero', description: 'refused', lineId: 'l1' },
      },
    }));
    const { onClose, onSaved } = renderDialog();
    await typeInto('Counted packs', '1');
    await chooseOption('Reason', 'Damaged');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('line-dialog-refusal');
    expect(alert).toHaveTextContent(/reserved/i);
    expect(alert).not.toHaveTextContent('refused');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Counted packs')).toHaveValue('1');
    // Escape with the input unsaved asks before it is lost
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['Counted units (Tab)', '2.5', 'Enter a whole number'],
    ['Counted packs', '-3', 'Negative numbers are not allowed here'],
    ['Counted packs', 'abc', 'Enter a number'],
    ['Counted packs', '1e300', ''],
    ['Counted packs', '2,5', ''],
    ['Cost price per pack', '-1', 'Negative numbers are not allowed here'],
  ])('refuses %s of "%s" visibly and sends nothing', async (label, text, message) => {
    serve(taken);
    renderDialog();
    await screen.findByRole('dialog', { name: 'Edit line' });
    if (label.startsWith('Counted units'))
      await userEvent.click(screen.getByRole('button', { name: 'Units' }));
    const field = await typeInto(label, text);
    // never reshaped: the text stays as typed, marked, and Save says why it is off
    expect(field).toHaveValue(text);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    if (message) expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(`Save is off until: ${label}:`);
    await userEvent.keyboard('{Alt>}s{/Alt}');
    expect(sentLines()).toEqual([]);
  });

  it('takes the decimal mark of French', async () => {
    await changeLanguage('fr');
    try {
      serve(taken);
      const { onClose } = renderDialog(row({ countedNumberOfPacks: 4, difference: 0 }));
      const field = await typeInto('Conditionnements comptés', '4,5');
      expect(screen.getByTestId('quantity-conversion')).toHaveTextContent(/4,5/);
      expect(field).toHaveAttribute('aria-invalid', 'false');
      await chooseOption('Motif', 'Found');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sentLines()).toEqual([
        { id: 'l1', countedNumberOfPacks: 4.5, reasonOptionId: 'r-pos' },
      ]);
    } finally {
      await changeLanguage('en');
    }
  });
});
