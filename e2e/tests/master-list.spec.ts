// Lines from a master list as the demo store keeper adds them, in English and Arabic
// (DOCUMENTS.md 1.2 way 4): a new outbound shipment to a customer chosen from the store's own
// customers only, "Add from master list", one of that customer's lists confirmed, a line per
// item appears; after a reload the lines are still there, as the server stored them. And a
// manual receipt from a supplier gains an empty line per item of one of the store's own lists
// (DOCUMENTS.md 2.3), to be filled with the batches received.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage } from './api';
import { fill, textsOf } from './documents';
import { signIn, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

interface Party {
  id: string;
  name: string;
}
interface MasterList {
  id: string;
  name: string;
  code: string;
}

/** A customer of the store with at least one master list, and its first list. */
async function customerWithList(page: Page): Promise<{ customer: Party; list: MasterList }> {
  const data = await asPage<{ names: { nodes: Party[] } }>(
    page,
    `query($s: String!) { names(storeId: $s, filter: { tradingRole: CUSTOMER }, page: { first: 200 }) {
      nodes { id name } } }`,
  );
  for (const customer of data.names.nodes) {
    const lists = await asPage<{ masterLists: MasterList[] }>(
      page,
      `query($s: String!, $n: String) { masterLists(storeId: $s, nameId: $n) { id name code } }`,
      { n: customer.id },
    );
    const [list] = lists.masterLists;
    if (list) return { customer, list };
  }
  throw new Error('no customer of the store has a master list');
}

/** A supplier that is not a store (a manual receipt) and one of the store's own master lists. */
async function supplierAndStoreList(page: Page): Promise<{ supplier: Party; list: MasterList }> {
  const data = await asPage<{ names: { nodes: (Party & { type: string })[] } }>(
    page,
    `query($s: String!) { names(storeId: $s, filter: { tradingRole: SUPPLIER }, page: { first: 200 }) {
      nodes { id name type } } }`,
  );
  const supplier = data.names.nodes.find((n) => n.type !== 'STORE');
  const lists = await asPage<{ masterLists: MasterList[] }>(
    page,
    `query($s: String!) { masterLists(storeId: $s) { id name code } }`,
  );
  const [list] = lists.masterLists;
  if (!supplier || !list) throw new Error('no supplier that is not a store, or no store list');
  return { supplier, list };
}

async function storedReceiptLines(page: Page, id: string) {
  const data = await asPage<{
    inboundShipment: { lines: { itemName: string; numberOfPacks: number }[] } | null;
  }>(
    page,
    `query($s: String!, $id: String!) { inboundShipment(storeId: $s, id: $id) { lines { itemName numberOfPacks } } }`,
    { id },
  );
  return data.inboundShipment?.lines ?? [];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function storedLines(page: Page, id: string): Promise<{ itemName: string; type: string }[]> {
  const data = await asPage<{
    outboundShipment: { lines: { itemName: string; type: string }[] } | null;
  }>(
    page,
    `query($s: String!, $id: String!) { outboundShipment(storeId: $s, id: $id) { lines { itemName type } } }`,
    { id },
  );
  return data.outboundShipment?.lines ?? [];
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`master lists in ${language}`, () => {
    const docs = textsOf(language, 'documents');
    const common = textsOf(language, 'common');

    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, 'storekeeper');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.evaluate((l) => localStorage.setItem('/preference/language', l), language);
    });

    test("an outbound shipment gains a line per item of the customer's master list", async ({
      page,
    }) => {
      const { customer, list } = await customerWithList(page);

      await page.goto('/distribution/outbound-shipment');
      await page.getByRole('button', { name: docs['outbound.new'] }).click();
      await page.getByRole('combobox', { name: docs['outbound.customer'] }).click();
      await page.getByRole('option', { name: customer.name, exact: true }).click();
      await page.getByRole('button', { name: common['button.save'] }).click();
      await expect(page).toHaveURL(/\/distribution\/outbound-shipment\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop() ?? '';
      expect(await storedLines(page, id)).toEqual([]);

      await page.getByRole('button', { name: docs['master-list.add'] }).click();
      const dialog = page.getByRole('dialog', { name: docs['master-list.title'] });
      await expect(dialog).toContainText(
        fill(docs['master-list.intro-customer'], { name: customer.name }),
      );
      const choice = dialog.getByRole('button', {
        name: new RegExp(`${escaped(list.name)} · ${escaped(list.code)}`),
      });
      await expect(choice).toBeVisible();
      await snap(page, `master-list-${language}-lists-1366`);
      await choice.click();
      const confirm = page.getByRole('dialog', {
        name: fill(docs['master-list.confirm-title'], { name: list.name }),
      });
      await expect(confirm).toContainText(
        fill(docs['master-list.confirm-outbound'], { name: list.name }),
      );
      await snap(page, `master-list-${language}-confirm-1366`);
      await confirm.getByRole('button', { name: docs['master-list.confirm'] }).click();
      await expect(
        page.getByText(fill(docs['master-list.added'], { name: list.name })),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The lines the server stored: one placeholder per item, each shown.
      const stored = await storedLines(page, id);
      expect(stored.length).toBeGreaterThan(0);
      expect(new Set(stored.map((l) => l.type))).toEqual(new Set(['UNALLOCATED_STOCK']));
      const table = page.getByTestId('data-table-outbound-shipment-lines');
      const firstItem = [...stored.map((l) => l.itemName)].sort()[0] ?? '';
      await expect(table).toContainText(firstItem);
      await snap(page, `master-list-${language}-lines-1366`);

      await page.reload();
      await expect(table).toContainText(firstItem);
      expect(await storedLines(page, id)).toHaveLength(stored.length);

      // A phone: the button and the dialog fit the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `master-list-${language}-lines-390`);
      await page.getByRole('button', { name: docs['master-list.add'] }).click();
      await expect(
        dialog.getByRole('button', { name: new RegExp(escaped(list.code)) }).first(),
      ).toBeVisible();
      await snap(page, `master-list-${language}-lists-390`);
      // The same list again adds nothing: every item is on the shipment already.
      await dialog
        .getByRole('button', { name: new RegExp(`${escaped(list.name)} · ${escaped(list.code)}`) })
        .click();
      await page
        .getByRole('dialog', { name: fill(docs['master-list.confirm-title'], { name: list.name }) })
        .getByRole('button', { name: docs['master-list.confirm'] })
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await storedLines(page, id)).toHaveLength(stored.length);
    });

    test("a manual receipt gains an empty line per item of one of the store's lists", async ({
      page,
    }) => {
      const { supplier, list } = await supplierAndStoreList(page);

      await page.goto('/replenishment/inbound-shipment');
      await page.getByRole('button', { name: docs['inbound.new'] }).click();
      await page.getByRole('combobox', { name: docs['inbound.supplier'] }).click();
      await page.getByRole('option', { name: supplier.name, exact: true }).click();
      await page.getByRole('button', { name: common['button.save'] }).click();
      await expect(page).toHaveURL(/\/replenishment\/inbound-shipment\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').pop() ?? '';

      await page.getByRole('button', { name: docs['master-list.add'] }).click();
      const dialog = page.getByRole('dialog', { name: docs['master-list.title'] });
      // The store's own lists: no party to ask about.
      await expect(dialog).toContainText(docs['master-list.intro-store'] ?? '');
      await dialog
        .getByRole('button', { name: new RegExp(`${escaped(list.name)} · ${escaped(list.code)}`) })
        .click();
      const confirm = page.getByRole('dialog', {
        name: fill(docs['master-list.confirm-title'], { name: list.name }),
      });
      await expect(confirm).toContainText(
        fill(docs['master-list.confirm-inbound'], { name: list.name }),
      );
      await confirm.getByRole('button', { name: docs['master-list.confirm'] }).click();
      await expect(
        page.getByText(fill(docs['master-list.added'], { name: list.name })),
      ).toBeVisible();

      // What the server stored: one line per item, none with a quantity yet; each shown.
      const stored = await storedReceiptLines(page, id);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.every((l) => l.numberOfPacks === 0)).toBe(true);
      const table = page.getByTestId('data-table-inbound-shipment-lines');
      const firstItem = [...stored.map((l) => l.itemName)].sort()[0] ?? '';
      await expect(table).toContainText(firstItem);
      await snap(page, `master-list-${language}-receipt-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `master-list-${language}-receipt-390`);
    });
  });
}
