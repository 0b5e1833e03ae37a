// What every document type's API shares: the list (filter, sort, paging) and one document,
// registered per type with its permission; the response unions of document mutations; the
// node of a document or line as an operation left it.
import type { InvoiceType } from '@dawa/domain';
import type { InputObjectRef } from '@pothos/core';
import type { Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { builder } from '../../../graphql/builder';
import { inStore, type RequestContext } from '../../../graphql/context';
import {
  DatetimeFilterInput,
  EqualFilterStringInput,
  NumberFilterInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../../graphql/list-inputs';
import { defineErrorWrapper, respond } from '../../../graphql/user-error';
import type { Resource } from '../../permissions/resources';
import { findInvoicesByIds, type InvoiceSummary } from '../invoice.loader';
import { InvoiceLineNode, InvoiceNode } from '../invoice.schema';
import { toDocumentUserError, type DocumentError } from './document-errors.schema';
import type { Invoice, InvoiceLine } from './document.types';
import { INVOICE_SORT_KEYS, listInvoices } from './invoice.list';

const InvoiceConnector = builder
  .objectRef<{ totalCount: number; nodes: InvoiceSummary[] }>('InvoiceConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [InvoiceNode], resolve: (c) => c.nodes }),
    }),
  });

const InvoiceFilterInput = builder.inputType('InvoiceFilterInput', {
  fields: (t) => ({
    id: t.field({ type: EqualFilterStringInput }),
    status: t.field({ type: EqualFilterStringInput }),
    otherPartyName: t.field({ type: StringFilterInput }),
    invoiceNumber: t.field({ type: NumberFilterInput }),
    onHold: t.boolean(),
    createdDatetime: t.field({ type: DatetimeFilterInput }),
  }),
});

const InvoiceSortFieldInput = builder.enumType('InvoiceSortFieldInput', {
  values: INVOICE_SORT_KEYS,
});
const InvoiceSortInput = builder.inputType('InvoiceSortInput', {
  fields: (t) => ({
    key: t.field({ type: InvoiceSortFieldInput, required: true }),
    desc: t.boolean(),
  }),
});

/** The document as the operation left it, with its other party's name, as the node shows it. */
export async function asNode(ctx: RequestContext, invoice: Invoice): Promise<InvoiceSummary> {
  const [row] = await findInvoicesByIds(ctx.deps.db, invoice.storeId, [invoice.id]);
  if (!row) throw new Error(`document ${invoice.id}: not found after writing it`);
  return row;
}

/** `<list>(storeId, filter, page, sort)` and `<one>(storeId, id)` for one document type. */
export function registerDocumentQueries(
  type: InvoiceType,
  names: { list: string; one: string; what: string },
  resource: Resource,
): void {
  builder.queryFields((t) => ({
    [names.list]: t.field({
      type: InvoiceConnector,
      nullable: true,
      description: `The store's ${names.what}, newest number first by default.`,
      args: {
        storeId: t.arg.string({ required: true }),
        filter: t.arg({ type: InvoiceFilterInput }),
        page: t.arg({ type: PaginationInput }),
        sort: t.arg({ type: [InvoiceSortInput] }),
      },
      authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource } }),
      resolve: (_p, args, ctx) =>
        listInvoices(
          ctx.deps.db,
          ctx.deps.dialect,
          args.storeId,
          type,
          args.filter ?? {},
          toPage(args.page),
          (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false })),
        ),
    }),
    [names.one]: t.field({
      type: InvoiceNode,
      nullable: true,
      description: `One of the store's ${names.what} (null when there is none with this id).`,
      args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
      authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource } }),
      resolve: async (_p, args, ctx) => {
        const row = await ctx.loaders.invoice.load({ storeId: args.storeId, id: args.id });
        return row?.type === type ? row : null;
      },
    }),
  }));
}

