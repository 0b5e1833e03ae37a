// A transfer between two stores of the demo site, in English and Arabic (issue 11 item 5,
// decision 0027): the national warehouse issues an item to the Northern District Store with
// allocation and ships it; the district's store keeper finds the receipt the transfer made,
// sees its lines but may not change them, and receives it; the batch is then in the district's
// stock, and the warehouse's shipment shows Received. Each step is checked on screen, and the
// server's part (the transfer itself) through the API where the flow is not the point.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, gql, tokenOf } from './api';
import { batchesToIssue, confirmStatus, issueTwoPacks, textsOf, type Batch } from './documents';
import { cellsOf, signInTo, signOut, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

const RECEIVER = 'Northern District Store';
const RECEIVER_CODE = 'DNS';

interface Receipt {
  id: string;
  status: string;
  theirReference: string | null;
}

/** A batch of the warehouse's to issue that the district has never held, so the one the
 * transfer brings is the only one of its name there. */
async function batchNewToReceiver(page: Page, token: string, storeId: string): Promise<Batch> {
  for (const batch of await batchesToIssue(page)) {
    const there = await gql<{ stockLines: { totalCount: number } }>(
      page.request,
      token,
      `query($s: String!, $b: String!) { stockLines(storeId: $s, filter: { batch: { equalTo: $b }, hasPacksInStore: false }) { totalCount } }`,
      { s: storeId, b: batch.batch },
    );
    if (batch.batch && there.stockLines.totalCount === 0) return batch;
  }
  throw new Error(`no batch of the warehouse's that ${RECEIVER_CODE} has never held`);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`a transfer in ${language}`, () => {
    const docs = textsOf(language, 'documents');
    const common = textsOf(language, 'common');
    const inventory = textsOf(language, 'inventory');
    const ok = common['button.ok'] ?? 'OK';
    const packsHeader = common['label.num-packs'] ?? '';

    test('the warehouse ships to a district store, the district receives it, Received comes back', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signInTo(page, 'admin', 'NMW', language);
      const keeper = await tokenOf(page.request, 'storekeeper');
      const me = await gql<{ me: { stores: { nodes: { id: string; code: string }[] } } }>(
        page.request,
        keeper,
        `query { me { stores { nodes { id code } } } }`,
      );
      const receiverId = me.me.stores.nodes.find((s) => s.code === RECEIVER_CODE)?.id ?? '';
      const first = await batchNewToReceiver(page, keeper, receiverId);

      // The warehouse: a shipment to the district store, the item issued with allocation.
      await page.goto('/distribution/outbound-shipment');
      await page.getByRole('button', { name: docs['outbound.new'] }).click();
      await page.getByRole('combobox', { name: docs['outbound.customer'] }).click();
      await page.getByRole('option', { name: RECEIVER, exact: true }).click();
      await page.getByRole('button', { name: common['button.save'] }).click();
      await expect(page).toHaveURL(/\/distribution\/outbound-shipment\/[0-9a-f-]{36}$/);
      const outboundUrl = page.url();
      const outboundId = outboundUrl.split('/').pop() ?? '';
      await expect(page.getByTestId('document-party')).toHaveText(RECEIVER);

      // The first expiry's batch, two packs of it: the allocator's choice, shown.
      const dialog = await issueTwoPacks(page, docs, first);
      await dialog.getByRole('button', { name: docs['issue.close'] }).click();

      await confirmStatus(page, docs, ok, 'status.ALLOCATED');
      await confirmStatus(page, docs, ok, 'status.PICKED');
      await confirmStatus(page, docs, ok, 'status.SHIPPED');
      const outbound = await asPage<{ outboundShipment: { invoiceNumber: number } }>(
        page,
        `query($s: String!, $id: String!) { outboundShipment(storeId: $s, id: $id) { invoiceNumber } }`,
        { id: outboundId },
      );
      const reference = `From invoice number: ${outbound.outboundShipment.invoiceNumber}`;

      // The transfer runs after the commit: the district's receipt is shipped once it has.
      const receiptOf = async () => {
        const data = await gql<{ inboundShipments: { nodes: Receipt[] } }>(
          page.request,
          keeper,
          `query($s: String!) { inboundShipments(storeId: $s, page: { first: 50 }) { nodes { id status theirReference } } }`,
          { s: receiverId },
        );
        return data.inboundShipments.nodes.find((r) => r.theirReference === reference);
      };
      await expect.poll(async () => (await receiptOf())?.status).toBe('SHIPPED');

      // The district: the receipt in its list, its lines as sent, not to be changed yet.
      await signOut(page);
      await signInTo(page, 'storekeeper', RECEIVER_CODE, language);
      const store = await asPage<{ store: { preferences: { packToOne: boolean } } }>(
        page,
        `query($s: String!) { store(storeId: $s) { preferences { packToOne } } }`,
      );
      // A store that keeps every receipt in packs of one gets the packs converted (0027).
      const count = store.store.preferences.packToOne ? 2 * first.packSize : 2;
      // As the page's language writes it (thousands grouped), by the browser's own Intl.
      const packs = await page.evaluate(
        ([n, l]) => new Intl.NumberFormat(l, { maximumFractionDigits: 20 }).format(n),
        [count, language] as const,
      );

      await page.goto('/replenishment/inbound-shipment');
      const listRow = page
        .getByTestId('data-table-inbound-shipments')
        .getByRole('row')
        .filter({ hasText: reference });
      await expect(listRow).toHaveCount(1);
      await listRow.click();
      await expect(page).toHaveURL(/\/replenishment\/inbound-shipment\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('document-status')).toContainText(docs['status.SHIPPED'] ?? '');
      const row = page.getByTestId('data-table-inbound-shipment-lines').getByRole('row').nth(1);
      await expect(row).toContainText(first.item.name);
      await expect(row).toContainText(first.batch ?? '');
      await expect.poll(async () => (await cellsOf(row))[packsHeader]).toBe(packs);
      await expect(page.getByTestId('transfer-note')).toBeVisible();
      await expect(page.getByRole('button', { name: docs['inbound.add-line'] })).toHaveCount(0);
      await expect(page.getByRole('button', { name: docs['page.delete'] })).toHaveCount(0);
      await snap(page, `transfers-${language}-receipt-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `transfers-${language}-receipt-390`);
      await page.setViewportSize({ width: 1366, height: 768 });

      await confirmStatus(page, docs, ok, 'status.DELIVERED');
      // Delivered: the lines can be corrected now.
      await expect(page.getByTestId('transfer-note')).toHaveCount(0);
      await expect(page.getByRole('button', { name: docs['inbound.add-line'] })).toBeVisible();
      await confirmStatus(page, docs, ok, 'status.RECEIVED');

      // Received: the batch is the district's stock, in the packs the receipt showed.
      await page.goto('/inventory/stock');
      await page.getByRole('searchbox', { name: inventory['stock.search'] }).fill(first.item.code);
      const stockRow = page
        .getByTestId('data-table-inventory-stock')
        .getByRole('row')
        .filter({ hasText: first.batch ?? '' });
      await expect(stockRow).toHaveCount(1);
      await expect.poll(async () => (await cellsOf(stockRow))[packsHeader]).toBe(packs);

      // The warehouse: its shipment shows the district's Received.
      await signOut(page);
      await signInTo(page, 'admin', 'NMW', language);
      await page.goto(outboundUrl);
      await expect(page.getByTestId('document-status')).toContainText(
        docs['status.RECEIVED'] ?? '',
      );
      await snap(page, `transfers-${language}-outbound-received-1366`);
    });
  });
}
