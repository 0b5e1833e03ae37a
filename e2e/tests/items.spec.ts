import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asPage, storedItems, storedLine, type StoredItem } from './api';
import { expectCells, expectDashboard, signIn, snap } from './helpers';

// Creating and editing an item, its variants, pack variants and bundles, as an administrator
// (ITEM_MUTATE), in English then in Arabic.
test.describe.configure({ mode: 'serial' });

let itemUrl = '';

const dialog = (page: Page) => page.getByRole('dialog');

async function saveDialog(page: Page, toast: string | RegExp) {
  await dialog(page).locator('button.MuiButton-contained').click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

/** Cancel with typed input asks 'Are you sure?' first; OK drops the input. */
async function discardDialog(page: Page) {
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function section(page: Page, id: string): Promise<Locator> {
  const table = page.getByTestId(`data-table-${id}`);
  await expect(table).toBeVisible();
  return table;
}

const CODE = 'E2E-ITEM-1';

/** The item this spec made, as stored (one item of that code, whatever its case). */
async function storedItem(page: Page): Promise<StoredItem> {
  const items = await storedItems(page, CODE);
  expect(items.map((item) => item.code)).toEqual([CODE]);
  return items[0] as StoredItem;
}

/** A fact of the item's detail panel (in the page whether the panel is open or not). */
const fact = (page: Page, label: string) =>
  page
    .getByTestId('item-facts')
    .locator(`xpath=./dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

const BUNDLED = 'BCG 10-dose, Japan BCG Laboratory';

test('create an item, edit it, add variants, pack variants and a bundle; the rules are the server’s', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.goto('/inventory/items');
  await page.getByRole('button', { name: 'New item' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator('input[name="code"]').fill('E2E-ITEM-1');
  await dialog(page).locator('input[name="name"]').fill('E2E test tablets');
  await dialog(page).locator('input[name="unitName"]').fill('tablet');
  await dialog(page).locator('input[name="defaultPackSize"]').fill('20');
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  const masterList = dialog(page).locator('input[name^="masterList-"]').first();
  const listCode = ((await masterList.getAttribute('name')) ?? '').replace(/^masterList-/, '');
  await masterList.check();
  await snap(page, 'item-new-en');
  await saveDialog(page, 'Item saved');
  await expect(page).toHaveURL(/\/inventory\/items\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('item-name')).toHaveText('E2E test tablets');
  itemUrl = new URL(page.url()).pathname;
  // Stored as typed, on the master list ticked.
  expect(await storedItem(page)).toMatchObject({
    code: CODE,
    name: 'E2E test tablets',
    unitName: 'tablet',
    defaultPackSize: 20,
    strength: '',
  });
  const lists = await asPage<{ masterLists: { id: string; code: string }[] }>(
    page,
    `query($s: String!) { masterLists(storeId: $s) { id code } }`,
  );
  const listId = lists.masterLists.find((list) => list.code === listCode)?.id;
  expect((await storedItems(page, CODE, listId)).map((item) => item.code)).toEqual([CODE]);

  // A duplicate code is refused, whatever its case.
  await page.goto('/inventory/items');
  await page.getByRole('button', { name: 'New item' }).click();
  await dialog(page).locator('input[name="code"]').fill('e2e-item-1');
  await dialog(page).locator('input[name="name"]').fill('Another');
  await dialog(page).locator('input[name^="masterList-"]').first().check();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This value is already used').first()).toBeVisible();
  await discardDialog(page);
  await storedItem(page);

  await page.goto(itemUrl);
  await page.getByRole('button', { name: 'Edit item' }).click();
  await dialog(page).locator('input[name="strength"]').fill('5 mg');
  await saveDialog(page, 'Item saved');
  await expect(page.getByTestId('item-name')).toHaveText('E2E test tablets');
  // The strength was stored: the API, the reloaded page and the edit form all give it back.
  expect(await storedItem(page)).toMatchObject({ name: 'E2E test tablets', strength: '5 mg' });
  await page.reload();
  await expect(fact(page, 'Strength')).toHaveText('5 mg');
  await expect(fact(page, 'Unit')).toHaveText('tablet');
  await expect(fact(page, 'Default pack size')).toHaveText('20');
  await page.getByRole('button', { name: 'Edit item' }).click();
  await expect(dialog(page).locator('input[name="strength"]')).toHaveValue('5 mg');
  await expect(dialog(page).locator('input[name="code"]')).toHaveValue(CODE);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Variants' }).click();
  await expect(page).toHaveURL(/tab=variants/);
  await page.getByRole('button', { name: 'New variant' }).click();
  await dialog(page).locator('input[name="name"]').fill('Blister A');
  await dialog(page).locator('input[name="manufacturer"]').fill('Acme Pharma');
  await saveDialog(page, 'Saved');
  await expect(await section(page, 'item-variants')).toContainText('Blister A');
  // Names are unique per item, case and spaces aside.
  await page.getByRole('button', { name: 'New variant' }).click();
  await dialog(page).locator('input[name="name"]').fill(' blister a ');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('This item already has a variant with this name').first(),
  ).toBeVisible();
  await discardDialog(page);

  await page.getByRole('button', { name: 'New pack variant' }).click();
  await dialog(page).locator('input[name="packSize"]').fill('0');
  await dialog(page).locator('input[name="name"]').fill('Nothing');
  await dialog(page).locator('input[name="abbreviation"]').fill('NO');
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog(page).locator('input[name="packSize"]').fill('50');
  await dialog(page).locator('input[name="name"]').fill('Box of 50');
  await dialog(page).locator('input[name="abbreviation"]').fill('BX50');
  await saveDialog(page, 'Saved');
  await expect(await section(page, 'item-pack-variants')).toContainText('BX50');
  await page.getByRole('button', { name: 'New pack variant' }).click();
  await dialog(page).locator('input[name="packSize"]').fill('50');
  await dialog(page).locator('input[name="name"]').fill('Other 50');
  await dialog(page).locator('input[name="abbreviation"]').fill('O50');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('This item already has a pack variant with this pack size').first(),
  ).toBeVisible();
  await discardDialog(page);

  // Bundle with the BCG vaccine's Japanese variant; its SII variant already has a bundle.
  const bundle = async (variant: string) => {
    await page.getByRole('button', { name: 'New bundle' }).click();
    await dialog(page).getByRole('combobox', { name: 'Item', exact: true }).fill('BCG');
    await page.getByRole('option', { name: /VAC-BCG/ }).click();
    await dialog(page).getByRole('combobox', { name: 'Bundled with' }).click();
    await page.getByRole('option', { name: variant }).click();
    await dialog(page).locator('input[name="ratio"]').fill('2');
  };
  await bundle('BCG 20-dose, SII');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('A bundled variant already bundled cannot be bundled with others').first(),
  ).toBeVisible();
  await discardDialog(page);
  await bundle('BCG 10-dose, Japan BCG Laboratory');
  await snap(page, 'item-bundle-en');
  await saveDialog(page, 'Saved');
  await expect(await section(page, 'item-bundles')).toContainText(`VAC-BCG · ${BUNDLED}`);
  await snap(page, 'item-variants-en');

  // Stored: one variant, one pack variant and one bundle, each with the values typed (the
  // refused ones added nothing); the reloaded tab shows them again.
  const stored = await storedItem(page);
  expect(stored.variants).toEqual([
    {
      name: 'Blister A',
      manufacturer: 'Acme Pharma',
      bundles: [
        {
          ratio: 2,
          principalVariant: { itemCode: CODE, name: 'Blister A' },
          bundledVariant: { itemCode: 'VAC-BCG', name: BUNDLED },
        },
      ],
    },
  ]);
  expect(stored.packVariants).toEqual([{ packSize: 50, name: 'Box of 50', abbreviation: 'BX50' }]);
  await page.reload();
  await expectCells(
    (await section(page, 'item-variants')).getByRole('row').filter({ hasText: 'Blister A' }),
    {
      'Variant name': 'Blister A',
      Manufacturer: 'Acme Pharma',
    },
  );
  await expectCells(
    (await section(page, 'item-pack-variants')).getByRole('row').filter({ hasText: 'BX50' }),
    {
      'Pack size': '50',
      'Pack name': 'Box of 50',
      Abbreviation: 'BX50',
    },
  );
  await expectCells(
    (await section(page, 'item-bundles')).getByRole('row').filter({ hasText: BUNDLED }),
    {
      Variant: `${CODE} · Blister A`,
      'Bundled with': `VAC-BCG · ${BUNDLED}`,
      Ratio: '2',
    },
  );
});

test('the variants tab in Arabic, right to left', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.evaluate(() => localStorage.setItem('/preference/language', 'ar'));
  await page.goto(`${itemUrl}?tab=variants`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'متغيرات الصنف' })).toBeVisible();
  await expect(await section(page, 'item-variants')).toContainText('Blister A');
  await page.getByRole('button', { name: 'عبوة جديدة' }).click();
  await dialog(page).locator('input[name="packSize"]').fill('50');
  await dialog(page).locator('input[name="name"]').fill('علبة');
  await dialog(page).locator('input[name="abbreviation"]').fill('ع');
  await dialog(page).locator('button.MuiButton-contained').click();
  await expect(page.getByText('لهذا الصنف عبوة بهذا الحجم بالفعل').first()).toBeVisible();
  await snap(page, 'item-pack-error-ar');
  await dialog(page).locator('input[name="packSize"]').fill('25');
  await saveDialog(page, 'تم الحفظ');
  await expect(await section(page, 'item-pack-variants')).toContainText('علبة');
  // Stored beside the first one (the refused size 50 added nothing), and shown after a reload.
  const packs = (await storedItem(page)).packVariants.sort((a, b) => a.packSize - b.packSize);
  expect(packs).toEqual([
    { packSize: 25, name: 'علبة', abbreviation: 'ع' },
    { packSize: 50, name: 'Box of 50', abbreviation: 'BX50' },
  ]);
  await page.reload();
  await expectCells(
    (await section(page, 'item-pack-variants')).getByRole('row').filter({ hasText: 'علبة' }),
    { 'حجم العبوة': '25', 'اسم العبوة': 'علبة', الاختصار: 'ع' },
  );
  // The table reads from the right: its first column sits at the inline start.
  const table = await section(page, 'item-pack-variants');
  const box = await table.boundingBox();
  const first = await table.getByRole('columnheader').first().boundingBox();
  expect(box && first && first.x + first.width > box.x + box.width / 2).toBe(true);
  await snap(page, 'item-variants-ar');
});

interface LineTexts {
  lang: string;
  search: string;
  edit: string;
  donor: string;
  save: string;
  saved: string;
  close: string;
  facts: (donor: string) => string;
  title: (batch: string) => string;
}

const LINE_EN: LineTexts = {
  lang: 'en',
  search: 'Item code or name',
  edit: 'Edit details',
  donor: 'Donor',
  save: 'Save',
  saved: 'Stock line saved',
  close: 'Close',
  facts: (donor) => `donor: ${donor}`,
  title: (batch) => `batch ${batch}`,
};

const LINE_AR: LineTexts = {
  lang: 'ar',
  search: 'رمز الصنف أو اسمه',
  edit: 'تعديل التفاصيل',
  donor: 'المانح',
  save: 'حفظ',
  saved: 'تم حفظ بند المخزون',
  close: 'إغلاق',
  facts: (donor) => `المانح: ${donor}`,
  title: (batch) => `الدفعة ${batch}`,
};

/** Changes a vaccine line's donor, batch and sell price; checks them stored and shown again. */
async function editVaccineLine(
  page: Page,
  text: LineTexts,
  from: { batch?: string; donor: string },
  to: { batch: string; donor: string; price: string },
) {
  await page.goto('/inventory/stock');
  await page.getByLabel(text.search).fill('VAC-BCG');
  const stock = page.getByTestId('data-table-inventory-stock');
  const rows = stock.getByRole('row').filter({ hasText: from.batch ?? 'BCG' });
  await expect(rows.first()).toContainText('BCG');
  await rows.first().click();
  await expect(page).toHaveURL(/line=/);
  const lineId = new URL(page.url()).searchParams.get('line');
  const facts = page.getByTestId('stock-line-facts');
  await expect(facts).toContainText(text.facts(from.donor));
  await page.getByRole('button', { name: text.edit }).click();
  await page.getByRole('combobox', { name: text.donor }).click();
  await page.getByRole('option', { name: to.donor }).click();
  await page.getByRole('dialog').last().locator('input[name="batch"]').fill(to.batch);
  await page.getByRole('dialog').last().locator('input[name="sellPrice"]').fill(to.price);
  await snap(page, `stock-line-edit-${text.lang}`);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved).first()).toBeVisible();
  await expect(facts).toContainText(text.facts(to.donor));
  await expect(page.getByRole('dialog')).toContainText(text.title(to.batch));
  // Stored on the same line: its new batch, donor and price.
  expect(await storedLine(page, to.batch)).toMatchObject({
    id: lineId,
    donor: { name: to.donor },
    sellPricePerPack: Number(to.price),
  });
  // The reloaded page opens the line again (it is in the address) with the saved values.
  await page.reload();
  await expect(page.getByTestId('stock-line-facts')).toContainText(text.facts(to.donor));
  await page.getByRole('button', { name: text.edit }).click();
  const form = page.getByRole('dialog').last();
  await expect(form.locator('input[name="batch"]')).toHaveValue(to.batch);
  await expect(form.locator('input[name="sellPrice"]')).toHaveValue(to.price);
  await expect(form.getByRole('combobox', { name: text.donor })).toHaveText(to.donor);
}

test('a vaccine line shows its supplier and donor; its donor, batch and price can be changed', async ({
  page,
}) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.goto('/inventory/stock');
  await page.getByLabel('Code or name').fill('VAC-BCG');
  const stock = page.getByTestId('data-table-inventory-stock');
  await expect(stock.getByRole('row').nth(1)).toContainText('BCG');
  await stock.getByRole('row').nth(1).click();
  await expect(page.getByTestId('stock-line-facts')).toContainText(/supplier: \S/);
  await editVaccineLine(
    page,
    LINE_EN,
    { donor: 'Gavi, the Vaccine Alliance' },
    { batch: 'BCG-EDITED', donor: 'The Global Fund', price: '12.5' },
  );
});

test('Arabic: the edited vaccine line gets another donor, batch and price', async ({ page }) => {
  await signIn(page, 'storekeeper');
  await expectDashboard(page);
  await page.evaluate(() => localStorage.setItem('/preference/language', 'ar'));
  await editVaccineLine(
    page,
    LINE_AR,
    { batch: 'BCG-EDITED', donor: 'The Global Fund' },
    { batch: 'BCG-AR', donor: 'Gavi, the Vaccine Alliance', price: '7.25' },
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
