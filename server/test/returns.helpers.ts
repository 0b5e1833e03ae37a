// What the returns tests share: calls of any mutation by name (argument types read from the
// schema) answering the document with its lines, or its typed error; one document read back;
// a batch's total and available packs as "total/avail".
import { getNamedType, isUnionType, type GraphQLOutputType } from 'graphql';
import { expect } from 'vitest';
import { getSchema } from '../src/graphql/schema';
import type { Harness } from './harness';

export interface Line {
  id: string;
  type: string;
  itemId: string;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  numberOfPacks: number;
  costPricePerPack: number;
  sellPricePerPack: number;
  stockLineId: string | null;
  reasonOptionId: string | null;
  reasonOption: { reason: string; type: string } | null;
  note: string | null;
  originalLineId: string | null;
}

export interface Doc {
  __typename: string;
  id: string;
  type: string;
  invoiceNumber: number;
  status: string;
  onHold: boolean;
  otherPartyId: string;
  theirReference: string | null;
  comment: string | null;
  linkedInvoiceId: string | null;
  originalShipmentId: string | null;
  pickedDatetime: string | null;
  shippedDatetime: string | null;
  deliveredDatetime: string | null;
  receivedDatetime: string | null;
  verifiedDatetime: string | null;
  lines: Line[];
  returns: { id: string; type: string }[];
  error?: { __typename: string; lineId?: string; returnablePacks?: number };
}

export const NODE = `id type invoiceNumber status onHold otherPartyId theirReference comment
  linkedInvoiceId originalShipmentId pickedDatetime shippedDatetime deliveredDatetime
  receivedDatetime verifiedDatetime returns { id type }
  lines { id type itemId batch expiryDate packSize numberOfPacks costPricePerPack
    sellPricePerPack stockLineId reasonOptionId reasonOption { reason type } note originalLineId }`;
const FRAGMENTS: Record<string, string> = {
  InvoiceNode: `... on InvoiceNode { ${NODE} }`,
  InvoiceLineNode: '... on InvoiceLineNode { id }',
  DeleteResponse: '... on DeleteResponse { id }',
  InvoiceMutationError: `... on InvoiceMutationError { error { __typename
    ... on ReturnExceedsIssuedQuantity { lineId returnablePacks }
    ... on CannotReturnPlaceholderLine { lineId } } }`,
};

/** The answer's selection: each member of the mutation's union that the tests read. */
function answerOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  const members = isUnionType(named) ? named.getTypes().map((t) => t.name) : [named.name];
  return `__typename ${members.map((m) => FRAGMENTS[m] ?? '').join(' ')}`;
}

export interface Raw<T> {
  data?: { r: T | null } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export function returnsApi(h: () => Harness) {
  /** Any mutation by name; answers GraphQL's whole answer. */
  async function raw(user: string, field: string, args: Record<string, unknown>) {
    const def = getSchema().getMutationType()?.getFields()[field];
    if (!def) throw new Error(`no mutation ${field}`);
    const decl = def.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const call = def.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const as = await h().as(user);
    return (await as<{ r: Doc }>(
      `mutation(${decl}) { r: ${field}(${call}) { ${answerOf(def.type)} } }`,
      args,
    )) as Raw<Doc>;
  }
  /** A mutation that must answer (a document or a typed error), not fail as a whole. */
  async function mutate(user: string, field: string, args: Record<string, unknown>) {
    const res = await raw(user, field, args);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    await h().deps.transfers.idle();
    return res.data?.r as Doc;
  }
  async function query<T>(user: string, q: string, vars: Record<string, unknown>) {
    const as = await h().as(user);
    const res = (await as<{ r: T }>(q, vars)) as Raw<T>;
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data?.r as T;
  }
  /** One document of a store by its type's query. */
  const doc = (user: string, one: string, storeId: string, id: string) =>
    query<Doc | null>(
      user,
      `query($s: String!, $id: String!) { r: ${one}(storeId: $s, id: $id) { __typename ${NODE} } }`,
      { s: storeId, id },
    );
  async function batch(id: string): Promise<string> {
    const row = await h()
      .deps.db.selectFrom('stock_line')
      .select(['total_number_of_packs', 'available_number_of_packs'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return `${Number(row.total_number_of_packs)}/${Number(row.available_number_of_packs)}`;
  }
  /** A store's batches of a batch name, as "total/avail" each. */
  async function batchesNamed(storeId: string, name: string): Promise<string[]> {
    const rows = await h()
      .deps.db.selectFrom('stock_line')
      .select(['id', 'total_number_of_packs', 'available_number_of_packs'])
      .where('store_id', '=', storeId)
      .where('batch', '=', name)
      .orderBy('id')
      .execute();
    return rows.map(
      (r) => `${Number(r.total_number_of_packs)}/${Number(r.available_number_of_packs)}`,
    );
  }
  return { raw, mutate, query, doc, batch, batchesNamed };
}

/** These stores count in packs (the demo stores count in units), so a batch is as entered. */
export async function countInPacks(h: Harness, stores: readonly string[]): Promise<void> {
  for (const store of stores)
    await h.deps.db
      .updateTable('store_preference')
      .set({ pack_to_one: false })
      .where('store_id', '=', store)
      .execute();
}
