// The permission matrix, written from the spec's permission names (spec 001 section 6) and the
// demo accounts' grants, not from the server's resource table: for every store-scoped root field,
// every demo user and stores they do and do not work in, the answer is allowed or FORBIDDEN as
// this table says, never INTERNAL, and a refused mutation writes nothing. A root field missing
// from the table fails the test.
import { uuidv7 } from '@dawa/domain';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/common/result';
import { inTransaction } from '../src/db/transaction';
import { demoId } from '../src/demo/ids';
import { ROLE_PERMISSIONS, type Role } from '../src/demo/roles';
import { insertUserStoreGrants } from '../src/modules/users/user.repository';
import { getSchema } from '../src/graphql/schema';
import { createHarness, storeId, type Harness } from './harness';

/** What each store-scoped root field needs besides STORE_ACCESS in an enabled store. */
const NEEDS: Record<string, readonly string[]> = {
  // queries
  store: [],
  items: [],
  item: [],
  masterLists: [],
  reasonOptions: [],
  vvmStatuses: [],
  names: [],
  barcodeScan: [],
  stockLines: ['STOCK_LINE_QUERY'],
  ledger: ['STOCK_LINE_QUERY'],
  // the dashboard's cards: batch figures need the stock, item figures what the items list needs
  batchExpirySummary: ['STOCK_LINE_QUERY'],
  itemStockStatusCounts: [],
  // the locations list shows the stock held in each location
  locations: ['STOCK_LINE_QUERY'],
  outboundShipments: ['OUTBOUND_SHIPMENT_QUERY'],
  outboundShipment: ['OUTBOUND_SHIPMENT_QUERY'],
  inboundShipments: ['INBOUND_SHIPMENT_QUERY'],
  inboundShipment: ['INBOUND_SHIPMENT_QUERY'],
  // mutations
  insertLocation: ['LOCATION_MUTATE'],
  updateLocation: ['LOCATION_MUTATE'],
  deleteLocations: ['LOCATION_MUTATE'],
  insertItem: ['ITEM_MUTATE'],
  updateItem: ['ITEM_MUTATE'],
  upsertItemVariant: ['ITEM_MUTATE'],
  deleteItemVariant: ['ITEM_MUTATE'],
  upsertPackVariant: ['ITEM_MUTATE'],
  deletePackVariant: ['ITEM_MUTATE'],
  upsertBundledItem: ['ITEM_MUTATE'],
  deleteBundledItem: ['ITEM_MUTATE'],
  insertBarcode: ['ITEM_MUTATE'],
  // log reasons are central data
  insertReasonOption: ['EDIT_CENTRAL_DATA'],
  updateReasonOption: ['EDIT_CENTRAL_DATA'],
  // programs, schedules and order types: read by every store user, edited as central data
  programs: [],
  periodSchedules: [],
  nameTags: [],
  programRequisitionSettings: [],
  upsertProgram: ['EDIT_CENTRAL_DATA'],
  upsertPeriodSchedule: ['EDIT_CENTRAL_DATA'],
  upsertPeriod: ['EDIT_CENTRAL_DATA'],
  upsertProgramRequisitionSettings: ['EDIT_CENTRAL_DATA'],
  upsertProgramOrderType: ['EDIT_CENTRAL_DATA'],
  insertInventoryAdjustment: ['INVENTORY_ADJUSTMENT_MUTATE'],
  insertStockLine: ['INVENTORY_ADJUSTMENT_MUTATE'],
  insertRepack: ['CREATE_REPACK'],
  updateStockLine: ['STOCK_LINE_MUTATE'],
  updateStockLineVvmStatus: ['VIEW_AND_EDIT_VVM_STATUS'],
  insertOutboundShipment: ['OUTBOUND_SHIPMENT_MUTATE'],
  updateOutboundShipment: ['OUTBOUND_SHIPMENT_MUTATE'],
  deleteOutboundShipment: ['OUTBOUND_SHIPMENT_MUTATE'],
  insertOutboundShipmentLine: ['OUTBOUND_SHIPMENT_MUTATE'],
  updateOutboundShipmentLine: ['OUTBOUND_SHIPMENT_MUTATE'],
  deleteOutboundShipmentLine: ['OUTBOUND_SHIPMENT_MUTATE'],
  insertOutboundShipmentUnallocatedLine: ['OUTBOUND_SHIPMENT_MUTATE'],
  updateOutboundShipmentUnallocatedLine: ['OUTBOUND_SHIPMENT_MUTATE'],
  insertInboundShipment: ['INBOUND_SHIPMENT_MUTATE'],
  updateInboundShipment: ['INBOUND_SHIPMENT_MUTATE'],
  deleteInboundShipment: ['INBOUND_SHIPMENT_MUTATE'],
  insertInboundShipmentLine: ['INBOUND_SHIPMENT_MUTATE'],
  updateInboundShipmentLine: ['INBOUND_SHIPMENT_MUTATE'],
  deleteInboundShipmentLine: ['INBOUND_SHIPMENT_MUTATE'],
  addToInboundShipmentFromMasterList: ['INBOUND_SHIPMENT_MUTATE'],
  issueOutboundShipmentItem: ['OUTBOUND_SHIPMENT_MUTATE'],
  issueOutboundShipmentItems: ['OUTBOUND_SHIPMENT_MUTATE'],
  addToOutboundShipmentFromMasterList: ['OUTBOUND_SHIPMENT_MUTATE'],
  stocktakes: ['STOCKTAKE_QUERY'],
  stocktake: ['STOCKTAKE_QUERY'],
  stocktakeLines: ['STOCKTAKE_QUERY'],
  stocktakeItemGroups: ['STOCKTAKE_QUERY'],
  stocktakeLineFigures: ['STOCKTAKE_QUERY'],
  countStocktakeLinesAsSnapshot: ['STOCKTAKE_MUTATE'],
  insertStocktake: ['STOCKTAKE_MUTATE'],
  updateStocktake: ['STOCKTAKE_MUTATE'],
  deleteStocktake: ['STOCKTAKE_MUTATE'],
  finaliseStocktake: ['STOCKTAKE_MUTATE'],
  insertStocktakeLines: ['STOCKTAKE_MUTATE'],
  updateStocktakeLines: ['STOCKTAKE_MUTATE'],
  deleteStocktakeLines: ['STOCKTAKE_MUTATE'],
  resolveStocktakeMismatch: ['STOCKTAKE_MUTATE'],
  resolveAllStocktakeMismatches: ['STOCKTAKE_MUTATE'],
  supplierReturns: ['SUPPLIER_RETURN_QUERY'],
  supplierReturn: ['SUPPLIER_RETURN_QUERY'],
  supplierReturnLineCandidates: ['SUPPLIER_RETURN_QUERY'],
  insertSupplierReturn: ['SUPPLIER_RETURN_MUTATE'],
  updateSupplierReturn: ['SUPPLIER_RETURN_MUTATE'],
  updateSupplierReturnLines: ['SUPPLIER_RETURN_MUTATE'],
  deleteSupplierReturn: ['SUPPLIER_RETURN_MUTATE'],
  customerReturns: ['CUSTOMER_RETURN_QUERY'],
  customerReturn: ['CUSTOMER_RETURN_QUERY'],
  customerReturnLineCandidates: ['CUSTOMER_RETURN_QUERY'],
  insertCustomerReturn: ['CUSTOMER_RETURN_MUTATE'],
  updateCustomerReturn: ['CUSTOMER_RETURN_MUTATE'],
  updateCustomerReturnLines: ['CUSTOMER_RETURN_MUTATE'],
  deleteCustomerReturn: ['CUSTOMER_RETURN_MUTATE'],
  requisitions: ['REQUISITION_QUERY'],
  requisition: ['REQUISITION_QUERY'],
  insertRequestRequisition: ['REQUISITION_MUTATE'],
  insertProgramRequestRequisition: ['REQUISITION_MUTATE'],
  updateRequestRequisition: ['REQUISITION_MUTATE'],
  deleteRequestRequisition: ['REQUISITION_MUTATE'],
  insertRequestRequisitionLines: ['REQUISITION_MUTATE'],
  addFromMasterListToRequestRequisition: ['REQUISITION_MUTATE'],
  updateRequestRequisitionLines: ['REQUISITION_MUTATE'],
  deleteRequestRequisitionLines: ['REQUISITION_MUTATE'],
  useSuggestedQuantity: ['REQUISITION_MUTATE'],
  sendRequestRequisition: ['REQUISITION_SEND'],
  insertResponseRequisition: ['REQUISITION_MUTATE'],
  updateResponseRequisition: ['REQUISITION_MUTATE'],
  finaliseResponseRequisition: ['REQUISITION_MUTATE'],
  deleteResponseRequisition: ['REQUISITION_MUTATE'],
  insertResponseRequisitionLines: ['REQUISITION_MUTATE'],
  updateResponseRequisitionLines: ['REQUISITION_MUTATE'],
  deleteResponseRequisitionLines: ['REQUISITION_MUTATE'],
  supplyRequestedQuantity: ['REQUISITION_MUTATE'],
  setResponseRequisitionApproval: ['REQUISITION_MUTATE'],
  createRequisitionShipment: ['REQUISITION_CREATE_OUTBOUND_SHIPMENT'],
  rnrForms: ['RN_R_FORM_QUERY'],
  rnrForm: ['RN_R_FORM_QUERY'],
  rnrFormPeriods: ['RN_R_FORM_QUERY'],
  insertRnrForm: ['RN_R_FORM_MUTATE'],
  updateRnrForm: ['RN_R_FORM_MUTATE'],
  finaliseRnrForm: ['RN_R_FORM_MUTATE'],
  deleteRnrForm: ['RN_R_FORM_MUTATE'],
  // Spec 001 section 6: the server's own work is for its administrators.
  transferFailures: ['SERVER_ADMIN'],
  runTransfers: ['SERVER_ADMIN'],
  // A store's own settings are its administrators' too.
  updateStorePreferences: ['SERVER_ADMIN'],
};

