// What the requisition specs share: the user's stores by code, and an internal order sent
// through the API (the order's own screens are internal-orders.spec.ts's).
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { gql } from './api';

export interface Store {
  id: string;
  code: string;
  nameId: string;
}

/** The user's stores by code. */
export async function storesOf(
  request: APIRequestContext,
  token: string,
): Promise<Map<string, Store>> {
  const data = await gql<{ me: { stores: { nodes: Store[] } } }>(
    request,
    token,
    `query { me { stores { nodes { id code nameId } } } }`,
  );
  return new Map(data.me.stores.nodes.map((s) => [s.code, s]));
}

/** Sends `supplier` an internal order of `from` for these items and units; answers its id and
 * number. A reason is given where the store asks one for a quantity other than suggested. */
export async function sendOrder(
  request: APIRequestContext,
  token: string,
  from: Store,
  supplier: Store,
  lines: readonly { itemId: string; units: number }[],
): Promise<{ id: string; number: number }> {
  const id = randomUUID();
  const as = <T>(query: string, variables: Record<string, unknown>) =>
    gql<T>(request, token, query, { s: from.id, ...variables });
  const inserted = await as<{ insertRequestRequisition: { requisitionNumber?: number } }>(
    `mutation($s: String!, $i: InsertRequestRequisitionInput!) { insertRequestRequisition(storeId: $s, input: $i) {
      ... on RequisitionNode { requisitionNumber } ... on RequisitionMutationError { error { __typename } } } }`,
    { i: { id, otherPartyId: supplier.nameId, minMonthsOfStock: 0, maxMonthsOfStock: 3 } },
  );
  const number = inserted.insertRequestRequisition.requisitionNumber;
  if (number === undefined) throw new Error(JSON.stringify(inserted));
  const ids = lines.map(() => randomUUID());
  await as(
    `mutation($s: String!, $i: InsertRequestRequisitionLinesInput!) { insertRequestRequisitionLines(storeId: $s, input: $i) { __typename } }`,
    { i: { requisitionId: id, lines: lines.map((l, n) => ({ id: ids[n], itemId: l.itemId })) } },
  );
  // Where the store asks for a reason when requested differs from suggested, one is given.
  const reasons = await as<{ reasonOptions: { id: string; isActive: boolean }[] }>(
    `query($s: String!) { reasonOptions(storeId: $s, type: REQUISITION_LINE_VARIANCE) { id isActive } }`,
    {},
  );
  const reason = reasons.reasonOptions.find((r) => r.isActive)?.id;
  const updated = await as<{ updateRequestRequisitionLines: { __typename: string } }>(
    `mutation($s: String!, $i: UpdateRequestRequisitionLinesInput!) { updateRequestRequisitionLines(storeId: $s, input: $i) { __typename } }`,
    {
      i: {
        requisitionId: id,
        lines: lines.map((l, n) => ({
          id: ids[n],
          requestedQuantity: l.units,
          ...(reason ? { reasonOptionId: reason } : {}),
        })),
      },
    },
  );
  expect(updated.updateRequestRequisitionLines.__typename).toBe('RequisitionLinesNode');
  const sent = await as<{ sendRequestRequisition: { status?: string } }>(
    `mutation($s: String!, $id: String!) { sendRequestRequisition(storeId: $s, id: $id) {
      ... on RequisitionNode { status } ... on RequisitionMutationError { error { __typename } } } }`,
    { id },
  );
  expect(sent.sendRequestRequisition.status).toBe('SENT');
  return { id, number };
}
