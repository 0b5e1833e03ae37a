// No write crosses a store (issue 9, deliverable 1). Every mutation that takes an id (an
// argument, or an input field, named id, ids, ...Id or ...Ids; storeId aside, which the
// authorization sweep covers) is listed below, read from the executable schema: a new one
// that is not in the table fails the first test. For each id it takes, the id of another
// store's record (or of a record the store does not see) and the id of a record of another
// kind must answer a typed error and change nothing, and the same call with ids of the
// store's own records must succeed (so the refusal comes from the id, not the rest).
//
// What "another store" means per kind of record:
// - locations, stock lines and documents (adjustments, repacks, new stock, outbound and inbound
//   shipments, their lines and placeholders) belong to one store: another store's record is
//   refused, and a document or line of another type is a record of another kind;
// - items, their variants, pack variants, bundles and barcodes are central data that a
//   store sees through its master lists: a record of an item the store does not see is
//   refused as if it did not exist (an insert of its id as already taken);
// - master lists are seen by the stores joined to them;
// - log reasons, VVM statuses and names (suppliers, donors) are central data every store
//   sees: there is no other store's record, only records of another kind;
// - a shipment's other party is a name the store trades with: a customer or supplier only
//   another store trades with is refused, as are names of another kind (a donor, the store).
import { gtinCheckDigit, uuidv7 } from '@dawa/domain';
import {
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesHoldingId } from '../src/db/record-ids';
import { demoId } from '../src/demo/ids';
import { getSchema } from '../src/graphql/schema';
import { givenReason, givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';
import { documentFor, typedError, type Answer } from './mutation-documents';

const KHC = storeId('KHC');
const NMW = storeId('NMW');
const CDP = storeId('CDP');

// ---- the schema's mutations and the ids they take

const isIdName = (name: string) => name !== 'storeId' && /^ids?$|Ids?$/.test(name);

function unwrap(type: GraphQLInputType): GraphQLInputType {
  return isNonNullType(type) || isListType(type) ? unwrap(type.ofType) : type;
}

/** 'id', 'input.stockLineId', ...: where the mutation takes an id. */
function idPaths(field: GraphQLField<unknown, unknown>): string[] {
  const walk = (name: string, type: GraphQLInputType, prefix: string, depth: number): string[] => {
    const path = prefix ? `${prefix}.${name}` : name;
    const inner = unwrap(type);
    if (isInputObjectType(inner) && depth < 4)
      return Object.values(inner.getFields()).flatMap((f) => walk(f.name, f.type, path, depth + 1));
    return isIdName(name) ? [path] : [];
  };
  return field.args.flatMap((a) => walk(a.name, a.type, '', 0));
}

function mutationsTakingIds(): Map<string, string[]> {
  const fields = getSchema().getMutationType()?.getFields() ?? {};
  return new Map(
    Object.values(fields)
      .map((f) => [f.name, idPaths(f)] as const)
      .filter(([, paths]) => paths.length > 0),
  );
}

function withValue(args: Record<string, unknown>, path: string, value: string) {
  const copy = structuredClone(args);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let target: Record<string, unknown> = copy;
  for (const k of keys) {
    const next = target[k];
    // A list of input records: the id goes in its first record.
    target = (Array.isArray(next) ? next[0] : next) as Record<string, unknown>;
  }
  target[last] = Array.isArray(target[last]) || /Ids$|^ids$/.test(last) ? [value] : value;
  return copy;
}

// ---- the records the cases point at

interface Records {
  reasonPlus: string;
  reasonMinus: string;
  vvmStatus: string;
  // NMW's (the caller has no part in that store)
  otherLocation: string;
  otherLine: string;
  otherAdjustment: string;
  otherRepack: string;
  otherNewLine: { id: string; invoiceId: string };
  otherShipment: string;
  otherShipmentLine: string;
  otherPlaceholder: string;
  /** A customer and supplier NMW trades with and KHC does not. */
  otherCustomer: string;
  otherReceipt: string;
  otherReceiptLine: string;
  // records of an item only CDP-side stores see (KHC has no dispensary list)
  hiddenItem: string;
  hiddenVariant: string;
  hiddenVariant2: string;
  hiddenPack: string;
  hiddenBundle: string;
  hiddenBarcode: string;
  // KHC's own
  ownItem: string;
  ownLocation: string;
  ownLocationToDelete: string;
  ownLine: string;
  ownVaccineLine: string;
  ownAdjustment: string;
  ownRepack: string;
  ownVariant: string;
  ownVariant2: string;
  ownVariantToDelete: string;
  ownPack: string;
  ownPackToDelete: string;
  ownBundleToDelete: string;
  ownAdjustmentLine: string;
  ownShipment: string;
  ownShipmentToDelete: string;
  ownShipmentLine: string;
  ownShipmentLineToDelete: string;
  /** A batch on no shipment yet. */
  ownFreeBatch: string;
  ownPlaceholder: string;
  ownShipmentToIssue: string;
  /** To the Mara Rural Health Post, whose name is joined to some master lists only. */
  ownShipmentToMara: string;
  ownReceipt: string;
  ownReceiptToDelete: string;
  ownReceiptLine: string;
  ownReceiptLineToDelete: string;
  otherStocktake: string;
  otherStocktakeLine: string;
  ownStocktake: string;
  ownStocktakeLine: string;
  ownStocktakeLineToDelete: string;
  ownStocktakeToDelete: string;
  ownStocktakeToFinalise: string;
  // returns (issue 12): NMW's, and KHC's own
  returnReason: string;
  otherSupplierReturn: string;
  otherCustomerReturn: string;
  ownReturnBatch: string;
  ownSupplierReturn: string;
  ownSupplierReturnLine: string;
  ownSupplierReturnToDelete: string;
  ownCustomerReturn: string;
  ownCustomerReturnLine: string;
  ownCustomerReturnToDelete: string;
  // requisitions (issue 13): NMW's customer requisition, and KHC's orders and requisitions
  otherResponse: string;
  otherResponseLine: string;
  ownOrder: string;
  ownOrderLine: string;
  ownOrderLineToDelete: string;
  ownOrderForLines: string;
  ownOrderForList: string;
  ownOrderToDelete: string;
  ownOrderToSend: string;
  ownResponse: string;
  ownResponseLine: string;
  ownResponseLineToDelete: string;
  ownResponseToDelete: string;
  ownResponseToFinalise: string;
  ownResponseToSupply: string;
  ownPendingResponse: string;
  ownPendingResponseLine: string;
  ownOrderType: string;
  otherOrderType: string;
  ownPeriod: string;
  // R&R forms (issue 13): NMW's, and KHC's own, each of its own program; a closed period
  rnrProgram: string;
  rnrPeriod: string;
  otherRnrForm: string;
  otherRnrFormLine: string;
  ownRnrForm: string;
  ownRnrFormLine: string;
  ownRnrFormToDelete: string;
  ownRnrFormToFinalise: string;
}

let gtinSerial = 0;
const freshGtin = () => {
  const body = `6009${String(Date.now() % 1e5).padStart(5, '0')}${String(++gtinSerial).padStart(3, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};
let packSerial = 30;

type As = Awaited<ReturnType<Harness['as']>>;

async function mutate(as: As, name: string, args: Record<string, unknown>): Promise<Answer> {
  const res = await as<Record<string, Answer>>(documentFor(name), args);
  const answer = res.data?.[name];
  if (!answer || typedError(answer))
    throw new Error(`fixture ${name}: ${JSON.stringify(res.data ?? res.errors)}`);
  return answer;
}

async function givenRecords(h: Harness, admin: As): Promise<Records> {
  const reasonPlus = await givenReason(h.deps, 'POSITIVE_INVENTORY_ADJUSTMENT', 'Found');
  const reasonMinus = await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged');
  const vvm = await admin<{ vvmStatuses: { id: string }[] }>(
    `query($s: String!) { vvmStatuses(storeId: $s) { id } }`,
    { s: KHC },
  );
  const vvmStatus = vvm.data?.vvmStatuses[0]?.id ?? '';
  expect(vvmStatus).not.toBe('');

  const location = async (store: string, code: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertLocation', { storeId: store, input: { id, code, name: code } });
    return id;
  };
  const adjustment = async (store: string, stockLineId: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertInventoryAdjustment', {
      storeId: store,
      input: { id, stockLineId, adjustment: 1, adjustmentType: 'ADDITION', reasonId: reasonPlus },
    });
    return id;
  };
  const repack = async (store: string, stockLineId: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertRepack', {
      storeId: store,
      input: { id, stockLineId, numberOfPacks: 1, newPackSize: 10 },
    });
    return id;
  };
  const variant = async (store: string, item: string, name: string) => {
    const id = uuidv7();
    await mutate(admin, 'upsertItemVariant', { storeId: store, input: { id, itemId: item, name } });
    return id;
  };
  const pack = async (store: string, item: string) => {
    const id = uuidv7();
    await mutate(admin, 'upsertPackVariant', {
      storeId: store,
      input: { id, itemId: item, packSize: ++packSerial, name: 'Box', abbreviation: 'bx' },
    });
    return id;
  };
  const bundle = async (store: string, principal: string, bundled: string) => {
    const id = uuidv7();
    await mutate(admin, 'upsertBundledItem', {
      storeId: store,
      input: { id, principalItemVariantId: principal, bundledItemVariantId: bundled, ratio: 1 },
    });
    return id;
  };

  const shipment = async (store: string, otherPartyId: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertOutboundShipment', { storeId: store, input: { id, otherPartyId } });
    return id;
  };
  const shipmentLine = async (store: string, invoiceId: string) => {
    const id = uuidv7();
    const stockLineId = (await givenStockLine(h.deps, { store, packs: 10 })).id;
    await mutate(admin, 'insertOutboundShipmentLine', {
      storeId: storeId(store),
      input: { id, invoiceId, stockLineId, numberOfPacks: 1 },
    });
    return id;
  };
  const placeholder = async (store: string, invoiceId: string, item: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertOutboundShipmentUnallocatedLine', {
      storeId: store,
      input: { id, invoiceId, itemId: itemId(item), quantity: 5 },
    });
    return id;
  };

  const receipt = async (store: string, otherPartyId: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertInboundShipment', { storeId: store, input: { id, otherPartyId } });
    return id;
  };
  const receiptLine = async (store: string, invoiceId: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertInboundShipmentLine', {
      storeId: store,
      input: { id, invoiceId, itemId: itemId('AMOX250T'), packSize: 10, numberOfPacks: 4 },
    });
    return id;
  };

  const otherLocation = await location(NMW, 'NMW-X');
  const otherLine = (await givenStockLine(h.deps, { store: 'NMW', packs: 20 })).id;
  // The other store's location holds stock, as in the report that found the hole.
  await mutate(admin, 'updateStockLine', {
    storeId: NMW,
    input: { id: otherLine, locationId: otherLocation },
  });
  const otherNewLine = { id: uuidv7(), invoiceId: uuidv7() };
  await mutate(admin, 'insertStockLine', {
    storeId: NMW,
    input: {
      ...otherNewLine,
      itemId: itemId('AMOX250T'),
      packSize: 100,
      numberOfPacks: 2,
      reasonId: reasonPlus,
    },
  });

  const hiddenItem = uuidv7();
  await mutate(admin, 'insertItem', {
    storeId: CDP,
    input: {
      id: hiddenItem,
      code: 'XS-HIDDEN',
      name: 'Seen by the dispensary lists only',
      masterListIds: [demoId('master_list:dispensary')],
    },
  });
  const hiddenVariant = await variant(CDP, hiddenItem, 'Hidden one');
  const hiddenVariant2 = await variant(CDP, hiddenItem, 'Hidden two');
  const hiddenBarcode = uuidv7();
  await mutate(admin, 'insertBarcode', {
    storeId: CDP,
    input: { id: hiddenBarcode, gtin: freshGtin(), itemId: hiddenItem },
  });

  const stocktake = async (store: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertStocktake', {
      storeId: store,
      input: { id, createBlankStocktake: true },
    });
    return id;
  };
  const stocktakeLine = async (store: string, stocktakeId: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertStocktakeLines', {
      storeId: store,
      input: { stocktakeId, lines: [{ id, itemId: itemId('AMOX250T'), countedNumberOfPacks: 0 }] },
    });
    return id;
  };
  const otherStocktake = await stocktake(NMW);
  const ownStocktake = await stocktake(KHC);
  const ownStocktakeToFinalise = await stocktake(KHC);
  await stocktakeLine(KHC, ownStocktakeToFinalise);
  const stocktakes = {
    otherStocktake,
    otherStocktakeLine: await stocktakeLine(NMW, otherStocktake),
    ownStocktake,
    ownStocktakeLine: await stocktakeLine(KHC, ownStocktake),
    ownStocktakeLineToDelete: await stocktakeLine(KHC, ownStocktake),
    ownStocktakeToDelete: await stocktake(KHC),
    ownStocktakeToFinalise,
  };

  const ownItem = itemId('AMOX250T');
  const ownLine = (await givenStockLine(h.deps, { store: 'KHC', packs: 20 })).id;
  const ownVariant = await variant(KHC, ownItem, 'Own one');
  const ownVariant3 = await variant(KHC, ownItem, 'Own three');
  const ownVariant4 = await variant(KHC, ownItem, 'Own four');

  const otherShipment = await shipment(NMW, demoId('name:KHC'));
  const ownShipment = await shipment(KHC, demoId('name:DNS'));
  // The demo stores trade with every customer: KHC stops trading with CDP, NMW still does.
  const otherCustomer = demoId('name:CDP');
  await h.deps.db
    .deleteFrom('name_store_join')
    .where('store_id', '=', KHC)
    .where('name_id', '=', otherCustomer)
    .execute();
  const ownAdjustment = await adjustment(KHC, ownLine);
  const ownAdjustmentLine = (
    await h.deps.db
      .selectFrom('invoice_line')
      .select('id')
      .where('invoice_id', '=', ownAdjustment)
      .executeTakeFirstOrThrow()
  ).id;
  return {
    ...stocktakes,
    reasonPlus,
    reasonMinus,
    vvmStatus,
    otherLocation,
    otherLine,
    otherAdjustment: await adjustment(NMW, otherLine),
    otherRepack: await repack(NMW, otherLine),
    otherNewLine,
    hiddenItem,
    hiddenVariant,
    hiddenVariant2,
    hiddenPack: await pack(CDP, hiddenItem),
    hiddenBundle: await bundle(CDP, hiddenVariant, hiddenVariant2),
    hiddenBarcode,
    ownItem,
    ownLocation: await location(KHC, 'KHC-A'),
    ownLocationToDelete: await location(KHC, 'KHC-B'),
    ownLine,
    ownVaccineLine: (
      await givenStockLine(h.deps, { store: 'KHC', item: 'VAC-BCG', packSize: 20, packs: 5 })
    ).id,
    ownAdjustment,
    ownRepack: await repack(KHC, ownLine),
    ownVariant,
    ownVariant2: await variant(KHC, ownItem, 'Own two'),
    ownVariantToDelete: await variant(KHC, ownItem, 'Own to delete'),
    ownPack: await pack(KHC, ownItem),
    ownPackToDelete: await pack(KHC, ownItem),
    ownBundleToDelete: await bundle(KHC, ownVariant3, ownVariant4),
    otherShipment,
    otherShipmentLine: await shipmentLine('NMW', otherShipment),
    otherPlaceholder: await placeholder(NMW, otherShipment, 'AMOX250T'),
    otherCustomer,
    ownAdjustmentLine,
    ownShipment,
    ownShipmentToDelete: await shipment(KHC, demoId('name:DNS')),
    ownShipmentLine: await shipmentLine('KHC', ownShipment),
    ownShipmentLineToDelete: await shipmentLine('KHC', ownShipment),
    ownFreeBatch: (await givenStockLine(h.deps, { store: 'KHC', packs: 10 })).id,
    // Of another item than the placeholder the table's insert adds.
    ownPlaceholder: await placeholder(KHC, ownShipment, 'VAC-BCG'),
    ownShipmentToIssue: await shipment(KHC, demoId('name:DNS')),
    ownShipmentToMara: await shipment(KHC, demoId('name:MRH')),
    ...(await (async () => {
      const otherReceipt = await receipt(NMW, demoId('name:SUP-UNICEF'));
      const ownReceipt = await receipt(KHC, demoId('name:SUP-UNICEF'));
      return {
        otherReceipt,
        otherReceiptLine: await receiptLine(NMW, otherReceipt),
        ownReceipt,
        ownReceiptToDelete: await receipt(KHC, demoId('name:SUP-UNICEF')),
        ownReceiptLine: await receiptLine(KHC, ownReceipt),
        ownReceiptLineToDelete: await receiptLine(KHC, ownReceipt),
      };
    })()),
    ...(await givenReturns(h, admin)),
    ...(await givenRequisitions(h, admin)),
    ...(await givenRnrForms(h, admin)),
  };
}

/** Internal orders and customer requisitions of KHC (to DNS, from its community health unit),
 * one of NMW, and a program order type KHC has and one it has not (issue 13). */
async function givenRequisitions(h: Harness, admin: As) {
  const order = async () => {
    const id = uuidv7();
    await mutate(admin, 'insertRequestRequisition', {
      storeId: KHC,
      input: { id, otherPartyId: demoId('name:DNS'), minMonthsOfStock: 1, maxMonthsOfStock: 3 },
    });
    return id;
  };
  const response = async (store: string, customer: string) => {
    const id = uuidv7();
    await mutate(admin, 'insertResponseRequisition', {
      storeId: store,
      input: { id, otherPartyId: customer, minMonthsOfStock: 1, maxMonthsOfStock: 3 },
    });
    return id;
  };
  const line = async (
    kind: 'Request' | 'Response',
    store: string,
    requisitionId: string,
    item: string,
  ) => {
    const id = uuidv7();
    await mutate(admin, `insert${kind}RequisitionLines`, {
      storeId: store,
      input: {
        requisitionId,
        lines: [
          { id, itemId: itemId(item), ...(kind === 'Response' ? { requestedQuantity: 5 } : {}) },
        ],
      },
    });
    return id;
  };
  const chu = demoId('name:MRH');
  const otherResponse = await response(NMW, demoId('name:DNS'));
  const ownOrder = await order();
  const ownOrderToSend = await order();
  const sendLine = await line('Request', KHC, ownOrderToSend, 'AMOX250T');
  await mutate(admin, 'updateRequestRequisitionLines', {
    storeId: KHC,
    input: { requisitionId: ownOrderToSend, lines: [{ id: sendLine, requestedQuantity: 4 }] },
  });
  const ownResponse = await response(KHC, chu);
  const ownPendingResponse = await response(KHC, chu);
  const ownPendingResponseLine = await line('Response', KHC, ownPendingResponse, 'AMOX250T');
  // Only a transfer makes one pending: as if it had come from a store requiring authorisation.
  await h.deps.db
    .updateTable('requisition')
    .set({ approval_status: 'PENDING' })
    .where('id', '=', ownPendingResponse)
    .execute();
  const ownResponseToSupply = await response(KHC, chu);
  await line('Response', KHC, ownResponseToSupply, 'AMOX250T');
  await mutate(admin, 'supplyRequestedQuantity', {
    storeId: KHC,
    requisitionId: ownResponseToSupply,
  });
  return {
    otherResponse,
    otherResponseLine: await line('Response', NMW, otherResponse, 'AMOX250T'),
    ownOrder,
    ownOrderLine: await line('Request', KHC, ownOrder, 'AMOX250T'),
    ownOrderLineToDelete: await line('Request', KHC, ownOrder, 'PARA500T'),
    ownOrderForLines: await order(),
    ownOrderForList: await order(),
    ownOrderToDelete: await order(),
    ownOrderToSend,
    ownResponse,
    // Of other items than the one the table's insert adds (r.ownItem).
    ownResponseLine: await line('Response', KHC, ownResponse, 'PARA500T'),
    ownResponseLineToDelete: await line('Response', KHC, ownResponse, 'ORS-LO'),
    ownResponseToDelete: await response(KHC, chu),
    ownResponseToFinalise: await response(KHC, chu),
    ownResponseToSupply,
    ownPendingResponse,
    ownPendingResponseLine,
    ...(await givenProgramOrderTypes(h)),
  };
}

/** A monthly program on the essential medicines list with an order type for KHC's name tag and
 * one for a tag KHC does not carry; the period of the clock's month. */
async function givenProgramOrderTypes(h: Harness) {
  const db = h.deps.db;
  const [tag, otherTag, program, schedule, period] = [
    uuidv7(),
    uuidv7(),
    uuidv7(),
    uuidv7(),
    uuidv7(),
  ];
  const list = await db
    .selectFrom('master_list')
    .select('id')
    .where('code', '=', 'EML')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('name_tag')
    .values([
      { id: tag, name: `Cross-store ${tag}` },
      { id: otherTag, name: `Cross-store ${otherTag}` },
    ])
    .execute();
  await db
    .insertInto('name_tag_join')
    .values({ id: uuidv7(), name_id: demoId('name:KHC'), name_tag_id: tag })
    .execute();
  await db
    .insertInto('program')
    .values({ id: program, name: `Cross-store ${program}`, master_list_id: list.id })
    .execute();
  await db
    .insertInto('period_schedule')
    .values({ id: schedule, name: `Cross-store ${schedule}` })
    .execute();
  const today = h.clock.now().toISOString().slice(0, 10);
  await db
    .insertInto('period')
    .values({
      id: period,
      period_schedule_id: schedule,
      name: 'This month',
      start_date: today,
      end_date: today,
    })
    .execute();
  const settings = async (nameTagId: string) => {
    const id = uuidv7();
    await db
      .insertInto('program_requisition_settings')
      .values({ id, program_id: program, name_tag_id: nameTagId, period_schedule_id: schedule })
      .execute();
    const typeId = uuidv7();
    await db
      .insertInto('program_order_type')
      .values({
        id: typeId,
        program_requisition_settings_id: id,
        name: 'Normal',
        threshold_mos: 1,
        max_mos: 3,
        max_order_per_period: 5,
        is_emergency: false,
        max_items_in_emergency_order: 0,
      })
      .execute();
    return typeId;
  };
  return {
    ownOrderType: await settings(tag),
    otherOrderType: await settings(otherTag),
    ownPeriod: period,
  };
}

/** R&R forms: programs on the essential medicines list for KHC's name tag, one per form (a
 * draft form holds back the later periods of its own program only), a closed period; and a form
 * of NMW written as it would arrive. */
async function givenRnrForms(h: Harness, admin: As) {
  const db = h.deps.db;
  const [tag, schedule, period] = [uuidv7(), uuidv7(), uuidv7()];
  const list = await db
    .selectFrom('master_list')
    .select('id')
    .where('code', '=', 'EML')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('name_tag')
    .values({ id: tag, name: `R&R ${tag}` })
    .execute();
  await db
    .insertInto('name_tag_join')
    .values({ id: uuidv7(), name_id: demoId('name:KHC'), name_tag_id: tag })
    .execute();
  await db
    .insertInto('period_schedule')
    .values({ id: schedule, name: `R&R ${schedule}` })
    .execute();
  await db
    .insertInto('period')
    .values({
      id: period,
      period_schedule_id: schedule,
      name: 'Closed',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    })
    .execute();
  const program = async () => {
    const id = uuidv7();
    await db
      .insertInto('program')
      .values({ id, name: `R&R ${id}`, master_list_id: list.id })
      .execute();
    await db
      .insertInto('program_requisition_settings')
      .values({ id: uuidv7(), program_id: id, name_tag_id: tag, period_schedule_id: schedule })
      .execute();
    return id;
  };
  const form = async () => {
    const id = uuidv7();
    await mutate(admin, 'insertRnrForm', {
      storeId: KHC,
      input: { id, supplierId: demoId('name:DNS'), programId: await program(), periodId: period },
    });
    return id;
  };
  const lineOf = async (formId: string) =>
    (
      await db
        .selectFrom('rnr_form_line')
        .select('id')
        .where('rnr_form_id', '=', formId)
        .executeTakeFirstOrThrow()
    ).id;
  const ownRnrForm = await form();
  const otherRnrForm = uuidv7();
  const otherRnrFormLine = uuidv7();
  const otherProgram = await program();
  await db
    .insertInto('rnr_form')
    .values({
      id: otherRnrForm,
      store_id: NMW,
      name_id: demoId('name:SUP-UNICEF'),
      program_id: otherProgram,
      period_id: period,
      status: 'DRAFT',
      their_reference: null,
      comment: null,
      created_datetime: h.clock.now().toISOString(),
      finalised_datetime: null,
      linked_requisition_id: null,
      user_id: null,
    })
    .execute();
  await db
    .insertInto('rnr_form_line')
    .values({
      id: otherRnrFormLine,
      rnr_form_id: otherRnrForm,
      item_id: itemId('AMOX250T'),
      item_name: 'Amoxicillin',
      snapshot_quantity_received: 0,
      snapshot_quantity_consumed: 0,
      snapshot_adjustments: 0,
      entered_quantity_received: null,
      entered_quantity_consumed: null,
      entered_adjustments: null,
      entered_losses: null,
      initial_balance: 0,
      final_balance: 0,
      stock_out_duration: 31,
      adjusted_quantity_consumed: 0,
      average_monthly_consumption: 0,
      previous_monthly_consumption_values: '',
      minimum_quantity: 0,
      maximum_quantity: 0,
      calculated_requested_quantity: 0,
      entered_requested_quantity: null,
      low_stock: 'OK',
      expiry_date: null,
      comment: null,
      requisition_line_id: null,
    })
    .execute();
  return {
    rnrProgram: await program(),
    rnrPeriod: period,
    otherRnrForm,
    otherRnrFormLine,
    ownRnrForm,
    ownRnrFormLine: await lineOf(ownRnrForm),
    ownRnrFormToDelete: await form(),
    ownRnrFormToFinalise: await form(),
  };
}

/** Supplier and customer returns of NMW and KHC, each with a line (issue 12). */
async function givenReturns(h: Harness, admin: As) {
  const returnReason = await givenReason(h.deps, 'RETURN_REASON', 'Damaged on arrival');
  const supplierReturn = async (store: string) => {
    const id = uuidv7();
    const lineId = uuidv7();
    const code = store === NMW ? 'NMW' : 'KHC';
    const stockLineId = (await givenStockLine(h.deps, { store: code, packs: 10 })).id;
    await mutate(admin, 'insertSupplierReturn', {
      storeId: store,
      input: {
        id,
        otherPartyId: demoId('name:SUP-UNICEF'),
        lines: [{ id: lineId, stockLineId, numberOfPacks: 1, reasonId: returnReason }],
      },
    });
    return { id, lineId };
  };
  const customerReturn = async (store: string) => {
    const id = uuidv7();
    const lineId = uuidv7();
    await mutate(admin, 'insertCustomerReturn', {
      storeId: store,
      input: {
        id,
        otherPartyId: demoId('name:DNS'),
        lines: [{ ...returnedByHand(returnReason), id: lineId }],
      },
    });
    return { id, lineId };
  };
  const own = await supplierReturn(KHC);
  const ownCustomer = await customerReturn(KHC);
  return {
    returnReason,
    otherSupplierReturn: (await supplierReturn(NMW)).id,
    otherCustomerReturn: (await customerReturn(NMW)).id,
    ownReturnBatch: (await givenStockLine(h.deps, { store: 'KHC', packs: 10 })).id,
    ownSupplierReturn: own.id,
    ownSupplierReturnLine: own.lineId,
    ownSupplierReturnToDelete: (await supplierReturn(KHC)).id,
    ownCustomerReturn: ownCustomer.id,
    ownCustomerReturnLine: ownCustomer.lineId,
    ownCustomerReturnToDelete: (await customerReturn(KHC)).id,
  };
}

const returnedByHand = (reasonId: string) => ({
  id: uuidv7(),
  itemId: itemId('AMOX250T'),
  packSize: 10,
  numberOfPacks: 2,
  reasonId,
});

// ---- the table
//
// An insert that wrongly accepted an id of another kind would create a record under it;
// the inserts therefore point at records (documents) that no update row aims at, so one
// hole shows as one failure, not as a trail of them.

interface Case {
  /** 'another store' or 'another kind' (the coverage test asks for both on every id). */
  label: string;
  id: (r: Records) => string;
  /** The typed errors that may answer; absent: any typed error. */
  expect?: readonly string[];
}
/** A kind of case that cannot arise for this id, and why. */
interface NotApplicable {
  label: string;
  na: string;
}

interface Row {
  as: 'storekeeper' | 'admin';
  /** A call that succeeds, with KHC's own records. */
  args: (r: Records) => Record<string, unknown>;
  ok: string;
  ids: Record<string, (Case | NotApplicable)[]>;
}

const CENTRAL_REASONS: NotApplicable = {
  label: 'another store',
  na: 'log reasons are central data every store sees',
};
/** A shipment's other party of another kind than a customer or supplier the store trades with. */
const NOT_A_TRADING_PARTNER: Case[] = [
  { label: 'another kind', id: (r) => r.ownLocation, expect: ['OtherPartyDoesNotExist'] },
  {
    label: 'another kind (a donor, no customer)',
    id: () => demoId('name:DON-GAVI'),
    expect: ['OtherPartyNotVisible'],
  },
  {
    label: 'another kind (the store itself)',
    id: () => demoId('name:KHC'),
    expect: ['OtherPartyIsThisStore'],
  },
];
const CENTRAL_NAMES: NotApplicable = {
  label: 'another store',
  na: 'names (suppliers, donors) are central data every store sees',
};

const CENTRAL_PROGRAMS: NotApplicable = {
  label: 'another store',
  na: 'programs, schedules, periods and order types are central data every store may be given',
};

const TAKEN = ['RecordAlreadyExists'];
const NOT_FOUND = ['RecordNotFound'];

/** Shipment operations answer an id that is not one of the store's own shipments (another
 * store's, or another document such as an adjustment), batches or visible items as not found. */
const NOT_OWN_SHIPMENT: Case[] = [
  { label: 'another store', id: (r) => r.otherShipment, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownAdjustment, expect: NOT_FOUND },
];
const NOT_OWN_BATCH: Case[] = [
  { label: 'another store', id: (r) => r.otherLine, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
];
const NOT_SEEN_ITEM: Case[] = [
  { label: 'another store', id: (r) => r.hiddenItem, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
];

const NOT_OWN_RECEIPT: Case[] = [
  { label: 'another store', id: (r) => r.otherReceipt, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownShipment, expect: NOT_FOUND },
];
/** The ids a receipt's line takes besides its own, its receipt's and its item's. */
const STOCK_IN_FIELDS: Row['ids'] = {
  'input.locationId': [
    { label: 'another store', id: (r) => r.otherLocation, expect: NOT_FOUND },
    { label: 'another kind', id: (r) => r.ownLine, expect: NOT_FOUND },
  ],
  'input.donorId': [CENTRAL_NAMES, { label: 'another kind', id: (r) => r.ownLocation }],
  'input.vvmStatusId': [
    { label: 'another store', na: 'VVM statuses are central reference data' },
    { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
  ],
  'input.itemVariantId': [
    { label: 'another store', id: (r) => r.hiddenVariant, expect: NOT_FOUND },
    { label: 'another kind', id: (r) => r.ownPack, expect: NOT_FOUND },
  ],
};

const NOT_OWN_STOCKTAKE: Case[] = [
  { label: 'another store', id: (r) => r.otherStocktake, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownShipment, expect: NOT_FOUND },
];
const NOT_OWN_STOCKTAKE_LINE: Case[] = [
  { label: 'another store', id: (r) => r.otherStocktakeLine, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownShipmentLine, expect: NOT_FOUND },
];
/** The ids a stocktake line's count and corrections take. */
const STOCKTAKE_LINE_FIELDS: Row['ids'] = {
  'input.lines.locationId': [
    { label: 'another store', id: (r) => r.otherLocation, expect: ['InvalidLocation'] },
    { label: 'another kind', id: (r) => r.ownLine, expect: ['InvalidLocation'] },
  ],
  'input.lines.vvmStatusId': [
    { label: 'another store', na: 'VVM statuses are central reference data' },
    { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
  ],
  'input.lines.donorId': [
    CENTRAL_NAMES,
    { label: 'another kind', id: (r) => r.ownLocation, expect: ['OtherPartyNotFound'] },
  ],
  'input.lines.reasonOptionId': [
    CENTRAL_REASONS,
    { label: 'another kind', id: (r) => r.ownLocation, expect: ['AdjustmentReasonNotValid'] },
  ],
};

const NOT_OWN_SUPPLIER_RETURN: Case[] = [
  { label: 'another store', id: (r) => r.otherSupplierReturn, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownShipment, expect: NOT_FOUND },
];
const NOT_OWN_CUSTOMER_RETURN: Case[] = [
  { label: 'another store', id: (r) => r.otherCustomerReturn, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownSupplierReturn, expect: NOT_FOUND },
];
/** A return line's reason: a reason option of another kind than a return reason, or no reason. */
const RETURN_REASON_IDS: (Case | NotApplicable)[] = [
  CENTRAL_REASONS,
  { label: 'another kind', id: (r) => r.reasonMinus, expect: ['WrongReasonType'] },
];
const LINE_ID_TAKEN: Case[] = [
  { label: 'another store', id: (r) => r.otherShipmentLine, expect: TAKEN },
  { label: 'another kind', id: (r) => r.ownReceiptLine, expect: TAKEN },
];
const SUPPLIER_RETURN_LINE_IDS = (at: string): Row['ids'] => ({
  [`${at}.id`]: LINE_ID_TAKEN,
  [`${at}.stockLineId`]: NOT_OWN_BATCH,
  [`${at}.reasonId`]: RETURN_REASON_IDS,
});
/** A customer return line's ids: its own, the shipment line it brings back (the return names no
 * shipment here, so any such line is not one of its shipment's), its item and receipt fields. */
const CUSTOMER_RETURN_LINE_IDS: Row['ids'] = {
  'input.lines.id': LINE_ID_TAKEN,
  'input.lines.outboundShipmentLineId': [
    { label: 'another store', id: (r) => r.otherShipmentLine, expect: NOT_FOUND },
    { label: 'another kind', id: (r) => r.ownReceiptLine, expect: NOT_FOUND },
  ],
  'input.lines.itemId': NOT_SEEN_ITEM,
  'input.lines.reasonId': RETURN_REASON_IDS,
  ...Object.fromEntries(
    Object.entries(STOCK_IN_FIELDS)
      .filter(([path]) => path !== 'input.donorId')
      .map(([path, cases]) => [path.replace('input.', 'input.lines.'), cases]),
  ),
};

const NOT_OWN_ORDER: Case[] = [
  { label: 'another store', id: (r) => r.otherResponse, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownResponse, expect: NOT_FOUND },
];
const NOT_OWN_RESPONSE: Case[] = [
  { label: 'another store', id: (r) => r.otherResponse, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownOrder, expect: NOT_FOUND },
];
const NOT_OWN_REQUISITION_LINE: Case[] = [
  { label: 'another store', id: (r) => r.otherResponseLine, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownShipmentLine, expect: NOT_FOUND },
];
const REQUISITION_LINE_ID_TAKEN: Case[] = [
  { label: 'another store', id: (r) => r.otherResponseLine, expect: TAKEN },
  { label: 'another kind', id: (r) => r.ownShipmentLine, expect: TAKEN },
];
const REQUISITION_ID_TAKEN: Case[] = [
  { label: 'another store', id: (r) => r.otherResponse, expect: TAKEN },
  { label: 'another kind', id: (r) => r.ownAdjustment, expect: TAKEN },
];
const REQUISITION_PARTY = (role: 'supplier' | 'customer'): Case[] => [
  { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
  ...(role === 'customer'
    ? NOT_A_TRADING_PARTNER
    : NOT_A_TRADING_PARTNER.map((c) =>
        c.label === 'another kind (a donor, no customer)'
          ? { ...c, label: 'another kind (a donor, no supplier)' }
          : c,
      )),
];
const VARIANCE_REASON: (Case | NotApplicable)[] = [
  CENTRAL_REASONS,
  { label: 'another kind', id: (r) => r.ownLocation, expect: ['ReasonNotValid'] },
];

const REQUISITION_ROWS: Record<string, Row> = {
  insertRequestRequisition: {
    as: 'storekeeper',
    args: () => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        otherPartyId: demoId('name:DNS'),
        minMonthsOfStock: 1,
        maxMonthsOfStock: 2,
      },
    }),
    ok: 'RequisitionNode',
    ids: { 'input.id': REQUISITION_ID_TAKEN, 'input.otherPartyId': REQUISITION_PARTY('supplier') },
  },
  insertProgramRequestRequisition: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        otherPartyId: demoId('name:DNS'),
        programOrderTypeId: r.ownOrderType,
        periodId: r.ownPeriod,
      },
    }),
    ok: 'RequisitionNode',
    ids: {
      'input.id': REQUISITION_ID_TAKEN,
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['SupplierNotValid'] },
        { label: 'another kind', id: (r) => r.ownLocation, expect: ['SupplierNotValid'] },
      ],
      'input.programOrderTypeId': [
        {
          label: 'another store',
          id: (r) => r.otherOrderType,
          expect: ['ProgramOrderTypeDoesNotExist'],
        },
        {
          label: 'another kind',
          id: (r) => r.ownLocation,
          expect: ['ProgramOrderTypeDoesNotExist'],
        },
      ],
      'input.periodId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownLocation, expect: ['PeriodNotAvailable'] },
      ],
    },
  },
  updateRequestRequisition: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownOrder, comment: 'Monthly order' } }),
    ok: 'RequisitionNode',
    ids: { 'input.id': NOT_OWN_ORDER, 'input.otherPartyId': REQUISITION_PARTY('supplier') },
  },
  deleteRequestRequisition: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownOrderToDelete }),
    ok: 'DeletedRequisitionRecordsNode',
    ids: { id: NOT_OWN_ORDER },
  },
  sendRequestRequisition: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownOrderToSend }),
    ok: 'RequisitionNode',
    ids: { id: NOT_OWN_ORDER },
  },
  insertRequestRequisitionLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { requisitionId: r.ownOrderForLines, lines: [{ id: uuidv7(), itemId: r.ownItem }] },
    }),
    ok: 'RequisitionLinesNode',
    ids: {
      'input.requisitionId': NOT_OWN_ORDER,
      'input.lines.id': REQUISITION_LINE_ID_TAKEN,
      'input.lines.itemId': NOT_SEEN_ITEM,
    },
  },
  addFromMasterListToRequestRequisition: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        requisitionId: r.ownOrderForList,
        masterListId: demoId('master_list:essential-medicines'),
      },
    }),
    ok: 'RequisitionLinesNode',
    ids: {
      'input.requisitionId': NOT_OWN_ORDER,
      'input.masterListId': [
        {
          label: 'another store',
          id: () => demoId('master_list:dispensary'),
          expect: ['MasterListNotFoundForThisStore'],
        },
        {
          label: 'another kind',
          id: (r) => r.ownLocation,
          expect: ['MasterListNotFoundForThisStore'],
        },
      ],
    },
  },
  updateRequestRequisitionLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { requisitionId: r.ownOrder, lines: [{ id: r.ownOrderLine, requestedQuantity: 7 }] },
    }),
    ok: 'RequisitionLinesNode',
    ids: {
      'input.requisitionId': NOT_OWN_ORDER,
      'input.lines.id': NOT_OWN_REQUISITION_LINE,
      'input.lines.reasonOptionId': VARIANCE_REASON,
    },
  },
  deleteRequestRequisitionLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { requisitionId: r.ownOrder, lineIds: [r.ownOrderLineToDelete] },
    }),
    ok: 'DeletedRequisitionRecordsNode',
    ids: { 'input.requisitionId': NOT_OWN_ORDER, 'input.lineIds': NOT_OWN_REQUISITION_LINE },
  },
  useSuggestedQuantity: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, requisitionId: r.ownOrder }),
    ok: 'RequisitionLinesNode',
    ids: { requisitionId: NOT_OWN_ORDER },
  },
  insertResponseRequisition: {
    as: 'storekeeper',
    args: () => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        otherPartyId: demoId('name:MRH'),
        minMonthsOfStock: 1,
        maxMonthsOfStock: 2,
      },
    }),
    ok: 'RequisitionNode',
    ids: { 'input.id': REQUISITION_ID_TAKEN, 'input.otherPartyId': REQUISITION_PARTY('customer') },
  },
  updateResponseRequisition: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownResponse, comment: 'Paper order' } }),
    ok: 'RequisitionNode',
    ids: { 'input.id': NOT_OWN_RESPONSE },
  },
  finaliseResponseRequisition: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownResponseToFinalise }),
    ok: 'RequisitionNode',
    ids: { id: NOT_OWN_RESPONSE },
  },
  deleteResponseRequisition: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownResponseToDelete }),
    ok: 'DeletedRequisitionRecordsNode',
    ids: { id: NOT_OWN_RESPONSE },
  },
  insertResponseRequisitionLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        requisitionId: r.ownResponse,
        lines: [{ id: uuidv7(), itemId: r.ownItem, requestedQuantity: 2 }],
      },
    }),
    ok: 'RequisitionLinesNode',
    ids: {
      'input.requisitionId': NOT_OWN_RESPONSE,
      'input.lines.id': REQUISITION_LINE_ID_TAKEN,
      'input.lines.itemId': NOT_SEEN_ITEM,
    },
  },
  updateResponseRequisitionLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        requisitionId: r.ownResponse,
        lines: [{ id: r.ownResponseLine, supplyQuantity: 3 }],
      },
    }),
    ok: 'RequisitionLinesNode',
    ids: {
      'input.requisitionId': NOT_OWN_RESPONSE,
      'input.lines.id': NOT_OWN_REQUISITION_LINE,
      'input.lines.reasonOptionId': VARIANCE_REASON,
    },
  },
  deleteResponseRequisitionLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { requisitionId: r.ownResponse, lineIds: [r.ownResponseLineToDelete] },
    }),
    ok: 'DeletedRequisitionRecordsNode',
    ids: { 'input.requisitionId': NOT_OWN_RESPONSE, 'input.lineIds': NOT_OWN_REQUISITION_LINE },
  },
  supplyRequestedQuantity: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, requisitionId: r.ownResponse }),
    ok: 'RequisitionLinesNode',
    ids: { requisitionId: NOT_OWN_RESPONSE },
  },
  setResponseRequisitionApproval: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: r.ownPendingResponse,
        action: 'APPROVE',
        lines: [{ id: r.ownPendingResponseLine, approvedQuantity: 3 }],
      },
    }),
    ok: 'RequisitionNode',
    ids: { 'input.id': NOT_OWN_RESPONSE, 'input.lines.id': NOT_OWN_REQUISITION_LINE },
  },
  createRequisitionShipment: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { id: uuidv7(), responseRequisitionId: r.ownResponseToSupply },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherShipment, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownResponse, expect: TAKEN },
      ],
      'input.responseRequisitionId': NOT_OWN_RESPONSE,
    },
  },
};

const NOT_OWN_RNR_FORM: Case[] = [
  { label: 'another store', id: (r) => r.otherRnrForm, expect: NOT_FOUND },
  { label: 'another kind', id: (r) => r.ownShipment, expect: NOT_FOUND },
];
const RNR_ROWS: Record<string, Row> = {
  insertRnrForm: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        supplierId: demoId('name:DNS'),
        programId: r.rnrProgram,
        periodId: r.rnrPeriod,
      },
    }),
    ok: 'RnrFormNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherRnrForm, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownShipment, expect: TAKEN },
      ],
      'input.supplierId': REQUISITION_PARTY('supplier'),
      'input.programId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownLocation, expect: ['ProgramDoesNotExist'] },
      ],
      'input.periodId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownLocation, expect: ['PeriodDoesNotExist'] },
      ],
    },
  },
  updateRnrForm: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: r.ownRnrForm,
        comment: 'Counted',
        lines: [{ id: r.ownRnrFormLine, confirmed: true }],
      },
    }),
    ok: 'RnrFormNode',
    ids: {
      'input.id': NOT_OWN_RNR_FORM,
      'input.lines.id': [
        {
          label: 'another store',
          id: (r) => r.otherRnrFormLine,
          expect: ['RnrFormLineNotFound'],
        },
        {
          label: 'another kind',
          id: (r) => r.ownShipmentLine,
          expect: ['RnrFormLineNotFound'],
        },
      ],
    },
  },
  deleteRnrForm: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownRnrFormToDelete }),
    ok: 'DeletedRnrFormNode',
    ids: { id: NOT_OWN_RNR_FORM },
  },
  finaliseRnrForm: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownRnrFormToFinalise }),
    ok: 'RnrFormNode',
    ids: { id: NOT_OWN_RNR_FORM },
  },
};

const ROWS: Record<string, Row> = {
  ...REQUISITION_ROWS,
  ...RNR_ROWS,
  insertStocktake: {
    as: 'storekeeper',
    args: () => ({ storeId: KHC, input: { id: uuidv7(), createBlankStocktake: true } }),
    ok: 'StocktakeNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherStocktake, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownAdjustment, expect: TAKEN },
      ],
      'input.masterListId': [
        {
          label: 'another store',
          id: () => demoId('master_list:dispensary'),
          expect: ['InvalidMasterList'],
        },
        { label: 'another kind', id: (r) => r.ownLocation, expect: ['InvalidMasterList'] },
      ],
      'input.locationId': [
        { label: 'another store', id: (r) => r.otherLocation, expect: ['InvalidLocation'] },
        { label: 'another kind', id: (r) => r.ownLine, expect: ['InvalidLocation'] },
      ],
      'input.vvmStatusId': [
        { label: 'another store', na: 'VVM statuses are central reference data' },
        { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
      ],
    },
  },
  updateStocktake: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownStocktake, comment: 'Shelf A first' } }),
    ok: 'StocktakeNode',
    ids: { 'input.id': NOT_OWN_STOCKTAKE },
  },
  deleteStocktake: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownStocktakeToDelete }),
    ok: 'DeletedStocktakeRecordsNode',
    ids: { id: NOT_OWN_STOCKTAKE },
  },
  finaliseStocktake: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownStocktakeToFinalise } }),
    ok: 'StocktakeNode',
    ids: { 'input.id': NOT_OWN_STOCKTAKE },
  },
  insertStocktakeLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        stocktakeId: r.ownStocktake,
        lines: [
          {
            id: uuidv7(),
            itemId: r.ownItem,
            countedNumberOfPacks: 2,
            reasonOptionId: r.reasonPlus,
          },
        ],
      },
    }),
    ok: 'StocktakeLinesNode',
    ids: {
      'input.stocktakeId': NOT_OWN_STOCKTAKE,
      'input.lines.id': [
        { label: 'another store', id: (r) => r.otherStocktakeLine, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownAdjustment, expect: TAKEN },
      ],
      'input.lines.itemId': NOT_SEEN_ITEM,
      // The line names its item: a batch named as well is refused before it is looked up
      // (the batch lookup is the store's own, as stocktake.api.test.ts shows).
      'input.lines.stockLineId': [
        { label: 'another store', id: (r) => r.otherLine, expect: ['StockLineXOrItem'] },
        { label: 'another kind', id: (r) => r.ownLocation, expect: ['StockLineXOrItem'] },
      ],
      ...STOCKTAKE_LINE_FIELDS,
    },
  },
  updateStocktakeLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        stocktakeId: r.ownStocktake,
        lines: [{ id: r.ownStocktakeLine, countedNumberOfPacks: 3, reasonOptionId: r.reasonPlus }],
      },
    }),
    ok: 'StocktakeLinesNode',
    ids: {
      'input.stocktakeId': NOT_OWN_STOCKTAKE,
      'input.lines.id': NOT_OWN_STOCKTAKE_LINE,
      ...STOCKTAKE_LINE_FIELDS,
    },
  },
  deleteStocktakeLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { stocktakeId: r.ownStocktake, lineIds: [r.ownStocktakeLineToDelete] },
    }),
    ok: 'DeletedStocktakeRecordsNode',
    ids: { 'input.stocktakeId': NOT_OWN_STOCKTAKE, 'input.lineIds': NOT_OWN_STOCKTAKE_LINE },
  },
  resolveStocktakeMismatch: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        stocktakeId: r.ownStocktake,
        lines: [{ id: r.ownStocktakeLine, resolution: 'KEEP_COUNT' }],
      },
    }),
    ok: 'StocktakeLinesNode',
    ids: { 'input.stocktakeId': NOT_OWN_STOCKTAKE, 'input.lines.id': NOT_OWN_STOCKTAKE_LINE },
  },
  resolveAllStocktakeMismatches: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { stocktakeId: r.ownStocktake, resolution: 'RECOUNT' },
    }),
    ok: 'StocktakeLinesNode',
    ids: { 'input.stocktakeId': NOT_OWN_STOCKTAKE },
  },
  countStocktakeLinesAsSnapshot: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { stocktakeId: r.ownStocktake, lineIds: [r.ownStocktakeLine] },
    }),
    ok: 'StocktakeLinesCountedNode',
    ids: { 'input.stocktakeId': NOT_OWN_STOCKTAKE, 'input.lineIds': NOT_OWN_STOCKTAKE_LINE },
  },
  insertLocation: {
    as: 'storekeeper',
    args: () => ({ storeId: KHC, input: { id: uuidv7(), code: `L-${uuidv7()}`, name: 'Shelf' } }),
    ok: 'LocationNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherLocation, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownRepack, expect: TAKEN },
      ],
    },
  },
  updateLocation: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownLocation, name: 'Renamed shelf' } }),
    ok: 'LocationNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherLocation, expect: ['LocationNotFound'] },
        { label: 'another kind', id: (r) => r.ownLine, expect: ['LocationNotFound'] },
      ],
    },
  },
  deleteLocations: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, ids: [r.ownLocationToDelete] }),
    ok: 'DeleteLocationsNode',
    ids: {
      ids: [
        { label: 'another store', id: (r) => r.otherLocation, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownLine, expect: NOT_FOUND },
      ],
    },
  },
  insertItem: {
    as: 'admin',
    args: () => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        code: `XS-${uuidv7()}`,
        name: 'New item',
        masterListIds: [demoId('master_list:essential-medicines')],
      },
    }),
    ok: 'ItemNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.hiddenItem, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownAdjustment, expect: TAKEN },
      ],
      'input.masterListIds': [
        {
          label: 'another store',
          id: () => demoId('master_list:dispensary'),
          expect: ['MasterListRequired'],
        },
        { label: 'another kind', id: (r) => r.ownLocation, expect: ['MasterListRequired'] },
      ],
    },
  },
  updateItem: {
    as: 'admin',
    args: (r) => ({ storeId: KHC, input: { id: r.ownItem, strength: '250 mg' } }),
    ok: 'ItemNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.hiddenItem, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.reasonPlus, expect: NOT_FOUND },
      ],
    },
  },
  upsertItemVariant: {
    as: 'admin',
    args: (r) => ({
      storeId: KHC,
      input: { id: uuidv7(), itemId: r.ownItem, name: `Variant ${uuidv7()}` },
    }),
    ok: 'ItemVariantNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.hiddenVariant, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownPack, expect: TAKEN },
      ],
      'input.itemId': [
        { label: 'another store', id: (r) => r.hiddenItem, expect: ['ItemNotFound'] },
        { label: 'another kind', id: (r) => r.reasonPlus, expect: ['ItemNotFound'] },
      ],
    },
  },
  deleteItemVariant: {
    as: 'admin',
    args: (r) => ({ storeId: KHC, id: r.ownVariantToDelete }),
    ok: 'DeletedNode',
    ids: {
      id: [
        { label: 'another store', id: (r) => r.hiddenVariant, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownPack, expect: NOT_FOUND },
      ],
    },
  },
  upsertPackVariant: {
    as: 'admin',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        itemId: r.ownItem,
        packSize: ++packSerial,
        name: 'Carton',
        abbreviation: 'ct',
      },
    }),
    ok: 'PackVariantNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.hiddenPack, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownVariant, expect: TAKEN },
      ],
      'input.itemId': [
        { label: 'another store', id: (r) => r.hiddenItem, expect: ['ItemNotFound'] },
        { label: 'another kind', id: (r) => r.reasonPlus, expect: ['ItemNotFound'] },
      ],
    },
  },
  deletePackVariant: {
    as: 'admin',
    args: (r) => ({ storeId: KHC, id: r.ownPackToDelete }),
    ok: 'DeletedNode',
    ids: {
      id: [
        { label: 'another store', id: (r) => r.hiddenPack, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownVariant, expect: NOT_FOUND },
      ],
    },
  },
  upsertBundledItem: {
    as: 'admin',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        principalItemVariantId: r.ownVariant,
        bundledItemVariantId: r.ownVariant2,
        ratio: 2,
      },
    }),
    ok: 'BundledItemNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.hiddenBundle, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownPack, expect: TAKEN },
      ],
      'input.principalItemVariantId': [
        { label: 'another store', id: (r) => r.hiddenVariant, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownPack, expect: NOT_FOUND },
      ],
      'input.bundledItemVariantId': [
        { label: 'another store', id: (r) => r.hiddenVariant2, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownPack, expect: NOT_FOUND },
      ],
    },
  },
  deleteBundledItem: {
    as: 'admin',
    args: (r) => ({ storeId: KHC, id: r.ownBundleToDelete }),
    ok: 'DeletedNode',
    ids: {
      id: [
        { label: 'another store', id: (r) => r.hiddenBundle, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownVariant, expect: NOT_FOUND },
      ],
    },
  },
  insertBarcode: {
    as: 'admin',
    args: (r) => ({ storeId: KHC, input: { id: uuidv7(), gtin: freshGtin(), itemId: r.ownItem } }),
    ok: 'BarcodeNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.hiddenBarcode, expect: TAKEN },
        { label: 'another kind', id: (r) => r.reasonPlus, expect: TAKEN },
      ],
      'input.itemId': [
        { label: 'another store', id: (r) => r.hiddenItem, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.reasonPlus, expect: NOT_FOUND },
      ],
    },
  },
  // Programs: central data (services of modules/programs); a program is built on a master
  // list the editing store sees.
  upsertProgram: {
    as: 'admin',
    args: () => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        name: `Program ${uuidv7()}`,
        masterListId: demoId('master_list:vaccines'),
      },
    }),
    ok: 'ProgramRecordNode',
    ids: {
      'input.id': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: TAKEN },
      ],
      'input.masterListId': [
        {
          label: 'another store',
          id: () => demoId('master_list:dispensary'),
          expect: ['LinkedRecordNotFound'],
        },
        { label: 'another kind', id: (r) => r.ownItem, expect: ['LinkedRecordNotFound'] },
      ],
    },
  },
  upsertPeriodSchedule: {
    as: 'admin',
    args: () => ({ storeId: KHC, input: { id: uuidv7(), name: `Schedule ${uuidv7()}` } }),
    ok: 'PeriodScheduleNode',
    ids: {
      'input.id': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: TAKEN },
      ],
    },
  },
  upsertPeriod: {
    as: 'admin',
    args: () => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        periodScheduleId: demoId('period_schedule:monthly'),
        name: 'January 2040',
        startDate: '2040-01-01',
        endDate: '2040-01-31',
      },
    }),
    ok: 'PeriodNode',
    ids: {
      'input.id': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: TAKEN },
      ],
      'input.periodScheduleId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: ['LinkedRecordNotFound'] },
      ],
    },
  },
  upsertProgramRequisitionSettings: {
    as: 'admin',
    // The demo's own settings, saved as they are.
    args: () => ({
      storeId: KHC,
      input: {
        id: demoId('program_requisition_settings:essential:facility'),
        programId: demoId('program:essential'),
        nameTagId: demoId('name_tag:facility'),
        periodScheduleId: demoId('period_schedule:monthly'),
      },
    }),
    ok: 'ProgramRequisitionSettingsNode',
    ids: {
      'input.id': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: TAKEN },
      ],
      'input.programId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: NOT_FOUND },
      ],
      'input.nameTagId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: ['LinkedRecordNotFound'] },
      ],
      'input.periodScheduleId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: ['LinkedRecordNotFound'] },
      ],
    },
  },
  upsertProgramOrderType: {
    as: 'admin',
    args: () => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        programRequisitionSettingsId: demoId('program_requisition_settings:hiv:district'),
        name: `Type ${uuidv7()}`,
        thresholdMos: 1,
        maxMos: 2,
        maxOrderPerPeriod: 1,
        isEmergency: false,
        maxItemsInEmergencyOrder: 0,
      },
    }),
    ok: 'ProgramOrderTypeNode',
    ids: {
      'input.id': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: TAKEN },
      ],
      'input.programRequisitionSettingsId': [
        CENTRAL_PROGRAMS,
        { label: 'another kind', id: (r) => r.ownItem, expect: ['LinkedRecordNotFound'] },
      ],
    },
  },
  insertReasonOption: {
    as: 'admin',
    args: () => ({
      storeId: KHC,
      id: uuidv7(),
      type: 'POSITIVE_INVENTORY_ADJUSTMENT',
      reason: 'Returned by a ward',
    }),
    ok: 'ReasonOptionNode',
    ids: {
      id: [
        CENTRAL_REASONS,
        { label: 'another kind', id: (r) => r.ownItem, expect: TAKEN },
        {
          label: 'another kind (a reason of another type)',
          id: (r) => r.reasonMinus,
          expect: TAKEN,
        },
      ],
    },
  },
  updateReasonOption: {
    as: 'admin',
    args: (r) => ({ storeId: KHC, id: r.reasonMinus, reason: 'Damaged in store' }),
    ok: 'ReasonOptionNode',
    ids: {
      id: [CENTRAL_REASONS, { label: 'another kind', id: (r) => r.ownItem, expect: NOT_FOUND }],
    },
  },
  // Stock: services of modules/stock.
  insertInventoryAdjustment: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        stockLineId: r.ownLine,
        adjustment: 1,
        adjustmentType: 'ADDITION',
        reasonId: r.reasonPlus,
      },
    }),
    ok: 'InventoryAdjustmentNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherAdjustment },
        { label: 'another kind', id: (r) => r.ownRepack },
      ],
      'input.stockLineId': [
        { label: 'another store', id: (r) => r.otherLine, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
      ],
      'input.reasonId': [CENTRAL_REASONS, { label: 'another kind', id: (r) => r.ownLocation }],
    },
  },
  insertStockLine: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        invoiceId: uuidv7(),
        itemId: r.ownItem,
        packSize: 100,
        numberOfPacks: 2,
        reasonId: r.reasonPlus,
      },
    }),
    ok: 'InventoryAdjustmentNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherNewLine.id },
        { label: 'another kind', id: (r) => r.ownAdjustment },
      ],
      'input.invoiceId': [
        { label: 'another store', id: (r) => r.otherNewLine.invoiceId },
        { label: 'another kind', id: (r) => r.ownRepack },
      ],
      'input.itemId': [
        { label: 'another store', id: (r) => r.hiddenItem },
        { label: 'another kind', id: (r) => r.ownLocation },
      ],
      'input.locationId': [
        { label: 'another store', id: (r) => r.otherLocation },
        { label: 'another kind', id: (r) => r.ownLine },
      ],
      'input.reasonId': [CENTRAL_REASONS, { label: 'another kind', id: (r) => r.ownLocation }],
      'input.donorId': [CENTRAL_NAMES, { label: 'another kind', id: (r) => r.ownLocation }],
      'input.supplierId': [CENTRAL_NAMES, { label: 'another kind', id: (r) => r.ownLocation }],
    },
  },
  updateStockLine: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownLine, note: 'Counted' } }),
    ok: 'StockLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherLine, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
      ],
      'input.locationId': [
        { label: 'another store', id: (r) => r.otherLocation },
        { label: 'another kind', id: (r) => r.ownLine },
      ],
      'input.donorId': [CENTRAL_NAMES, { label: 'another kind', id: (r) => r.ownLocation }],
    },
  },
  updateStockLineVvmStatus: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownVaccineLine, vvmStatusId: r.vvmStatus } }),
    ok: 'StockLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherLine, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
      ],
      'input.vvmStatusId': [
        { label: 'another store', na: 'VVM statuses are central reference data' },
        { label: 'another kind', id: (r) => r.ownLocation },
      ],
    },
  },
  insertRepack: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { id: uuidv7(), stockLineId: r.ownLine, numberOfPacks: 1, newPackSize: 5 },
    }),
    ok: 'RepackNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherRepack },
        { label: 'another kind', id: (r) => r.ownAdjustment },
      ],
      'input.stockLineId': [
        { label: 'another store', id: (r) => r.otherLine },
        { label: 'another kind', id: (r) => r.ownLocation },
      ],
      'input.newLocationId': [
        { label: 'another store', id: (r) => r.otherLocation },
        { label: 'another kind', id: (r) => r.ownLine },
      ],
    },
  },
  // Outbound shipments: services of modules/invoices/outbound-shipment.
  insertOutboundShipment: {
    as: 'storekeeper',
    args: () => ({ storeId: KHC, input: { id: uuidv7(), otherPartyId: demoId('name:DNS') } }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherShipment, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownRepack, expect: TAKEN },
      ],
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
    },
  },
  updateOutboundShipment: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownShipment, comment: 'Packed with care' } }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': NOT_OWN_SHIPMENT,
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
    },
  },
  deleteOutboundShipment: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownShipmentToDelete }),
    ok: 'DeleteResponse',
    ids: {
      id: NOT_OWN_SHIPMENT,
    },
  },
  insertOutboundShipmentLine: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        invoiceId: r.ownShipment,
        stockLineId: r.ownFreeBatch,
        numberOfPacks: 1,
      },
    }),
    ok: 'InvoiceLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherShipmentLine, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownRepack, expect: TAKEN },
      ],
      'input.invoiceId': NOT_OWN_SHIPMENT,
      'input.stockLineId': NOT_OWN_BATCH,
    },
  },
  updateOutboundShipmentLine: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownShipmentLine, numberOfPacks: 2 } }),
    ok: 'InvoiceLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherShipmentLine, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownPlaceholder, expect: NOT_FOUND },
        {
          label: 'another kind (a line of another document)',
          id: (r) => r.ownAdjustmentLine,
          expect: NOT_FOUND,
        },
      ],
      'input.stockLineId': NOT_OWN_BATCH,
    },
  },
  deleteOutboundShipmentLine: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownShipmentLineToDelete }),
    ok: 'DeleteResponse',
    ids: {
      id: [
        { label: 'another store', id: (r) => r.otherShipmentLine, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownAdjustmentLine, expect: NOT_FOUND },
      ],
    },
  },
  insertOutboundShipmentUnallocatedLine: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { id: uuidv7(), invoiceId: r.ownShipment, itemId: r.ownItem, quantity: 5 },
    }),
    ok: 'InvoiceLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherPlaceholder, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownRepack, expect: TAKEN },
      ],
      'input.invoiceId': NOT_OWN_SHIPMENT,
      'input.itemId': NOT_SEEN_ITEM,
    },
  },
  updateOutboundShipmentUnallocatedLine: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownPlaceholder, quantity: 3 } }),
    ok: 'InvoiceLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherPlaceholder, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownShipmentLine, expect: NOT_FOUND },
      ],
    },
  },
  issueOutboundShipmentItem: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { invoiceId: r.ownShipmentToIssue, itemId: r.ownItem, quantity: 100 },
    }),
    ok: 'IssuedItemNode',
    ids: {
      'input.invoiceId': NOT_OWN_SHIPMENT,
      'input.itemId': NOT_SEEN_ITEM,
    },
  },
  issueOutboundShipmentItems: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { invoiceId: r.ownShipmentToIssue, items: [{ itemId: r.ownItem, quantity: 100 }] },
    }),
    ok: 'IssuedItemsNode',
    ids: {
      'input.invoiceId': NOT_OWN_SHIPMENT,
      'input.items.itemId': NOT_SEEN_ITEM,
    },
  },
  addToOutboundShipmentFromMasterList: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        shipmentId: r.ownShipmentToMara,
        masterListId: demoId('master_list:essential-medicines'),
      },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.shipmentId': NOT_OWN_SHIPMENT,
      // A list the customer is not joined to (the Mara post has no vaccines list).
      'input.masterListId': [
        { label: 'another store', id: () => demoId('master_list:vaccines'), expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
      ],
    },
  },
  // Inbound shipments (receipts): services of modules/invoices/inbound-shipment.
  insertInboundShipment: {
    as: 'storekeeper',
    args: () => ({
      storeId: KHC,
      input: { id: uuidv7(), otherPartyId: demoId('name:SUP-UNICEF') },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherReceipt, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownShipment, expect: TAKEN },
      ],
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
    },
  },
  updateInboundShipment: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownReceipt, comment: 'Seal intact' } }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': NOT_OWN_RECEIPT,
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
    },
  },
  deleteInboundShipment: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownReceiptToDelete }),
    ok: 'DeleteResponse',
    ids: { id: NOT_OWN_RECEIPT },
  },
  insertInboundShipmentLine: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        invoiceId: r.ownReceipt,
        itemId: r.ownItem,
        packSize: 10,
        numberOfPacks: 3,
      },
    }),
    ok: 'InvoiceLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherReceiptLine, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownShipmentLine, expect: TAKEN },
      ],
      'input.invoiceId': NOT_OWN_RECEIPT,
      'input.itemId': NOT_SEEN_ITEM,
      ...STOCK_IN_FIELDS,
    },
  },
  updateInboundShipmentLine: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownReceiptLine, numberOfPacks: 5 } }),
    ok: 'InvoiceLineNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherReceiptLine, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownShipmentLine, expect: NOT_FOUND },
      ],
      ...STOCK_IN_FIELDS,
    },
  },
  addToInboundShipmentFromMasterList: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: { shipmentId: r.ownReceipt, masterListId: demoId('master_list:vaccines') },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.shipmentId': NOT_OWN_RECEIPT,
      // A list the store is not joined to (Kibera has no HIV, TB and malaria list).
      'input.masterListId': [
        {
          label: 'another store',
          id: () => demoId('master_list:hiv-tb-malaria'),
          expect: NOT_FOUND,
        },
        { label: 'another kind', id: (r) => r.ownLocation, expect: NOT_FOUND },
      ],
    },
  },
  deleteInboundShipmentLine: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownReceiptLineToDelete }),
    ok: 'DeleteResponse',
    ids: {
      id: [
        { label: 'another store', id: (r) => r.otherReceiptLine, expect: NOT_FOUND },
        { label: 'another kind', id: (r) => r.ownShipmentLine, expect: NOT_FOUND },
      ],
    },
  },

  // Supplier returns: services of modules/invoices/supplier-return.
  insertSupplierReturn: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        otherPartyId: demoId('name:SUP-UNICEF'),
        lines: [
          {
            id: uuidv7(),
            stockLineId: r.ownReturnBatch,
            numberOfPacks: 1,
            reasonId: r.returnReason,
          },
        ],
      },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherSupplierReturn, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownShipment, expect: TAKEN },
      ],
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
      'input.inboundShipmentId': [
        {
          label: 'another store',
          id: (r) => r.otherReceipt,
          expect: ['InboundShipmentDoesNotBelongToCurrentStore'],
        },
        {
          label: 'another kind',
          id: (r) => r.ownShipment,
          expect: ['OriginalInvoiceNotAnInboundShipment'],
        },
      ],
      ...SUPPLIER_RETURN_LINE_IDS('input.lines'),
    },
  },
  updateSupplierReturn: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownSupplierReturn, comment: 'Recall 12' } }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': NOT_OWN_SUPPLIER_RETURN,
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
    },
  },
  updateSupplierReturnLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        returnId: r.ownSupplierReturn,
        lines: [
          {
            id: r.ownSupplierReturnLine,
            stockLineId: r.ownReturnBatch,
            numberOfPacks: 2,
            reasonId: r.returnReason,
          },
        ],
      },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.returnId': NOT_OWN_SUPPLIER_RETURN,
      ...SUPPLIER_RETURN_LINE_IDS('input.lines'),
    },
  },
  deleteSupplierReturn: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownSupplierReturnToDelete }),
    ok: 'DeleteResponse',
    ids: { id: NOT_OWN_SUPPLIER_RETURN },
  },
  // Customer returns: services of modules/invoices/customer-return.
  insertCustomerReturn: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        id: uuidv7(),
        otherPartyId: demoId('name:DNS'),
        lines: [returnedByHand(r.returnReason)],
      },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': [
        { label: 'another store', id: (r) => r.otherCustomerReturn, expect: TAKEN },
        { label: 'another kind', id: (r) => r.ownShipment, expect: TAKEN },
      ],
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
      'input.outboundShipmentId': [
        {
          label: 'another store',
          id: (r) => r.otherShipment,
          expect: ['OutboundShipmentDoesNotBelongToCurrentStore'],
        },
        {
          label: 'another kind',
          id: (r) => r.ownReceipt,
          expect: ['OriginalInvoiceNotAnOutboundShipment'],
        },
      ],
      ...CUSTOMER_RETURN_LINE_IDS,
    },
  },
  updateCustomerReturn: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, input: { id: r.ownCustomerReturn, comment: 'Unopened' } }),
    ok: 'InvoiceNode',
    ids: {
      'input.id': NOT_OWN_CUSTOMER_RETURN,
      'input.otherPartyId': [
        { label: 'another store', id: (r) => r.otherCustomer, expect: ['OtherPartyNotVisible'] },
        ...NOT_A_TRADING_PARTNER,
      ],
    },
  },
  updateCustomerReturnLines: {
    as: 'storekeeper',
    args: (r) => ({
      storeId: KHC,
      input: {
        returnId: r.ownCustomerReturn,
        lines: [{ ...returnedByHand(r.returnReason), id: r.ownCustomerReturnLine }],
      },
    }),
    ok: 'InvoiceNode',
    ids: {
      'input.returnId': NOT_OWN_CUSTOMER_RETURN,
      ...CUSTOMER_RETURN_LINE_IDS,
    },
  },
  deleteCustomerReturn: {
    as: 'storekeeper',
    args: (r) => ({ storeId: KHC, id: r.ownCustomerReturnToDelete }),
    ok: 'DeleteResponse',
    ids: { id: NOT_OWN_CUSTOMER_RETURN },
  },
};

// ---- what "changes nothing" compares

async function snapshot(h: Harness, id: string) {
  const db = h.deps.db;
  const rows: Record<string, unknown> = {};
  for (const table of await tablesHoldingId(db, id))
    rows[table] = await db.selectFrom(table).selectAll().where('id', '=', id).execute();
  const count = async (table: 'changelog' | 'stock_movement') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { rows, changelog: await count('changelog'), ledger: await count('stock_movement') };
}

// ---- the tests

let h: Harness;
let records: Records;
const callers: Partial<Record<Row['as'], As>> = {};
beforeAll(async () => {
  h = await createHarness();
  callers.admin = await h.as('admin');
  callers.storekeeper = await h.as('storekeeper');
  records = await givenRecords(h, callers.admin);
}, 120_000);
afterAll(async () => {
  await h.close();
});

describe('no write crosses a store', () => {
  it('covers every mutation that takes an id, every id it takes, from another store and of another kind', () => {
    const missing: string[] = [];
    for (const [name, paths] of mutationsTakingIds()) {
      const row = ROWS[name];
      if (!row) {
        missing.push(`${name} (not in the table)`);
        continue;
      }
      for (const path of paths) {
        const labels = (row.ids[path] ?? []).map((c) => c.label);
        for (const needed of ['another store', 'another kind'])
          if (!labels.includes(needed)) missing.push(`${name} ${path}: ${needed}`);
      }
      for (const path of Object.keys(row.ids))
        if (!paths.includes(path)) missing.push(`${name} ${path}: no longer in the schema`);
    }
    for (const name of Object.keys(ROWS))
      if (!mutationsTakingIds().has(name)) missing.push(`${name}: no longer takes an id`);
    expect(missing).toEqual([]);
  });

  for (const [name, row] of Object.entries(ROWS)) {
    it(`${name}: an id of another store's record or of another kind is refused and changes nothing`, async () => {
      const as = callers[row.as];
      if (!as) throw new Error('callers not signed in');
      const failures: string[] = [];
      for (const [path, cases] of Object.entries(row.ids)) {
        for (const c of cases) {
          if ('na' in c) continue;
          const id = c.id(records);
          const args = withValue(row.args(records), path, id);
          const before = await snapshot(h, id);
          const res = await as<Record<string, Answer>>(documentFor(name), args);
          const answer = res.data?.[name];
          const error = typedError(answer);
          const after = await snapshot(h, id);
          const what = `${name} ${path} = ${c.label}'s id`;
          if (!error)
            failures.push(
              `${what}: answered ${JSON.stringify(answer ?? res.errors)}, not a typed error`,
            );
          else if (c.expect && !c.expect.includes(error))
            failures.push(`${what}: answered ${error}, expected ${c.expect.join(' or ')}`);
          if (JSON.stringify(after) !== JSON.stringify(before))
            failures.push(`${what}: changed data (${JSON.stringify({ before, after })})`);
        }
      }
      // The same call with the store's own records goes through (and what it starts in
      // another store, a transfer, is done before the next row looks at the data).
      const res = await as<Record<string, Answer>>(documentFor(name), row.args(records));
      await h.deps.transfers.idle();
      const answer = res.data?.[name];
      if (answer?.__typename !== row.ok || typedError(answer))
        failures.push(`${name} with own records: ${JSON.stringify(answer ?? res.errors)}`);
      expect(failures).toEqual([]);
    });
  }
});
