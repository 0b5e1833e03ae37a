// Shipments as the demo store keeper does them, in English and Arabic: an outbound shipment to
// a customer with an item issued first expiry first out (DOCUMENTS.md decision 1), moved to
// picked and shipped; a manual receipt from a supplier with one line, received, whose batch then
// shows in the stock list. Each step is checked on screen and in what the server stored.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage } from './api';
import { batchesToIssue, confirmStatus, issueTwoPacks, textsOf, type Batch } from './documents';
import { cellsOf, signIn, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

interface Party {
  id: string;
  name: string;
  type: string;
}

/** An item whose first usable batch by expiry is clear (documents.ts batchesToIssue). */
async function itemToIssue(page: Page): Promise<{ first: Batch }> {
  const [first] = await batchesToIssue(page);
  return { first: first as Batch };
}

async function partyOf(page: Page, filter: 'isCustomer' | 'isSupplier'): Promise<Party> {
  const data = await asPage<{ names: { nodes: Party[] } }>(
    page,
    `query($s: String!) { names(storeId: $s, filter: { ${filter}: true }, page: { first: 200 }) {
      nodes { id name type } } }`,
  );
  const party = data.names.nodes.find((n) => n.type !== 'STORE');
  if (!party) throw new Error(`no ${filter} name that is not a store`);
  return party;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`shipments in ${language}`, () => {
    const docs = textsOf(language, 'documents');
    const common = textsOf(language, 'common');
    const inventory = textsOf(language, 'inventory');
    const ok = common['button.ok'] ?? 'OK';

    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, 'storekeeper');
      await expect(page).toHaveURL(/\/dashboard$/);
      // The language stored on the user wins at sign-in: choose the test's for the pages after.
      await page.evaluate((l) => localStorage.setItem('/preference/language', l), language);
    });

    test('an outbound shipment: a customer, an item issued first expiry first out, picked, shipped', async ({
      page,
    }) => {
      const customer = await partyOf(page, 'isCustomer');
      const { first } = await itemToIssue(page);

      await page.goto('/distribution/outbound-shipment');
      await page.getByRole('button', { name: docs['outbound.new'] }).click();
      await page.getByRole('combobox', { name: docs['outbound.customer'] }).click();
      await page.getByRole('option', { name: customer.name, exact: true }).click();
      await page.getByRole('button', { name: common['button.save'] }).click();
      await expect(page).toHaveURL(/\/distribution\/outbound-shipment\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('document-party')).toHaveText(customer.name);
      await expect(page.getByTestId('document-status')).toContainText(docs['status.NEW'] ?? '');

      // The first expiry's batch, two packs of it: the allocator's choice, shown.
      const dialog = await issueTwoPacks(page, docs, first);
      await snap(page, `shipments-${language}-issue-1366`);
      await dialog.getByRole('button', { name: docs['issue.close'] }).click();

      const row = page.getByTestId('data-table-outbound-shipment-lines').getByRole('row').nth(1);
      await expect(row).toContainText(first.batch ?? '');
      await expect(row).toContainText(first.item.name);

      await confirmStatus(page, docs, ok, 'status.ALLOCATED');
      await confirmStatus(page, docs, ok, 'status.PICKED');
      await confirmStatus(page, docs, ok, 'status.SHIPPED');
      // Shipped: read-only, the packs are text now.
      await expect
        .poll(async () => (await cellsOf(row))[common['label.num-packs'] ?? ''])
        .toBe('2');
      await snap(page, `shipments-${language}-outbound-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `shipments-${language}-outbound-390`);

      // What the server stored: the batch's total fell by the two packs issued.
      const after = await asPage<{ stockLines: { nodes: { totalNumberOfPacks: number }[] } }>(
        page,
        `query($s: String!, $id: String!) { stockLines(storeId: $s, filter: { id: { equalTo: $id }, hasPacksInStore: false }) {
          nodes { totalNumberOfPacks } } }`,
        { id: first.id },
      );
      expect(after.stockLines.nodes[0]?.totalNumberOfPacks).toBe(first.totalNumberOfPacks - 2);
      await page.goto('/distribution/outbound-shipment');
      await expect(page.getByTestId('data-table-outbound-shipments')).toContainText(customer.name);
      await snap(page, `shipments-${language}-outbound-list-390`);
    });

    test('a manual receipt from a supplier: one line, received, its batch in the stock list', async ({
      page,
    }) => {
      const supplier = await partyOf(page, 'isSupplier');
      const { first } = await itemToIssue(page);
      const batch = `E2E-IN-${language.toUpperCase()}`;

      await page.goto('/replenishment/inbound-shipment');
      await page.getByRole('button', { name: docs['inbound.new'] }).click();
      await page.getByRole('combobox', { name: docs['inbound.supplier'] }).click();
      await page.getByRole('option', { name: supplier.name, exact: true }).click();
      await page.getByRole('button', { name: common['button.save'] }).click();
      await expect(page).toHaveURL(/\/replenishment\/inbound-shipment\/[0-9a-f-]{36}$/);

      await page.getByRole('button', { name: docs['inbound.add-line'] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: docs['line.item'] }).fill(first.item.code);
      await page.getByRole('option', { name: new RegExp(`^${first.item.code} · `) }).click();
      await dialog.getByRole('textbox', { name: docs['line.batch'] }).fill(batch);
      await dialog.getByRole('textbox', { name: docs['line.pack-size'] }).fill('10');
      await dialog.getByRole('textbox', { name: docs['line.packs'] }).fill('7');
      await snap(page, `shipments-${language}-inbound-line-1366`);
      await dialog.getByRole('button', { name: common['button.save'] }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByTestId('data-table-inbound-shipment-lines').getByRole('row').nth(1);
      await expect(row).toContainText(batch);

      await confirmStatus(page, docs, ok, 'status.DELIVERED');
      await confirmStatus(page, docs, ok, 'status.RECEIVED');
      await snap(page, `shipments-${language}-inbound-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `shipments-${language}-inbound-390`);
      await page.setViewportSize({ width: 1366, height: 768 });

      // Received: the batch is stock now, seven packs of ten, or seventy packs of one in a store
      // that keeps every receipt in packs of one (DOCUMENTS.md 2.2, packToOne).
      const store = await asPage<{ store: { preferences: { packToOne: boolean } } }>(
        page,
        `query($s: String!) { store(storeId: $s) { preferences { packToOne } } }`,
      );
      const packs = store.store.preferences.packToOne ? '70' : '7';
      await page.goto('/inventory/stock');
      await page.getByRole('searchbox', { name: inventory['stock.search'] }).fill(first.item.code);
      const stockRow = page
        .getByTestId('data-table-inventory-stock')
        .getByRole('row')
        .filter({ hasText: batch });
      await expect(stockRow).toHaveCount(1);
      await expect
        .poll(async () => (await cellsOf(stockRow))[common['label.num-packs'] ?? ''])
        .toBe(packs);
      await snap(page, `shipments-${language}-stock-1366`);
    });
  });
}