/** The demo accounts' grants (README "Demo accounts"): store code -> role. OLD is disabled. */
const GRANTS: Record<string, Partial<Record<string, Role>>> = {
  admin: { NMW: 'admin', DNS: 'admin', CDP: 'admin', OLD: 'admin' },
  storekeeper: { DNS: 'storekeeper' },
  dispenser: { CDP: 'dispenser' },
  viewer: { NMW: 'viewer', DNS: 'viewer', CDP: 'viewer' },
  // plus, for this test, store access alone in an enabled store: every permission is then tested
  // by someone who lacks exactly it
  nostore: { OLD: 'nostore', DNS: 'nostore' },
};
const STORES = ['NMW', 'DNS', 'CDP', 'OLD'] as const;
const DISABLED = new Set(['OLD']);

function allowed(user: string, store: string, field: string): boolean {
  const role = GRANTS[user]?.[store];
  if (!role || DISABLED.has(store)) return false;
  const held: readonly string[] = ROLE_PERMISSIONS[role];
  return (
    held.includes('STORE_ACCESS') && (NEEDS[field] ?? ['(unknown)']).every((p) => held.includes(p))
  );
}

/** A value of the type, valid enough to reach the permission check (and often the service). */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type, f.name)]),
    );
  }
  switch (type.name) {
    case 'Float':
    case 'Int':
      return 1;
    case 'Boolean':
      return false;
    case 'NaiveDate':
      return '2030-01-31';
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z';
    default:
      return /id$/i.test(name) ? uuidv7() : `matrix ${name}`;
  }
}