export const InvoiceResponseError = defineErrorWrapper('InvoiceMutationError');
export const InvoiceResponse = builder.unionType('InvoiceResponse', {
  types: [InvoiceNode, InvoiceResponseError],
  resolveType: (v) => ('__typename' in v ? v.__typename : 'InvoiceNode'),
});

export type LineValue = InvoiceLine & { storeId: string; __typename: 'InvoiceLineNode' };
export const InvoiceLineResponse = builder.unionType('InvoiceLineResponse', {
  types: [InvoiceLineNode, InvoiceResponseError],
  resolveType: (v) => ('error' in v ? 'InvoiceMutationError' : 'InvoiceLineNode'),
});

const DeletedNode = builder.objectRef<{ __typename: 'DeleteResponse'; id: string }>(
  'DeleteResponse',
);
DeletedNode.implement({ fields: (t) => ({ id: t.exposeString('id') }) });
export const DeleteResponse = builder.unionType('DeleteInvoiceResponse', {
  types: [DeletedNode, InvoiceResponseError],
  resolveType: (v) => v.__typename,
});

export const lineNode =
  (storeId: string) =>
  (l: InvoiceLine): LineValue => ({ ...l, storeId, __typename: 'InvoiceLineNode' });

// The mutations every document type has, registered per type: each takes the store and an input
// (or an id), needs the type's permission in that store, runs its operation in that store and
// answers the document, the line or the id as the operation left it, or the operation's refusal.
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
/** The arguments as the field declares them (Pothos cannot map a generic input's shape). */
type Args<I> = { storeId: string; input: I };
type Operation<I, V> = (ctx: ServiceContext, input: I) => Promise<Result<V, DocumentError>>;
interface MutationSpec<I, V> {
  resource: Resource;
  description?: string;
  run: Operation<I, V>;
}

/** `name(storeId, input)`: a change of a document, answered with the document. */
export function documentChange<I extends object>(
  name: string,
  input: InputObjectRef<Types, I>,
  { resource, description, run }: MutationSpec<I, Invoice>,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: InvoiceResponse,
      nullable: true,
      ...(description ? { description } : {}),
      args: {
        storeId: t.arg.string({ required: true }),
        input: t.arg({ type: input, required: true }),
      },
      authScopes: (_p, args) => ({ resource: { storeId: (args as Args<I>).storeId, resource } }),
      resolve: async (_p, args, ctx) => {
        const { storeId, input: value } = args as Args<I>;
        const result = await run(inStore(ctx, storeId), value);
        return result.ok
          ? asNode(ctx, result.value)
          : respond(result, 'InvoiceMutationError', toDocumentUserError);
      },
    }),
  );
}

/** `name(storeId, input)`: a change of a line, answered with the line. */
export function lineChange<I extends object>(
  name: string,
  input: InputObjectRef<Types, I>,
  { resource, description, run }: MutationSpec<I, InvoiceLine>,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: InvoiceLineResponse,
      nullable: true,
      ...(description ? { description } : {}),
      args: {
        storeId: t.arg.string({ required: true }),
        input: t.arg({ type: input, required: true }),
      },
      authScopes: (_p, args) => ({ resource: { storeId: (args as Args<I>).storeId, resource } }),
      resolve: async (_p, args, ctx) => {
        const { storeId, input: value } = args as Args<I>;
        return respond(
          await run(inStore(ctx, storeId), value),
          'InvoiceMutationError',
          toDocumentUserError,
          lineNode(storeId),
        );
      },
    }),
  );
}

/** `name(storeId, id)`: a deletion (of a document or a line), answered with the id. */
export function documentDelete(
  name: string,
  { resource, description, run }: MutationSpec<string, { id: string }>,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: DeleteResponse,
      nullable: true,
      ...(description ? { description } : {}),
      args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
      authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource } }),
      resolve: async (_p, args, ctx) =>
        respond(
          await run(inStore(ctx, args.storeId), args.id),
          'InvoiceMutationError',
          toDocumentUserError,
          (v) => ({ __typename: 'DeleteResponse' as const, id: v.id }),
        ),
    }),
  );
}
