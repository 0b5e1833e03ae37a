// Requisitions in the API (issue 13 parts 1 and 2): internal orders (REQUEST) and customer
// requisitions (RESPONSE), their nodes, the list and one with its lines (REQUISITION_QUERY); the
// changes are in requisition-mutations.schema.ts. A requisition's lines come with their figures,
// read in bulk (one query per kind for all the lines).
import {
  REQUISITION_APPROVAL_STATUSES,
  REQUISITION_SORT_KEYS,
  REQUISITION_STATUSES,
  REQUISITION_TYPES,
  SUGGESTED_QUANTITY_FORMULA,
  suggestedQuantityWorking,
} from '@dawa/domain';
import { builder } from '../../graphql/builder';
import { inStore, type RequestContext } from '../../graphql/context';
import {
  DatetimeFilterInput,
  EqualFilterStringInput,
  NumberFilterInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../graphql/list-inputs';
import { InvoiceNode } from '../invoices/invoice.schema';
import { ItemNode } from '../items/item.schema';
import { NameNode } from '../names/name.schema';
import { ReasonOptionNode } from '../reasons/reason.schema';
import {
  findRequisition,
  listRequisitions,
  readRequisitionLines,
  requisitionShipmentIds,
  type RequisitionLineRow,
  type SupplierFigures,
} from './requisition.list';
import type { Requisition } from './requisition.types';

const QUERY = 'QUERY_REQUISITION' as const;

const TypeEnum = builder.enumType('RequisitionNodeType', { values: REQUISITION_TYPES });
const StatusEnum = builder.enumType('RequisitionNodeStatus', { values: REQUISITION_STATUSES });
const ApprovalEnum = builder.enumType('RequisitionNodeApprovalStatus', {
  values: REQUISITION_APPROVAL_STATUSES,
});
export const ApprovalActionEnum = builder.enumType('RequisitionApprovalAction', {
  values: ['APPROVE', 'DENY'] as const,
});
const SuggestedRuleEnum = builder.enumType('SuggestedQuantityRule', {
  values: ['NO_CONSUMPTION', 'NO_TARGET', 'ABOVE_THRESHOLD', 'ORDER_UP_TO_TARGET'] as const,
});

export type LineValue = RequisitionLineRow & { minMonthsOfStock: number; maxMonthsOfStock: number };

const SupplierFiguresNode = builder
  .objectRef<SupplierFigures>('RequisitionSupplierFigures')
  .implement({
    description: "This store's figures beside a customer requisition's line, in units.",
    fields: (t) => ({
      stockOnHand: t.exposeFloat('stockOnHand', { description: 'Every batch on the shelf.' }),
      availableStockOnHand: t.exposeFloat('availableStockOnHand'),
      averageMonthlyConsumption: t.exposeFloat('averageMonthlyConsumption'),
      stockOnOrder: t.exposeFloat('stockOnOrder', {
        description: "Requested on this store's sent internal orders not yet finalised.",
      }),
      incomingStock: t.exposeFloat('incomingStock', {
        description: 'On receipts shipped or delivered to this store, not yet received.',
      }),
      otherRequested: t.exposeFloat('otherRequested', {
        description: "Asked by other customers' requisitions not yet finalised.",
      }),
    }),
  });

const SuggestedWorkingNode = builder
  .objectRef<ReturnType<typeof suggestedQuantityWorking>>('SuggestedQuantityWorking')
  .implement({
    description: `How the suggested quantity came out (decision 7): ${SUGGESTED_QUANTITY_FORMULA}.`,
    fields: (t) => ({
      quantity: t.exposeFloat('quantity'),
      rule: t.expose('rule', { type: SuggestedRuleEnum }),
      averageMonthlyConsumption: t.float({ resolve: (w) => w.inputs.amc }),
      stockOnHand: t.float({ resolve: (w) => w.inputs.stockOnHand }),
      minMonthsOfStock: t.float({ resolve: (w) => w.inputs.minMonths }),
      maxMonthsOfStock: t.float({ resolve: (w) => w.inputs.maxMonths }),
      monthsOfStock: t.exposeFloat('monthsOfStock', { nullable: true }),
      thresholdMonths: t.exposeFloat('thresholdMonths'),
      targetQuantity: t.exposeFloat('targetQuantity'),
      shortfall: t.exposeFloat('shortfall'),
    }),
  });

export const RequisitionLineNode = builder.objectRef<LineValue>('RequisitionLineNode').implement({
  description:
    'A line of a requisition, in units: what was requested, suggested, approved and supplied, with the snapshot of the requesting store it was suggested from.',
  fields: (t) => ({
    id: t.exposeString('id'),
    requisitionId: t.exposeString('requisitionId'),
    itemId: t.exposeString('itemId'),
    itemName: t.exposeString('itemName'),
    item: t.field({
      type: ItemNode,
      nullable: true,
      resolve: (l, _a, ctx) => ctx.loaders.item.load({ storeId: l.storeId, id: l.itemId }),
    }),
    requestedQuantity: t.exposeFloat('requestedQuantity'),
    suggestedQuantity: t.exposeFloat('suggestedQuantity'),
    suggestedQuantityWorking: t.field({
      type: SuggestedWorkingNode,
      description:
        "The formula's inputs and steps for this line's snapshot and the requisition's months (a hand-entered customer requisition's suggested quantity is not computed).",
      resolve: (l) =>
        suggestedQuantityWorking({
          amc: l.averageMonthlyConsumption,
          stockOnHand: l.availableStockOnHand,
          minMonths: l.minMonthsOfStock,
          maxMonths: l.maxMonthsOfStock,
        }),
    }),
    supplyQuantity: t.exposeFloat('supplyQuantity'),
    approvedQuantity: t.exposeFloat('approvedQuantity'),
    approvalComment: t.exposeString('approvalComment', { nullable: true }),
    availableStockOnHand: t.exposeFloat('availableStockOnHand', {
      description: "The requesting store's available units when the line was made.",
    }),
    averageMonthlyConsumption: t.exposeFloat('averageMonthlyConsumption'),
    monthsOfStock: t.float({
      nullable: true,
      description: 'Available stock on hand ÷ AMC (null when AMC is 0).',
      resolve: (l) =>
        suggestedQuantityWorking({
          amc: l.averageMonthlyConsumption,
          stockOnHand: l.availableStockOnHand,
          minMonths: 0,
          maxMonths: 0,
        }).monthsOfStock,
    }),
    snapshotDatetime: t.expose('snapshotDatetime', { type: 'DateTime', nullable: true }),
    reasonOptionId: t.exposeString('reasonOptionId', { nullable: true }),
    reasonOption: t.field({
      type: ReasonOptionNode,
      nullable: true,
      resolve: (l, _a, ctx) =>
        l.reasonOptionId ? ctx.loaders.reasonOption.load(l.reasonOptionId) : null,
    }),
    comment: t.exposeString('comment', { nullable: true }),
    alreadyIssued: t.exposeFloat('alreadyIssued', {
      description:
        'A customer requisition: units of this item its shipments have shipped (placeholders and shipments still being prepared are not issued).',
    }),
    inPreparation: t.exposeFloat('inPreparation', {
      description: 'Units on its shipments still being prepared, placeholders included.',
    }),
    remainingQuantityToSupply: t.float({
      description: 'max(0, supply − already issued).',
      resolve: (l) => l.remainingToSupply,
    }),
    supplierFigures: t.field({
      type: SupplierFiguresNode,
      nullable: true,
      description: "A customer requisition: this store's own figures for the item.",
      resolve: (l) => l.supplier,
    }),
  }),
});

export async function linesOf(ctx: RequestContext, r: Requisition, ids?: readonly string[]) {
  const rows = await readRequisitionLines(inStore(ctx, r.storeId), r);
  const wanted = ids && new Set(ids);
  return rows
    .filter((l) => !wanted || wanted.has(l.id))
    .map((l) => ({
      ...l,
      minMonthsOfStock: r.minMonthsOfStock,
      maxMonthsOfStock: r.maxMonthsOfStock,
    }));
}

export const RequisitionNode = builder.objectRef<Requisition>('RequisitionNode').implement({
  description:
    'An internal order (REQUEST: DRAFT, SENT, FINALISED) or a customer requisition (RESPONSE: NEW, FINALISED).',
  fields: (t) => ({
    id: t.exposeString('id'),
    requisitionNumber: t.exposeInt('requisitionNumber'),
    type: t.expose('type', { type: TypeEnum }),
    status: t.expose('status', { type: StatusEnum }),
    approvalStatus: t.expose('approvalStatus', { type: ApprovalEnum }),
    otherPartyId: t.exposeString('otherPartyId'),
    otherParty: t.field({
      type: NameNode,
      nullable: true,
      description: 'The supplier of an internal order, the customer of a customer requisition.',
      resolve: (r, _a, ctx) => ctx.loaders.name.load(r.otherPartyId),
    }),
    otherPartyName: t.string({
      resolve: async (r, _a, ctx) => (await ctx.loaders.name.load(r.otherPartyId))?.name ?? '',
    }),
    minMonthsOfStock: t.exposeFloat('minMonthsOfStock'),
    maxMonthsOfStock: t.exposeFloat('maxMonthsOfStock'),
    theirReference: t.exposeString('theirReference', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    colour: t.exposeString('colour', { nullable: true }),
    expectedDeliveryDate: t.expose('expectedDeliveryDate', { type: 'NaiveDate', nullable: true }),
    programId: t.exposeString('programId', { nullable: true }),
    periodId: t.exposeString('periodId', { nullable: true }),
    orderType: t.exposeString('orderType', { nullable: true }),
    isEmergency: t.exposeBoolean('isEmergency'),
    linkedRequisitionId: t.exposeString('linkedRequisitionId', {
      nullable: true,
      description: "The other store's half of a transfer (its id, in the other store).",
    }),
    createdFromRequisitionId: t.exposeString('createdFromRequisitionId', { nullable: true }),
    destinationCustomerId: t.exposeString('destinationCustomerId', { nullable: true }),
    createdDatetime: t.expose('createdDatetime', { type: 'DateTime' }),
    sentDatetime: t.expose('sentDatetime', { type: 'DateTime', nullable: true }),
    finalisedDatetime: t.expose('finalisedDatetime', { type: 'DateTime', nullable: true }),
    enteredBy: t.string({
      nullable: true,
      resolve: async (r, _a, ctx) =>
        r.userId ? ((await ctx.loaders.userName.load(r.userId))?.name ?? null) : null,
    }),
    lines: t.field({
      type: [RequisitionLineNode],
      description: 'Every line, by item name, with its figures.',
      resolve: (r, _a, ctx) => linesOf(ctx, r),
    }),
    shipments: t.field({
      type: [InvoiceNode],
      description: 'A customer requisition: the outbound shipments made from it, first made first.',
      resolve: async (r, _a, ctx) => {
        const ids = await requisitionShipmentIds(ctx.deps.db, r);
        const found = await Promise.all(
          ids.map((id) => ctx.loaders.invoice.load({ storeId: r.storeId, id })),
        );
        return found.filter((i) => i != null);
      },
    }),
  }),
});

const RequisitionConnector = builder
  .objectRef<{ totalCount: number; nodes: Requisition[] }>('RequisitionConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [RequisitionNode], resolve: (c) => c.nodes }),
    }),
  });

