// What the requisition tests share: calls through the real HTTP handler as a demo user, the
// fields a requisition and its lines answer with, and the store figures the formulas start from
// (stock on the shelf and consumption over the look-back, both put there through the ledger).
import { uuidv7 } from '@dawa/domain';
import { expect } from 'vitest';
import { demoId } from '../src/demo/ids';
import { givenIssue, givenStockLine, itemId } from './fixtures';
import { storeId, type Harness } from './harness';

export const DNS = storeId('DNS');
export const KHC = storeId('KHC');
export const DNS_NAME = demoId('name:DNS');
export const KHC_NAME = demoId('name:KHC');

export interface Line {
  id: string;
  itemId: string;
  requestedQuantity: number;
  suggestedQuantity: number;
  supplyQuantity: number;
  approvedQuantity: number;
  approvalComment: string | null;
  availableStockOnHand: number;
  averageMonthlyConsumption: number;
  monthsOfStock: number | null;
  reasonOptionId: string | null;
  alreadyIssued: number;
  inPreparation: number;
  remainingQuantityToSupply: number;
  suggestedQuantityWorking: { rule: string; thresholdMonths: number; targetQuantity: number };
  supplierFigures: {
    stockOnHand: number;
    availableStockOnHand: number;
    stockOnOrder: number;
    incomingStock: number;
    otherRequested: number;
  } | null;
}

export interface Req {
  __typename: string;
  id: string;
  requisitionNumber: number;
  type: string;
  status: string;
  approvalStatus: string;
  otherPartyId: string;
  theirReference: string | null;
  comment: string | null;
  minMonthsOfStock: number;
  maxMonthsOfStock: number;
  linkedRequisitionId: string | null;
  sentDatetime: string | null;
  finalisedDatetime: string | null;
  lines: Line[];
  shipments: { id: string; status: string }[];
  error?: { __typename: string; description: string; lineIds?: string | null };
}

export const LINE = `id itemId requestedQuantity suggestedQuantity supplyQuantity approvedQuantity
  approvalComment availableStockOnHand averageMonthlyConsumption monthsOfStock reasonOptionId
  alreadyIssued inPreparation remainingQuantityToSupply
  suggestedQuantityWorking { rule thresholdMonths targetQuantity }
  supplierFigures { stockOnHand availableStockOnHand stockOnOrder incomingStock otherRequested }`;
export const NODE = `id requisitionNumber type status approvalStatus otherPartyId theirReference
  comment minMonthsOfStock maxMonthsOfStock linkedRequisitionId sentDatetime finalisedDatetime
  lines { ${LINE} } shipments { id status }`;
const ERROR = `... on RequisitionMutationError { error { __typename description
  ... on ReasonsNotProvided { lineIds }
  ... on CannotDeleteLineFromTransferredRequisition { lineIds } } }`;
export const REQ = `__typename ... on RequisitionNode { ${NODE} } ${ERROR}`;
export const LINES = `__typename ... on RequisitionLinesNode { lines { ${LINE} } } ${ERROR}`;
export const DELETED = `__typename ... on DeletedRequisitionRecordsNode { ids } ${ERROR}`;

export type Caller = Awaited<ReturnType<Harness['as']>>;

/** One mutation as `user`; fails the test on a GraphQL error (a refusal is a typed answer). */
export async function call<T = Req>(
  h: Harness,
  field: string,
  args: Record<string, unknown>,
  types: Record<string, string>,
  fields = REQ,
  user = 'storekeeper',
): Promise<T> {
  const as = await h.as(user);
  const decl = Object.entries(types)
    .map(([k, t]) => `$${k}: ${t}`)
    .join(', ');
  const use = Object.keys(types)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  const res = await as<{ r: T }>(`mutation(${decl}) { r: ${field}(${use}) { ${fields} } }`, args);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  await h.deps.transfers.idle();
  return res.data?.r as T;
}

