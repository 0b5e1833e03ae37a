// Issue 9, "idempotent writes": every dialog that inserts makes its client ids once per draft,
// so a save retried after a lost answer sends the same ids and the server answers the record
// it already made, instead of making a second one.
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Graphql from '../../core/graphql';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../core/app-i18n/inventory';
import { clearSession } from '../../core/session';
import { operationOf, renderScreen } from '../../test/screen';
import { signInWith } from '../../test/session';
import { ItemEditDialog } from './ItemEditor/ItemEditDialog';
import { BundleDialog, ItemVariantDialog, PackVariantDialog } from './ItemEditor/VariantDialogs';
import { NewStockDialog } from './StockLine/NewStockDialog';
import { RepackDialog } from './StockLine/RepackDialog';
import type { StockLineRow } from './stockLineColumns';
import { line as stockLine } from './StockLine/stockLineFixture';

const gqlRequest = vi.hoisted(() => vi.fn());
// The transport is mocked; its error readers stay real (the dialogs show a lost answer).
vi.mock('../../core/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof Graphql>()),
  gqlRequest,
}));

const AMOXICILLIN = {
  id: 'item-amx',
  code: 'AMX',
  name: 'Amoxicillin',
  unitName: 'tablet',
  type: 'STOCK',
  isVaccine: false,
  defaultPackSize: 100,
};
const SYRINGE = { ...AMOXICILLIN, id: 'item-syr', code: 'SYR', name: 'Syringe' };

const line: StockLineRow = { ...stockLine, itemId: AMOXICILLIN.id };

/** Reads, and the inserts: the first insert's answer is lost on the way, the next succeeds. */
function serve(mutation: string, success: object) {
  let attempts = 0;
  gqlRequest.mockImplementation((document: unknown) => {
    switch (operationOf([document])) {
      case mutation:
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(success);
      case 'ItemEditDialog_MasterLists':
        return Promise.resolve({ masterLists: [{ id: 'ml1', code: 'EML', name: 'Essential' }] });
      case 'ItemListView_Items':
        return Promise.resolve({ items: { totalCount: 1, nodes: [SYRINGE] } });
      case 'ItemVariants_Item':
        return Promise.resolve({
          item: {
            __typename: 'ItemNode',
            id: SYRINGE.id,
            variants: [
              {
                id: 'v9',
                itemId: SYRINGE.id,
                name: 'Syringe HMD',
                manufacturer: null,
                dosesPerUnit: null,
                vvmType: null,
                bundles: [],
              },
            ],
            packVariants: [],
          },
        });
      case 'InventoryDialogs_SuppliersOrDonors':
        return Promise.resolve({ names: { totalCount: 0, nodes: [] } });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
    }
  });
}

const inputsOf = (mutation: string) =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === mutation)
    .map((call) => (call[1] as { input: Record<string, unknown> }).input);

interface Case {
  name: string;
  mutation: string;
  success: object;
  /** The client ids the insert carries. */
  ids: readonly string[];
  render: (onClose: () => void) => ReactElement;
  fill: (dialog: HTMLElement) => Promise<void>;
}

