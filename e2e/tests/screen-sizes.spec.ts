// Every screen size (issue 10 item 6): the stock list, the items list, a stock line with its
// ledger and the adjust dialog at a laptop's 1366x768 and a phone's 390x844, in English and
// Arabic. Screenshots go to SCREENS_DIR (default artifacts/screens).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn, snap } from './helpers';

const SCREENS =
  process.env.SCREENS_DIR ??
  join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screens');

const TEXTS = {
  en: { adjust: 'Adjust stock', packs: 'Number of packs', after: 'After the adjustment' },
  ar: { adjust: 'تعديل المخزون', packs: 'عدد العبوات', after: 'بعد التعديل' },
} as const;
type Lang = keyof typeof TEXTS;

/** Every other list page of the stock keeper: path and table id. */
const OTHER_LISTS = [
  ['/inventory/locations', 'inventory-locations'],
  ['/inventory/master-lists', 'master-lists'],
  ['/manage/log-reasons', 'log-reasons'],
] as const;

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  // The smallest laptop screen the issue names: the list keeps name and quantities here too.
  { name: 'small-laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A readable item name: about 30 characters of a 14 px font. */
const MIN_NAME_WIDTH = 200;
/** A ledger's movement type ("Inventory reduction"). */
const MIN_TYPE_WIDTH = 140;
/** A quantity and its two-line header. */
const MIN_QUANTITY_WIDTH = 80;
const ITEM_NAME = { key: 'itemName', minWidth: MIN_NAME_WIDTH };
const LEDGER_TYPE = { key: 'type', minWidth: MIN_TYPE_WIDTH };

/** The screen as the user sees it (dialogs slide in for 500 ms first). */
const shoot = (page: Page, name: string) =>
  snap(page, name, { folder: SCREENS, fullPage: false, settleMs: 700 });

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box?.width ?? 0;
}

/** Entirely inside the window, left to right. */
async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/** Neither the page nor the shell's content area (which scrolls on its own) scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() =>
    [document.documentElement, document.querySelector('[data-testid="content-area"]')]
      .filter((element): element is Element => element !== null)
      .map((element) => element.scrollWidth - element.clientWidth),
  );
  expect(Math.max(...overflow), 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** A table with its name and quantity columns on screen and wide enough, no sideways scroll. */
async function expectReadableTable(
  page: Page,
  table: Locator,
  name: { key: string; minWidth: number },
  quantities: readonly string[],
) {
  await expect(table).toHaveAttribute('data-layout', 'table');
  const header = (key: string) => table.locator(`thead th[data-column="${key}"]`);
  await expect(header(name.key)).toBeVisible();
  expect(await widthOf(header(name.key))).toBeGreaterThanOrEqual(name.minWidth);
  await expectInsideViewport(page, header(name.key));
  for (const key of quantities) {
    await expect(header(key)).toBeVisible();
    expect(await widthOf(header(key))).toBeGreaterThanOrEqual(MIN_QUANTITY_WIDTH);
    await expectInsideViewport(page, header(key));
  }
  const scroller = table.getByTestId('data-table-scroller');
  const sideways = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(sideways, 'table scrolls sideways').toBeLessThanOrEqual(0);
}

/** Stacked cards: each shows its title and its quantities, nothing wider than the window. */
async function expectReadableCards(page: Page, table: Locator, quantities: readonly string[]) {
  await expect(table).toHaveAttribute('data-layout', 'cards');
  const card = table.locator('.dt-card').first();
  await expect(card).toBeVisible();
  await expectInsideViewport(page, card);
  const title = card.locator('.dt-card-title');
  if ((await title.count()) > 0) {
    await expect(title).not.toBeEmpty();
    expect(await widthOf(title)).toBeGreaterThanOrEqual(MIN_NAME_WIDTH);
  }
  for (const key of quantities) {
    const field = card.locator(`[data-column="${key}"]`);
    await expect(field).toBeVisible();
    await expectInsideViewport(page, field);
  }
  await expectNoSidewaysScroll(page);
}

