// A full count of a district store's master list, as its store keeper does it, in English and
// Arabic (issue 12 part 6): a stocktake made from the list, every line counted (most as their
// snapshot, two with differences and their reasons, the missing reason shown on its line), stock
// issued from two counted batches while the count is open, finalising answered by the mismatch
// dialog where one line keeps its count and the other is counted again (decision 8), then
// finalised; every batch then holds what was counted, read through the API.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, sessionOf } from './api';
import { textsOf } from './documents';
import { signIn, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

interface Line {
  id: string;
  itemCode: string;
  batch: string | null;
  packSize: number;
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
  stockLineId: string | null;
  stockLine: {
    availableNumberOfPacks: number;
    totalNumberOfPacks: number;
    onHold: boolean;
    expiryDate: string | null;
    location: { onHold: boolean } | null;
  } | null;
}

async function stocktakeLines(page: Page, id: string): Promise<Line[]> {
  const data = await asPage<{ stocktake: { lines: Line[] } | null }>(
    page,
    `query($s: String!, $id: String!) { stocktake(storeId: $s, id: $id) { lines {
      id itemCode batch packSize snapshotNumberOfPacks countedNumberOfPacks stockLineId
      stockLine { availableNumberOfPacks totalNumberOfPacks onHold expiryDate location { onHold } } } } }`,
    { id },
  );
  return data.stocktake?.lines ?? [];
}

async function batchTotals(page: Page, ids: string[]): Promise<Map<string, number>> {
  const data = await asPage<{
    stockLines: { nodes: { id: string; totalNumberOfPacks: number }[] };
  }>(
    page,
    `query($s: String!, $ids: [String!]) { stockLines(storeId: $s,
      filter: { id: { equalAny: $ids }, hasPacksInStore: false }, page: { first: 1000 }) {
      nodes { id totalNumberOfPacks } } }`,
    { ids },
  );
  return new Map(data.stockLines.nodes.map((n) => [n.id, n.totalNumberOfPacks]));
}

/** One pack of each batch issued to a customer and picked: the stock leaves the shelf while
 * the count is open, as a shipment made by a colleague would. */
async function issueDuringCount(page: Page, stockLineIds: string[]): Promise<void> {
  const customers = await asPage<{ names: { nodes: { id: string; type: string }[] } }>(
    page,
    `query($s: String!) { names(storeId: $s, filter: { tradingRole: CUSTOMER }, page: { first: 50 }) {
      nodes { id type } } }`,
  );
  const customer =
    customers.names.nodes.find((n) => n.type !== 'STORE') ?? customers.names.nodes[0];
  if (!customer) throw new Error('the store has no customer');
  const id = randomUUID();
  await asPage(
    page,
    `mutation($s: String!, $id: String!, $c: String!) {
      insertOutboundShipment(storeId: $s, input: { id: $id, otherPartyId: $c }) { __typename } }`,
    { id, c: customer.id },
  );
  for (const stockLineId of stockLineIds) {
    const answer = await asPage<{ insertOutboundShipmentLine: { __typename: string } }>(
      page,
      `mutation($s: String!, $i: InsertOutboundShipmentLineInput!) {
        insertOutboundShipmentLine(storeId: $s, input: $i) { __typename } }`,
      { i: { id: randomUUID(), invoiceId: id, stockLineId, numberOfPacks: 1 } },
    );
    expect(answer.insertOutboundShipmentLine).toEqual({ __typename: 'InvoiceLineNode' });
  }
  const picked = await asPage<{ updateOutboundShipment: { __typename: string } }>(
    page,
    `mutation($s: String!, $id: String!) {
      updateOutboundShipment(storeId: $s, input: { id: $id, status: PICKED }) { __typename } }`,
    { id },
  );
  expect(picked.updateOutboundShipment.__typename).toBe('InvoiceNode');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of ['en', 'ar']) {
  test(`a district store counts a master list, stock moves, the mismatch is settled (${language})`, async ({
    page,
  }) => {
    const docs = textsOf(language, 'documents');
    const app = textsOf(language, 'app');
    const common = textsOf(language, 'common');
    const t = (key: string) => docs[key] ?? key;
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'storekeeper');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await sessionOf(page)).storeCode).toBe('DNS');
    // The language stored on the user wins at sign-in: choose the test's for the pages after.
    await page.evaluate((l) => localStorage.setItem('/preference/language', l), language);
    await page.reload();

    // The smallest of the store's own lists that has stock: a count a test can finish.
    const lists = await asPage<{ masterLists: { id: string; name: string; lineCount: number }[] }>(
      page,
      `query($s: String!) { masterLists(storeId: $s) { id name lineCount } }`,
    );
    const list = [...lists.masterLists].sort((a, b) => a.lineCount - b.lineCount)[0];
    if (!list) throw new Error('DNS has no master list');

    await page.getByRole('link', { name: app['nav.inventory-stocktakes'] }).click();
    await expect(page).toHaveURL(/\/inventory\/stocktakes$/);
    await page
      .getByRole('button', { name: t('stocktake.new') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const description = `${language} count ${Date.now()}`;
    await dialog.getByRole('textbox', { name: t('stocktake.description') }).fill(description);
    await dialog.getByRole('combobox', { name: t('stocktake.master-list') }).click();
    await page.getByRole('option', { name: list.name, exact: true }).click();
    await snap(page, `stocktakes-${language}-new-1366`);
    await dialog.getByRole('button', { name: common['button.save'] }).click();
    await expect(page).toHaveURL(/\/inventory\/stocktakes\/[0-9a-f-]+$/);
    const stocktakeId = page.url().split('/').pop() ?? '';

    const lines = await stocktakeLines(page, stocktakeId);
    expect(lines.length).toBeGreaterThan(3);
    // Four batches of their own rows: two with differences, one whose count is kept after an
    // issue, one counted again.
    // Among the first rows: the table mounts only the rows in view.
    const distinct = lines.slice(0, 10).filter(
      (l) =>
        l.batch &&
        l.stockLine &&
        l.snapshotNumberOfPacks >= 4 &&
        Number.isInteger(l.snapshotNumberOfPacks) &&
        l.stockLine.availableNumberOfPacks >= 2 &&
        // Issued from while the count is open: not held, not expired (the demo holds some).
        !l.stockLine.onHold &&
        !l.stockLine.location?.onHold &&
        (l.stockLine.expiryDate ?? '9999') > new Date().toISOString().slice(0, 10) &&
        lines.filter((o) => o.batch === l.batch).length === 1,
    );
    const [reduced, increased, recounted] = distinct;
    if (!reduced || !increased || !recounted) throw new Error('not enough distinct batches');

    // Grouped by item (the default): a page of items, an item's lines read when it opens.
    const byItem = page.getByTestId('data-table-stocktake-lines-by-item');
    await byItem.getByRole('button', { expanded: false }).first().click();
    await expect(page.getByTestId('data-table-stocktake-lines-group')).toBeVisible();
    await snap(page, `stocktakes-${language}-grouped-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, `stocktakes-${language}-grouped-390`);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Lines one by one: grouping off (on by default for stocktakes).
    await page.getByRole('checkbox', { name: t('lines.group-by-item') }).uncheck();
    const table = page.getByTestId('data-table-stocktake-lines');
    const rowOf = (line: Line): Locator =>
      table.getByRole('row').filter({ hasText: line.batch ?? '' });
    await expect(rowOf(reduced)).toBeVisible();

    // Every line counted as its snapshot at once...
    await table.getByRole('row').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: t('stocktake.count-as-snapshot') }).click();
    await expect
      .poll(async () =>
        (await stocktakeLines(page, stocktakeId)).every((l) => l.countedNumberOfPacks !== null),
      )
      .toBe(true);

    // ...then two differences: the server asks for the reason on the right line.
    const count = async (line: Line, packs: number) => {
      const input = rowOf(line).locator('input.dt-input');
      await input.fill(String(packs));
      await input.press('Tab');
    };
    await count(reduced, reduced.snapshotNumberOfPacks - 3);
    const reason = (line: Line) =>
      rowOf(line).getByRole('combobox', { name: t('stocktake.reason') });
    await expect(reason(reduced)).toHaveAccessibleDescription(
      t('error.AdjustmentReasonNotProvided'),
    );
    await snap(page, `stocktakes-${language}-reason-required-1366`);
    await reason(reduced).selectOption({ index: 1 });
    await expect(reason(reduced)).toHaveAttribute('aria-invalid', 'false');
    await count(increased, increased.snapshotNumberOfPacks + 2);
    await expect(reason(increased)).toHaveAttribute('aria-invalid', 'true');
    await reason(increased).selectOption({ index: 1 });
    await expect(reason(increased)).toHaveAttribute('aria-invalid', 'false');
    await snap(page, `stocktakes-${language}-counted-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, `stocktakes-${language}-counted-390`);
    await page.setViewportSize({ width: 1366, height: 768 });

    // The count sheet: location order, no quantities.
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: t('stocktake.print') }).click();
    await expect(page.getByTestId('count-sheet-line')).toHaveCount(lines.length);
    await snap(page, `stocktakes-${language}-count-sheet-print`);
    await page.emulateMedia({ media: 'screen' });

    // Stock leaves two counted batches while the count is open.
    if (!reduced.stockLineId || !recounted.stockLineId) throw new Error('batch lines expected');
    await issueDuringCount(page, [reduced.stockLineId, recounted.stockLineId]);

    await page.getByRole('button', { name: t('stocktake.finalise'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('stocktake.finalise') })
      .click();
    const mismatch = page.getByRole('dialog');
    await expect(mismatch.getByTestId('mismatch-line')).toHaveCount(2);
    await snap(page, `stocktakes-${language}-mismatch-1366`);
    await mismatch
      .getByRole('radio', {
        name: new RegExp(
          `^${escaped(t('stocktake.recount'))} .*${escaped(recounted.batch ?? '')}$`,
        ),
      })
      .check();
    await mismatch.getByRole('button', { name: t('stocktake.mismatch-apply') }).click();
    await expect(mismatch).toBeHidden();

    // The recounted line waits for its new count, shown alone.
    await expect(table.getByRole('row')).toHaveCount(2);
    await count(recounted, recounted.snapshotNumberOfPacks - 1);
    await expect
      .poll(
        async () =>
          (await stocktakeLines(page, stocktakeId)).find((l) => l.id === recounted.id)
            ?.countedNumberOfPacks,
      )
      .toBe(recounted.snapshotNumberOfPacks - 1);
    await page.getByRole('button', { name: t('stocktake.finalise'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('stocktake.finalise') })
      .click();
    await expect(page.getByTestId('document-status')).toContainText(
      t('stocktake.status.FINALISED'),
    );
    await expect(page.getByTestId('stocktake-read-only')).toHaveText(
      t('error.CannotEditStocktake'),
    );
    await snap(page, `stocktakes-${language}-finalised-1366`);

    // Every batch holds what was counted.
    const expected = new Map(
      lines.map((l) => [
        l.stockLineId ?? '',
        l.id === reduced.id
          ? l.snapshotNumberOfPacks - 3
          : l.id === increased.id
            ? l.snapshotNumberOfPacks + 2
            : l.id === recounted.id
              ? l.snapshotNumberOfPacks - 1
              : l.snapshotNumberOfPacks,
      ]),
    );
    const totals = await batchTotals(page, [...expected.keys()]);
    expect(Object.fromEntries(totals)).toEqual(Object.fromEntries(expected));

    await page.goto('/inventory/stocktakes');
    await expect(page.getByRole('row').filter({ hasText: description })).toContainText(
      t('stocktake.status.FINALISED'),
    );
    await snap(page, `stocktakes-${language}-list-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, `stocktakes-${language}-list-390`);
  });
}