const CASES: Case[] = [
  {
    name: 'new stock',
    mutation: 'NewStockDialog_InsertStockLine',
    success: { insertStockLine: { __typename: 'InventoryAdjustmentNode' } },
    ids: ['id', 'invoiceId'],
    render: (onClose) => (
      <NewStockDialog item={AMOXICILLIN} locations={[]} reasons={[]} onClose={onClose} />
    ),
    fill: async (dialog) => {
      await userEvent.type(within(dialog).getByLabelText(/^Number of packs/), '5');
    },
  },
  {
    name: 'repack',
    mutation: 'RepackDialog_InsertRepack',
    success: { insertRepack: { __typename: 'RepackNode' } },
    ids: ['id'],
    render: (onClose) => <RepackDialog line={line} locations={[]} onClose={onClose} />,
    fill: async (dialog) => {
      await userEvent.type(within(dialog).getByLabelText('Packs to repack'), '2');
      await userEvent.type(within(dialog).getByLabelText('New pack size'), '5');
    },
  },
  {
    name: 'new item',
    mutation: 'ItemEditDialog_InsertItem',
    success: { insertItem: { __typename: 'ItemNode', id: 'x' } },
    ids: ['id'],
    render: (onClose) => <ItemEditDialog onClose={onClose} />,
    fill: async (dialog) => {
      await userEvent.type(within(dialog).getByLabelText(/^Code/), 'NEW1');
      await userEvent.type(within(dialog).getByLabelText(/^Name/), 'New item');
      await userEvent.click(await within(dialog).findByLabelText('Essential'));
    },
  },
  {
    name: 'new item variant',
    mutation: 'ItemVariantDialog_Upsert',
    success: { upsertItemVariant: { __typename: 'ItemVariantNode', id: 'x' } },
    ids: ['id'],
    render: (onClose) => (
      <ItemVariantDialog
        itemId="item-amx"
        initial={{ name: '', manufacturer: '', dosesPerUnit: undefined }}
        onClose={onClose}
      />
    ),
    fill: async (dialog) => {
      await userEvent.type(within(dialog).getByLabelText(/^Variant name/), 'Blister 10');
    },
  },
  {
    name: 'new pack variant',
    mutation: 'PackVariantDialog_Upsert',
    success: { upsertPackVariant: { __typename: 'PackVariantNode', id: 'x' } },
    ids: ['id'],
    render: (onClose) => (
      <PackVariantDialog
        itemId="item-amx"
        initial={{ packSize: undefined, name: '', abbreviation: '' }}
        onClose={onClose}
      />
    ),
    fill: async (dialog) => {
      await userEvent.type(within(dialog).getByLabelText('Pack size'), '100');
      await userEvent.type(within(dialog).getByLabelText(/^Pack name/), 'Carton');
      await userEvent.type(within(dialog).getByLabelText(/^Abbreviation/), 'CT');
    },
  },
  {
    name: 'new bundle',
    mutation: 'BundleDialog_Upsert',
    success: { upsertBundledItem: { __typename: 'BundledItemNode', id: 'x' } },
    ids: ['id'],
    render: (onClose) => (
      <BundleDialog principals={[{ id: 'v1', name: 'Blister 10' }]} onClose={onClose} />
    ),
    fill: async (dialog) => {
      await userEvent.type(within(dialog).getByRole('combobox', { name: 'Item' }), 'syr');
      await userEvent.click(await screen.findByRole('option', { name: 'SYR · Syringe' }));
      const bundled = within(dialog).getByLabelText('Bundled with');
      await waitFor(() => expect(bundled).not.toHaveAttribute('aria-disabled'));
      await userEvent.click(bundled);
      await userEvent.click(await screen.findByRole('option', { name: 'Syringe HMD' }));
    },
  },
];

describe('a retried save sends the ids of its draft', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
  });

  it.each(CASES)('$name', { timeout: 60_000 }, async (c) => {
    signInWith(['STORE_ACCESS', 'ITEM_MUTATE', 'INVENTORY_ADJUSTMENT_MUTATE', 'CREATE_REPACK']);
    serve(c.mutation, c.success);
    const onClose = vi.fn();
    renderScreen(c.render(onClose), '/inventory/items');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await c.fill(dialog);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    // The answer was lost: the dialog stays open with its draft, ready to try again.
    await waitFor(() => expect(inputsOf(c.mutation)).toHaveLength(1));
    await waitFor(() => expect(save).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = inputsOf(c.mutation);
    for (const key of c.ids) {
      expect(first?.[key]).toMatch(/^[0-9a-f-]{36}$/);
      expect(second?.[key]).toBe(first?.[key]);
    }
  });

  it('a new draft gets new ids', { timeout: 60_000 }, async () => {
    signInWith(['STORE_ACCESS', 'CREATE_REPACK']);
    gqlRequest.mockResolvedValue({ insertRepack: { __typename: 'RepackNode' } });
    const save = async () => {
      const onClose = vi.fn();
      renderScreen(<RepackDialog line={line} locations={[]} onClose={onClose} />, '/');
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Packs to repack'), '2');
      await userEvent.type(within(dialog).getByLabelText('New pack size'), '5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    };
    await save();
    cleanup();
    await save();
    const [first, second] = inputsOf('RepackDialog_InsertRepack');
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.id).not.toBe(first?.id);
  });
});