function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
  return `${kind}(${defs}) { ${field.name}(${args}) ${selection} }`;
}

describe('permission matrix (every store-scoped root field, every demo user)', () => {
  let h: Harness;
  const schema = getSchema();
  const fields = (['query', 'mutation'] as const).flatMap((kind) =>
    Object.values(
      (kind === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {},
    )
      .filter((f) => f.args.some((a) => a.name === 'storeId'))
      .map((field) => ({ kind, field })),
  );

  beforeAll(async () => {
    h = await createHarness();
    await inTransaction(h.deps.db, async (trx) => {
      await insertUserStoreGrants(trx, [
        { userId: demoId('user:nostore'), storeId: storeId('DNS'), permissions: ['STORE_ACCESS'] },
      ]);
      return ok(undefined);
    });
  });
  afterAll(() => h.close());

  it('names every store-scoped root field', () => {
    expect(fields.map((f) => f.field.name).filter((n) => !(n in NEEDS))).toEqual([]);
  });

  it.each(Object.keys(GRANTS))(
    '%s: allowed or FORBIDDEN as the table says, never INTERNAL',
    async (user) => {
      const call = await h.as(user);
      const figures = { requests: 0, refused: 0, internal: 0 };
      const wrong: string[] = [];
      for (const store of STORES) {
        for (const { kind, field } of fields) {
          const args = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type, a.name)]));
          args.storeId = storeId(store);
          const cursorBefore = await maxCursor(h);
          const res = await call(documentOf(kind, field), args);
          figures.requests += 1;
          const codes = (res.errors ?? []).map((e) => e.extensions?.code);
          if (res.status >= 500 || codes.includes('INTERNAL')) {
            figures.internal += 1;
            wrong.push(`${store} ${field.name}: INTERNAL`);
            continue;
          }
          const forbidden = (res.errors ?? []).some(
            (e) => e.extensions?.code === 'FORBIDDEN' && e.path?.[0] === field.name,
          );
          if (forbidden) figures.refused += 1;
          const expected = allowed(user, store, field.name);
          if (expected === forbidden) {
            wrong.push(`${store} ${field.name}: ${forbidden ? 'FORBIDDEN' : 'allowed'}`);
          }
          if (forbidden && (await maxCursor(h)) !== cursorBefore) {
            wrong.push(`${store} ${field.name}: refused but wrote`);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(figures.requests).toBe(STORES.length * fields.length);
    },
  );
});

async function maxCursor(h: Harness): Promise<number> {
  const row = await h.deps.db
    .selectFrom('changelog')
    .select((eb) => eb.fn.max('cursor').as('c'))
    .executeTakeFirst();
  return Number(row?.c ?? 0);
}
