// A scan on a stocktake (issue 12), in English and Arabic: the store keeper scans a batch's
// label with a keyboard-wedge scanner while the stocktake shows another page of its items; the
// page filters to the scanned item, opens it, marks the batch's line and puts the cursor in its
// count, where the keeper types what is on the shelf. The label is a demo barcode
// (server/src/demo/barcodes.ts) with the batch of a line of the count.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { asPage, sessionOf } from './api';
import { textsOf } from './documents';
import { signIn, snap, wedgeScan } from './helpers';
import { gtinCheckDigit } from '@dawa/domain';
import { demoBarcodes } from '../../server/src/demo/barcodes';

/** A GTIN no demo item has (GS1's example of a company prefix). */
const unknown = '400638133393';

test.describe.configure({ mode: 'serial' });

interface Line {
  id: string;
  itemCode: string;
  itemName: string;
  batch: string | null;
  stockLineId: string | null;
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
}

for (const language of ['en', 'ar']) {
  test(`a scan jumps to the batch's line on another page, and its count is typed (${language})`, async ({
    page,
  }) => {
    const docs = textsOf(language, 'documents');
    const t = (key: string) => docs[key] ?? key;
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'storekeeper');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await sessionOf(page)).storeCode).toBe('DNS');
    await page.evaluate((l) => localStorage.setItem('/preference/language', l), language);

    // A count of every item the store holds: more items than a page of 20.
    const id = randomUUID();
    const made = await asPage<{ insertStocktake: { __typename: string } }>(
      page,
      `mutation($s: String!, $id: String!, $d: String!) { insertStocktake(storeId: $s,
        input: { id: $id, isAllItemsStocktake: true, description: $d }) { __typename } }`,
      { id, d: `${language} scan ${Date.now()}` },
    );
    expect(made.insertStocktake.__typename).toBe('StocktakeNode');
    try {
      // An item of the third page (by name, as the page sorts them), and a batch of it.
      const groups = await asPage<{
        stocktakeItemGroups: { totalCount: number; nodes: { itemId: string; itemName: string }[] };
      }>(
        page,
        `query($s: String!, $id: String!) { stocktakeItemGroups(storeId: $s, stocktakeId: $id,
          page: { first: 1, offset: 45 }) { totalCount nodes { itemId itemName } } }`,
        { id },
      );
      expect(groups.stocktakeItemGroups.totalCount).toBeGreaterThan(45);
      const group = groups.stocktakeItemGroups.nodes[0];
      if (!group) throw new Error('no item on the third page');
      const lines = await asPage<{ stocktakeLines: { nodes: Line[] } }>(
        page,
        `query($s: String!, $id: String!, $item: String!) { stocktakeLines(storeId: $s,
          stocktakeId: $id, filter: { itemId: { equalTo: $item } }) { nodes {
          id itemCode itemName batch stockLineId snapshotNumberOfPacks countedNumberOfPacks } } }`,
        { id, item: group.itemId },
      );
      const line = lines.stocktakeLines.nodes.find((l) => l.batch && l.stockLineId);
      if (!line?.batch) throw new Error(`${group.itemName} has no batch on the count`);
      const gtin = demoBarcodes().find((b) => b.itemCode === line.itemCode)?.gtin;
      if (!gtin) throw new Error(`${line.itemCode} has no demo barcode`);

      await page.goto(`/inventory/stocktakes/${id}?rows=20`);
      await expect(page.getByTestId('document-title')).toBeVisible();
      const table = page.getByTestId('data-table-stocktake-lines-by-item');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table.getByText(line.itemName, { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('barcode-scanner')).toHaveText(t('stocktake.scan-hint'));

      // The scanner types the label fast, then Enter (useBarcodeWedge).
      await wedgeScan(page, `01${gtin}10${line.batch}`);

      const count = page.locator(
        `[data-row-id="${line.id}"] [data-column="countedNumberOfPacks"] input`,
      );
      await expect(count).toBeFocused();
      await expect(page.getByTestId('scanned-item')).toContainText(line.itemName);
      await expect(page.locator(`[data-row-id="${line.id}"]`)).toHaveAttribute('style', /solid/);
      await snap(page, `stocktake-scan-${language}-found-1366`);

      // What is on the shelf is what the snapshot says: no reason to give.
      await page.keyboard.type(String(line.snapshotNumberOfPacks));
      await expect
        .poll(async () => {
          const now = await asPage<{ stocktakeLines: { nodes: Line[] } }>(
            page,
            `query($s: String!, $id: String!, $line: String!) { stocktakeLines(storeId: $s,
              stocktakeId: $id, filter: { id: { equalTo: $line } }) { nodes {
              id itemCode itemName batch stockLineId snapshotNumberOfPacks countedNumberOfPacks } } }`,
            { id, line: line.id },
          );
          return now.stocktakeLines.nodes[0]?.countedNumberOfPacks;
        })
        .toBe(line.snapshotNumberOfPacks);

      // The next label, scanned with the cursor still in the count: read, and kept out of the
      // count. This one the store has no item for: said, in the page's language.
      await wedgeScan(page, `010${unknown}${gtinCheckDigit(unknown)}`);
      await expect(
        page.getByText(textsOf(language, 'inventory')['error.BarcodeNotFound'] ?? ''),
      ).toBeVisible();
      await expect(count).toHaveValue(String(line.snapshotNumberOfPacks));
      await expect(count).toBeFocused();

      // On a phone the lines one by one are cards: the count keeps its label and its name.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('checkbox', { name: t('lines.group-by-item') }).uncheck();
      const card = page.getByRole('textbox', { name: new RegExp(t('stocktake.counted')) }).first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await snap(page, `stocktake-scan-${language}-found-390`);
      await page.setViewportSize({ width: 1366, height: 768 });
    } finally {
      await asPage(
        page,
        `mutation($s: String!, $id: String!) { deleteStocktake(storeId: $s, id: $id) { __typename } }`,
        { id },
      );
    }
  });
}
