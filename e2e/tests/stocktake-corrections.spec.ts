// A store keeper corrects a batch while counting it (issue 12), in English and Arabic: a
// stocktake of one shelf, the batch counted in units (not a whole number of packs), its expiry
// and location corrected in the line's dialog, the table showing them at once, then finalised;
// the batch then holds the count, the expiry and the location, read through the API.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage } from './api';
import { fill, textsOf } from './documents';
import { expectCells, signInTo, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

interface Shelf {
  id: string;
  code: string;
  name: string;
}

/** Two shelves of the store and a batch of 4 packs of 10 tablets on the first one. */
async function givenBatchOnShelf(page: Page, tag: string) {
  const shelves: Shelf[] = [];
  for (const code of [`SHELF-${tag}-A`, `SHELF-${tag}-B`]) {
    const shelf = { id: randomUUID(), code, name: `Shelf ${code}` };
    const made = await asPage<{ insertLocation: { __typename: string } }>(
      page,
      `mutation($s: String!, $i: LocationInput!) { insertLocation(storeId: $s, input: $i) { __typename } }`,
      { i: shelf },
    );
    expect(made.insertLocation.__typename).toBe('LocationNode');
    shelves.push(shelf);
  }
  const items = await asPage<{ items: { nodes: { id: string; name: string }[] } }>(
    page,
    `query($s: String!) { items(storeId: $s, filter: { codeOrName: { like: "Abacavir" } }, page: { first: 1 }) { nodes { id name } } }`,
  );
  const item = items.items.nodes[0];
  if (!item) throw new Error('no Abacavir');
  const reasons = await asPage<{
    reasonOptions: { id: string; type: string; isActive: boolean }[];
  }>(page, `query($s: String!) { reasonOptions(storeId: $s) { id type isActive } }`);
  const positive = reasons.reasonOptions.find(
    (r) => r.isActive && r.type === 'POSITIVE_INVENTORY_ADJUSTMENT',
  );
  const batch = `LOT-${tag}`;
  const stocked = await asPage<{ insertStockLine: { __typename: string } }>(
    page,
    `mutation($s: String!, $i: InsertStockLineInput!) { insertStockLine(storeId: $s, input: $i) { __typename } }`,
    {
      i: {
        id: randomUUID(),
        invoiceId: randomUUID(),
        itemId: item.id,
        batch,
        expiryDate: '2028-01-31',
        packSize: 10,
        numberOfPacks: 4,
        locationId: shelves[0]?.id,
        ...(positive ? { reasonId: positive.id } : {}),
      },
    },
  );
  expect(stocked.insertStockLine.__typename).toBe('InventoryAdjustmentNode');
  const [from, to] = shelves as [Shelf, Shelf];
  return { from, to, batch, item };
}

interface StoredBatch {
  totalNumberOfPacks: number;
  expiryDate: string | null;
  location: { code: string } | null;
}

async function storedBatch(page: Page, batch: string): Promise<StoredBatch[]> {
  const data = await asPage<{ stockLines: { nodes: StoredBatch[] } }>(
    page,
    `query($s: String!, $b: String!) { stockLines(storeId: $s, filter: { batch: { equalTo: $b }, hasPacksInStore: false }, page: { first: 5 }) { nodes {
      totalNumberOfPacks expiryDate location { code } } } }`,
    { b: batch },
  );
  return data.stockLines.nodes;
}

for (const language of ['en', 'ar']) {
  test(`a store keeper counts a batch in units and corrects its expiry and location (${language})`, async ({
    page,
  }) => {
    const docs = textsOf(language, 'documents');
    const app = textsOf(language, 'app');
    const common = textsOf(language, 'common');
    const t = (key: string) => docs[key] ?? key;
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInTo(page, 'storekeeper', 'DNS', language);
    await page.reload();
    const tag = `${language.toUpperCase()}${Date.now() % 100_000}`;
    const { from, to, batch, item } = await givenBatchOnShelf(page, tag);

    // A stocktake of the first shelf: the one batch.
    await page.getByRole('link', { name: app['nav.inventory-stocktakes'] }).click();
    await page
      .getByRole('button', { name: t('stocktake.new') })
      .first()
      .click();
    const newDialog = page.getByRole('dialog');
    await newDialog.getByRole('textbox', { name: t('stocktake.description') }).fill(tag);
    await newDialog.getByRole('combobox', { name: t('stocktake.location') }).click();
    await page.getByRole('option', { name: `${from.code} · ${from.name}` }).click();
    await newDialog.getByRole('button', { name: common['button.save'] }).click();
    await expect(page).toHaveURL(/\/inventory\/stocktakes\/[0-9a-f-]+$/);

    await page.getByRole('checkbox', { name: t('lines.group-by-item') }).uncheck();
    const table = page.getByTestId('data-table-stocktake-lines');
    const row = table.getByRole('row').filter({ hasText: batch });
    await expect(row).toBeVisible();
    const editLine = fill(t('stocktake.edit-line'), { item: item.name });
    await row.getByRole('button', { name: editLine }).click();
    const dialog = page.getByRole('dialog', { name: t('line.edit-title') });
    await expect(dialog).toBeVisible();

    // 45 tablets: four packs and a half.
    await dialog.getByRole('button', { name: common['quantity.units'], exact: true }).click();
    await dialog.locator('input[name="countedUnits"]').fill('45');
    await expect(dialog.getByTestId('quantity-conversion')).toBeVisible();
    const reason = dialog.getByRole('combobox', { name: t('stocktake.reason') });
    if ((await reason.count()) > 0) {
      await reason.click();
      await page.getByRole('option').nth(1).click();
    }
    // The expiry corrected to 28/02/2029, the batch moved to the second shelf.
    const day = dialog.locator('.MuiPickersSectionList-sectionContent').first();
    await day.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('28022029');
    await dialog.getByRole('combobox', { name: t('line.location') }).click();
    await page.getByRole('option', { name: `${to.code} · ${to.name}` }).click();
    await snap(page, `stocktake-corrections-${language}-dialog-1366`);
    if (language === 'ar') {
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `stocktake-corrections-${language}-dialog-390`);
      await page.setViewportSize({ width: 1366, height: 768 });
    }
    await dialog.getByRole('button', { name: common['button.save'] }).click();
    await expect(dialog).toBeHidden();

    // The row shows what was saved, without the page read again: with the menu closed the
    // table has room for the expiry and location columns (they give way first).
    await page.getByRole('button', { name: app['shell.toggle-drawer'] }).click();
    await expectCells(row, {
      [common['label.expiry'] ?? '']: '28/02/2029',
      [common['label.location'] ?? '']: to.code,
    });
    await expect(row).not.toContainText(from.code);
    await snap(page, `stocktake-corrections-${language}-saved-1366`);
    if (language === 'ar') {
      await page.setViewportSize({ width: 390, height: 844 });
      // The rows become cards: the button is drawn again.
      await expect(
        page.getByTestId('data-table-stocktake-lines').locator('.dt-card'),
      ).toBeVisible();
      await page.getByRole('button', { name: editLine }).scrollIntoViewIfNeeded();
      // The toasts gone (6 s), to see the card under them.
      for (const toast of [t('stocktake.created'), t('line.saved')])
        await expect(page.getByText(toast, { exact: true })).toBeHidden();
      await snap(page, `stocktake-corrections-${language}-saved-390`);
      await page.setViewportSize({ width: 1366, height: 768 });
    }

    await page.getByRole('button', { name: t('stocktake.finalise') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('stocktake.finalise') })
      .click();
    await expect(page.getByText(t('stocktake.finalised-done'))).toBeVisible();

    await expect
      .poll(() => storedBatch(page, batch))
      .toEqual([
        { totalNumberOfPacks: 4.5, expiryDate: '2029-02-28', location: { code: to.code } },
      ]);
  });
}
