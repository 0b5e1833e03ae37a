// A document (invoice) as other nodes link to it: its header and its other party.
import { builder } from '../../graphql/builder';
import { NameNode } from '../names/name.schema';
import type { InvoiceSummary } from './invoice.loader';

export const InvoiceNode = builder.objectRef<InvoiceSummary>('InvoiceNode').implement({
  description: 'A document: every change of stock is recorded as one.',
  fields: (t) => ({
    id: t.exposeString('id'),
    invoiceNumber: t.exposeInt('invoiceNumber'),
    type: t.exposeString('type'),
    status: t.exposeString('status'),
    otherPartyId: t.exposeString('otherPartyId'),
    otherPartyName: t.exposeString('otherPartyName'),
    otherParty: t.field({
      type: NameNode,
      resolve: async (i, _a, ctx) => {
        const name = await ctx.loaders.name.load(i.otherPartyId);
        if (!name) throw new Error(`document ${i.id}: its other party is missing`);
        return name;
      },
    }),
    theirReference: t.exposeString('theirReference', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    createdDatetime: t.expose('createdDatetime', { type: 'DateTime' }),
    verifiedDatetime: t.expose('verifiedDatetime', { type: 'DateTime', nullable: true }),
  }),
});
