// What the server stored, read through the GraphQL API: each workflow checks its outcome here as
// well as on the screen, so a screen that claims a save the server never made fails the spec.
import type { APIRequestContext, Page } from '@playwright/test';

export type Variables = Record<string, unknown>;

export async function gql<T>(
  request: APIRequestContext,
  bearer: string,
  query: string,
  variables: Variables = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

/** Signs in through the API (for test data made before a page signs in). */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const data = await gql<{ authToken: { token?: string } }>(
    request,
    '',
    `query($u: String!, $p: String!) { authToken(username: $u, password: $p) { ... on AuthToken { token } } }`,
    { u: username, p: 'pass' },
  );
  if (!data.authToken.token) throw new Error(`cannot sign in as ${username}`);
  return data.authToken.token;
}

export interface PageSession {
  token: string;
  storeId: string;
  storeCode: string;
}

/** The token and store of the page's session, from the 'auth' cookie the web app keeps. */
export async function sessionOf(page: Page): Promise<PageSession> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth');
  if (!cookie) throw new Error('the page has no session');
  const session = JSON.parse(decodeURIComponent(cookie.value)) as {
    token: string;
    store: { id: string; code: string } | null;
  };
  if (!session.store) throw new Error('the session has no store');
  return { token: session.token, storeId: session.store.id, storeCode: session.store.code };
}

/** A query sent with the page's own token; `$s` is the page's store unless given. */
export async function asPage<T>(page: Page, query: string, variables: Variables = {}): Promise<T> {
  const session = await sessionOf(page);
  return gql<T>(page.request, session.token, query, { s: session.storeId, ...variables });
}

export interface StoredLocation {
  code: string;
  name: string;
  onHold: boolean;
}

/** The locations of the page's store, by code. */
export async function storedLocations(page: Page): Promise<StoredLocation[]> {
  const data = await asPage<{ locations: { nodes: StoredLocation[] } }>(
    page,
    `query($s: String!) { locations(storeId: $s) { nodes { code name onHold } } }`,
  );
  return [...data.locations.nodes].sort((a, b) => a.code.localeCompare(b.code));
}

export interface StoredReason {
  type: string;
  reason: string;
  isActive: boolean;
}

/** The reasons of the page's store with that text (a duplicate would show as a second row). */
export async function storedReasons(page: Page, reason: string): Promise<StoredReason[]> {
  const data = await asPage<{ reasonOptions: StoredReason[] }>(
    page,
    `query($s: String!) { reasonOptions(storeId: $s) { type reason isActive } }`,
  );
  return data.reasonOptions.filter((r) => r.reason === reason);
}

export interface StoredVariant {
  name: string;
  manufacturer: string | null;
  bundles: {
    ratio: number;
    principalVariant: { itemCode: string; name: string } | null;
    bundledVariant: { itemCode: string; name: string } | null;
  }[];
}

export interface StoredItem {
  id: string;
  code: string;
  name: string;
  unitName: string;
  defaultPackSize: number;
  strength: string;
  variants: StoredVariant[];
  packVariants: { packSize: number; name: string; abbreviation: string }[];
}

/** The items whose code contains `code` (case aside), seen from the page's store. */
export async function storedItems(
  page: Page,
  code: string,
  masterListId?: string,
): Promise<StoredItem[]> {
  const data = await asPage<{ items: { nodes: StoredItem[] } }>(
    page,
    `query($s: String!, $f: ItemFilterInput) { items(storeId: $s, filter: $f, page: { first: 50 }) { nodes {
      id code name unitName defaultPackSize strength
      variants { name manufacturer bundles { ratio
        principalVariant { itemCode name } bundledVariant { itemCode name } } }
      packVariants { packSize name abbreviation } } } }`,
    {
      f: {
        code: { like: code },
        ...(masterListId ? { masterListId: { equalTo: masterListId } } : {}),
      },
    },
  );
  return data.items.nodes;
}

export interface StoredLine {
  id: string;
  batch: string | null;
  packSize: number;
  totalNumberOfPacks: number;
  availableNumberOfPacks: number;
  location: { code: string } | null;
  onHold: boolean;
  vvmStatus: { code: string } | null;
  donor: { name: string } | null;
  sellPricePerPack: number;
}

/** The stock lines of a batch in the page's store (empty ones too), pack size ascending. */
export async function storedLines(page: Page, batch: string): Promise<StoredLine[]> {
  const data = await asPage<{ stockLines: { nodes: StoredLine[] } }>(
    page,
    `query($s: String!, $b: String!) { stockLines(storeId: $s, filter: { batch: { equalTo: $b }, hasPacksInStore: false }, page: { first: 50 }) { nodes {
      id batch packSize totalNumberOfPacks availableNumberOfPacks location { code } onHold
      vvmStatus { code } donor { name } sellPricePerPack } } }`,
    { b: batch },
  );
  return [...data.stockLines.nodes].sort((a, b) => a.packSize - b.packSize);
}

/** The one stock line of a batch in the page's store. */
export async function storedLine(page: Page, batch: string): Promise<StoredLine> {
  const lines = await storedLines(page, batch);
  if (lines.length !== 1) throw new Error(`${lines.length} lines of batch ${batch}`);
  return lines[0] as StoredLine;
}

export interface StoredMovement {
  numberOfPacks: number;
  reason: string | null;
}

/** A stock line's movements, newest first. */
export async function storedMovements(page: Page, stockLineId: string): Promise<StoredMovement[]> {
  const data = await asPage<{ ledger: { nodes: StoredMovement[] } }>(
    page,
    `query($s: String!, $l: String!) { ledger(storeId: $s, stockLineId: $l, page: { first: 50 }) { nodes { numberOfPacks reason } } }`,
    { l: stockLineId },
  );
  return data.ledger.nodes;
}
