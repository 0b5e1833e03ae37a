// Issue 9, "one rule, one place": with open-vial wastage the only active reduction reason, the
// adjust dialog asks no reason for a tablet and the server takes the reduction; for a vaccine it
// offers open-vial wastage and needs it. English and Arabic.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gql, storedLine, storedMovements, tokenOf } from './api';
import { expectCells, expectDashboard, signIn, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

interface Reason {
  id: string;
  type: string;
  reason: string;
  isActive: boolean;
}

const SET_ACTIVE = `mutation($s: String!, $id: String!, $a: Boolean) { updateReasonOption(storeId: $s, id: $id, isActive: $a) { __typename } }`;

let storeId = '';
let tabletId = '';
let vaccineId = '';
/** Reasons this spec made inactive, made active again after it. */
let switchedOff: string[] = [];
let openVialId = '';

test.beforeAll(async ({ request }) => {
  const admin = await tokenOf(request, 'admin');
  const keeper = await tokenOf(request, 'storekeeper');
  const me = await gql<{ me: { stores: { nodes: { id: string }[] } } }>(
    request,
    keeper,
    `{ me { stores { nodes { id } } } }`,
  );
  storeId = me.me.stores.nodes[0]?.id ?? '';
  const reasons = (
    await gql<{ reasonOptions: Reason[] }>(
      request,
      keeper,
      `query($s: String!) { reasonOptions(storeId: $s) { id type reason isActive } }`,
      { s: storeId },
    )
  ).reasonOptions;
  switchedOff = reasons
    .filter((r) => r.isActive && r.type === 'NEGATIVE_INVENTORY_ADJUSTMENT')
    .map((r) => r.id);
  for (const id of switchedOff) await gql(request, admin, SET_ACTIVE, { s: storeId, id, a: false });
  openVialId = crypto.randomUUID();
  await gql(
    request,
    admin,
    `mutation($s: String!, $id: String!, $r: String!) { insertReasonOption(storeId: $s, id: $id, type: OPEN_VIAL_WASTAGE, reason: $r) { __typename } }`,
    { s: storeId, id: openVialId, r: 'E2E open vial' },
  );
  const positive = reasons.find((r) => r.isActive && r.type === 'POSITIVE_INVENTORY_ADJUSTMENT');
  const item = async (search: string) => {
    const data = await gql<{ items: { nodes: { id: string }[] } }>(
      request,
      keeper,
      `query($s: String!, $q: String!) { items(storeId: $s, filter: { codeOrName: { like: $q } }, page: { first: 1 }) { nodes { id } } }`,
      { s: storeId, q: search },
    );
    return data.items.nodes[0]?.id ?? '';
  };
  tabletId = await item('Abacavir');
  vaccineId = await item('BCG vaccine');
  // The page shows the store the session chose: every store of the store keeper gets the lines.
  let added = 0;
  for (const store of me.me.stores.nodes) {
    for (const [itemId, batch] of [
      [tabletId, 'E2E-OV-TAB'],
      [vaccineId, 'E2E-OV-VAC'],
    ] as const) {
      const answer = await gql<{ insertStockLine: { __typename: string } }>(
        request,
        keeper,
        `mutation($s: String!, $i: InsertStockLineInput!) { insertStockLine(storeId: $s, input: $i) { __typename } }`,
        {
          s: store.id,
          i: {
            id: crypto.randomUUID(),
            invoiceId: crypto.randomUUID(),
            itemId,
            batch,
            packSize: 10,
            numberOfPacks: 10,
            ...(positive ? { reasonId: positive.id } : {}),
          },
        },
      );
      if (answer.insertStockLine.__typename === 'InventoryAdjustmentNode') added += 1;
    }
  }
  if (added === 0) throw new Error('no store took the stock lines');
});

test.afterAll(async ({ request }) => {
  const admin = await tokenOf(request, 'admin');
  for (const id of switchedOff) await gql(request, admin, SET_ACTIVE, { s: storeId, id, a: true });
  await gql(request, admin, SET_ACTIVE, { s: storeId, id: openVialId, a: false });
});

interface Texts {
  adjust: string;
  reduce: string;
  packs: string;
  reason: string;
  save: string;
  done: string;
  numPacksColumn: string;
}
const EN: Texts = {
  adjust: 'Adjust stock',
  reduce: 'Reduce',
  packs: 'Number of packs',
  reason: 'Reason',
  save: 'Save',
  done: 'Stock adjusted',
  numPacksColumn: 'Num packs',
};
const AR: Texts = {
  adjust: 'تعديل المخزون',
  reduce: 'إنقاص',
  packs: 'عدد العبوات',
  reason: 'السبب',
  save: 'حفظ',
  done: 'تم تعديل المخزون',
  numPacksColumn: 'عدد العبوات',
};

/** Opens the reduction of one pack of the line; answers the line's stored packs before it. */
async function openAdjust(page: Page, texts: Texts, itemId: string, batch: string) {
  const before = (await storedLine(page, batch)).totalNumberOfPacks;
  await page.goto(`/inventory/items/${itemId}`);
  await page
    .getByTestId('data-table-inventory-item-stock')
    .getByText(batch, { exact: true })
    .click();
  const dialog = page.getByTestId('stock-line-dialog');
  await dialog.getByRole('button', { name: texts.adjust }).click();
  await page.getByRole('button', { name: texts.reduce }).click();
  await page.getByLabel(texts.packs).fill('1');
  return before;
}

/** The reduction was stored: one pack fewer, the newest movement -1 with that reason; the
 * item page, loaded again, shows the new count. */
async function expectReduced(
  page: Page,
  texts: Texts,
  batch: string,
  before: number,
  reason: string | null,
) {
  const line = await storedLine(page, batch);
  expect(line.totalNumberOfPacks).toBe(before - 1);
  expect((await storedMovements(page, line.id))[0]).toEqual({ numberOfPacks: -1, reason });
  // Loaded afresh without the open line, whose dialog would hide the table.
  const url = new URL(page.url());
  url.searchParams.delete('line');
  await page.goto(url.toString());
  await expectCells(
    page.getByTestId('data-table-inventory-item-stock').getByRole('row').filter({ hasText: batch }),
    { [texts.numPacksColumn]: String(before - 1) },
  );
}

for (const [lang, texts] of [
  ['en', EN],
  ['ar', AR],
] as const) {
  test(`${lang}: open-vial wastage only — a tablet needs no reason, a vaccine needs it`, async ({
    page,
  }) => {
    await signIn(page, 'storekeeper');
    await expectDashboard(page);
    await page.evaluate((l) => localStorage.setItem('/preference/language', l), lang);

    const tablets = await openAdjust(page, texts, tabletId, 'E2E-OV-TAB');
    await expect(page.getByLabel(texts.reason)).toHaveCount(0);
    await snap(page, `open-vial-tablet-${lang}`);
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.done).first()).toBeVisible();
    await expectReduced(page, texts, 'E2E-OV-TAB', tablets, null);

    const vials = await openAdjust(page, texts, vaccineId, 'E2E-OV-VAC');
    const save = page.getByRole('button', { name: texts.save });
    await expect(save).toBeDisabled();
    await page.getByLabel(texts.reason).click();
    await page.getByRole('option', { name: 'E2E open vial' }).click();
    await expect(save).toBeEnabled();
    await snap(page, `open-vial-vaccine-${lang}`);
    await save.click();
    await expect(page.getByText(texts.done).first()).toBeVisible();
    await expectReduced(page, texts, 'E2E-OV-VAC', vials, 'E2E open vial');
  });
}
