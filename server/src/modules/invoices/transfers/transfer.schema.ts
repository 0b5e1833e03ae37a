// Transfers in the API, for an administrator (decision 5: a failed transfer is visible, not
// silently skipped): the documents whose transfer failed, with why and how often, and a run
// now that retries them.
import { builder } from '../../../graphql/builder';
import { listFailures, type TransferFailure } from './transfer-failure.list';
import type { TransferRunSummary } from './transfer.processor';

const RESOURCE = 'ADMINISTER_SERVER' as const;

const TransferFailureNode = builder.objectRef<TransferFailure>('TransferFailureNode').implement({
  description: 'A document whose transfer to the other store failed, until a run carries it.',
  fields: (t) => ({
    invoiceId: t.exposeString('invoiceId'),
    storeId: t.exposeString('storeId'),
    error: t.exposeString('error'),
    attempts: t.exposeInt('attempts'),
    firstFailedDatetime: t.field({ type: 'DateTime', resolve: (f) => f.firstFailedDatetime }),
    lastFailedDatetime: t.field({ type: 'DateTime', resolve: (f) => f.lastFailedDatetime }),
  }),
});

const TransferRunNode = builder.objectRef<TransferRunSummary>('TransferRunNode').implement({
  fields: (t) => ({
    documents: t.exposeInt('documents', { description: 'Documents looked at.' }),
    transferred: t.exposeInt('transferred', { description: 'Documents whose pair changed.' }),
    failed: t.exposeInt('failed', { description: 'Documents whose transfer failed again.' }),
  }),
});

builder.queryFields((t) => ({
  transferFailures: t.field({
    type: [TransferFailureNode],
    description: "Transfers between this site's stores that failed, oldest first (at most 1,000).",
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: RESOURCE } }),
    resolve: (_p, _args, ctx) => listFailures(ctx.deps.db),
  }),
}));

builder.mutationFields((t) => ({
  runTransfers: t.field({
    type: TransferRunNode,
    description: 'Runs the transfers now: new changes, then every failed one again.',
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: RESOURCE } }),
    resolve: (_p, _args, ctx) => ctx.deps.transfers.runNow(),
  }),
}));
