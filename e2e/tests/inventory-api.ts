// Test data for the inventory specs, made through the GraphQL API (the demo may hold no stock).
import type { APIRequestContext } from '@playwright/test';
import { gql, tokenOf } from './api';

function uuid(): string {
  return crypto.randomUUID();
}

export interface StoreFixture {
  storeId: string;
  code: string;
  vaccine: { id: string; name: string; code: string };
  tablet: { id: string; name: string; code: string };
  locations: { id: string; code: string }[];
  gtin: string;
}

async function firstItem(
  request: APIRequestContext,
  bearer: string,
  storeId: string,
  search: string,
) {
  const data = await gql<{ items: { nodes: { id: string; name: string; code: string }[] } }>(
    request,
    bearer,
    `query($s: String!, $q: String!) { items(storeId: $s, filter: { codeOrName: { like: $q } }, page: { first: 1 }) { nodes { id name code } } }`,
    { s: storeId, q: search },
  );
  const item = data.items.nodes[0];
  if (!item) throw new Error(`no item like ${search}`);
  return item;
}

const INSERT_LINE = `mutation($s: String!, $i: InsertStockLineInput!) { insertStockLine(storeId: $s, input: $i) { __typename ... on InsertInventoryAdjustmentError { error { __typename description } } } }`;

/** Locations, reasons, two stock lines per item and a barcode in each of the storekeeper's stores. */
export async function createInventoryFixtures(
  request: APIRequestContext,
  gtin: string,
): Promise<StoreFixture[]> {
  const admin = await tokenOf(request, 'admin');
  const keeper = await tokenOf(request, 'storekeeper');
  const me = await gql<{ me: { stores: { nodes: { id: string; code: string }[] } } }>(
    request,
    keeper,
    `{ me { stores { nodes { id code } } } }`,
  );
  const fixtures: StoreFixture[] = [];
  const barcodeId = uuid();
  for (const store of me.me.stores.nodes) {
    const s = store.id;
    const existing = await gql<{ reasonOptions: { reason: string }[] }>(
      request,
      keeper,
      `query($s: String!) { reasonOptions(storeId: $s) { reason } }`,
      { s },
    );
    for (const [type, reason] of [
      ['POSITIVE_INVENTORY_ADJUSTMENT', 'Found in store'],
      ['NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged'],
    ]) {
      if (existing.reasonOptions.some((option) => option.reason === reason)) continue;
      await gql(
        request,
        admin,
        `mutation($s: String!, $t: ReasonOptionType!, $r: String!) { insertReasonOption(storeId: $s, type: $t, reason: $r) { __typename } }`,
        { s, t: type, r: reason },
      );
    }
    const locations = [];
    for (const code of ['E2E-SHELF-A', 'E2E-COLD-1']) {
      const id = uuid();
      await gql(
        request,
        keeper,
        `mutation($s: String!, $i: LocationInput!) { insertLocation(storeId: $s, input: $i) { __typename } }`,
        { s, i: { id, code, name: `Shelf ${code}` } },
      );
      locations.push({ id, code });
    }
    const vaccine = await firstItem(request, keeper, s, 'BCG vaccine');
    const tablet = await firstItem(request, keeper, s, 'Abacavir');
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const lines = [
      {
        itemId: vaccine.id,
        batch: 'E2E-VAC-1',
        expiryDate: '2028-06-30',
        packSize: 10,
        numberOfPacks: 40,
        locationId: locations[0]?.id,
      },
      {
        itemId: tablet.id,
        batch: 'E2E-TAB-1',
        expiryDate: '2029-01-31',
        packSize: 30,
        numberOfPacks: 20,
      },
      { itemId: tablet.id, batch: 'E2E-TAB-OLD', expiryDate: soon, packSize: 30, numberOfPacks: 5 },
    ];
    const reasons = await gql<{ reasonOptions: { id: string; type: string }[] }>(
      request,
      keeper,
      `query($s: String!) { reasonOptions(storeId: $s) { id type } }`,
      { s },
    );
    const positive = reasons.reasonOptions.find((r) => r.type === 'POSITIVE_INVENTORY_ADJUSTMENT');
    for (const line of lines) {
      const answer = await gql<{ insertStockLine: { __typename: string } }>(
        request,
        keeper,
        INSERT_LINE,
        {
          s,
          i: { ...line, id: uuid(), invoiceId: uuid(), reasonId: positive?.id },
        },
      );
      if (answer.insertStockLine.__typename !== 'InventoryAdjustmentNode')
        throw new Error(JSON.stringify(answer));
    }
    // One id for every store: the same insert sent again answers the one barcode.
    const barcode = await gql<{ insertBarcode: { __typename: string } }>(
      request,
      admin,
      `mutation($s: String!, $i: InsertBarcodeInput!) { insertBarcode(storeId: $s, input: $i) { __typename } }`,
      { s, i: { id: barcodeId, gtin, itemId: vaccine.id, packSize: 10 } },
    );
    if (barcode.insertBarcode.__typename !== 'BarcodeNode')
      throw new Error(`barcode not stored: ${JSON.stringify(barcode)}`);
    fixtures.push({ storeId: s, code: store.code, vaccine, tablet, locations, gtin });
  }
  return fixtures;
}
