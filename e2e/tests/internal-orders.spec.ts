// An internal order from a facility to its district store, in English and Arabic (issue 13
// items 1, 5 and 6): Kibera Health Centre's store keeper makes an order to the Northern
// District Store, adds the essential medicines master list, reads a suggested quantity's
// working against the spec's formula and the line's snapshot, types a requested quantity (with
// a reason where the store asks for one), uses the suggested quantities and sends the order;
// the district store then holds the customer requisition the transfer made from it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, gql, tokenOf } from './api';
import { fill, textsOf } from './documents';
import { signInTo, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

const FACILITY = 'KHC';
const SUPPLIER = 'Northern District Store';
const SUPPLIER_CODE = 'DNS';
const LIST = 'Essential medicines';

interface Line {
  id: string;
  itemName: string;
  requestedQuantity: number;
  suggestedQuantity: number;
  availableStockOnHand: number;
  averageMonthlyConsumption: number;
}
interface Order {
  requisitionNumber: number;
  status: string;
  minMonthsOfStock: number;
  maxMonthsOfStock: number;
  lines: Line[];
}

async function storedOrder(page: Page, id: string): Promise<Order> {
  const data = await asPage<{ requisition: Order }>(
    page,
    `query($s: String!, $id: String!) { requisition(storeId: $s, id: $id) {
      requisitionNumber status minMonthsOfStock maxMonthsOfStock
      lines { id itemName requestedQuantity suggestedQuantity availableStockOnHand averageMonthlyConsumption } } }`,
    { id },
  );
  return data.requisition;
}

/** Spec 001 section 9 with the reorder threshold of decision 0031: at or below the threshold
 * (min months, or max when min is 0), max(0, round(max × AMC − max(stock, 0))); else 0. */
function expectedSuggested(line: Line, min: number, max: number): number {
  const amc = line.averageMonthlyConsumption;
  if (amc <= 0 || max <= 0) return 0;
  const threshold = min > 0 ? min : max;
  if (line.availableStockOnHand / amc > threshold + 1e-9) return 0;
  return Math.max(0, Math.round(max * amc - Math.max(line.availableStockOnHand, 0)));
}

/** As the page writes a number in `language` (at most `digits` decimals), by the browser's Intl. */
const numberIn = (page: Page, value: number, language: string, digits = 20) =>
  page.evaluate(([n, l, d]) => new Intl.NumberFormat(l, { maximumFractionDigits: d }).format(n), [
    value,
    language,
    digits,
  ] as const);

const plural = (texts: Record<string, string>, key: string, count: number, language: string) =>
  texts[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? texts[`${key}_other`] ?? '';

for (const language of ['en', 'ar'] as const) {
  test.describe(`an internal order in ${language}`, () => {
    const docs = textsOf(language, 'documents');
    const common = textsOf(language, 'common');

    test('a facility orders from its district store, which gets the customer requisition', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signInTo(page, 'storekeeper', FACILITY, language);

      // A new order to the district store, with the default months (min 0, max 3).
      await page.goto('/replenishment/internal-order');
      await expect(page.getByTestId('data-table-internal-orders')).toBeVisible();
      await snap(page, `internal-orders-list-${language}-1366`);
      await page.getByRole('button', { name: docs['internal-order.new'] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: docs['internal-order.supplier'] }).click();
      await page.getByRole('option', { name: SUPPLIER, exact: true }).click();
      await snap(page, `internal-orders-new-${language}-1366`);
      await dialog.getByRole('button', { name: common['button.save'] }).click();
      await expect(page).toHaveURL(/\/replenishment\/internal-order\/[0-9a-f-]{36}$/);
      const orderId = page.url().split('/').pop() ?? '';
      await expect(page.getByTestId('document-header')).toContainText(SUPPLIER);

      // The master list's items, each snapshotted and suggested by the server.
      await page.getByRole('button', { name: docs['master-list.add'] }).click();
      await page.getByRole('dialog').getByRole('button').filter({ hasText: LIST }).first().click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: docs['master-list.confirm'] })
        .click();
      await expect
        .poll(async () => (await storedOrder(page, orderId)).lines.length)
        .toBeGreaterThan(0);
      let order = await storedOrder(page, orderId);
      for (const line of order.lines)
        expect(line.suggestedQuantity, line.itemName).toBe(
          expectedSuggested(line, order.minMonthsOfStock, order.maxMonthsOfStock),
        );

      // A line that orders: its working beside the number, the spec's sum with its inputs.
      const ordering = order.lines.find((l) => l.suggestedQuantity > 0);
      expect(ordering, 'a line of the list with something to order').toBeDefined();
      const shown = ordering!;
      await page
        .getByRole('button', {
          name: fill(docs['internal-order.show-working'], { item: shown.itemName }),
        })
        .click();
      const working = page.getByTestId('suggested-working');
      await expect(working).toContainText(docs['internal-order.formula'] ?? '');
      await expect(page.getByTestId('suggested-sum')).toContainText(
        `= ${await numberIn(page, shown.suggestedQuantity, language, 2)}`,
      );
      await expect(page.getByTestId('suggested-sum')).toContainText(
        `round(${await numberIn(page, order.maxMonthsOfStock, language, 2)} × ${await numberIn(
          page,
          shown.averageMonthlyConsumption,
          language,
          2,
        )}`,
      );
      await snap(page, `internal-orders-working-${language}-1366`);
      await page.keyboard.press('Escape');

      // A requested quantity typed on another line (with a reason where the store asks).
      const typedLine = order.lines.find((l) => l.id !== shown.id) ?? shown;
      const row = page.getByRole('row').filter({ hasText: typedLine.itemName }).first();
      const requested = row.getByRole('textbox', { name: common['label.requested-quantity'] });
      const typed = typedLine.suggestedQuantity + 7;
      await requested.fill(String(typed));
      await requested.press('Tab');
      const reason = row.getByRole('combobox', {
        name: fill(docs['internal-order.reason-of'], { item: typedLine.itemName }),
      });
      if ((await reason.count()) > 0) await reason.selectOption({ index: 1 });
      await expect
        .poll(
          async () =>
            (await storedOrder(page, orderId)).lines.find((l) => l.id === typedLine.id)
              ?.requestedQuantity,
        )
        .toBe(typed);

      // Use suggested: only the lines still at 0 with something suggested change.
      order = await storedOrder(page, orderId);
      const filled = order.lines.filter(
        (l) => l.requestedQuantity === 0 && l.suggestedQuantity > 0,
      );
      await page.getByRole('button', { name: docs['internal-order.use-suggested'] }).click();
      const count = await numberIn(page, filled.length, language);
      await expect(
        page.getByText(
          filled.length === 0
            ? (docs['internal-order.suggested-none'] ?? '')
            : fill(plural(docs, 'internal-order.suggested-used', filled.length, language), {
                count,
              }),
        ),
      ).toBeVisible();
      order = await storedOrder(page, orderId);
      for (const line of order.lines)
        expect(line.requestedQuantity, line.itemName).toBe(
          line.id === typedLine.id ? typed : line.suggestedQuantity,
        );
      await snap(page, `internal-orders-page-${language}-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `internal-orders-page-${language}-390`);
      // The lines as cards, from the top of the screen: each field under or beside its label.
      await page
        .locator('.dt-card')
        .first()
        .evaluate((card) => card.scrollIntoView({ block: 'start' }));
      await snap(page, `internal-orders-page-${language}-lines-390`);
      await page.setViewportSize({ width: 1366, height: 768 });

      // Sent: the lines with nothing requested go; the district store gets the requisition.
      await page.getByRole('button', { name: docs['internal-order.send'] }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: docs['internal-order.send'] })
        .click();
      await expect(page.getByTestId('document-status')).toContainText(
        docs['internal-order.status.SENT'] ?? '',
      );
      await expect(page.getByTestId('order-read-only')).toBeVisible();
      const sent = await storedOrder(page, orderId);
      expect(sent.status).toBe('SENT');
      expect(sent.lines.every((l) => l.requestedQuantity > 0)).toBe(true);

      const keeper = await tokenOf(page.request, 'storekeeper');
      const me = await gql<{ me: { stores: { nodes: { id: string; code: string }[] } } }>(
        page.request,
        keeper,
        `query { me { stores { nodes { id code } } } }`,
      );
      const districtId = me.me.stores.nodes.find((s) => s.code === SUPPLIER_CODE)?.id ?? '';
      const reference = `From internal order ${sent.requisitionNumber}`;
      const response = async () => {
        const data = await gql<{
          requisitions: {
            nodes: {
              theirReference: string | null;
              status: string;
              lines: { itemName: string; requestedQuantity: number }[];
            }[];
          };
        }>(
          page.request,
          keeper,
          `query($s: String!) { requisitions(storeId: $s, filter: { type: { equalTo: "RESPONSE" } }, page: { first: 50 }) {
            nodes { theirReference status lines { itemName requestedQuantity } } } }`,
          { s: districtId },
        );
        return data.requisitions.nodes.find((r) => r.theirReference?.startsWith(reference));
      };
      await expect.poll(async () => (await response())?.status).toBe('NEW');
      const received = await response();
      expect(
        Object.fromEntries((received?.lines ?? []).map((l) => [l.itemName, l.requestedQuantity])),
      ).toEqual(Object.fromEntries(sent.lines.map((l) => [l.itemName, l.requestedQuantity])));

      await page.goto('/replenishment/internal-order');
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `internal-orders-list-${language}-390`);
    });
  });
}