const RequisitionFilterInput = builder.inputType('RequisitionFilterInput', {
  fields: (t) => ({
    id: t.field({ type: EqualFilterStringInput }),
    type: t.field({ type: EqualFilterStringInput }),
    status: t.field({ type: EqualFilterStringInput }),
    approvalStatus: t.field({ type: EqualFilterStringInput }),
    requisitionNumber: t.field({ type: NumberFilterInput }),
    otherPartyId: t.field({ type: EqualFilterStringInput }),
    otherPartyName: t.field({ type: StringFilterInput }),
    theirReference: t.field({ type: StringFilterInput }),
    comment: t.field({ type: StringFilterInput }),
    createdDatetime: t.field({ type: DatetimeFilterInput }),
    sentDatetime: t.field({ type: DatetimeFilterInput }),
    finalisedDatetime: t.field({ type: DatetimeFilterInput }),
  }),
});
const RequisitionSortFieldInput = builder.enumType('RequisitionSortFieldInput', {
  values: REQUISITION_SORT_KEYS,
});
const RequisitionSortInput = builder.inputType('RequisitionSortInput', {
  fields: (t) => ({
    key: t.field({ type: RequisitionSortFieldInput, required: true }),
    desc: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  requisitions: t.field({
    type: RequisitionConnector,
    nullable: true,
    description:
      "The store's requisitions (filter type REQUEST for internal orders, RESPONSE for customer requisitions), newest number first by default.",
    args: {
      storeId: t.arg.string({ required: true }),
      filter: t.arg({ type: RequisitionFilterInput }),
      page: t.arg({ type: PaginationInput }),
      sort: t.arg({ type: [RequisitionSortInput] }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: (_p, args, ctx) =>
      listRequisitions(
        ctx.deps.db,
        ctx.deps.dialect,
        args.storeId,
        args.filter ?? {},
        toPage(args.page),
        (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false })),
      ),
  }),
  requisition: t.field({
    type: RequisitionNode,
    nullable: true,
    description: "One of the store's requisitions (null when there is none with this id).",
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: async (_p, args, ctx) =>
      (await findRequisition(ctx.deps.db, args.storeId, args.id)) ?? null,
  }),
}));
