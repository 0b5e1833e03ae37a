// What every document type's API shares: the list (filter, sort, paging) and one document,
// registered per type with its permission; the response unions of document mutations; the
// node of a document or line as an operation left it.
import type { InvoiceType } from '@dawa/domain';
import { builder } from '../../../graphql/builder';
import type { RequestContext } from '../../../graphql/context';
import {
  DatetimeFilterInput,
  EqualFilterStringInput,
  NumberFilterInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../../graphql/list-inputs';
import { defineErrorWrapper } from '../../../graphql/user-error';
import type { Resource } from '../../permissions/resources';
import { findInvoicesByIds, type InvoiceSummary } from '../invoice.loader';
import { InvoiceLineNode, InvoiceNode } from '../invoice.schema';
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
