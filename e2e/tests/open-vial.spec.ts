// Issue 9, "one rule, one place": with open-vial wastage the only active reduction reason, the
// adjust dialog asks no reason for a tablet and the server takes the reduction; for a vaccine it
// offers open-vial wastage and needs it. English and Arabic.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectDashboard, signIn, snap } from './helpers';

test.describe.configure({ mode: 'serial' });

async function gql<T>(
  request: APIRequestContext,
  bearer: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

async function token(request: APIRequestContext, username: string): Promise<string> {
  const data = await gql<{ authToken: { token?: string } }>(
    request,
    '',
    `query($u: String!, $p: String!) { authToken(username: $u, password: $p) { ... on AuthToken { token } } }`,
    { u: username, p: 'pass' },
  );
  if (!data.authToken.token) throw new Error(`cannot sign in as ${username}`);
  return data.authToken.token;
}

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
  const admin = await token(request, 'admin');
  const keeper = await token(request, 'storekeeper');
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
  const admin = await token(request, 'admin');
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
}
const EN: Texts = {
  adjust: 'Adjust stock',
  reduce: 'Reduce',
  packs: 'Number of packs',
  reason: 'Reason',
  save: 'Save',
  done: 'Stock adjusted',
};
const AR: Texts = {
  adjust: 'تعديل المخزون',
  reduce: 'إنقاص',
  packs: 'عدد العبوات',
  reason: 'السبب',
  save: 'حفظ',
  done: 'تم تعديل المخزون',
};

async function openAdjust(page: Page, texts: Texts, itemId: string, batch: string) {
  await page.goto(`/inventory/items/${itemId}`);
  await page
    .getByTestId('data-table-inventory-item-stock')
    .getByText(batch, { exact: true })
    .click();
  const dialog = page.getByTestId('stock-line-dialog');
  await dialog.getByRole('button', { name: texts.adjust }).click();
  await page.getByRole('button', { name: texts.reduce }).click();
  await page.getByLabel(texts.packs).fill('1');
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

    await openAdjust(page, texts, tabletId, 'E2E-OV-TAB');
    await expect(page.getByLabel(texts.reason)).toHaveCount(0);
    await snap(page, `open-vial-tablet-${lang}`);
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.done).first()).toBeVisible();

    await openAdjust(page, texts, vaccineId, 'E2E-OV-VAC');
    const save = page.getByRole('button', { name: texts.save });
    await expect(save).toBeDisabled();
    await page.getByLabel(texts.reason).click();
    await page.getByRole('option', { name: 'E2E open vial' }).click();
    await expect(save).toBeEnabled();
    await snap(page, `open-vial-vaccine-${lang}`);
    await save.click();
    await expect(page.getByText(texts.done).first()).toBeVisible();
  });
}
