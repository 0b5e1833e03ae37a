import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { clearSession } from '../../../core/session';
import { stubScrollerHeight } from '../../../test/render';
import { operationOf, renderScreen } from '../../../test/screen';
import { signInWith } from '../../../test/session';
import { ItemVariants } from '../DetailView/ItemVariants';
import { ItemEditDialog, itemFormReady, type ItemForm } from './ItemEditDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const variant = (id: string, name: string, code = 'AMOX') => ({
  id,
  name,
  itemCode: code,
  itemName: 'Amoxicillin',
});
const ITEM = {
  item: {
    __typename: 'ItemNode',
    id: 'item-1',
    variants: [
      {
        id: 'v1',
        itemId: 'item-1',
        name: 'Blister 10',
        manufacturer: 'Acme',
        dosesPerUnit: null,
        vvmType: null,
        bundles: [
          {
            id: 'b1',
            ratio: 2,
            principalItemVariantId: 'v1',
            bundledItemVariantId: 'v9',
            principalVariant: variant('v1', 'Blister 10'),
            bundledVariant: variant('v9', 'Syringe HMD', 'SYR'),
          },
        ],
      },
    ],
    packVariants: [{ id: 'p1', itemId: 'item-1', packSize: 100, name: 'Box', abbreviation: 'BX' }],
  },
};

function answer(document: unknown) {
  switch (operationOf([document])) {
    case 'ItemVariants_Item':
      return Promise.resolve(ITEM);
    case 'PackVariantDialog_Upsert':
      return Promise.resolve({
        upsertPackVariant: {
          __typename: 'ItemVariantMutationError',
          error: { __typename: 'DuplicatePackSize', description: 'dup' },
        },
      });
    case 'ItemEditDialog_MasterLists':
      return Promise.resolve({ masterLists: [{ id: 'ml1', code: 'EML', name: 'Essential' }] });
    case 'ItemEditDialog_InsertItem':
      return Promise.resolve({ insertItem: { __typename: 'ItemNode', id: 'new' } });
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
  }
}

describe('item variants tab', () => {
  let restoreHeight: () => void = () => undefined;
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    restoreHeight();
    clearSession();
  });

  it('lists variants, pack variants and bundles; without ITEM_MUTATE it offers no change', async () => {
    restoreHeight = stubScrollerHeight();
    signInWith(['STORE_ACCESS']);
    gqlRequest.mockImplementation(answer);
    renderScreen(<ItemVariants itemId="item-1" />, '/inventory/items/item-1?tab=variants');
    expect(await screen.findByText('Blister 10')).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('BX')).toBeInTheDocument();
    expect(screen.getByText('SYR · Syringe HMD')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New variant' })).not.toBeInTheDocument();
  });

  it(
    'shows the server refusal of a duplicate pack size, translated, and keeps the dialog open',
    { timeout: 30_000 },
    async () => {
      restoreHeight = stubScrollerHeight();
      signInWith(['STORE_ACCESS', 'ITEM_MUTATE']);
      gqlRequest.mockImplementation(answer);
      renderScreen(<ItemVariants itemId="item-1" />, '/inventory/items/item-1?tab=variants');
      await userEvent.click(await screen.findByRole('button', { name: 'New pack variant' }));
      const dialog = await screen.findByRole('dialog');
      const save = within(dialog).getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      await userEvent.type(within(dialog).getByLabelText('Pack size'), '100');
      await userEvent.type(within(dialog).getByLabelText(/^Pack name/), 'Carton');
      await userEvent.type(within(dialog).getByLabelText(/^Abbreviation/), 'CT');
      await userEvent.click(save);
      expect(
        await screen.findByText('This item already has a pack variant with this pack size'),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      const upsert = gqlRequest.mock.calls.find(
        (c) => operationOf(c) === 'PackVariantDialog_Upsert',
      );
      expect(upsert?.[1]).toMatchObject({
        input: { itemId: 'item-1', packSize: 100, name: 'Carton', abbreviation: 'CT' },
      });
    },
  );
});