export const input = (type: string) => ({ storeId: 'String!', input: `${type}!` });
export const byId = { storeId: 'String!', id: 'String!' };
export const byRequisition = { storeId: 'String!', requisitionId: 'String!' };

export async function requisition(h: Harness, store: string, id: string): Promise<Req | null> {
  const as = await h.as('storekeeper');
  const res = await as<{ r: Req | null }>(
    `query($s: String!, $id: String!) { r: requisition(storeId: $s, id: $id) { ${NODE} } }`,
    { s: store, id },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r ?? null;
}

/** The store's requisitions of a type, newest first. */
export async function requisitionsOf(h: Harness, store: string, type: string): Promise<Req[]> {
  const as = await h.as('storekeeper');
  const res = await as<{ r: { nodes: Req[] } }>(
    `query($s: String!, $t: String!) { r: requisitions(storeId: $s, filter: { type: { equalTo: $t } }) { nodes { ${NODE} } } }`,
    { s: store, t: type },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r.nodes ?? [];
}

export async function newInternalOrder(
  h: Harness,
  fields: Record<string, unknown> = {},
  store = KHC,
  supplier = DNS_NAME,
): Promise<Req> {
  const made = await call(
    h,
    'insertRequestRequisition',
    {
      storeId: store,
      input: {
        id: uuidv7(),
        otherPartyId: supplier,
        minMonthsOfStock: 2,
        maxMonthsOfStock: 4,
        ...fields,
      },
    },
    input('InsertRequestRequisitionInput'),
  );
  expect(made.__typename, JSON.stringify(made.error)).toBe('RequisitionNode');
  return made;
}

export async function addLines(
  h: Harness,
  requisitionId: string,
  items: string[],
  store = KHC,
): Promise<Line[]> {
  const r = await call<{ __typename: string; lines: Line[]; error?: unknown }>(
    h,
    'insertRequestRequisitionLines',
    {
      storeId: store,
      input: {
        requisitionId,
        lines: items.map((code) => ({ id: uuidv7(), itemId: itemId(code) })),
      },
    },
    input('InsertRequestRequisitionLinesInput'),
    LINES,
  );
  expect(r.__typename, JSON.stringify(r.error)).toBe('RequisitionLinesNode');
  return r.lines;
}

export async function setRequested(
  h: Harness,
  requisitionId: string,
  lines: { id: string; requestedQuantity?: number; reasonOptionId?: string | null }[],
  store = KHC,
) {
  return call<{ __typename: string; lines: Line[]; error?: Req['error'] }>(
    h,
    'updateRequestRequisitionLines',
    { storeId: store, input: { requisitionId, lines } },
    input('UpdateRequestRequisitionLinesInput'),
    LINES,
  );
}

const MONTH = 30 * 86_400_000;

/**
 * The store holds `available` units of the item (pack size 1) and consumed `consumed` units over
 * the last three months (the look-back the tests set): AMC = consumed ÷ 3.
 */
export async function givenFigures(
  h: Harness,
  /** A store's code. */
  store: string,
  item: string,
  available: number,
  consumed: number,
): Promise<void> {
  const now = h.clock.now().getTime();
  const line = await givenStockLine(h.deps, {
    store,
    item,
    packs: available + consumed,
    packSize: 1,
    batch: `B-${item}`,
    at: new Date(now - 2.5 * MONTH),
  });
  if (consumed > 0) await givenIssue(h.deps, line, consumed, new Date(now - MONTH));
}

/** The look-back of both stores, so AMC = consumption of the last 3 months ÷ 3. */
export async function setPreferences(
  h: Harness,
  store: string,
  prefs: Partial<{
    monthly_consumption_look_back_period: number;
    response_requisition_requires_authorisation: boolean;
    extra_fields_in_requisition: boolean;
    pack_to_one: boolean;
  }>,
): Promise<void> {
  await h.deps.db
    .updateTable('store_preference')
    .set(prefs)
    .where('store_id', '=', store)
    .execute();
}