/** Rows as the layout shows them: table rows on a laptop, cards on a phone. */
const rowsOf = (table: Locator, phone: boolean) =>
  table.locator(phone ? '.dt-card' : 'tbody tr.dt-row');

/** A list page's table, read as its layout shows it, with a pager that fits. */
async function expectReadableList(
  page: Page,
  table: Locator,
  phone: boolean,
  name: { key: string; minWidth: number },
  quantities: readonly string[],
) {
  await expect(rowsOf(table, phone).first()).toBeVisible();
  if (phone) await expectReadableCards(page, table, quantities);
  else await expectReadableTable(page, table, name, quantities);
  await expectPagerFits(page, table);
}

/**
 * On a phone the filters fold behind their button: at least four cards show, each at least half
 * in view (they were one and a half below the filters).
 */
async function expectFourCardsInView(page: Page, table: Locator) {
  await expect(page.getByTestId('filter-bar-toggle')).toBeVisible();
  const view = await table.getByTestId('data-table-scroller').boundingBox();
  expect(view, 'card scroller on screen').not.toBeNull();
  const bottom = view!.y + view!.height;
  const cards = await table
    .locator('.dt-card')
    .evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .map(({ top, height }) => ({ top, height })),
    );
  const halfInView = cards.filter(({ top, height }) => bottom - top >= height / 2);
  expect(halfInView.length, 'cards at least half in view').toBeGreaterThanOrEqual(4);
}

/**
 * A movement's sign is drawn on its digits' left in both directions (Arabic included): in a
 * right-to-left row it does not jump to the other end of the number.
 */
async function expectSignsBeforeDigits(ledger: Locator) {
  const signs = await ledger.locator('bdi').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = cell.firstChild;
      const content = text?.textContent ?? '';
      const sign = [...content].findIndex((ch) => ch === '-' || ch === '+');
      const digit = [...content].findIndex((ch) => /\d/.test(ch));
      if (!text || sign < 0 || digit < 0) return [];
      const xOf = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().x;
      };
      return [{ content, signLeftOfDigits: xOf(sign) < xOf(digit) }];
    }),
  );
  expect(signs.length, 'signed movements').toBeGreaterThan(0);
  for (const sign of signs) expect(sign.signLeftOfDigits, sign.content).toBe(true);
}

