import { builder } from '../../graphql/builder';
import { PaginationInput, StringFilterInput, toPage } from '../../graphql/list-inputs';
import { listNames, type Name } from './name.list';

export const NameNode = builder.objectRef<Name>('NameNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: 'FACILITY or STORE' }),
    isCustomer: t.exposeBoolean('isCustomer'),
    isSupplier: t.exposeBoolean('isSupplier'),
    isDonor: t.exposeBoolean('isDonor'),
  }),
});

const NameConnector = builder
  .objectRef<{ totalCount: number; nodes: Name[] }>('NameConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [NameNode], resolve: (c) => c.nodes }),
    }),
  });

const TradingRole = builder.enumType('NameTradingRole', {
  values: ['CUSTOMER', 'SUPPLIER'] as const,
});

const NameFilterInput = builder.inputType('NameFilterInput', {
  fields: (t) => ({
    tradingRole: t.field({
      type: TradingRole,
      description:
        "Only names this store trades with in this role (visible to it as a customer or a supplier), never the store's own name: the parties its documents may name.",
    }),
    codeOrName: t.field({ type: StringFilterInput }),
    isCustomer: t.boolean(),
    isSupplier: t.boolean(),
    isDonor: t.boolean(),
  }),
});

builder.queryField('names', (t) =>
  t.field({
    type: NameConnector,
    nullable: true,
    description: 'Suppliers, customers, donors and stores, by name.',
    args: {
      storeId: t.arg.string({ required: true }),
      filter: t.arg({ type: NameFilterInput }),
      page: t.arg({ type: PaginationInput }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_NAMES' } }),
    resolve: (_p, args, ctx) =>
      listNames(ctx.deps.db, ctx.deps.dialect, args.storeId, args.filter ?? {}, toPage(args.page)),
  }),
);
