// Shipments as the demo store keeper does them, in English and Arabic: an outbound shipment to
// a customer with an item issued first expiry first out (DOCUMENTS.md decision 1), moved to
// picked and shipped; a manual receipt from a supplier with one line, received, whose batch then
// shows in the stock list; the document's side panel by screen width; two new shipments moved to
// allocated at once from the list. Each step is checked on screen and in what the server stored.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage } from './api';
import {
  batchesToIssue,
  confirmStatus,
  fill,
  issueTwoPacks,
  textsOf,
  type Batch,
} from './documents';
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
    const app = textsOf(language, 'app');
    /** A plural text of the documents namespace for `count`, as i18next picks its form. */
    const plural = (key: string, count: number, values: Record<string, string> = {}) =>
      fill(docs[`${key}_${new Intl.PluralRules(language).select(count)}`], {
        count: String(count),
        ...values,
      });
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

      // A careless edit of the packs in the table: refused where it was typed, in the page's
      // language, and never sent; the figure typed back is kept as it was.
      const packsCell = row.getByRole('textbox', { name: common['label.num-packs'] });
      await packsCell.fill('-3');
      await expect(packsCell).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert')).toHaveText(common['number.negative'] ?? '');
      await snap(page, `shipments-${language}-refused-packs-1366`);
      await packsCell.fill('2');
      await packsCell.press('Tab');
      await expect(packsCell).toHaveAttribute('aria-invalid', 'false');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await confirmStatus(page, docs, ok, 'status.ALLOCATED');
      await confirmStatus(page, docs, ok, 'status.PICKED');
      await confirmStatus(page, docs, ok, 'status.SHIPPED');
      // Shipped: read-only, the packs are text now.
      await expect
        .poll(async () => (await cellsOf(row))[common['label.num-packs'] ?? ''])
        .toBe('2');
      await snap(page, `shipments-${language}-outbound-1366`);

      // The side panel (spec 001: 300 wide, open or closed by screen width; decision 0015: beside
      // the page from md, open by default from lg, the user's choice kept): its totals.
      const panel = page.getByTestId('detail-panel');
      const toggle = page.getByTestId('detail-panel-toggle');
      await expect(toggle).toHaveAccessibleName(app['shell.toggle-detail-panel'] ?? '');
      if ((await panel.getAttribute('data-open')) !== 'true') await toggle.click();
      await expect(panel).toHaveAttribute('data-open', 'true');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const totals = panel.getByTestId('panel-totals');
      await expect(totals).toBeVisible();
      await expect(totals).toContainText(docs['panel.after-tax'] ?? '');
      await expect(panel.getByTestId('panel-additional-info')).toContainText(
        docs['panel.created'] ?? '',
      );
      expect((await panel.boundingBox())?.width).toBe(300);
      // Beside the page, not over it: the lines stay in view.
      await expect(row).toBeVisible();
      await snap(page, `shipments-${language}-panel-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      // A phone: the panel covers the page, so it starts closed and the toggle opens it.
      await expect(totals).toBeHidden();
      await toggle.click();
      await expect(totals).toBeVisible();
      await snap(page, `shipments-${language}-panel-390`);
      await page.keyboard.press('Escape');
      await expect(totals).toBeHidden();
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

      // Two new shipments, an item issued on each, moved to allocated together from the list.
      await page.setViewportSize({ width: 1366, height: 768 });
      const [, other] = await batchesToIssue(page);
      if (!other) throw new Error('no second item to issue');
      const numbers: number[] = [];
      const ids = [randomUUID(), randomUUID()];
      for (const id of ids) {
        const made = await asPage<{ insertOutboundShipment: { invoiceNumber: number } }>(
          page,
          `mutation($s: String!, $id: String!, $c: String!) {
            insertOutboundShipment(storeId: $s, input: { id: $id, otherPartyId: $c }) {
              ... on InvoiceNode { invoiceNumber } } }`,
          { id, c: customer.id },
        );
        await asPage(
          page,
          `mutation($s: String!, $i: IssueOutboundShipmentItemInput!) {
            issueOutboundShipmentItem(storeId: $s, input: $i) { __typename } }`,
          { i: { invoiceId: id, itemId: other.item.id, quantity: other.packSize } },
        );
        numbers.push(made.insertOutboundShipment.invoiceNumber);
      }
      await page.reload();
      const table = page.getByTestId('data-table-outbound-shipments');
      const rowOf = (n: number) =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
      for (const n of numbers) await rowOf(n).getByRole('checkbox').check();
      await page.getByRole('button', { name: docs['list.change-status'] }).click();
      const bulk = page.getByRole('dialog');
      await expect(bulk.getByRole('combobox', { name: docs['list.new-status'] })).toHaveText(
        docs['status.ALLOCATED'] ?? '',
      );
      await expect(bulk).toContainText(
        plural('list.change-status-confirm', 2, { status: docs['status.ALLOCATED'] ?? '' }),
      );
      await snap(page, `shipments-${language}-bulk-status-1366`);
      await bulk.getByRole('button', { name: docs['list.change-status'] }).click();
      await expect(bulk).toBeHidden();
      await expect(page.getByText(plural('list.status-changed', 2))).toBeVisible();
      await page.reload();
      for (const n of numbers)
        await expect(rowOf(n)).toContainText(docs['status.ALLOCATED'] ?? 'ALLOCATED');
      const stored = await asPage<{ outboundShipments: { nodes: { status: string }[] } }>(
        page,
        `query($s: String!, $ids: [String!]) { outboundShipments(storeId: $s, filter: { id: { equalAny: $ids } }) {
          nodes { status } } }`,
        { ids },
      );
      expect(stored.outboundShipments.nodes.map((n) => n.status)).toEqual([
        'ALLOCATED',
        'ALLOCATED',
      ]);
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
