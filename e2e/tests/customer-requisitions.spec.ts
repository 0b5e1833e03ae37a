// A customer requisition from order to receipt, in English and Arabic (issue 13 items 2, 5 and
// 6): Kibera Health Centre sends its district store an internal order (through the API, the
// order's own screens are another spec's); the Northern District Store's keeper opens the
// customer requisition the transfer made, supplies what was requested, makes the shipment,
// allocates and ships it; the facility receives it (API); the district finalises the
// requisition, and the facility's order is then finalised. The batch's stock at both stores and
// their ledgers are checked through the API. The Northern district needs no approval; the
// approval of a requisition (at the Southern district) is requisition-approval.spec.ts's.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gql, tokenOf } from './api';
import { batchesToIssue, confirmStatus, issueTwoPacks, textsOf, type Batch } from './documents';
import { cellsOf, signInTo, snap } from './helpers';
import { sendOrder, storesOf, type Store } from './requisitions';

test.describe.configure({ mode: 'serial' });

const FACILITY = 'KHC';
const DISTRICT = 'DNS';

interface Movement {
  numberOfPacks: number;
  balancePacks: number;
}

interface StockLine {
  id: string;
  packSize: number;
  totalNumberOfPacks: number;
}

/** The store's lines of a batch (with stock or not). */
async function linesOfBatch(
  request: APIRequestContext,
  token: string,
  storeId: string,
  batch: string,
): Promise<StockLine[]> {
  const data = await gql<{ stockLines: { nodes: StockLine[] } }>(
    request,
    token,
    `query($s: String!, $b: String!) { stockLines(storeId: $s, filter: { batch: { equalTo: $b }, hasPacksInStore: false }, page: { first: 20 }) { nodes { id packSize totalNumberOfPacks } } }`,
    { s: storeId, b: batch },
  );
  return data.stockLines.nodes;
}

/** A clean ledger for a stock line: each movement's balance is the one before it plus its packs,
 * never below zero, and the newest is the line's packs now. */
async function expectCleanLedger(
  request: APIRequestContext,
  token: string,
  storeId: string,
  line: StockLine,
) {
  const data = await gql<{ ledger: { nodes: Movement[] } }>(
    request,
    token,
    `query($s: String!, $l: String!) { ledger(storeId: $s, stockLineId: $l, page: { first: 100 }) { nodes { numberOfPacks balancePacks } } }`,
    { s: storeId, l: line.id },
  );
  const oldestFirst = [...data.ledger.nodes].reverse();
  let balance = 0;
  for (const movement of oldestFirst) {
    balance += movement.numberOfPacks;
    expect(movement.balancePacks).toBeCloseTo(balance, 6);
    expect(movement.balancePacks).toBeGreaterThanOrEqual(0);
  }
  expect(balance).toBeCloseTo(line.totalNumberOfPacks, 6);
}