describe('item dialog', () => {
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
  });

  it('is ready with a code, a name, a pack size above zero and doses for a vaccine', () => {
    const form: ItemForm = {
      code: 'C',
      name: 'N',
      unitName: '',
      type: 'STOCK',
      defaultPackSize: 1,
      dosesPerUnit: 0,
      isVaccine: false,
      strength: '',
      form: '',
      manufacturer: '',
      volumePerUnit: 0,
      universalCode: '',
      universalName: '',
    };
    expect(itemFormReady(form)).toBe(true);
    expect(itemFormReady({ ...form, code: ' ' })).toBe(false);
    expect(itemFormReady({ ...form, defaultPackSize: 0 })).toBe(false);
    expect(itemFormReady({ ...form, defaultPackSize: undefined })).toBe(false);
    expect(itemFormReady({ ...form, isVaccine: true })).toBe(false);
    expect(itemFormReady({ ...form, isVaccine: true, dosesPerUnit: 10 })).toBe(true);
  });

  it('creates an item on the chosen master list and opens it', { timeout: 30_000 }, async () => {
    await loadInventoryNamespace();
    signInWith(['STORE_ACCESS', 'ITEM_MUTATE']);
    gqlRequest.mockImplementation(answer);
    const { router } = renderScreen(
      <ItemEditDialog onClose={() => undefined} />,
      '/inventory/items',
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'ORS20');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'ORS sachet');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(await within(dialog).findByLabelText('Essential'));
    await userEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/inventory\/items\/./));
    const insert = gqlRequest.mock.calls.find(
      (c) => operationOf(c) === 'ItemEditDialog_InsertItem',
    );
    expect(insert?.[1]).toMatchObject({
      input: { code: 'ORS20', name: 'ORS sachet', defaultPackSize: 1, masterListIds: ['ml1'] },
    });
  });

  it('says why Save is off until a master list is ticked', { timeout: 30_000 }, async () => {
    await loadInventoryNamespace();
    signInWith(['STORE_ACCESS', 'ITEM_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderScreen(<ItemEditDialog onClose={() => undefined} />, '/inventory/items');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Save is off until: Code: Enter a code')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'ORS20');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'ORS sachet');
    expect(
      within(dialog).getByText('Save is off until: Choose at least one master list of this store'),
    ).toBeVisible();
    const packSize = within(dialog).getByLabelText('Default pack size');
    await userEvent.clear(packSize);
    await userEvent.type(packSize, '0');
    expect(within(dialog).getByText('Enter a number above 0')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByLabelText('Essential'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      within(dialog).getByText('Save is off until: Default pack size: Enter a number above 0'),
    ).toBeVisible();
  });

  it(
    'marks the code field when the server answers that the code is used',
    { timeout: 30_000 },
    async () => {
      await loadInventoryNamespace();
      signInWith(['STORE_ACCESS', 'ITEM_MUTATE']);
      gqlRequest.mockImplementation((document: unknown) =>
        operationOf([document]) === 'ItemEditDialog_InsertItem'
          ? Promise.resolve({
              insertItem: {
                __typename: 'InsertItemError',
                error: { __typename: 'UniqueValueViolation', description: 'code', field: 'code' },
              },
            })
          : answer(document),
      );
      const onClose = vi.fn();
      renderScreen(<ItemEditDialog onClose={onClose} />, '/inventory/items');
      const dialog = await screen.findByRole('dialog');
      const code = within(dialog).getByLabelText(/^Code/);
      await userEvent.type(code, 'AMX');
      await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Another');
      await userEvent.click(await within(dialog).findByLabelText('Essential'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('This value is already used'));
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(onClose).not.toHaveBeenCalled();
      // Leaving now asks first: the typed item is not saved.
      await userEvent.keyboard('{Escape}');
      expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    },
  );
});
