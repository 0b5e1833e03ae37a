import { commonErrors } from '../../graphql/common-errors';
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import { listLocations, type LocationWithStock } from './location.list';
import {
  deleteLocations,
  insertLocation,
  updateLocation,
  type LocationError,
} from './location.service';

const errors = {
  notFound: defineUserError('LocationNotFound', 'Record not found'),
  codeRequired: defineUserError('LocationCodeRequired', 'A code is required'),
  nameRequired: defineUserError('LocationNameRequired', 'A name is required'),
  unique: commonErrors.uniqueValueViolation,
};

function toError(e: LocationError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'RecordNotFound':
      return errors.notFound();
    case 'CodeRequired':
      return errors.codeRequired();
    case 'NameRequired':
      return errors.nameRequired();
    case 'UniqueValueViolation':
      return errors.unique({ field: e.field });
  }
}

type LocationValue = Omit<LocationWithStock, 'stockLineCount'> & { stockLineCount?: number };

export const LocationNode = builder.objectRef<LocationValue>('LocationNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    onHold: t.exposeBoolean('onHold'),
    locationType: t.exposeString('locationType', { nullable: true }),
    stockLineCount: t.int({
      description: 'Stock lines with packs here.',
      // A location reached through a link (a stock line's) counts in one batch per page.
      resolve: async (l, _a, ctx) =>
        l.stockLineCount ??
        (await ctx.loaders.locationStockLineCount.load({ storeId: l.storeId, id: l.id })) ??
        0,
    }),
  }),
});

const LocationConnector = builder
  .objectRef<{ totalCount: number; nodes: LocationWithStock[] }>('LocationConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [LocationNode], resolve: (c) => c.nodes }),
    }),
  });

const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    code: t.string(),
    name: t.string(),
    onHold: t.boolean(),
    locationType: t.string(),
  }),
});

const LocationMutationError = defineErrorWrapper('LocationMutationError');
const LocationResponse = builder.unionType('LocationResponse', {
  types: [LocationNode, LocationMutationError],
  resolveType: (v) => ('error' in v ? 'LocationMutationError' : 'LocationNode'),
});

const DeleteLocationFailure = builder
  .objectRef<{ id: string; reason: string }>('DeleteLocationFailure')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      reason: t.exposeString('reason', { description: 'RecordNotFound or LocationInUse' }),
    }),
  });
const DeleteLocationsNode = builder
  .objectRef<{ deletedIds: string[]; failures: { id: string; reason: string }[] }>(
    'DeleteLocationsNode',
  )
  .implement({
    fields: (t) => ({
      deletedCount: t.int({ resolve: (r) => r.deletedIds.length }),
      deletedIds: t.exposeStringList('deletedIds'),
      failedCount: t.int({ resolve: (r) => r.failures.length }),
      failures: t.field({ type: [DeleteLocationFailure], resolve: (r) => r.failures }),
    }),
  });

builder.queryField('locations', (t) =>
  t.field({
    type: LocationConnector,
    nullable: true,
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'QUERY_STOCK_LINE' },
    }),
    resolve: async (_p, args, ctx) => {
      const nodes = await listLocations(ctx.deps.db, args.storeId);
      return { totalCount: nodes.length, nodes };
    },
  }),
);

// Create and edit share their shape: one location in, the location or an error out.
for (const [name, run] of [
  ['insertLocation', insertLocation],
  ['updateLocation', updateLocation],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: LocationResponse,
      nullable: true,
      args: {
        storeId: t.arg.string({ required: true }),
        input: t.arg({ type: LocationInput, required: true }),
      },
      authScopes: (_p, args) => ({
        resource: { storeId: args.storeId, resource: 'MUTATE_LOCATION' },
      }),
      resolve: async (_p, { storeId, input }, ctx) => {
        const r = await run(inStore(ctx, storeId), input);
        return respond(r, 'LocationMutationError', toError);
      },
    }),
  );
}

builder.mutationFields((t) => ({
  deleteLocations: t.field({
    type: DeleteLocationsNode,
    nullable: true,
    description:
      'Deletes the locations it can; counts and names those it cannot (in use or unknown).',
    args: { storeId: t.arg.string({ required: true }), ids: t.arg.stringList({ required: true }) },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'MUTATE_LOCATION' },
    }),
    resolve: (_p, { storeId, ids }, ctx) => deleteLocations(inStore(ctx, storeId), ids),
  }),
}));