/** A batch of the district's to supply that the facility has never held. */
async function batchNewToFacility(page: Page, token: string, facility: Store): Promise<Batch> {
  for (const batch of await batchesToIssue(page)) {
    if (!batch.batch) continue;
    const there = await linesOfBatch(page.request, token, facility.id, batch.batch);
    if (there.length === 0) return batch;
  }
  throw new Error(`no batch of ${DISTRICT}'s that ${FACILITY} has never held`);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`a customer requisition in ${language}`, () => {
    const docs = textsOf(language, 'documents');
    const common = textsOf(language, 'common');
    const ok = common['button.ok'] ?? 'OK';

    test('the district supplies a facility’s order, ships it, the facility receives it, the order is finalised', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const token = await tokenOf(page.request, 'storekeeper');
      const stores = await storesOf(page.request, token);
      const facility = stores.get(FACILITY);
      const district = stores.get(DISTRICT);
      if (!facility || !district) throw new Error('the store keeper lacks KHC or DNS');
      await signInTo(page, 'storekeeper', DISTRICT, language);
      const first = await batchNewToFacility(page, token, facility);
      const units = 2 * first.packSize;
      // The facility's internal order for two packs of the batch's item, sent to the district.
      const order = await sendOrder(page.request, token, facility, district, [
        { itemId: first.item.id, units },
      ]);
      const reference = `From internal order ${order.number}`;

      // The transfer makes the district's customer requisition after the commit.
      await page.goto('/distribution/customer-requisition');
      const listRow = page
        .getByTestId('data-table-customer-requisitions')
        .getByRole('row')
        .filter({ hasText: reference });
      await expect(async () => {
        await page.reload();
        await expect(listRow).toHaveCount(1, { timeout: 2000 });
      }).toPass();
      await expect(listRow).toContainText(docs['customer-requisition.status.NEW'] ?? '');
      await snap(page, `customer-requisitions-${language}-list-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `customer-requisitions-${language}-list-390`);
      await page.setViewportSize({ width: 1366, height: 768 });
      await listRow.click();
      await expect(page).toHaveURL(/\/distribution\/customer-requisition\/[0-9a-f-]{36}$/);
      const requisitionUrl = page.url();

      const lines = page.getByTestId('data-table-customer-requisition-lines');
      const line = lines.getByRole('row').filter({ hasText: first.item.name });
      const number = (value: number) =>
        page.evaluate(
          ([n, l]) => new Intl.NumberFormat(l, { maximumFractionDigits: 20 }).format(n),
          [value, language] as const,
        );
      const shown = await number(units);
      await expect
        .poll(async () => (await cellsOf(line))[docs['customer-requisition.requested'] ?? ''])
        .toBe(shown);
      // The line's figures: this store's stock of the item includes the batch.
      await line.getByRole('button', { name: common['table.expand-row'] }).click();
      await expect(page.getByTestId('stats-store')).toBeVisible();
      await snap(page, `customer-requisitions-${language}-page-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `customer-requisitions-${language}-page-390`);
      await page.setViewportSize({ width: 1366, height: 768 });

      // Supply what was requested, in one action; then the shipment for what remains.
      await page
        .getByRole('button', { name: docs['customer-requisition.supply-requested'] })
        .click();
      await expect(
        line.getByRole('textbox', { name: docs['customer-requisition.supply'] }),
      ).toHaveValue(shown);
      await page
        .getByRole('button', { name: docs['customer-requisition.create-shipment'] })
        .click();
      await expect(page).toHaveURL(/\/distribution\/outbound-shipment\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('document-party')).toHaveText(/Kibera/);
      const placeholder = page
        .getByTestId('data-table-outbound-shipment-lines')
        .getByRole('row')
        .filter({ hasText: docs['lines.placeholder'] ?? '' });
      await expect(placeholder).toHaveCount(1);

      // Allocate: the item issued in its first-expiry batch replaces the placeholder.
      const dialog = await issueTwoPacks(page, docs, first);
      await dialog.getByRole('button', { name: docs['issue.close'] }).click();
      await expect(placeholder).toHaveCount(0);
      await confirmStatus(page, docs, ok, 'status.ALLOCATED');
      await confirmStatus(page, docs, ok, 'status.PICKED');
      await confirmStatus(page, docs, ok, 'status.SHIPPED');
      const outboundId = page.url().split('/').pop() ?? '';
      const shipped = await gql<{ outboundShipment: { invoiceNumber: number } }>(
        page.request,
        token,
        `query($s: String!, $id: String!) { outboundShipment(storeId: $s, id: $id) { invoiceNumber } }`,
        { s: district.id, id: outboundId },
      );

      // Nothing remains: a second shipment is refused with the spec's message.
      await page.goto(requisitionUrl);
      // Shipped: already issued is the supply, so nothing remains to supply.
      const none = await number(0);
      await expect
        .poll(async () => (await cellsOf(line))[docs['customer-requisition.remaining'] ?? ''])
        .toBe(none);
      await page
        .getByRole('button', { name: docs['customer-requisition.create-shipment'] })
        .click();
      await expect(
        page.getByText(docs['error.NothingRemainingToSupply'] ?? '').first(),
      ).toBeVisible();
      await expect(page).toHaveURL(requisitionUrl);

      // The facility receives the shipment (API).
      const receiptRef = `From invoice number: ${shipped.outboundShipment.invoiceNumber}`;
      const receiptOf = async () =>
        (
          await gql<{
            inboundShipments: {
              nodes: { id: string; status: string; theirReference: string | null }[];
            };
          }>(
            page.request,
            token,
            `query($s: String!) { inboundShipments(storeId: $s, page: { first: 100 }) { nodes { id status theirReference } } }`,
            { s: facility.id },
          )
        ).inboundShipments.nodes.find(
          (r) => r.theirReference?.startsWith(`${receiptRef} (`) || r.theirReference === receiptRef,
        );
      await expect.poll(async () => (await receiptOf())?.status).toBe('SHIPPED');
      const receiptId = (await receiptOf())?.id ?? '';
      for (const status of ['DELIVERED', 'RECEIVED'])
        await gql(
          page.request,
          token,
          `mutation($s: String!, $i: UpdateInboundShipmentInput!) { updateInboundShipment(storeId: $s, input: $i) { __typename } }`,
          { s: facility.id, i: { id: receiptId, status } },
        );
      await expect.poll(async () => (await receiptOf())?.status).toBe('RECEIVED');

      // The district finalises the requisition, after its confirmation.
      await page.getByRole('button', { name: docs['customer-requisition.finalise'] }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: docs['customer-requisition.finalise'] })
        .click();
      await expect(page.getByTestId('document-status')).toContainText(
        docs['customer-requisition.status.FINALISED'] ?? '',
      );
      await expect(page.getByTestId('requisition-read-only')).toBeVisible();
      await snap(page, `customer-requisitions-${language}-finalised-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `customer-requisitions-${language}-finalised-390`);
      await page.setViewportSize({ width: 1366, height: 768 });

      // The facility's order is finalised by the transfer.
      await expect
        .poll(
          async () =>
            (
              await gql<{ requisition: { status: string } | null }>(
                page.request,
                token,
                `query($s: String!, $id: String!) { requisition(storeId: $s, id: $id) { status } }`,
                { s: facility.id, id: order.id },
              )
            ).requisition?.status,
        )
        .toBe('FINALISED');

      // Stock: two packs left the district's batch and arrived at the facility; ledgers clean.
      const [atDistrict] = await linesOfBatch(page.request, token, district.id, first.batch ?? '');
      expect(atDistrict?.totalNumberOfPacks).toBe(first.totalNumberOfPacks - 2);
      if (atDistrict) await expectCleanLedger(page.request, token, district.id, atDistrict);
      const atFacility = await linesOfBatch(page.request, token, facility.id, first.batch ?? '');
      expect(atFacility).toHaveLength(1);
      const received = atFacility[0];
      if (!received) throw new Error('no batch at the facility');
      expect(received.totalNumberOfPacks * received.packSize).toBe(units);
      await expectCleanLedger(page.request, token, facility.id, received);
    });
  });
}