async function expectPagerFits(page: Page, table: Locator) {
  const pager = table.locator('.MuiTablePagination-root');
  await expect(pager).toBeVisible();
  await expectInsideViewport(page, pager);
  for (const part of await pager.locator('button, .MuiTablePagination-displayedRows').all())
    await expectInsideViewport(page, part);
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  for (const size of SIZES) {
    const phone = size.width < 600;
    const tag = `${size.name}-${size.width}x${size.height}-${lang}`;

    test(`lists, a stock line and the adjust dialog read well at ${size.width}x${size.height} in ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, 'storekeeper');
      await expect(page).toHaveURL(/\/dashboard$/);
      // After sign-in: the language stored on the user is applied at sign-in.
      await page.evaluate((l) => localStorage.setItem('/preference/language', l), lang);

      // The stock list.
      await page.goto('/inventory/stock');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const stock = page.getByTestId('data-table-inventory-stock');
      const quantities = ['numberOfPacks', 'availableNumberOfPacks'];
      await expectReadableList(page, stock, phone, ITEM_NAME, quantities);
      await shoot(page, `stock-list-${tag}`);
      if (phone) await expectFourCardsInView(page, stock);

      // The items list.
      await page.goto('/inventory/items');
      const items = page.getByTestId('data-table-inventory-items');
      const itemQuantities = ['stockOnHand', 'availableStockOnHand'];
      await expectReadableList(page, items, phone, ITEM_NAME, itemQuantities);
      await shoot(page, `items-list-${tag}`);
      if (phone) await expectFourCardsInView(page, items);

      // An item's page: its stock lines (every column on a laptop) and its ledger.
      await rowsOf(items, phone).filter({ hasText: 'Abacavir' }).first().click();
      await expect(page).toHaveURL(/\/inventory\/items\/[0-9a-f-]{36}/);
      const itemStock = page.getByTestId('data-table-inventory-item-stock');
      await expect(rowsOf(itemStock, phone).first()).toBeVisible();
      if (phone) await expectReadableCards(page, itemStock, quantities);
      else
        await expectReadableTable(page, itemStock, { key: 'batch', minWidth: 90 }, [
          ...quantities,
          'vvmStatus',
          'onHold',
        ]);
      await shoot(page, `item-page-${tag}`);
      await page.getByRole('tab').nth(1).click();
      const itemLedger = page.getByTestId('data-table-inventory-ledger');
      await expect(rowsOf(itemLedger, phone).first()).toBeVisible();
      if (phone) await expectNoSidewaysScroll(page);
      await expectPagerFits(page, itemLedger);
      await shoot(page, `item-ledger-${tag}`);

      // A stock line with its ledger.
      await page.goto('/inventory/stock');
      await rowsOf(stock, phone).first().click();
      const dialog = page.getByTestId('stock-line-dialog');
      await expect(dialog).toBeVisible();
      const ledger = dialog.getByTestId('data-table-inventory-ledger');
      const movements = ['numberOfPacks', 'balancePacks'];
      await expectReadableList(page, ledger, phone, LEDGER_TYPE, movements);
      // The ledger fills the dialog below the line's figures (most of a 768 px window), and
      // reaches the dialog's actions: it scrolls inside, the dialog does not.
      expect(await widthOf(ledger)).toBeGreaterThan(size.width * (phone ? 0.85 : 0.8));
      const ledgerBox = (await ledger.boundingBox())!;
      expect(ledgerBox.height).toBeGreaterThanOrEqual(size.height * (phone ? 0.4 : 0.5));
      const closeBox = (await page
        .getByRole('dialog')
        .locator('.MuiDialogActions-root')
        .boundingBox())!;
      expect(closeBox.y - (ledgerBox.y + ledgerBox.height)).toBeLessThan(30);
      const content = page.getByRole('dialog').locator('.MuiDialogContent-root');
      expect(await content.evaluate((e) => e.scrollHeight - e.clientHeight)).toBeLessThanOrEqual(1);
      await expectSignsBeforeDigits(ledger);
      await shoot(page, `stock-line-${tag}`);

      // The adjust dialog: item, batch, quantity now and after, in packs and units.
      await dialog.getByRole('button', { name: TEXTS[lang].adjust }).click();
      const summary = page.getByTestId('adjust-summary');
      await expect(summary).toBeVisible();
      await expect(page.getByTestId('adjust-current')).not.toBeEmpty();
      await page.getByLabel(TEXTS[lang].packs, { exact: false }).first().fill('1');
      const after = page.getByTestId('adjust-new-total');
      await expect(after).toContainText(TEXTS[lang].after);
      await expectInsideViewport(page, summary);
      await expectInsideViewport(page, after);
      if (phone) await expectNoSidewaysScroll(page);
      await shoot(page, `adjust-${tag}`);
    });

    test(`the other lists fit at ${size.width}x${size.height} in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, 'storekeeper');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.evaluate((l) => localStorage.setItem('/preference/language', l), lang);
      for (const [path, id] of OTHER_LISTS) {
        await page.goto(path);
        const table = page.getByTestId(`data-table-${id}`);
        await expect(rowsOf(table, phone).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        if (!phone) {
          const scroller = table.getByTestId('data-table-scroller');
          const sideways = await scroller.evaluate((e) => e.scrollWidth - e.clientWidth);
          expect(sideways, `${id} scrolls sideways`).toBeLessThanOrEqual(0);
        }
        const pager = table.locator('.MuiTablePagination-root');
        if ((await pager.count()) > 0) await expectPagerFits(page, table);
        await shoot(page, `${id}-${tag}`);
      }
    });
  }
}
