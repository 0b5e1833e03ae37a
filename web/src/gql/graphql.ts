/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddToInboundShipmentFromMasterListInput = {
  /** A master list joined to the store's own name (masterLists without nameId). */
  masterListId: string;
  shipmentId: string;
};

export type AddToOutboundShipmentFromMasterListInput = {
  /** A master list joined to the shipment's customer. */
  masterListId: string;
  shipmentId: string;
};

export type AdjustmentTypeInput =
  | 'ADDITION'
  | 'REDUCTION';

export type AllocationNoteKind =
  | 'CANNOT_CREATE_PLACEHOLDER'
  | 'EXPIRING_SOON'
  | 'OVER_ALLOCATED'
  | 'PARTIAL_PACK'
  | 'PLACEHOLDER'
  | 'SKIPPED';

export type BundledItemInput = {
  bundledItemVariantId: string;
  id: string;
  principalItemVariantId: string;
  ratio: number;
};

export type CountStocktakeLinesAsSnapshotInput = {
  filter?: StocktakeLineFilterInput | null | undefined;
  /** These lines; without, every line the filter keeps. */
  lineIds?: Array<string> | null | undefined;
  stocktakeId: string;
};

export type CreateRequisitionShipmentInput = {
  /** The new shipment's id, once per draft. */
  id: string;
  responseRequisitionId: string;
};

export type CustomerReturnLineInput = {
  batch?: string | null | undefined;
  expiryDate?: string | null | undefined;
  /** Client-generated id (UUID) of the line. */
  id: string;
  /** A batch entered by hand: its item. */
  itemId?: string | null | undefined;
  itemVariantId?: string | null | undefined;
  /** Where the returned stock goes when received. */
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  /** Packs coming back (0 only while NEW). */
  numberOfPacks: number;
  /** A line of the return's outbound shipment brought back: its item, batch, expiry and pack size are copied. */
  outboundShipmentLineId?: string | null | undefined;
  /** A batch entered by hand: its pack size. */
  packSize?: number | null | undefined;
  /** A reason option of type RETURN_REASON. */
  reasonId?: string | null | undefined;
  vvmStatusId?: string | null | undefined;
};

export type DateFilterInput = {
  afterOrEqualTo?: string | null | undefined;
  beforeOrEqualTo?: string | null | undefined;
  equalTo?: string | null | undefined;
};

export type DatetimeFilterInput = {
  afterOrEqualTo?: string | null | undefined;
  beforeOrEqualTo?: string | null | undefined;
  equalTo?: string | null | undefined;
};

export type DeleteRequisitionLinesInput = {
  lineIds: Array<string>;
  requisitionId: string;
};

export type DeleteStocktakeLinesInput = {
  lineIds: Array<string>;
  stocktakeId: string;
};

export type EqualFilterStringInput = {
  equalAny?: Array<string> | null | undefined;
  equalTo?: string | null | undefined;
  notEqualAll?: Array<string> | null | undefined;
  notEqualTo?: string | null | undefined;
};

export type FinaliseStocktakeInput = {
  /** Delete the lines nobody counted; by default they stay, unchanged. */
  deleteUncountedLines?: boolean | null | undefined;
  id: string;
};

export type InsertCustomerReturnInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  lines?: Array<CustomerReturnLineInput> | null | undefined;
  /** A visible customer of the store. */
  otherPartyId: string;
  /** The store's outbound shipment brought back (SHIPPED or later): the return's original shipment. */
  outboundShipmentId?: string | null | undefined;
  /** Default: VERIFIED when made from an outbound shipment, NEW otherwise. */
  status?: InsertCustomerReturnStatusInput | null | undefined;
  theirReference?: string | null | undefined;
};

export type InsertCustomerReturnStatusInput =
  | 'NEW'
  | 'RECEIVED'
  | 'VERIFIED';

export type InsertInboundShipmentInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  /** A visible supplier of the store. */
  otherPartyId: string;
  theirReference?: string | null | undefined;
};

export type InsertInboundShipmentLineInput = {
  batch?: string | null | undefined;
  costPricePerPack?: number | null | undefined;
  /** A name marked as donor. */
  donorId?: string | null | undefined;
  expiryDate?: string | null | undefined;
  id: string;
  invoiceId: string;
  itemId: string;
  itemVariantId?: string | null | undefined;
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  numberOfPacks: number;
  packSize: number;
  sellPricePerPack?: number | null | undefined;
  vvmStatusId?: string | null | undefined;
};

export type InsertInventoryAdjustmentInput = {
  /** Packs to add or remove (greater than zero). */
  adjustment: number;
  /** When it happened, if earlier than now. */
  adjustmentDatetime?: string | null | undefined;
  adjustmentType: AdjustmentTypeInput;
  /** Client-generated id (UUID) of the adjustment document. */
  id: string;
  reasonId?: string | null | undefined;
  stockLineId: string;
};

export type InsertItemInput = {
  code?: string | null | undefined;
  defaultPackSize?: number | null | undefined;
  dosesPerUnit?: number | null | undefined;
  form?: string | null | undefined;
  id: string;
  isVaccine?: boolean | null | undefined;
  manufacturer?: string | null | undefined;
  /** Master lists of the store the new item joins (at least one). */
  masterListIds: Array<string>;
  name?: string | null | undefined;
  strength?: string | null | undefined;
  type?: ItemType | null | undefined;
  unitName?: string | null | undefined;
  universalCode?: string | null | undefined;
  universalName?: string | null | undefined;
  volumePerOuterPack?: number | null | undefined;
  volumePerPack?: number | null | undefined;
  volumePerUnit?: number | null | undefined;
};

export type InsertOutboundShipmentInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  /** A visible customer of the store. */
  otherPartyId: string;
  theirReference?: string | null | undefined;
};

export type InsertRepackInput = {
  /** Client-generated id of the repack document. */
  id: string;
  newLocationId?: string | null | undefined;
  newPackSize: number;
  /** Whole packs of the line to repack. */
  numberOfPacks: number;
  stockLineId: string;
};

export type InsertResponseRequisitionInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  expectedDeliveryDate?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  maxMonthsOfStock: number;
  minMonthsOfStock: number;
  /** A visible customer (a paper order, or a customer not on the system). */
  otherPartyId: string;
  theirReference?: string | null | undefined;
};

export type InsertResponseRequisitionLineInput = {
  /** The customer's, on a hand-entered one. */
  availableStockOnHand?: number | null | undefined;
  /** The customer's, on a hand-entered one. */
  averageMonthlyConsumption?: number | null | undefined;
  comment?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  itemId: string;
  /** Only on a requisition entered by hand. */
  requestedQuantity?: number | null | undefined;
  supplyQuantity?: number | null | undefined;
};

export type InsertResponseRequisitionLinesInput = {
  lines: Array<InsertResponseRequisitionLineInput>;
  requisitionId: string;
};

export type InsertStockLineInput = {
  barcode?: string | null | undefined;
  batch?: string | null | undefined;
  costPricePerPack?: number | null | undefined;
  /** A name marked as donor. */
  donorId?: string | null | undefined;
  expiryDate?: string | null | undefined;
  /** Client-generated id of the new stock line. */
  id: string;
  /** Client-generated id of the addition document. */
  invoiceId: string;
  itemId: string;
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  numberOfPacks: number;
  onHold?: boolean | null | undefined;
  packSize: number;
  reasonId?: string | null | undefined;
  sellPricePerPack?: number | null | undefined;
  /** A name marked as supplier. */
  supplierId?: string | null | undefined;
};

/** DOCUMENTS.md 9.1, the first that applies: blank; initial (only in a store without any stocktake: a line per stock item, snapshot 0); all items (a line per batch holding stock, one without a batch for an item with none); a master list with all its items (the same over the list); else the batches holding stock, filtered by any of master list, location, VVM status and expiry. */
export type InsertStocktakeInput = {
  comment?: string | null | undefined;
  createBlankStocktake?: boolean | null | undefined;
  description?: string | null | undefined;
  expiresBefore?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  includeAllMasterListItems?: boolean | null | undefined;
  isAllItemsStocktake?: boolean | null | undefined;
  isInitialStocktake?: boolean | null | undefined;
  locationId?: string | null | undefined;
  masterListId?: string | null | undefined;
  stocktakeDate?: string | null | undefined;
  vvmStatusId?: string | null | undefined;
};

export type InsertStocktakeLineInput = {
  batch?: string | null | undefined;
  comment?: string | null | undefined;
  costPricePerPack?: number | null | undefined;
  /** The count in packs; null: uncounted. */
  countedNumberOfPacks?: number | null | undefined;
  /** The count in units, when not given in packs. */
  countedUnits?: number | null | undefined;
  donorId?: string | null | undefined;
  expiryDate?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  /** An item found without a batch (or else stockLineId). */
  itemId?: string | null | undefined;
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  /** Only for a line without a batch. */
  packSize?: number | null | undefined;
  reasonOptionId?: string | null | undefined;
  sellPricePerPack?: number | null | undefined;
  /** A batch of the store (or else itemId). */
  stockLineId?: string | null | undefined;
  vvmStatusId?: string | null | undefined;
};

export type InsertStocktakeLinesInput = {
  lines: Array<InsertStocktakeLineInput>;
  stocktakeId: string;
};

export type InsertSupplierReturnInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  /** Client-generated id (UUID), once per draft. */
  id: string;
  /** The store's inbound shipment sent back (DELIVERED, RECEIVED or VERIFIED): the return's original shipment. */
  inboundShipmentId?: string | null | undefined;
  lines?: Array<SupplierReturnLineInput> | null | undefined;
  /** A visible supplier of the store. */
  otherPartyId: string;
  /** Default: SHIPPED when made from an inbound shipment, NEW otherwise. */
  status?: InsertSupplierReturnStatusInput | null | undefined;
  theirReference?: string | null | undefined;
};

export type InsertSupplierReturnStatusInput =
  | 'NEW'
  | 'PICKED'
  | 'SHIPPED';

export type InvoiceFilterInput = {
  createdDatetime?: DatetimeFilterInput | null | undefined;
  id?: EqualFilterStringInput | null | undefined;
  invoiceNumber?: NumberFilterInput | null | undefined;
  onHold?: boolean | null | undefined;
  otherPartyName?: StringFilterInput | null | undefined;
  status?: EqualFilterStringInput | null | undefined;
};

export type InvoiceLineNodeType =
  | 'SERVICE'
  | 'STOCK_IN'
  | 'STOCK_OUT'
  | 'UNALLOCATED_STOCK';

export type InvoiceNodeStatus =
  | 'ALLOCATED'
  | 'CANCELLED'
  | 'DELIVERED'
  | 'NEW'
  | 'PICKED'
  | 'RECEIVED'
  | 'SHIPPED'
  | 'VERIFIED';

export type InvoiceNodeType =
  | 'CUSTOMER_RETURN'
  | 'INBOUND_SHIPMENT'
  | 'INVENTORY_ADDITION'
  | 'INVENTORY_REDUCTION'
  | 'OUTBOUND_SHIPMENT'
  | 'PRESCRIPTION'
  | 'REPACK'
  | 'SUPPLIER_RETURN';

export type InvoiceSortFieldInput =
  | 'allocatedDatetime'
  | 'comment'
  | 'createdDatetime'
  | 'deliveredDatetime'
  | 'invoiceNumber'
  | 'otherPartyName'
  | 'pickedDatetime'
  | 'shippedDatetime'
  | 'status'
  | 'theirReference'
  | 'transportReference'
  | 'verifiedDatetime';

export type InvoiceSortInput = {
  desc?: boolean | null | undefined;
  key: InvoiceSortFieldInput;
};

export type IssueOutboundShipmentItemInput = {
  invoiceId: string;
  itemId: string;
  /** Units of the item the shipment should hold in all (0 takes it off). */
  quantity: number;
};

export type ItemFilterInput = {
  code?: StringFilterInput | null | undefined;
  codeOrName?: StringFilterInput | null | undefined;
  hasStock?: boolean | null | undefined;
  id?: EqualFilterStringInput | null | undefined;
  isVaccine?: boolean | null | undefined;
  masterListId?: EqualFilterStringInput | null | undefined;
  /** Items in this stock status or any of these (usable stock against AMC). */
  stockStatus?: StockStatusFilterInput | null | undefined;
  type?: EqualFilterStringInput | null | undefined;
};

export type ItemSortFieldInput =
  | 'availableStockOnHand'
  | 'averageMonthlyConsumption'
  | 'code'
  | 'monthsOfStock'
  | 'name'
  | 'stockOnHand'
  | 'type';

export type ItemSortInput = {
  desc?: boolean | null | undefined;
  key: ItemSortFieldInput;
};

export type ItemType =
  | 'NON_STOCK'
  | 'SERVICE'
  | 'STOCK';

export type ItemVariantInput = {
  dosesPerUnit?: number | null | undefined;
  id: string;
  itemId: string;
  manufacturer?: string | null | undefined;
  name: string;
  vvmType?: string | null | undefined;
};

export type LocationInput = {
  code?: string | null | undefined;
  id: string;
  locationType?: string | null | undefined;
  name?: string | null | undefined;
  onHold?: boolean | null | undefined;
};

export type NameFilterInput = {
  codeOrName?: StringFilterInput | null | undefined;
  isCustomer?: boolean | null | undefined;
  isDonor?: boolean | null | undefined;
  isSupplier?: boolean | null | undefined;
  /** Only names this store trades with in this role (visible to it as a customer or a supplier), never the store's own name: the parties its documents may name. */
  tradingRole?: NameTradingRole | null | undefined;
};

export type NameTradingRole =
  | 'CUSTOMER'
  | 'SUPPLIER';

export type NumberFilterInput = {
  afterOrEqualTo?: number | null | undefined;
  beforeOrEqualTo?: number | null | undefined;
  equalTo?: number | null | undefined;
};

export type PackVariantInput = {
  abbreviation: string;
  id: string;
  itemId: string;
  name: string;
  packSize: number;
};

export type PaginationInput = {
  /** Rows to answer (default 20, at most 1000). */
  first?: number | null | undefined;
  /** Rows to skip (default 0). */
  offset?: number | null | undefined;
};

export type ReasonOptionType =
  | 'NEGATIVE_INVENTORY_ADJUSTMENT'
  | 'OPEN_VIAL_WASTAGE'
  | 'POSITIVE_INVENTORY_ADJUSTMENT'
  | 'REQUISITION_LINE_VARIANCE'
  | 'RETURN_REASON';

export type RequisitionApprovalAction =
  | 'APPROVE'
  | 'DENY';

export type RequisitionFilterInput = {
  approvalStatus?: EqualFilterStringInput | null | undefined;
  comment?: StringFilterInput | null | undefined;
  createdDatetime?: DatetimeFilterInput | null | undefined;
  finalisedDatetime?: DatetimeFilterInput | null | undefined;
  id?: EqualFilterStringInput | null | undefined;
  otherPartyId?: EqualFilterStringInput | null | undefined;
  otherPartyName?: StringFilterInput | null | undefined;
  requisitionNumber?: NumberFilterInput | null | undefined;
  sentDatetime?: DatetimeFilterInput | null | undefined;
  status?: EqualFilterStringInput | null | undefined;
  theirReference?: StringFilterInput | null | undefined;
  type?: EqualFilterStringInput | null | undefined;
};

export type RequisitionLineApprovalInput = {
  approvalComment?: string | null | undefined;
  approvedQuantity: number;
  id: string;
};

export type RequisitionNodeApprovalStatus =
  | 'APPROVED'
  | 'DENIED'
  | 'NONE'
  | 'PENDING';

export type RequisitionNodeStatus =
  | 'DRAFT'
  | 'FINALISED'
  | 'NEW'
  | 'SENT';

export type RequisitionNodeType =
  | 'REQUEST'
  | 'RESPONSE';

export type RequisitionSortFieldInput =
  | 'comment'
  | 'createdDatetime'
  | 'expectedDeliveryDate'
  | 'finalisedDatetime'
  | 'orderType'
  | 'otherPartyName'
  | 'periodStartDate'
  | 'programName'
  | 'requisitionNumber'
  | 'sentDatetime'
  | 'theirReference';

export type RequisitionSortInput = {
  desc?: boolean | null | undefined;
  key: RequisitionSortFieldInput;
};

export type ResolveAllStocktakeMismatchesInput = {
  resolution: StocktakeMismatchResolution;
  stocktakeId: string;
};

export type ResolveStocktakeMismatchInput = {
  lines: Array<StocktakeLineResolutionInput>;
  stocktakeId: string;
};

/** Decision 10: approve (a line not named is approved as requested; supply becomes the approved quantity) or deny a PENDING customer requisition. */
export type ResponseRequisitionApprovalInput = {
  action: RequisitionApprovalAction;
  id: string;
  lines?: Array<RequisitionLineApprovalInput> | null | undefined;
};

export type StockLineFilterInput = {
  batch?: StringFilterInput | null | undefined;
  expiryDate?: DateFilterInput | null | undefined;
  /** Lines with packs in the store (default true). */
  hasPacksInStore?: boolean | null | undefined;
  id?: EqualFilterStringInput | null | undefined;
  /** Lines with packs still available to allocate. */
  isAvailable?: boolean | null | undefined;
  itemCodeOrName?: StringFilterInput | null | undefined;
  itemId?: EqualFilterStringInput | null | undefined;
  locationId?: EqualFilterStringInput | null | undefined;
  onHold?: boolean | null | undefined;
  vvmStatusId?: EqualFilterStringInput | null | undefined;
};

export type StockLineSortFieldInput =
  | 'availableNumberOfPacks'
  | 'batch'
  | 'costPricePerPack'
  | 'expiryDate'
  | 'itemCode'
  | 'itemName'
  | 'locationCode'
  | 'numberOfPacks'
  | 'packSize'
  | 'sellPricePerPack'
  | 'vvmStatus';

export type StockLineSortInput = {
  desc?: boolean | null | undefined;
  key: StockLineSortFieldInput;
};

export type StockStatus =
  | 'NO_CONSUMPTION'
  | 'OUT_OF_STOCK'
  | 'OVERSTOCKED'
  | 'UNDERSTOCKED'
  | 'WELL_STOCKED';

export type StockStatusFilterInput = {
  equalAny?: Array<StockStatus> | null | undefined;
  equalTo?: StockStatus | null | undefined;
};

export type StocktakeFilterInput = {
  comment?: StringFilterInput | null | undefined;
  createdDatetime?: DatetimeFilterInput | null | undefined;
  description?: StringFilterInput | null | undefined;
  finalisedDatetime?: DatetimeFilterInput | null | undefined;
  id?: EqualFilterStringInput | null | undefined;
  isLocked?: boolean | null | undefined;
  onHold?: boolean | null | undefined;
  status?: EqualFilterStringInput | null | undefined;
  stocktakeDate?: DateFilterInput | null | undefined;
  stocktakeNumber?: NumberFilterInput | null | undefined;
};

export type StocktakeLineFilterInput = {
  /** true: counted lines; false: lines not counted yet. */
  counted?: boolean | null | undefined;
  /** Counted, and the count differs from the snapshot. */
  hasDifference?: boolean | null | undefined;
  /** Counted, and its batch no longer holds the snapshot (see hasSnapshotMismatch). */
  hasSnapshotMismatch?: boolean | null | undefined;
  id?: EqualFilterStringInput | null | undefined;
  /** The item's code or name. */
  item?: StringFilterInput | null | undefined;
  itemId?: EqualFilterStringInput | null | undefined;
  locationId?: EqualFilterStringInput | null | undefined;
};

export type StocktakeLineResolutionInput = {
  id: string;
  resolution: StocktakeMismatchResolution;
};

export type StocktakeLineSortFieldInput =
  | 'batch'
  | 'countedNumberOfPacks'
  | 'difference'
  | 'expiryDate'
  | 'itemCode'
  | 'itemName'
  | 'location'
  | 'snapshotNumberOfPacks';

export type StocktakeLineSortInput = {
  desc?: boolean | null | undefined;
  key: StocktakeLineSortFieldInput;
};

/** KEEP_COUNT: the snapshot becomes the stock now and the count stays (adjusted against current stock); RECOUNT: the snapshot becomes the stock now and the count is cleared. */
export type StocktakeMismatchResolution =
  | 'KEEP_COUNT'
  | 'RECOUNT';

export type StocktakeNodeStatus =
  | 'FINALISED'
  | 'NEW';

export type StocktakeSortFieldInput =
  | 'comment'
  | 'createdDatetime'
  | 'description'
  | 'finalisedDatetime'
  | 'stocktakeDate'
  | 'stocktakeNumber';

export type StocktakeSortInput = {
  desc?: boolean | null | undefined;
  key: StocktakeSortFieldInput;
};

export type StoreModeNodeType =
  | 'DISPENSARY'
  | 'STORE';

export type StringFilterInput = {
  equalTo?: string | null | undefined;
  /** Case-insensitive "contains". */
  like?: string | null | undefined;
};

export type SupplierReturnLineInput = {
  /** Client-generated id (UUID) of the line. */
  id: string;
  note?: string | null | undefined;
  /** Packs to return (0 only while NEW). */
  numberOfPacks: number;
  /** A reason option of type RETURN_REASON. */
  reasonId?: string | null | undefined;
  /** A batch of the store; one on hold (or in a location on hold) too. */
  stockLineId: string;
};

/** Why a batch cannot be issued: on hold, in a location on hold, expired, or a VVM status marked unusable. */
export type UnusableReason =
  | 'EXPIRED'
  | 'LOCATION_ON_HOLD'
  | 'ON_HOLD'
  | 'VVM_UNUSABLE';

export type UpdateCustomerReturnInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  id: string;
  onHold?: boolean | null | undefined;
  /** Another visible customer, for a return entered by hand, while editable. */
  otherPartyId?: string | null | undefined;
  status?: UpdateCustomerReturnStatusInput | null | undefined;
  theirReference?: string | null | undefined;
  transportReference?: string | null | undefined;
};

export type UpdateCustomerReturnLinesInput = {
  /** Every line of the return, before it is received: lines named again change, new ids are added, lines left out are removed (only while NEW). */
  lines: Array<CustomerReturnLineInput>;
  returnId: string;
};

export type UpdateCustomerReturnStatusInput =
  | 'RECEIVED'
  | 'VERIFIED';

export type UpdateInboundShipmentInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  id: string;
  onHold?: boolean | null | undefined;
  /** Another visible supplier, for a receipt made by hand, while editable. */
  otherPartyId?: string | null | undefined;
  status?: UpdateInboundShipmentStatusInput | null | undefined;
  theirReference?: string | null | undefined;
  transportReference?: string | null | undefined;
};

export type UpdateInboundShipmentLineInput = {
  batch?: string | null | undefined;
  costPricePerPack?: number | null | undefined;
  donorId?: string | null | undefined;
  expiryDate?: string | null | undefined;
  id: string;
  itemVariantId?: string | null | undefined;
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  numberOfPacks?: number | null | undefined;
  packSize?: number | null | undefined;
  sellPricePerPack?: number | null | undefined;
  vvmStatusId?: string | null | undefined;
};

export type UpdateInboundShipmentStatusInput =
  | 'DELIVERED'
  | 'RECEIVED'
  | 'SHIPPED'
  | 'VERIFIED';

export type UpdateItemInput = {
  code?: string | null | undefined;
  defaultPackSize?: number | null | undefined;
  dosesPerUnit?: number | null | undefined;
  form?: string | null | undefined;
  id: string;
  isVaccine?: boolean | null | undefined;
  manufacturer?: string | null | undefined;
  name?: string | null | undefined;
  strength?: string | null | undefined;
  type?: ItemType | null | undefined;
  unitName?: string | null | undefined;
  universalCode?: string | null | undefined;
  universalName?: string | null | undefined;
  volumePerOuterPack?: number | null | undefined;
  volumePerPack?: number | null | undefined;
  volumePerUnit?: number | null | undefined;
};

export type UpdateOutboundShipmentInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  expectedDeliveryDate?: string | null | undefined;
  id: string;
  onHold?: boolean | null | undefined;
  /** Another visible customer, while the shipment is editable. */
  otherPartyId?: string | null | undefined;
  status?: UpdateOutboundShipmentStatusInput | null | undefined;
  /** Tax in percent on every line: totals after tax are worked out again. */
  taxPercentage?: number | null | undefined;
  theirReference?: string | null | undefined;
  transportReference?: string | null | undefined;
};

export type UpdateOutboundShipmentLineInput = {
  id: string;
  numberOfPacks?: number | null | undefined;
  /** Another batch of the same store for this line. */
  stockLineId?: string | null | undefined;
};

export type UpdateOutboundShipmentStatusInput =
  | 'ALLOCATED'
  | 'PICKED'
  | 'SHIPPED';

export type UpdateResponseRequisitionInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  id: string;
  theirReference?: string | null | undefined;
};

export type UpdateResponseRequisitionLineInput = {
  /** Only on a requisition entered by hand. */
  availableStockOnHand?: number | null | undefined;
  /** Only on a requisition entered by hand. */
  averageMonthlyConsumption?: number | null | undefined;
  comment?: string | null | undefined;
  id: string;
  reasonOptionId?: string | null | undefined;
  /** Only on a requisition entered by hand. */
  requestedQuantity?: number | null | undefined;
  supplyQuantity?: number | null | undefined;
};

export type UpdateResponseRequisitionLinesInput = {
  lines: Array<UpdateResponseRequisitionLineInput>;
  requisitionId: string;
};

export type UpdateStockLineInput = {
  barcode?: string | null | undefined;
  batch?: string | null | undefined;
  costPricePerPack?: number | null | undefined;
  /** A name marked as donor; null clears it. */
  donorId?: string | null | undefined;
  expiryDate?: string | null | undefined;
  id: string;
  /** A location of the store; null takes the line out of its location. */
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  onHold?: boolean | null | undefined;
  sellPricePerPack?: number | null | undefined;
};

export type UpdateStockLineVvmStatusInput = {
  comment?: string | null | undefined;
  id: string;
  vvmStatusId: string;
};

export type UpdateStocktakeInput = {
  comment?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  /** A locked stocktake refuses every change but unlocking. */
  isLocked?: boolean | null | undefined;
  onHold?: boolean | null | undefined;
  stocktakeDate?: string | null | undefined;
};

export type UpdateStocktakeLineInput = {
  batch?: string | null | undefined;
  comment?: string | null | undefined;
  costPricePerPack?: number | null | undefined;
  /** The count in packs; null: uncounted. */
  countedNumberOfPacks?: number | null | undefined;
  /** The count in units, when not given in packs. */
  countedUnits?: number | null | undefined;
  donorId?: string | null | undefined;
  expiryDate?: string | null | undefined;
  id: string;
  locationId?: string | null | undefined;
  note?: string | null | undefined;
  /** Only for a line without a batch. */
  packSize?: number | null | undefined;
  reasonOptionId?: string | null | undefined;
  sellPricePerPack?: number | null | undefined;
  vvmStatusId?: string | null | undefined;
};

export type UpdateStocktakeLinesInput = {
  lines: Array<UpdateStocktakeLineInput>;
  stocktakeId: string;
};

export type UpdateSupplierReturnInput = {
  colour?: string | null | undefined;
  comment?: string | null | undefined;
  id: string;
  onHold?: boolean | null | undefined;
  /** Another visible supplier, while the return is editable. */
  otherPartyId?: string | null | undefined;
  status?: UpdateSupplierReturnStatusInput | null | undefined;
  theirReference?: string | null | undefined;
  transportReference?: string | null | undefined;
};

export type UpdateSupplierReturnLinesInput = {
  /** Every line of the return: lines named again change, new ids are added, lines left out are removed (only while NEW). */
  lines: Array<SupplierReturnLineInput>;
  returnId: string;
};

export type UpdateSupplierReturnStatusInput =
  | 'PICKED'
  | 'SHIPPED';

/** The preferences to change; those left out stay as they are. */
export type UpdateUserPreferencesInput = {
  useSimplifiedMobileUi?: boolean | null | undefined;
};

export type UserPermission =
  | 'ASSET_CATALOGUE_ITEM_MUTATE'
  | 'ASSET_MUTATE'
  | 'ASSET_MUTATE_VIA_DATA_MATRIX'
  | 'ASSET_QUERY'
  | 'CANCEL_FINALISED_INVOICES'
  | 'COLD_CHAIN_API'
  | 'CREATE_REPACK'
  | 'CUSTOMER_RETURN_MUTATE'
  | 'CUSTOMER_RETURN_QUERY'
  | 'DOCUMENT_MUTATE'
  | 'DOCUMENT_QUERY'
  | 'EDIT_CENTRAL_DATA'
  | 'INBOUND_SHIPMENT_MUTATE'
  | 'INBOUND_SHIPMENT_QUERY'
  | 'INVENTORY_ADJUSTMENT_MUTATE'
  | 'ITEM_MUTATE'
  | 'ITEM_NAMES_CODES_AND_UNITS_MUTATE'
  | 'LOCATION_MUTATE'
  | 'LOG_QUERY'
  | 'MUTATE_CLINICIAN'
  | 'NAME_PROPERTIES_MUTATE'
  | 'OUTBOUND_SHIPMENT_MUTATE'
  | 'OUTBOUND_SHIPMENT_QUERY'
  | 'PATIENT_MUTATE'
  | 'PATIENT_QUERY'
  | 'PRESCRIPTION_MUTATE'
  | 'PRESCRIPTION_QUERY'
  | 'REPORT'
  | 'REQUISITION_CREATE_OUTBOUND_SHIPMENT'
  | 'REQUISITION_MUTATE'
  | 'REQUISITION_QUERY'
  | 'REQUISITION_SEND'
  | 'RN_R_FORM_MUTATE'
  | 'RN_R_FORM_QUERY'
  | 'SENSOR_MUTATE'
  | 'SENSOR_QUERY'
  | 'SERVER_ADMIN'
  | 'STOCKTAKE_MUTATE'
  | 'STOCKTAKE_QUERY'
  | 'STOCK_LINE_MUTATE'
  | 'STOCK_LINE_QUERY'
  | 'STORE_ACCESS'
  | 'SUPPLIER_RETURN_MUTATE'
  | 'SUPPLIER_RETURN_QUERY'
  | 'TEMPERATURE_BREACH_QUERY'
  | 'TEMPERATURE_LOG_QUERY'
  | 'VIEW_AND_EDIT_VVM_STATUS';

export type Documents_PartiesQueryVariables = Exact<{
  storeId: string;
  filter?: NameFilterInput | null | undefined;
}>;


export type Documents_PartiesQuery = { names: { nodes: Array<{ id: string, code: string, name: string }> } | null };

export type Documents_MasterListsQueryVariables = Exact<{
  storeId: string;
  nameId?: string | null | undefined;
}>;


export type Documents_MasterListsQuery = { masterLists: Array<{ id: string, code: string, name: string, description: string, lineCount: number }> | null };

export type Documents_ItemSearchQueryVariables = Exact<{
  storeId: string;
  filter?: ItemFilterInput | null | undefined;
}>;


export type Documents_ItemSearchQuery = { items: { nodes: Array<{ id: string, code: string, name: string, unitName: string, defaultPackSize: number, isVaccine: boolean }> } | null };

export type Documents_LineOptionsQueryVariables = Exact<{
  storeId: string;
}>;


export type Documents_LineOptionsQuery = { locations: { nodes: Array<{ id: string, code: string, name: string }> } | null, vvmStatuses: Array<{ id: string, code: string, description: string }> | null, donors: { nodes: Array<{ id: string, code: string, name: string }> } | null };

export type Documents_ListRowFragment = { id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null };

export type Documents_HeaderFragment = { linkedInvoiceId: string | null, transportReference: string | null, expectedDeliveryDate: string | null, totalBeforeTax: number, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null };

export type Documents_MutationErrorFragment = { error:
    | { __typename: 'AbbreviationRequired', description: string }
    | { __typename: 'AdjustmentReasonNotProvided', description: string }
    | { __typename: 'AdjustmentReasonNotValid', description: string }
    | { __typename: 'BarcodeNotFound', description: string }
    | { __typename: 'BatchIsReserved', description: string }
    | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
    | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
    | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
    | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
    | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
    | { __typename: 'CannotAddItemToProgramRequisition', description: string }
    | { __typename: 'CannotBundleWithItself', description: string }
    | { __typename: 'CannotChangePackSizeOfBatch', description: string }
    | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
    | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
    | { __typename: 'CannotChangeStatusWithoutLines', description: string }
    | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
    | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
    | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
    | { __typename: 'CannotEditRequisition', description: string }
    | { __typename: 'CannotEditStocktake', description: string }
    | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
    | { __typename: 'CannotReturnInboundShipment', description: string }
    | { __typename: 'CannotReturnOutboundShipment', description: string }
    | { __typename: 'CannotReturnPlaceholderLine', description: string }
    | { __typename: 'CannotReverseInvoiceStatus', description: string }
    | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
    | { __typename: 'DateInFuture', description: string }
    | { __typename: 'DuplicateBundledItem', description: string }
    | { __typename: 'DuplicateItemVariantName', description: string }
    | { __typename: 'DuplicatePackSize', description: string }
    | { __typename: 'FinalisedRequisition', description: string }
    | { __typename: 'GtinAlreadyUsed', description: string }
    | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'InitialStocktakeAlreadyExists', description: string }
    | { __typename: 'InvalidBarcodePackSize', description: string }
    | { __typename: 'InvalidDate', description: string }
    | { __typename: 'InvalidExpiryDate', description: string }
    | { __typename: 'InvalidGtin', description: string }
    | { __typename: 'InvalidLocation', description: string }
    | { __typename: 'InvalidMasterList', description: string }
    | { __typename: 'InvalidPackSize', description: string }
    | { __typename: 'InvalidPrice', description: string }
    | { __typename: 'InvalidQuantity', description: string }
    | { __typename: 'InvalidStockPackSize', description: string }
    | { __typename: 'InvalidStockPrice', description: string }
    | { __typename: 'InvoiceIsNotEditable', description: string }
    | { __typename: 'InvoiceLineHasNoStockLine', description: string }
    | { __typename: 'ItemAlreadyExistInRequisition', description: string }
    | { __typename: 'ItemCodeRequired', description: string }
    | { __typename: 'ItemNotFound', description: string }
    | { __typename: 'LinkedRecordNotFound', description: string }
    | { __typename: 'LocationCodeRequired', description: string }
    | { __typename: 'LocationIsOnHold', description: string }
    | { __typename: 'LocationNameRequired', description: string }
    | { __typename: 'LocationNotFound', description: string }
    | { __typename: 'MasterListNotFoundForThisStore', description: string }
    | { __typename: 'MasterListRequired', description: string }
    | { __typename: 'MaxOrdersReachedForPeriod', description: string }
    | { __typename: 'MonthsOfStockInvalid', description: string }
    | { __typename: 'NameRequired', description: string }
    | { __typename: 'NameTooLong', description: string }
    | { __typename: 'NoLines', description: string }
    | { __typename: 'NotAStockItem', description: string }
    | { __typename: 'NotEnoughStockForReduction', description: string }
    | { __typename: 'NotEnoughStockForRepack', description: string }
    | { __typename: 'NothingRemainingToSupply', description: string }
    | { __typename: 'NothingRequested', description: string }
    | { __typename: 'NumberOfPacksBelowZero', description: string }
    | { __typename: 'OrderingTooManyItems', description: string }
    | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
    | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
    | { __typename: 'OtherPartyDoesNotExist', description: string }
    | { __typename: 'OtherPartyIsNotAStore', description: string }
    | { __typename: 'OtherPartyIsThisStore', description: string }
    | { __typename: 'OtherPartyNotACustomer', description: string }
    | { __typename: 'OtherPartyNotASupplier', description: string }
    | { __typename: 'OtherPartyNotFound', description: string }
    | { __typename: 'OtherPartyNotVisible', description: string }
    | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'PeriodDatesInvalid', description: string }
    | { __typename: 'PeriodNotAvailable', description: string }
    | { __typename: 'PeriodsOverlap', description: string }
    | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
    | { __typename: 'ReasonNotValid', description: string }
    | { __typename: 'ReasonRequired', description: string }
    | { __typename: 'ReasonTextInvalid', description: string }
    | { __typename: 'ReasonsNotProvided', description: string }
    | { __typename: 'RecordAlreadyExists', description: string }
    | { __typename: 'RecordNotFound', description: string }
    | { __typename: 'RepackFractionalPacks', description: string }
    | { __typename: 'RequisitionHasNoLines', description: string }
    | { __typename: 'RequisitionNotPendingApproval', description: string }
    | { __typename: 'RequisitionWithShipment', description: string }
    | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
    | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
    | { __typename: 'StatusNotAllowed', description: string }
    | { __typename: 'StockBelowZeroAtDate', description: string }
    | { __typename: 'StockCountOutOfRange', description: string }
    | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
    | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
    | { __typename: 'StockLineIsOnHold', description: string }
    | { __typename: 'StockLineOnHold', description: string }
    | { __typename: 'StockLineReducedBelowZero', description: string }
    | { __typename: 'StockLineXOrItem', description: string }
    | { __typename: 'StockLinesReducedBelowZero', description: string }
    | { __typename: 'StockQuantityOutOfRange', description: string }
    | { __typename: 'StocktakeIsLocked', description: string }
    | { __typename: 'StocktakeIsOnHold', description: string }
    | { __typename: 'SupplierNotValid', description: string }
    | { __typename: 'TextTooLong', description: string }
    | { __typename: 'TransferredRequisition', description: string }
    | { __typename: 'UnableToReadBarcode', description: string }
    | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
    | { __typename: 'UniqueValueViolation', description: string }
    | { __typename: 'UnsupportedLanguage', description: string }
    | { __typename: 'ValueNegative', description: string }
    | { __typename: 'ValueNotPositive', description: string }
    | { __typename: 'VariantAlreadyBundled', description: string }
    | { __typename: 'WrongReasonType', description: string }
   };

export type Returns_ReasonsQueryVariables = Exact<{
  storeId: string;
}>;


export type Returns_ReasonsQuery = { reasonOptions: Array<{ id: string, reason: string, isActive: boolean }> | null };

export type Returns_SupplierCandidatesQueryVariables = Exact<{
  storeId: string;
  itemId?: string | null | undefined;
  returnId?: string | null | undefined;
  stockLineIds?: Array<string> | string | null | undefined;
}>;


export type Returns_SupplierCandidatesQuery = { supplierReturnLineCandidates: Array<{ stockLineId: string, itemId: string, batch: string | null, expiryDate: string | null, packSize: number, availableNumberOfPacks: number, totalNumberOfPacks: number, onHold: boolean, numberOfPacksToReturn: number, reasonId: string | null, note: string | null, lineId: string | null, stockLine: { id: string, item: { id: string, code: string, name: string } } | null }> | null };

export type Returns_CustomerCandidatesQueryVariables = Exact<{
  storeId: string;
  outboundShipmentId: string;
  returnId?: string | null | undefined;
}>;


export type Returns_CustomerCandidatesQuery = { customerReturnLineCandidates: Array<{ outboundShipmentLineId: string, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, numberOfPacksIssued: number, numberOfPacksReturned: number, returnablePacks: number, numberOfPacksToReturn: number, reasonId: string | null, note: string | null, lineId: string | null }> | null };

export type Returns_LineFragment = { id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, numberOfPacks: number, stockLineId: string | null, originalLineId: string | null, reasonOptionId: string | null, note: string | null, totalAfterTax: number, reasonOption: { id: string, reason: string } | null };

export type Returns_DocumentFragment = { otherPartyId: string, colour: string | null, enteredBy: string | null, originalShipmentId: string | null, linkedInvoiceId: string | null, transportReference: string | null, expectedDeliveryDate: string | null, totalBeforeTax: number, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null, originalShipment: { id: string, type: InvoiceNodeType, invoiceNumber: number, status: InvoiceNodeStatus } | null, lines: Array<{ id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, numberOfPacks: number, stockLineId: string | null, originalLineId: string | null, reasonOptionId: string | null, note: string | null, totalAfterTax: number, reasonOption: { id: string, reason: string } | null }> };

export type Returns_LinkedQueryVariables = Exact<{
  storeId: string;
  id: string;
  customer: boolean;
}>;


export type Returns_LinkedQuery = { customerReturn?: { id: string, invoiceNumber: number, status: InvoiceNodeStatus } | null, supplierReturn?: { id: string, invoiceNumber: number, status: InvoiceNodeStatus } | null };

export type Returns_OfShipmentQueryVariables = Exact<{
  storeId: string;
  inbound: boolean;
  id: string;
}>;


export type Returns_OfShipmentQuery = { inboundShipment?: { id: string, returns: Array<{ id: string, type: InvoiceNodeType, invoiceNumber: number, status: InvoiceNodeStatus }>, lines: Array<{ id: string, stockLineId: string | null }> } | null, outboundShipment?: { id: string, returns: Array<{ id: string, type: InvoiceNodeType, invoiceNumber: number, status: InvoiceNodeStatus }> } | null };

export type Returns_InsertSupplierReturnMutationVariables = Exact<{
  storeId: string;
  input: InsertSupplierReturnInput;
}>;


export type Returns_InsertSupplierReturnMutation = { insertSupplierReturn:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: number | null, description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, status: InvoiceNodeStatus }
   | null };

export type Returns_UpdateSupplierReturnMutationVariables = Exact<{
  storeId: string;
  input: UpdateSupplierReturnInput;
}>;


export type Returns_UpdateSupplierReturnMutation = { updateSupplierReturn:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: number | null, description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, status: InvoiceNodeStatus }
   | null };

export type Returns_UpdateSupplierReturnLinesMutationVariables = Exact<{
  storeId: string;
  input: UpdateSupplierReturnLinesInput;
}>;


export type Returns_UpdateSupplierReturnLinesMutation = { updateSupplierReturnLines:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: number | null, description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type Returns_DeleteSupplierReturnMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type Returns_DeleteSupplierReturnMutation = { deleteSupplierReturn:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type Returns_InsertCustomerReturnMutationVariables = Exact<{
  storeId: string;
  input: InsertCustomerReturnInput;
}>;


export type Returns_InsertCustomerReturnMutation = { insertCustomerReturn:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: number | null, description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, status: InvoiceNodeStatus }
   | null };

export type Returns_UpdateCustomerReturnMutationVariables = Exact<{
  storeId: string;
  input: UpdateCustomerReturnInput;
}>;


export type Returns_UpdateCustomerReturnMutation = { updateCustomerReturn:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: number | null, description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, status: InvoiceNodeStatus }
   | null };

export type Returns_UpdateCustomerReturnLinesMutationVariables = Exact<{
  storeId: string;
  input: UpdateCustomerReturnLinesInput;
}>;


export type Returns_UpdateCustomerReturnLinesMutation = { updateCustomerReturnLines:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: number | null, description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type Returns_DeleteCustomerReturnMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type Returns_DeleteCustomerReturnMutation = { deleteCustomerReturn:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type Returns_MutationErrorFragment = { error:
    | { __typename: 'AbbreviationRequired', description: string }
    | { __typename: 'AdjustmentReasonNotProvided', description: string }
    | { __typename: 'AdjustmentReasonNotValid', description: string }
    | { __typename: 'BarcodeNotFound', description: string }
    | { __typename: 'BatchIsReserved', description: string }
    | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
    | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
    | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
    | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
    | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
    | { __typename: 'CannotAddItemToProgramRequisition', description: string }
    | { __typename: 'CannotBundleWithItself', description: string }
    | { __typename: 'CannotChangePackSizeOfBatch', description: string }
    | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
    | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
    | { __typename: 'CannotChangeStatusWithoutLines', description: string }
    | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
    | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
    | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
    | { __typename: 'CannotEditRequisition', description: string }
    | { __typename: 'CannotEditStocktake', description: string }
    | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
    | { __typename: 'CannotReturnInboundShipment', description: string }
    | { __typename: 'CannotReturnOutboundShipment', description: string }
    | { __typename: 'CannotReturnPlaceholderLine', description: string }
    | { __typename: 'CannotReverseInvoiceStatus', description: string }
    | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
    | { __typename: 'DateInFuture', description: string }
    | { __typename: 'DuplicateBundledItem', description: string }
    | { __typename: 'DuplicateItemVariantName', description: string }
    | { __typename: 'DuplicatePackSize', description: string }
    | { __typename: 'FinalisedRequisition', description: string }
    | { __typename: 'GtinAlreadyUsed', description: string }
    | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'InitialStocktakeAlreadyExists', description: string }
    | { __typename: 'InvalidBarcodePackSize', description: string }
    | { __typename: 'InvalidDate', description: string }
    | { __typename: 'InvalidExpiryDate', description: string }
    | { __typename: 'InvalidGtin', description: string }
    | { __typename: 'InvalidLocation', description: string }
    | { __typename: 'InvalidMasterList', description: string }
    | { __typename: 'InvalidPackSize', description: string }
    | { __typename: 'InvalidPrice', description: string }
    | { __typename: 'InvalidQuantity', description: string }
    | { __typename: 'InvalidStockPackSize', description: string }
    | { __typename: 'InvalidStockPrice', description: string }
    | { __typename: 'InvoiceIsNotEditable', description: string }
    | { __typename: 'InvoiceLineHasNoStockLine', description: string }
    | { __typename: 'ItemAlreadyExistInRequisition', description: string }
    | { __typename: 'ItemCodeRequired', description: string }
    | { __typename: 'ItemNotFound', description: string }
    | { __typename: 'LinkedRecordNotFound', description: string }
    | { __typename: 'LocationCodeRequired', description: string }
    | { __typename: 'LocationIsOnHold', description: string }
    | { __typename: 'LocationNameRequired', description: string }
    | { __typename: 'LocationNotFound', description: string }
    | { __typename: 'MasterListNotFoundForThisStore', description: string }
    | { __typename: 'MasterListRequired', description: string }
    | { __typename: 'MaxOrdersReachedForPeriod', description: string }
    | { __typename: 'MonthsOfStockInvalid', description: string }
    | { __typename: 'NameRequired', description: string }
    | { __typename: 'NameTooLong', description: string }
    | { __typename: 'NoLines', description: string }
    | { __typename: 'NotAStockItem', description: string }
    | { __typename: 'NotEnoughStockForReduction', description: string }
    | { __typename: 'NotEnoughStockForRepack', description: string }
    | { __typename: 'NothingRemainingToSupply', description: string }
    | { __typename: 'NothingRequested', description: string }
    | { __typename: 'NumberOfPacksBelowZero', description: string }
    | { __typename: 'OrderingTooManyItems', description: string }
    | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
    | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
    | { __typename: 'OtherPartyDoesNotExist', description: string }
    | { __typename: 'OtherPartyIsNotAStore', description: string }
    | { __typename: 'OtherPartyIsThisStore', description: string }
    | { __typename: 'OtherPartyNotACustomer', description: string }
    | { __typename: 'OtherPartyNotASupplier', description: string }
    | { __typename: 'OtherPartyNotFound', description: string }
    | { __typename: 'OtherPartyNotVisible', description: string }
    | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'PeriodDatesInvalid', description: string }
    | { __typename: 'PeriodNotAvailable', description: string }
    | { __typename: 'PeriodsOverlap', description: string }
    | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
    | { __typename: 'ReasonNotValid', description: string }
    | { __typename: 'ReasonRequired', description: string }
    | { __typename: 'ReasonTextInvalid', description: string }
    | { __typename: 'ReasonsNotProvided', description: string }
    | { __typename: 'RecordAlreadyExists', description: string }
    | { __typename: 'RecordNotFound', description: string }
    | { __typename: 'RepackFractionalPacks', description: string }
    | { __typename: 'RequisitionHasNoLines', description: string }
    | { __typename: 'RequisitionNotPendingApproval', description: string }
    | { __typename: 'RequisitionWithShipment', description: string }
    | { __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: number | null, description: string }
    | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
    | { __typename: 'StatusNotAllowed', description: string }
    | { __typename: 'StockBelowZeroAtDate', description: string }
    | { __typename: 'StockCountOutOfRange', description: string }
    | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
    | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
    | { __typename: 'StockLineIsOnHold', description: string }
    | { __typename: 'StockLineOnHold', description: string }
    | { __typename: 'StockLineReducedBelowZero', description: string }
    | { __typename: 'StockLineXOrItem', description: string }
    | { __typename: 'StockLinesReducedBelowZero', description: string }
    | { __typename: 'StockQuantityOutOfRange', description: string }
    | { __typename: 'StocktakeIsLocked', description: string }
    | { __typename: 'StocktakeIsOnHold', description: string }
    | { __typename: 'SupplierNotValid', description: string }
    | { __typename: 'TextTooLong', description: string }
    | { __typename: 'TransferredRequisition', description: string }
    | { __typename: 'UnableToReadBarcode', description: string }
    | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
    | { __typename: 'UniqueValueViolation', description: string }
    | { __typename: 'UnsupportedLanguage', description: string }
    | { __typename: 'ValueNegative', description: string }
    | { __typename: 'ValueNotPositive', description: string }
    | { __typename: 'VariantAlreadyBundled', description: string }
    | { __typename: 'WrongReasonType', description: string }
   };

export type AuthTokenQueryVariables = Exact<{
  username: string;
  password: string;
}>;


export type AuthTokenQuery = { authToken:
    | { __typename: 'AuthToken', token: string }
    | { __typename: 'AuthTokenError', error:
        | { __typename: 'AccountBlocked', timeoutRemaining: number, description: string }
        | { __typename: 'CentralSyncRequired', description: string }
        | { __typename: 'InvalidCredentials', description: string }
        | { __typename: 'NoSiteAccess', description: string }
       }
   };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { userId: string, username: string, email: string | null, firstName: string | null, lastName: string | null, phoneNumber: string | null, jobTitle: string | null, language: string, preferences: { useSimplifiedMobileUi: boolean }, defaultStore: { id: string, code: string, name: string, isDisabled: boolean } | null, stores: { totalCount: number, nodes: Array<{ id: string, code: string, name: string, nameId: string, storeMode: StoreModeNodeType, isDisabled: boolean, homeCurrencyCode: string, createdDate: string }> } } };

export type PermissionsQueryVariables = Exact<{
  storeId: string;
}>;


export type PermissionsQuery = { me: { permissions: { totalCount: number, nodes: Array<{ permissions: Array<UserPermission>, storeId: string }> } } };

export type RefreshTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenQuery = { refreshToken:
    | { __typename: 'RefreshToken', token: string }
    | { __typename: 'RefreshTokenError', error:
        | { __typename: 'DatabaseError', description: string }
        | { __typename: 'InternalError', description: string }
        | { __typename: 'InvalidToken', description: string }
        | { __typename: 'NoRefreshTokenProvided', description: string }
        | { __typename: 'NotARefreshToken', description: string }
        | { __typename: 'TokenExpired', description: string }
       }
   };

export type LogoutQueryVariables = Exact<{ [key: string]: never; }>;


export type LogoutQuery = { logout: { userId: string } };

export type UpdateUserMutationVariables = Exact<{ [key: string]: never; }>;


export type UpdateUserMutation = { updateUser:
    | { __typename: 'UpdateUserError', error:
        | { __typename: 'ConnectionError', description: string }
        | { __typename: 'InvalidCredentials', description: string }
        | { __typename: 'MissingCredentials', description: string }
       }
    | { __typename: 'UpdateUserNode', lastSuccessfulSync: string | null }
   };

export type LastSuccessfulUserSyncQueryVariables = Exact<{ [key: string]: never; }>;


export type LastSuccessfulUserSyncQuery = { lastSuccessfulUserSync: { lastSuccessfulSync: string | null } };

export type UpdateUserLanguageMutationVariables = Exact<{
  language: string;
}>;


export type UpdateUserLanguageMutation = { updateUserLanguage:
    | { __typename: 'UpdateUserLanguageError' }
    | { __typename: 'UserLanguageNode', language: string }
   };

export type UpdateUserPreferencesMutationVariables = Exact<{
  input: UpdateUserPreferencesInput;
}>;


export type UpdateUserPreferencesMutation = { updateUserPreferences: { useSimplifiedMobileUi: boolean } };

export type StorePreferencesQueryVariables = Exact<{
  storeId: string;
}>;


export type StorePreferencesQuery = { store: { id: string, preferences: { id: string, packToOne: boolean } } | null };

export type CustomerRequisitions_RowFragment = { id: string, requisitionNumber: number, otherPartyId: string, otherPartyName: string, theirReference: string | null, comment: string | null, status: RequisitionNodeStatus, approvalStatus: RequisitionNodeApprovalStatus, linkedRequisitionId: string | null, createdDatetime: string, finalisedDatetime: string | null };

export type CustomerRequisitionList_RequisitionsQueryVariables = Exact<{
  storeId: string;
  filter?: RequisitionFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<RequisitionSortInput> | RequisitionSortInput | null | undefined;
}>;


export type CustomerRequisitionList_RequisitionsQuery = { requisitions: { totalCount: number, nodes: Array<{ id: string, requisitionNumber: number, otherPartyId: string, otherPartyName: string, theirReference: string | null, comment: string | null, status: RequisitionNodeStatus, approvalStatus: RequisitionNodeApprovalStatus, linkedRequisitionId: string | null, createdDatetime: string, finalisedDatetime: string | null }> } | null };

export type CustomerRequisitionDetail_LineFragment = { id: string, itemId: string, itemName: string, requestedQuantity: number, suggestedQuantity: number, supplyQuantity: number, approvedQuantity: number, approvalComment: string | null, availableStockOnHand: number, averageMonthlyConsumption: number, monthsOfStock: number | null, alreadyIssued: number, inPreparation: number, remainingQuantityToSupply: number, comment: string | null, item: { id: string, code: string, unitName: string } | null, supplierFigures: { stockOnHand: number, availableStockOnHand: number, averageMonthlyConsumption: number, stockOnOrder: number, incomingStock: number, otherRequested: number } | null };

export type CustomerRequisitionDetail_RequisitionQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type CustomerRequisitionDetail_RequisitionQuery = { requisition: { type: RequisitionNodeType, minMonthsOfStock: number, maxMonthsOfStock: number, programId: string | null, enteredBy: string | null, sentDatetime: string | null, id: string, requisitionNumber: number, otherPartyId: string, otherPartyName: string, theirReference: string | null, comment: string | null, status: RequisitionNodeStatus, approvalStatus: RequisitionNodeApprovalStatus, linkedRequisitionId: string | null, createdDatetime: string, finalisedDatetime: string | null, shipments: Array<{ id: string, invoiceNumber: number, status: InvoiceNodeStatus }>, lines: Array<{ id: string, itemId: string, itemName: string, requestedQuantity: number, suggestedQuantity: number, supplyQuantity: number, approvedQuantity: number, approvalComment: string | null, availableStockOnHand: number, averageMonthlyConsumption: number, monthsOfStock: number | null, alreadyIssued: number, inPreparation: number, remainingQuantityToSupply: number, comment: string | null, item: { id: string, code: string, unitName: string } | null, supplierFigures: { stockOnHand: number, availableStockOnHand: number, averageMonthlyConsumption: number, stockOnOrder: number, incomingStock: number, otherRequested: number } | null }> } | null };

export type CustomerRequisitions_MutationErrorFragment = { error:
    | { __typename: 'AbbreviationRequired', description: string }
    | { __typename: 'AdjustmentReasonNotProvided', description: string }
    | { __typename: 'AdjustmentReasonNotValid', description: string }
    | { __typename: 'BarcodeNotFound', description: string }
    | { __typename: 'BatchIsReserved', description: string }
    | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
    | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
    | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
    | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
    | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
    | { __typename: 'CannotAddItemToProgramRequisition', description: string }
    | { __typename: 'CannotBundleWithItself', description: string }
    | { __typename: 'CannotChangePackSizeOfBatch', description: string }
    | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
    | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
    | { __typename: 'CannotChangeStatusWithoutLines', description: string }
    | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
    | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
    | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
    | { __typename: 'CannotEditRequisition', description: string }
    | { __typename: 'CannotEditStocktake', description: string }
    | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
    | { __typename: 'CannotReturnInboundShipment', description: string }
    | { __typename: 'CannotReturnOutboundShipment', description: string }
    | { __typename: 'CannotReturnPlaceholderLine', description: string }
    | { __typename: 'CannotReverseInvoiceStatus', description: string }
    | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
    | { __typename: 'DateInFuture', description: string }
    | { __typename: 'DuplicateBundledItem', description: string }
    | { __typename: 'DuplicateItemVariantName', description: string }
    | { __typename: 'DuplicatePackSize', description: string }
    | { __typename: 'FinalisedRequisition', description: string }
    | { __typename: 'GtinAlreadyUsed', description: string }
    | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'InitialStocktakeAlreadyExists', description: string }
    | { __typename: 'InvalidBarcodePackSize', description: string }
    | { __typename: 'InvalidDate', description: string }
    | { __typename: 'InvalidExpiryDate', description: string }
    | { __typename: 'InvalidGtin', description: string }
    | { __typename: 'InvalidLocation', description: string }
    | { __typename: 'InvalidMasterList', description: string }
    | { __typename: 'InvalidPackSize', description: string }
    | { __typename: 'InvalidPrice', description: string }
    | { __typename: 'InvalidQuantity', description: string }
    | { __typename: 'InvalidStockPackSize', description: string }
    | { __typename: 'InvalidStockPrice', description: string }
    | { __typename: 'InvoiceIsNotEditable', description: string }
    | { __typename: 'InvoiceLineHasNoStockLine', description: string }
    | { __typename: 'ItemAlreadyExistInRequisition', description: string }
    | { __typename: 'ItemCodeRequired', description: string }
    | { __typename: 'ItemNotFound', description: string }
    | { __typename: 'LinkedRecordNotFound', description: string }
    | { __typename: 'LocationCodeRequired', description: string }
    | { __typename: 'LocationIsOnHold', description: string }
    | { __typename: 'LocationNameRequired', description: string }
    | { __typename: 'LocationNotFound', description: string }
    | { __typename: 'MasterListNotFoundForThisStore', description: string }
    | { __typename: 'MasterListRequired', description: string }
    | { __typename: 'MaxOrdersReachedForPeriod', description: string }
    | { __typename: 'MonthsOfStockInvalid', description: string }
    | { __typename: 'NameRequired', description: string }
    | { __typename: 'NameTooLong', description: string }
    | { __typename: 'NoLines', description: string }
    | { __typename: 'NotAStockItem', description: string }
    | { __typename: 'NotEnoughStockForReduction', description: string }
    | { __typename: 'NotEnoughStockForRepack', description: string }
    | { __typename: 'NothingRemainingToSupply', description: string }
    | { __typename: 'NothingRequested', description: string }
    | { __typename: 'NumberOfPacksBelowZero', description: string }
    | { __typename: 'OrderingTooManyItems', description: string }
    | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
    | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
    | { __typename: 'OtherPartyDoesNotExist', description: string }
    | { __typename: 'OtherPartyIsNotAStore', description: string }
    | { __typename: 'OtherPartyIsThisStore', description: string }
    | { __typename: 'OtherPartyNotACustomer', description: string }
    | { __typename: 'OtherPartyNotASupplier', description: string }
    | { __typename: 'OtherPartyNotFound', description: string }
    | { __typename: 'OtherPartyNotVisible', description: string }
    | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'PeriodDatesInvalid', description: string }
    | { __typename: 'PeriodNotAvailable', description: string }
    | { __typename: 'PeriodsOverlap', description: string }
    | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
    | { __typename: 'ReasonNotValid', description: string }
    | { __typename: 'ReasonRequired', description: string }
    | { __typename: 'ReasonTextInvalid', description: string }
    | { __typename: 'ReasonsNotProvided', description: string }
    | { __typename: 'RecordAlreadyExists', description: string }
    | { __typename: 'RecordNotFound', description: string }
    | { __typename: 'RepackFractionalPacks', description: string }
    | { __typename: 'RequisitionHasNoLines', description: string }
    | { __typename: 'RequisitionNotPendingApproval', description: string }
    | { __typename: 'RequisitionWithShipment', description: string }
    | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
    | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
    | { __typename: 'StatusNotAllowed', description: string }
    | { __typename: 'StockBelowZeroAtDate', description: string }
    | { __typename: 'StockCountOutOfRange', description: string }
    | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
    | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
    | { __typename: 'StockLineIsOnHold', description: string }
    | { __typename: 'StockLineOnHold', description: string }
    | { __typename: 'StockLineReducedBelowZero', description: string }
    | { __typename: 'StockLineXOrItem', description: string }
    | { __typename: 'StockLinesReducedBelowZero', description: string }
    | { __typename: 'StockQuantityOutOfRange', description: string }
    | { __typename: 'StocktakeIsLocked', description: string }
    | { __typename: 'StocktakeIsOnHold', description: string }
    | { __typename: 'SupplierNotValid', description: string }
    | { __typename: 'TextTooLong', description: string }
    | { __typename: 'TransferredRequisition', description: string }
    | { __typename: 'UnableToReadBarcode', description: string }
    | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
    | { __typename: 'UniqueValueViolation', description: string }
    | { __typename: 'UnsupportedLanguage', description: string }
    | { __typename: 'ValueNegative', description: string }
    | { __typename: 'ValueNotPositive', description: string }
    | { __typename: 'VariantAlreadyBundled', description: string }
    | { __typename: 'WrongReasonType', description: string }
   };

export type CustomerRequisitionList_InsertMutationVariables = Exact<{
  storeId: string;
  input: InsertResponseRequisitionInput;
}>;


export type CustomerRequisitionList_InsertMutation = { insertResponseRequisition:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type CustomerRequisitionDetail_UpdateMutationVariables = Exact<{
  storeId: string;
  input: UpdateResponseRequisitionInput;
}>;


export type CustomerRequisitionDetail_UpdateMutation = { updateResponseRequisition:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, requisitionNumber: number, otherPartyId: string, otherPartyName: string, theirReference: string | null, comment: string | null, status: RequisitionNodeStatus, approvalStatus: RequisitionNodeApprovalStatus, linkedRequisitionId: string | null, createdDatetime: string, finalisedDatetime: string | null }
   | null };

export type CustomerRequisitionDetail_FinaliseMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type CustomerRequisitionDetail_FinaliseMutation = { finaliseResponseRequisition:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, requisitionNumber: number, otherPartyId: string, otherPartyName: string, theirReference: string | null, comment: string | null, status: RequisitionNodeStatus, approvalStatus: RequisitionNodeApprovalStatus, linkedRequisitionId: string | null, createdDatetime: string, finalisedDatetime: string | null }
   | null };

export type CustomerRequisition_DeleteMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type CustomerRequisition_DeleteMutation = { deleteResponseRequisition:
    | { ids: Array<string> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type CustomerRequisitionDetail_InsertLinesMutationVariables = Exact<{
  storeId: string;
  input: InsertResponseRequisitionLinesInput;
}>;


export type CustomerRequisitionDetail_InsertLinesMutation = { insertResponseRequisitionLines:
    | { lines: Array<{ id: string, itemId: string, itemName: string, requestedQuantity: number, suggestedQuantity: number, supplyQuantity: number, approvedQuantity: number, approvalComment: string | null, availableStockOnHand: number, averageMonthlyConsumption: number, monthsOfStock: number | null, alreadyIssued: number, inPreparation: number, remainingQuantityToSupply: number, comment: string | null, item: { id: string, code: string, unitName: string } | null, supplierFigures: { stockOnHand: number, availableStockOnHand: number, averageMonthlyConsumption: number, stockOnOrder: number, incomingStock: number, otherRequested: number } | null }> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type CustomerRequisitionDetail_UpdateLinesMutationVariables = Exact<{
  storeId: string;
  input: UpdateResponseRequisitionLinesInput;
}>;


export type CustomerRequisitionDetail_UpdateLinesMutation = { updateResponseRequisitionLines:
    | { lines: Array<{ id: string, itemId: string, itemName: string, requestedQuantity: number, suggestedQuantity: number, supplyQuantity: number, approvedQuantity: number, approvalComment: string | null, availableStockOnHand: number, averageMonthlyConsumption: number, monthsOfStock: number | null, alreadyIssued: number, inPreparation: number, remainingQuantityToSupply: number, comment: string | null, item: { id: string, code: string, unitName: string } | null, supplierFigures: { stockOnHand: number, availableStockOnHand: number, averageMonthlyConsumption: number, stockOnOrder: number, incomingStock: number, otherRequested: number } | null }> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type CustomerRequisitionDetail_DeleteLinesMutationVariables = Exact<{
  storeId: string;
  input: DeleteRequisitionLinesInput;
}>;


export type CustomerRequisitionDetail_DeleteLinesMutation = { deleteResponseRequisitionLines:
    | { ids: Array<string> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type CustomerRequisitionDetail_SupplyRequestedMutationVariables = Exact<{
  storeId: string;
  requisitionId: string;
}>;


export type CustomerRequisitionDetail_SupplyRequestedMutation = { supplyRequestedQuantity:
    | { lines: Array<{ id: string, itemId: string, itemName: string, requestedQuantity: number, suggestedQuantity: number, supplyQuantity: number, approvedQuantity: number, approvalComment: string | null, availableStockOnHand: number, averageMonthlyConsumption: number, monthsOfStock: number | null, alreadyIssued: number, inPreparation: number, remainingQuantityToSupply: number, comment: string | null, item: { id: string, code: string, unitName: string } | null, supplierFigures: { stockOnHand: number, availableStockOnHand: number, averageMonthlyConsumption: number, stockOnOrder: number, incomingStock: number, otherRequested: number } | null }> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type CustomerRequisitionDetail_ApprovalMutationVariables = Exact<{
  storeId: string;
  input: ResponseRequisitionApprovalInput;
}>;


export type CustomerRequisitionDetail_ApprovalMutation = { setResponseRequisitionApproval:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, requisitionNumber: number, otherPartyId: string, otherPartyName: string, theirReference: string | null, comment: string | null, status: RequisitionNodeStatus, approvalStatus: RequisitionNodeApprovalStatus, linkedRequisitionId: string | null, createdDatetime: string, finalisedDatetime: string | null }
   | null };

export type CustomerRequisitionDetail_CreateShipmentMutationVariables = Exact<{
  storeId: string;
  input: CreateRequisitionShipmentInput;
}>;


export type CustomerRequisitionDetail_CreateShipmentMutation = { createRequisitionShipment:
    | { id: string, invoiceNumber: number }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type CustomerReturnList_InvoicesQueryVariables = Exact<{
  storeId: string;
  filter?: InvoiceFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<InvoiceSortInput> | InvoiceSortInput | null | undefined;
}>;


export type CustomerReturnList_InvoicesQuery = { customerReturns: { totalCount: number, nodes: Array<{ linkedInvoiceId: string | null, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null }> } | null };

export type CustomerReturnDetail_InvoiceQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type CustomerReturnDetail_InvoiceQuery = { customerReturn: { otherPartyId: string, colour: string | null, enteredBy: string | null, originalShipmentId: string | null, linkedInvoiceId: string | null, transportReference: string | null, expectedDeliveryDate: string | null, totalBeforeTax: number, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null, originalShipment: { id: string, type: InvoiceNodeType, invoiceNumber: number, status: InvoiceNodeStatus } | null, lines: Array<{ id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, numberOfPacks: number, stockLineId: string | null, originalLineId: string | null, reasonOptionId: string | null, note: string | null, totalAfterTax: number, reasonOption: { id: string, reason: string } | null }> } | null };

export type Dashboard_BatchExpiryQueryVariables = Exact<{
  storeId: string;
}>;


export type Dashboard_BatchExpiryQuery = { batchExpirySummary: { expiredBatches: number, expiringBatches: number, today: string, expiringUntil: string, expiringWithinDays: number } | null };

export type Dashboard_ItemStatusCountsQueryVariables = Exact<{
  storeId: string;
}>;


export type Dashboard_ItemStatusCountsQuery = { itemStockStatusCounts: { outOfStock: number, understocked: number, overstocked: number } | null };

export type InboundShipmentDetail_AddFromMasterListMutationVariables = Exact<{
  storeId: string;
  input: AddToInboundShipmentFromMasterListInput;
}>;


export type InboundShipmentDetail_AddFromMasterListMutation = { addToInboundShipmentFromMasterList:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type InboundShipmentList_InvoicesQueryVariables = Exact<{
  storeId: string;
  filter?: InvoiceFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<InvoiceSortInput> | InvoiceSortInput | null | undefined;
}>;


export type InboundShipmentList_InvoicesQuery = { inboundShipments: { totalCount: number, nodes: Array<{ linkedInvoiceId: string | null, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null }> } | null };

export type InboundShipmentDetail_LineFragment = { id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, numberOfPacks: number, costPricePerPack: number, sellPricePerPack: number, locationId: string | null, donorId: string | null, vvmStatusId: string | null, totalAfterTax: number, item: { id: string, code: string, name: string, unitName: string, defaultPackSize: number, isVaccine: boolean } | null, location: { id: string, code: string } | null };

export type InboundShipmentDetail_InvoiceQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type InboundShipmentDetail_InvoiceQuery = { inboundShipment: { otherPartyId: string, colour: string | null, enteredBy: string | null, linkedInvoiceId: string | null, transportReference: string | null, expectedDeliveryDate: string | null, totalBeforeTax: number, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null, lines: Array<{ id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, numberOfPacks: number, costPricePerPack: number, sellPricePerPack: number, locationId: string | null, donorId: string | null, vvmStatusId: string | null, totalAfterTax: number, item: { id: string, code: string, name: string, unitName: string, defaultPackSize: number, isVaccine: boolean } | null, location: { id: string, code: string } | null }> } | null };

export type InboundShipmentDetail_LinkedOutboundQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type InboundShipmentDetail_LinkedOutboundQuery = { outboundShipment: { id: string, invoiceNumber: number, status: InvoiceNodeStatus } | null };

export type InboundShipmentList_InsertMutationVariables = Exact<{
  storeId: string;
  input: InsertInboundShipmentInput;
}>;


export type InboundShipmentList_InsertMutation = { insertInboundShipment:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type InboundShipmentDetail_UpdateMutationVariables = Exact<{
  storeId: string;
  input: UpdateInboundShipmentInput;
}>;


export type InboundShipmentDetail_UpdateMutation = { updateInboundShipment:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, status: InvoiceNodeStatus }
   | null };

export type InboundShipment_DeleteMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type InboundShipment_DeleteMutation = { deleteInboundShipment:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type InboundShipmentLine_InsertMutationVariables = Exact<{
  storeId: string;
  input: InsertInboundShipmentLineInput;
}>;


export type InboundShipmentLine_InsertMutation = { insertInboundShipmentLine:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type InboundShipmentLine_UpdateMutationVariables = Exact<{
  storeId: string;
  input: UpdateInboundShipmentLineInput;
}>;


export type InboundShipmentLine_UpdateMutation = { updateInboundShipmentLine:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type InboundShipmentLine_DeleteMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type InboundShipmentLine_DeleteMutation = { deleteInboundShipmentLine:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type ItemVariants_ItemQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type ItemVariants_ItemQuery = { item:
    | { __typename: 'ItemNode', id: string, variants: Array<{ id: string, itemId: string, name: string, manufacturer: string | null, dosesPerUnit: number | null, vvmType: string | null, bundles: Array<{ id: string, ratio: number, principalItemVariantId: string, bundledItemVariantId: string, principalVariant: { id: string, name: string, itemCode: string, itemName: string } | null, bundledVariant: { id: string, name: string, itemCode: string, itemName: string } | null }> }>, packVariants: Array<{ id: string, itemId: string, packSize: number, name: string, abbreviation: string }> }
    | { __typename: 'NodeError' }
   | null };

export type ItemEditDialog_ItemQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type ItemEditDialog_ItemQuery = { item:
    | { __typename: 'ItemNode', id: string, code: string, name: string, unitName: string, type: string, defaultPackSize: number, dosesPerUnit: number, isVaccine: boolean, strength: string, form: string, volumePerUnit: number, manufacturer: string, universalCode: string, universalName: string }
    | { __typename: 'NodeError' }
   | null };

export type ItemEditDialog_MasterListsQueryVariables = Exact<{
  storeId: string;
}>;


export type ItemEditDialog_MasterListsQuery = { masterLists: Array<{ id: string, code: string, name: string }> | null };

export type ItemEditDialog_InsertItemMutationVariables = Exact<{
  storeId: string;
  input: InsertItemInput;
}>;


export type ItemEditDialog_InsertItemMutation = { insertItem:
    | { __typename: 'ItemMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'ItemNode', id: string }
   | null };

export type ItemEditDialog_UpdateItemMutationVariables = Exact<{
  storeId: string;
  input: UpdateItemInput;
}>;


export type ItemEditDialog_UpdateItemMutation = { updateItem:
    | { __typename: 'ItemMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'ItemNode', id: string }
   | null };

export type ItemVariantDialog_UpsertMutationVariables = Exact<{
  storeId: string;
  input: ItemVariantInput;
}>;


export type ItemVariantDialog_UpsertMutation = { upsertItemVariant:
    | { __typename: 'ItemVariantMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'ItemVariantNode' }
   | null };

export type ItemVariants_DeleteVariantMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type ItemVariants_DeleteVariantMutation = { deleteItemVariant:
    | { __typename: 'DeletedNode' }
    | { __typename: 'ItemVariantMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type PackVariantDialog_UpsertMutationVariables = Exact<{
  storeId: string;
  input: PackVariantInput;
}>;


export type PackVariantDialog_UpsertMutation = { upsertPackVariant:
    | { __typename: 'ItemVariantMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'PackVariantNode' }
   | null };

export type ItemVariants_DeletePackVariantMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type ItemVariants_DeletePackVariantMutation = { deletePackVariant:
    | { __typename: 'DeletedNode' }
    | { __typename: 'ItemVariantMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type BundleDialog_UpsertMutationVariables = Exact<{
  storeId: string;
  input: BundledItemInput;
}>;


export type BundleDialog_UpsertMutation = { upsertBundledItem:
    | { __typename: 'BundledItemNode' }
    | { __typename: 'ItemVariantMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type ItemVariants_DeleteBundleMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type ItemVariants_DeleteBundleMutation = { deleteBundledItem:
    | { __typename: 'DeletedNode' }
    | { __typename: 'ItemVariantMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type AdjustStockDialog_InsertInventoryAdjustmentMutationVariables = Exact<{
  storeId: string;
  input: InsertInventoryAdjustmentInput;
}>;


export type AdjustStockDialog_InsertInventoryAdjustmentMutation = { insertInventoryAdjustment:
    | { __typename: 'InsertInventoryAdjustmentError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'InventoryAdjustmentNode' }
   | null };

export type NewStockDialog_InsertStockLineMutationVariables = Exact<{
  storeId: string;
  input: InsertStockLineInput;
}>;


export type NewStockDialog_InsertStockLineMutation = { insertStockLine:
    | { __typename: 'InsertInventoryAdjustmentError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'InventoryAdjustmentNode' }
   | null };

export type StockLineEditDialog_UpdateStockLineMutationVariables = Exact<{
  storeId: string;
  input: UpdateStockLineInput;
}>;


export type StockLineEditDialog_UpdateStockLineMutation = { updateStockLine:
    | { __typename: 'StockLineNode' }
    | { __typename: 'UpdateStockLineError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type VvmStatusDialog_UpdateStockLineVvmStatusMutationVariables = Exact<{
  storeId: string;
  input: UpdateStockLineVvmStatusInput;
}>;


export type VvmStatusDialog_UpdateStockLineVvmStatusMutation = { updateStockLineVvmStatus:
    | { __typename: 'StockLineNode' }
    | { __typename: 'UpdateStockLineError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type RepackDialog_InsertRepackMutationVariables = Exact<{
  storeId: string;
  input: InsertRepackInput;
}>;


export type RepackDialog_InsertRepackMutation = { insertRepack:
    | { __typename: 'InsertRepackError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'RepackNode' }
   | null };

export type InventoryStockLineFragment = { id: string, itemId: string, batch: string | null, expiryDate: string | null, packSize: number, totalNumberOfPacks: number, availableNumberOfPacks: number, costPricePerPack: number, sellPricePerPack: number, locationId: string | null, onHold: boolean, unusableReasons: Array<UnusableReason>, vvmStatusId: string | null, note: string | null, barcode: string | null, donorId: string | null, item: { code: string, name: string, unitName: string, isVaccine: boolean }, location: { code: string, name: string, onHold: boolean } | null, vvmStatus: { code: string } | null, supplier: { name: string } | null, donor: { name: string } | null };

export type ItemListView_ItemsQueryVariables = Exact<{
  storeId: string;
  filter?: ItemFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<ItemSortInput> | ItemSortInput | null | undefined;
}>;


export type ItemListView_ItemsQuery = { items: { totalCount: number, nodes: Array<{ id: string, code: string, name: string, unitName: string, type: string, isVaccine: boolean, defaultPackSize: number }> } | null };

export type ItemListView_ItemStatsQueryVariables = Exact<{
  storeId: string;
  ids: Array<string> | string;
}>;


export type ItemListView_ItemStatsQuery = { items: { nodes: Array<{ id: string, stats: { stockOnHand: number, unusableStockOnHand: number, availableStockOnHand: number, averageMonthlyConsumption: number, monthsOfStock: number | null, stockStatus: StockStatus } }> } | null };

export type ItemDetailView_ItemQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type ItemDetailView_ItemQuery = { item:
    | { __typename: 'ItemNode', id: string, code: string, name: string, unitName: string, isVaccine: boolean, defaultPackSize: number, strength: string, manufacturer: string, dosesPerUnit: number, stats: { stockOnHand: number, unusableStockOnHand: number, availableStockOnHand: number, averageMonthlyConsumption: number, consumedUnits: number, lookBackMonths: number, monthsOfStock: number | null, minMonths: number, maxMonths: number, stockStatus: StockStatus, expiringLots: number, expiringUnits: number, expiredUnits: number } }
    | { __typename: 'NodeError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StockListView_StockLinesQueryVariables = Exact<{
  storeId: string;
  filter?: StockLineFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<StockLineSortInput> | StockLineSortInput | null | undefined;
}>;


export type StockListView_StockLinesQuery = { stockLines: { totalCount: number, nodes: Array<{ id: string, itemId: string, batch: string | null, expiryDate: string | null, packSize: number, totalNumberOfPacks: number, availableNumberOfPacks: number, costPricePerPack: number, sellPricePerPack: number, locationId: string | null, onHold: boolean, unusableReasons: Array<UnusableReason>, vvmStatusId: string | null, note: string | null, barcode: string | null, donorId: string | null, item: { code: string, name: string, unitName: string, isVaccine: boolean }, location: { code: string, name: string, onHold: boolean } | null, vvmStatus: { code: string } | null, supplier: { name: string } | null, donor: { name: string } | null }> } | null };

export type LedgerTable_LedgerQueryVariables = Exact<{
  storeId: string;
  itemId?: string | null | undefined;
  stockLineId?: string | null | undefined;
  page?: PaginationInput | null | undefined;
}>;


export type LedgerTable_LedgerQuery = { ledger: { totalCount: number, nodes: Array<{ id: string, datetime: string, invoiceId: string, invoiceNumber: number, invoiceType: string, numberOfPacks: number, balancePacks: number, packSize: number, otherPartyName: string, reason: string | null, stockLineId: string }> } | null };

export type InventoryDialogs_OptionsQueryVariables = Exact<{
  storeId: string;
}>;


export type InventoryDialogs_OptionsQuery = { locations: { nodes: Array<{ id: string, code: string, name: string, onHold: boolean }> } | null, reasonOptions: Array<{ id: string, reason: string, type: ReasonOptionType, isActive: boolean }> | null, vvmStatuses: Array<{ id: string, code: string, description: string, unusable: boolean }> | null };

export type BarcodeScanner_ScanQueryVariables = Exact<{
  storeId: string;
  scan: string;
}>;


export type BarcodeScanner_ScanQuery = { barcodeScan:
    | { __typename: 'BarcodeScanError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'BarcodeScanNode', itemId: string | null, batch: string | null, stockLineIds: Array<string> }
   | null };

export type InventoryDialogs_SuppliersOrDonorsQueryVariables = Exact<{
  storeId: string;
  filter?: NameFilterInput | null | undefined;
}>;


export type InventoryDialogs_SuppliersOrDonorsQuery = { names: { nodes: Array<{ id: string, code: string, name: string }> } | null };

export type LocationsListView_LocationsQueryVariables = Exact<{
  storeId: string;
}>;


export type LocationsListView_LocationsQuery = { locations: { totalCount: number, nodes: Array<{ id: string, code: string, name: string, onHold: boolean, stockLineCount: number }> } | null };

export type LocationDialog_InsertLocationMutationVariables = Exact<{
  storeId: string;
  input: LocationInput;
}>;


export type LocationDialog_InsertLocationMutation = { insertLocation:
    | { __typename: 'LocationMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'LocationNode' }
   | null };

export type LocationDialog_UpdateLocationMutationVariables = Exact<{
  storeId: string;
  input: LocationInput;
}>;


export type LocationDialog_UpdateLocationMutation = { updateLocation:
    | { __typename: 'LocationMutationError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'LocationNode' }
   | null };

export type LocationsListView_DeleteLocationsMutationVariables = Exact<{
  storeId: string;
  ids: Array<string> | string;
}>;


export type LocationsListView_DeleteLocationsMutation = { deleteLocations: { deletedCount: number, failedCount: number } | null };

export type MasterLists_MasterListsQueryVariables = Exact<{
  storeId: string;
}>;


export type MasterLists_MasterListsQuery = { masterLists: Array<{ id: string, code: string, name: string, description: string, lineCount: number }> | null };

export type MasterListDetailView_ItemsQueryVariables = Exact<{
  storeId: string;
  filter?: ItemFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<ItemSortInput> | ItemSortInput | null | undefined;
}>;


export type MasterListDetailView_ItemsQuery = { items: { totalCount: number, nodes: Array<{ id: string, code: string, name: string, unitName: string, type: string, defaultPackSize: number }> } | null };

export type OutboundShipmentDetail_AddFromMasterListMutationVariables = Exact<{
  storeId: string;
  input: AddToOutboundShipmentFromMasterListInput;
}>;


export type OutboundShipmentDetail_AddFromMasterListMutation = { addToOutboundShipmentFromMasterList:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type OutboundShipmentList_InvoicesQueryVariables = Exact<{
  storeId: string;
  filter?: InvoiceFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<InvoiceSortInput> | InvoiceSortInput | null | undefined;
}>;


export type OutboundShipmentList_InvoicesQuery = { outboundShipments: { totalCount: number, nodes: Array<{ id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null }> } | null };

export type OutboundShipmentDetail_LineFragment = { id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, stockLineId: string | null, packSize: number, numberOfPacks: number, sellPricePerPack: number, totalAfterTax: number, item: { id: string, unitName: string, defaultPackSize: number } | null, location: { id: string, code: string } | null, stockLine: { id: string, availableNumberOfPacks: number, totalNumberOfPacks: number } | null };

export type OutboundShipmentDetail_InvoiceQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type OutboundShipmentDetail_InvoiceQuery = { outboundShipment: { otherPartyId: string, colour: string | null, enteredBy: string | null, taxPercentage: number | null, linkedInvoiceId: string | null, transportReference: string | null, expectedDeliveryDate: string | null, totalBeforeTax: number, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null, lines: Array<{ id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, stockLineId: string | null, packSize: number, numberOfPacks: number, sellPricePerPack: number, totalAfterTax: number, item: { id: string, unitName: string, defaultPackSize: number } | null, location: { id: string, code: string } | null, stockLine: { id: string, availableNumberOfPacks: number, totalNumberOfPacks: number } | null }> } | null };

export type OutboundShipmentDetail_LinkedInboundQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type OutboundShipmentDetail_LinkedInboundQuery = { inboundShipment: { id: string, invoiceNumber: number, status: InvoiceNodeStatus } | null };

export type OutboundShipmentList_InsertMutationVariables = Exact<{
  storeId: string;
  input: InsertOutboundShipmentInput;
}>;


export type OutboundShipmentList_InsertMutation = { insertOutboundShipment:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type OutboundShipmentDetail_UpdateMutationVariables = Exact<{
  storeId: string;
  input: UpdateOutboundShipmentInput;
}>;


export type OutboundShipmentDetail_UpdateMutation = { updateOutboundShipment:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, status: InvoiceNodeStatus }
   | null };

export type OutboundShipment_DeleteMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type OutboundShipment_DeleteMutation = { deleteOutboundShipment:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type OutboundShipmentItemLines_IssueMutationVariables = Exact<{
  storeId: string;
  input: IssueOutboundShipmentItemInput;
}>;


export type OutboundShipmentItemLines_IssueMutation = { issueOutboundShipmentItem:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { requestedUnits: number, allocatedUnits: number, placeholderUnits: number, lines: Array<{ id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, stockLineId: string | null, packSize: number, numberOfPacks: number, sellPricePerPack: number, totalAfterTax: number, item: { id: string, unitName: string, defaultPackSize: number } | null, location: { id: string, code: string } | null, stockLine: { id: string, availableNumberOfPacks: number, totalNumberOfPacks: number } | null }>, notes: Array<{ kind: AllocationNoteKind, reason: UnusableReason | null, stockLineIds: Array<string>, allocatedUnits: number | null, requestedUnits: number | null, placeholderUnits: number | null, availableUnits: number | null, wholePackUnits: number | null }> }
   | null };

export type OutboundShipmentDetail_UpdateLineMutationVariables = Exact<{
  storeId: string;
  input: UpdateOutboundShipmentLineInput;
}>;


export type OutboundShipmentDetail_UpdateLineMutation = { updateOutboundShipmentLine:
    | { id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, stockLineId: string | null, packSize: number, numberOfPacks: number, sellPricePerPack: number, totalAfterTax: number, item: { id: string, unitName: string, defaultPackSize: number } | null, location: { id: string, code: string } | null, stockLine: { id: string, availableNumberOfPacks: number, totalNumberOfPacks: number } | null }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type OutboundShipmentDetail_DeleteLineMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type OutboundShipmentDetail_DeleteLineMutation = { deleteOutboundShipmentLine:
    | { id: string }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type OutboundShipmentItemLines_BatchesQueryVariables = Exact<{
  storeId: string;
  itemId: string;
}>;


export type OutboundShipmentItemLines_BatchesQuery = { stockLines: { nodes: Array<{ id: string, batch: string | null, expiryDate: string | null, packSize: number, availableNumberOfPacks: number }> } | null };

export type LogReasons_ReasonOptionsQueryVariables = Exact<{
  storeId: string;
  type?: ReasonOptionType | null | undefined;
}>;


export type LogReasons_ReasonOptionsQuery = { reasonOptions: Array<{ id: string, type: ReasonOptionType, reason: string, isActive: boolean }> | null };

export type ReasonDialog_InsertReasonOptionMutationVariables = Exact<{
  storeId: string;
  id: string;
  type: ReasonOptionType;
  reason: string;
}>;


export type ReasonDialog_InsertReasonOptionMutation = { insertReasonOption:
    | { __typename: 'InsertReasonOptionError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { __typename: 'ReasonOptionNode' }
   | null };

export type ReasonDialog_UpdateReasonOptionMutationVariables = Exact<{
  storeId: string;
  id: string;
  reason?: string | null | undefined;
  isActive?: boolean | null | undefined;
}>;


export type ReasonDialog_UpdateReasonOptionMutation = { updateReasonOption:
    | { __typename: 'ReasonOptionNode' }
    | { __typename: 'UpdateReasonOptionError', error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', description: string }
        | { __typename: 'AdjustmentReasonNotValid', description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type Stocktakes_RowFragment = { id: string, stocktakeNumber: number, stocktakeDate: string | null, description: string | null, comment: string | null, status: StocktakeNodeStatus, onHold: boolean, isLocked: boolean, isInitial: boolean, createdDatetime: string, finalisedDatetime: string | null };

export type StocktakeList_StocktakesQueryVariables = Exact<{
  storeId: string;
  filter?: StocktakeFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<StocktakeSortInput> | StocktakeSortInput | null | undefined;
}>;


export type StocktakeList_StocktakesQuery = { stocktakes: { totalCount: number, nodes: Array<{ id: string, stocktakeNumber: number, stocktakeDate: string | null, description: string | null, comment: string | null, status: StocktakeNodeStatus, onHold: boolean, isLocked: boolean, isInitial: boolean, createdDatetime: string, finalisedDatetime: string | null }> } | null };

export type StocktakeList_CountQueryVariables = Exact<{
  storeId: string;
}>;


export type StocktakeList_CountQuery = { stocktakes: { totalCount: number } | null };

export type StocktakeDetail_LineFragment = { id: string, itemId: string, itemCode: string, itemName: string, stockLineId: string | null, batch: string | null, expiryDate: string | null, packSize: number, snapshotNumberOfPacks: number, countedNumberOfPacks: number | null, currentNumberOfPacks: number | null, difference: number | null, hasSnapshotMismatch: boolean, reasonOptionId: string | null, item: { id: string, isVaccine: boolean, unitName: string } | null, location: { id: string, code: string } | null };

export type StocktakeDetail_StocktakeQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type StocktakeDetail_StocktakeQuery = { stocktake: { enteredBy: string | null, inventoryAdditionId: string | null, inventoryReductionId: string | null, id: string, stocktakeNumber: number, stocktakeDate: string | null, description: string | null, comment: string | null, status: StocktakeNodeStatus, onHold: boolean, isLocked: boolean, isInitial: boolean, createdDatetime: string, finalisedDatetime: string | null } | null };

export type StocktakeDetail_LinesQueryVariables = Exact<{
  storeId: string;
  id: string;
  filter?: StocktakeLineFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<StocktakeLineSortInput> | StocktakeLineSortInput | null | undefined;
}>;


export type StocktakeDetail_LinesQuery = { stocktakeLines: { totalCount: number, nodes: Array<{ id: string, itemId: string, itemCode: string, itemName: string, stockLineId: string | null, batch: string | null, expiryDate: string | null, packSize: number, snapshotNumberOfPacks: number, countedNumberOfPacks: number | null, currentNumberOfPacks: number | null, difference: number | null, hasSnapshotMismatch: boolean, reasonOptionId: string | null, item: { id: string, isVaccine: boolean, unitName: string } | null, location: { id: string, code: string } | null }> } | null };

export type StocktakeDetail_ItemGroupsQueryVariables = Exact<{
  storeId: string;
  id: string;
  filter?: StocktakeLineFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<StocktakeLineSortInput> | StocktakeLineSortInput | null | undefined;
}>;


export type StocktakeDetail_ItemGroupsQuery = { stocktakeItemGroups: { totalCount: number, nodes: Array<{ id: string, itemId: string, itemCode: string, itemName: string, lineCount: number, countedLineCount: number, countedUnits: number }> } | null };

export type StocktakeDetail_FiguresFragment = { lineCount: number, countedLineCount: number, uncountedLineCount: number, withDifferenceLineCount: number, mismatchedLineCount: number, countedUnits: number };

export type StocktakeDetail_FiguresQueryVariables = Exact<{
  storeId: string;
  id: string;
  filter?: StocktakeLineFilterInput | null | undefined;
}>;


export type StocktakeDetail_FiguresQuery = { all: { lineCount: number, countedLineCount: number, uncountedLineCount: number, withDifferenceLineCount: number, mismatchedLineCount: number, countedUnits: number } | null, shown: { lineCount: number, countedLineCount: number, uncountedLineCount: number, withDifferenceLineCount: number, mismatchedLineCount: number, countedUnits: number } | null };

export type StocktakeDetail_CountSheetQueryVariables = Exact<{
  storeId: string;
  id: string;
  page?: PaginationInput | null | undefined;
}>;


export type StocktakeDetail_CountSheetQuery = { stocktakeLines: { totalCount: number, nodes: Array<{ id: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, location: { id: string, code: string } | null }> } | null };

export type StocktakeDetail_OptionsQueryVariables = Exact<{
  storeId: string;
}>;


export type StocktakeDetail_OptionsQuery = { reasonOptions: Array<{ id: string, reason: string, type: ReasonOptionType, isActive: boolean }> | null };

export type StocktakeDetail_BatchesQueryVariables = Exact<{
  storeId: string;
  itemId: string;
}>;


export type StocktakeDetail_BatchesQuery = { stockLines: { nodes: Array<{ id: string, batch: string | null, expiryDate: string | null, packSize: number, totalNumberOfPacks: number, location: { id: string, code: string } | null }> } | null };

export type Stocktakes_MutationErrorFragment = { error:
    | { __typename: 'AbbreviationRequired', description: string }
    | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
    | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
    | { __typename: 'BarcodeNotFound', description: string }
    | { __typename: 'BatchIsReserved', description: string }
    | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
    | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
    | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
    | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
    | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
    | { __typename: 'CannotAddItemToProgramRequisition', description: string }
    | { __typename: 'CannotBundleWithItself', description: string }
    | { __typename: 'CannotChangePackSizeOfBatch', description: string }
    | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
    | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
    | { __typename: 'CannotChangeStatusWithoutLines', description: string }
    | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
    | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
    | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
    | { __typename: 'CannotEditRequisition', description: string }
    | { __typename: 'CannotEditStocktake', description: string }
    | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
    | { __typename: 'CannotReturnInboundShipment', description: string }
    | { __typename: 'CannotReturnOutboundShipment', description: string }
    | { __typename: 'CannotReturnPlaceholderLine', description: string }
    | { __typename: 'CannotReverseInvoiceStatus', description: string }
    | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
    | { __typename: 'DateInFuture', description: string }
    | { __typename: 'DuplicateBundledItem', description: string }
    | { __typename: 'DuplicateItemVariantName', description: string }
    | { __typename: 'DuplicatePackSize', description: string }
    | { __typename: 'FinalisedRequisition', description: string }
    | { __typename: 'GtinAlreadyUsed', description: string }
    | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'InitialStocktakeAlreadyExists', description: string }
    | { __typename: 'InvalidBarcodePackSize', description: string }
    | { __typename: 'InvalidDate', description: string }
    | { __typename: 'InvalidExpiryDate', description: string }
    | { __typename: 'InvalidGtin', description: string }
    | { __typename: 'InvalidLocation', description: string }
    | { __typename: 'InvalidMasterList', description: string }
    | { __typename: 'InvalidPackSize', description: string }
    | { __typename: 'InvalidPrice', description: string }
    | { __typename: 'InvalidQuantity', description: string }
    | { __typename: 'InvalidStockPackSize', description: string }
    | { __typename: 'InvalidStockPrice', description: string }
    | { __typename: 'InvoiceIsNotEditable', description: string }
    | { __typename: 'InvoiceLineHasNoStockLine', description: string }
    | { __typename: 'ItemAlreadyExistInRequisition', description: string }
    | { __typename: 'ItemCodeRequired', description: string }
    | { __typename: 'ItemNotFound', description: string }
    | { __typename: 'LinkedRecordNotFound', description: string }
    | { __typename: 'LocationCodeRequired', description: string }
    | { __typename: 'LocationIsOnHold', description: string }
    | { __typename: 'LocationNameRequired', description: string }
    | { __typename: 'LocationNotFound', description: string }
    | { __typename: 'MasterListNotFoundForThisStore', description: string }
    | { __typename: 'MasterListRequired', description: string }
    | { __typename: 'MaxOrdersReachedForPeriod', description: string }
    | { __typename: 'MonthsOfStockInvalid', description: string }
    | { __typename: 'NameRequired', description: string }
    | { __typename: 'NameTooLong', description: string }
    | { __typename: 'NoLines', description: string }
    | { __typename: 'NotAStockItem', description: string }
    | { __typename: 'NotEnoughStockForReduction', description: string }
    | { __typename: 'NotEnoughStockForRepack', description: string }
    | { __typename: 'NothingRemainingToSupply', description: string }
    | { __typename: 'NothingRequested', description: string }
    | { __typename: 'NumberOfPacksBelowZero', description: string }
    | { __typename: 'OrderingTooManyItems', description: string }
    | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
    | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
    | { __typename: 'OtherPartyDoesNotExist', description: string }
    | { __typename: 'OtherPartyIsNotAStore', description: string }
    | { __typename: 'OtherPartyIsThisStore', description: string }
    | { __typename: 'OtherPartyNotACustomer', description: string }
    | { __typename: 'OtherPartyNotASupplier', description: string }
    | { __typename: 'OtherPartyNotFound', description: string }
    | { __typename: 'OtherPartyNotVisible', description: string }
    | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
    | { __typename: 'PeriodDatesInvalid', description: string }
    | { __typename: 'PeriodNotAvailable', description: string }
    | { __typename: 'PeriodsOverlap', description: string }
    | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
    | { __typename: 'ReasonNotValid', description: string }
    | { __typename: 'ReasonRequired', description: string }
    | { __typename: 'ReasonTextInvalid', description: string }
    | { __typename: 'ReasonsNotProvided', description: string }
    | { __typename: 'RecordAlreadyExists', description: string }
    | { __typename: 'RecordNotFound', description: string }
    | { __typename: 'RepackFractionalPacks', description: string }
    | { __typename: 'RequisitionHasNoLines', description: string }
    | { __typename: 'RequisitionNotPendingApproval', description: string }
    | { __typename: 'RequisitionWithShipment', description: string }
    | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
    | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
    | { __typename: 'StatusNotAllowed', description: string }
    | { __typename: 'StockBelowZeroAtDate', description: string }
    | { __typename: 'StockCountOutOfRange', description: string }
    | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
    | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
    | { __typename: 'StockLineIsOnHold', description: string }
    | { __typename: 'StockLineOnHold', description: string }
    | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
    | { __typename: 'StockLineXOrItem', description: string }
    | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
    | { __typename: 'StockQuantityOutOfRange', description: string }
    | { __typename: 'StocktakeIsLocked', description: string }
    | { __typename: 'StocktakeIsOnHold', description: string }
    | { __typename: 'SupplierNotValid', description: string }
    | { __typename: 'TextTooLong', description: string }
    | { __typename: 'TransferredRequisition', description: string }
    | { __typename: 'UnableToReadBarcode', description: string }
    | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
    | { __typename: 'UniqueValueViolation', description: string }
    | { __typename: 'UnsupportedLanguage', description: string }
    | { __typename: 'ValueNegative', description: string }
    | { __typename: 'ValueNotPositive', description: string }
    | { __typename: 'VariantAlreadyBundled', description: string }
    | { __typename: 'WrongReasonType', description: string }
   };

export type StocktakeList_InsertMutationVariables = Exact<{
  storeId: string;
  input: InsertStocktakeInput;
}>;


export type StocktakeList_InsertMutation = { insertStocktake:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string }
   | null };

export type StocktakeDetail_UpdateMutationVariables = Exact<{
  storeId: string;
  input: UpdateStocktakeInput;
}>;


export type StocktakeDetail_UpdateMutation = { updateStocktake:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, stocktakeNumber: number, stocktakeDate: string | null, description: string | null, comment: string | null, status: StocktakeNodeStatus, onHold: boolean, isLocked: boolean, isInitial: boolean, createdDatetime: string, finalisedDatetime: string | null }
   | null };

export type StocktakeList_DeleteMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type StocktakeList_DeleteMutation = { deleteStocktake:
    | { ids: Array<string> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StocktakeDetail_InsertLinesMutationVariables = Exact<{
  storeId: string;
  input: InsertStocktakeLinesInput;
}>;


export type StocktakeDetail_InsertLinesMutation = { insertStocktakeLines:
    | { lines: Array<{ id: string, itemId: string, itemCode: string, itemName: string, stockLineId: string | null, batch: string | null, expiryDate: string | null, packSize: number, snapshotNumberOfPacks: number, countedNumberOfPacks: number | null, currentNumberOfPacks: number | null, difference: number | null, hasSnapshotMismatch: boolean, reasonOptionId: string | null, item: { id: string, isVaccine: boolean, unitName: string } | null, location: { id: string, code: string } | null }> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StocktakeDetail_UpdateLinesMutationVariables = Exact<{
  storeId: string;
  input: UpdateStocktakeLinesInput;
}>;


export type StocktakeDetail_UpdateLinesMutation = { updateStocktakeLines:
    | { lines: Array<{ id: string, itemId: string, itemCode: string, itemName: string, stockLineId: string | null, batch: string | null, expiryDate: string | null, packSize: number, snapshotNumberOfPacks: number, countedNumberOfPacks: number | null, currentNumberOfPacks: number | null, difference: number | null, hasSnapshotMismatch: boolean, reasonOptionId: string | null, item: { id: string, isVaccine: boolean, unitName: string } | null, location: { id: string, code: string } | null }> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StocktakeDetail_CountAsSnapshotMutationVariables = Exact<{
  storeId: string;
  input: CountStocktakeLinesAsSnapshotInput;
}>;


export type StocktakeDetail_CountAsSnapshotMutation = { countStocktakeLinesAsSnapshot:
    | { count: number }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StocktakeDetail_DeleteLinesMutationVariables = Exact<{
  storeId: string;
  input: DeleteStocktakeLinesInput;
}>;


export type StocktakeDetail_DeleteLinesMutation = { deleteStocktakeLines:
    | { ids: Array<string> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StocktakeDetail_ResolveMutationVariables = Exact<{
  storeId: string;
  input: ResolveStocktakeMismatchInput;
}>;


export type StocktakeDetail_ResolveMutation = { resolveStocktakeMismatch:
    | { lines: Array<{ id: string, itemId: string, itemCode: string, itemName: string, stockLineId: string | null, batch: string | null, expiryDate: string | null, packSize: number, snapshotNumberOfPacks: number, countedNumberOfPacks: number | null, currentNumberOfPacks: number | null, difference: number | null, hasSnapshotMismatch: boolean, reasonOptionId: string | null, item: { id: string, isVaccine: boolean, unitName: string } | null, location: { id: string, code: string } | null }> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StocktakeDetail_ResolveAllMutationVariables = Exact<{
  storeId: string;
  input: ResolveAllStocktakeMismatchesInput;
}>;


export type StocktakeDetail_ResolveAllMutation = { resolveAllStocktakeMismatches:
    | { lines: Array<{ id: string, itemId: string, itemCode: string, itemName: string, stockLineId: string | null, batch: string | null, expiryDate: string | null, packSize: number, snapshotNumberOfPacks: number, countedNumberOfPacks: number | null, currentNumberOfPacks: number | null, difference: number | null, hasSnapshotMismatch: boolean, reasonOptionId: string | null, item: { id: string, isVaccine: boolean, unitName: string } | null, location: { id: string, code: string } | null }> }
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
   | null };

export type StocktakeDetail_FinaliseMutationVariables = Exact<{
  storeId: string;
  input: FinaliseStocktakeInput;
}>;


export type StocktakeDetail_FinaliseMutation = { finaliseStocktake:
    | { error:
        | { __typename: 'AbbreviationRequired', description: string }
        | { __typename: 'AdjustmentReasonNotProvided', lineId: string | null, description: string }
        | { __typename: 'AdjustmentReasonNotValid', lineId: string | null, description: string }
        | { __typename: 'BarcodeNotFound', description: string }
        | { __typename: 'BatchIsReserved', description: string }
        | { __typename: 'CanOnlyAddLinesFromMasterListToNewInboundShipment', description: string }
        | { __typename: 'CanOnlyAddLinesToNewOutboundShipment', description: string }
        | { __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines', description: string }
        | { __typename: 'CanOnlyDeleteLinesOfNewInvoice', description: string }
        | { __typename: 'CanOnlyZeroQuantityInNew', description: string }
        | { __typename: 'CannotAddItemToProgramRequisition', description: string }
        | { __typename: 'CannotBundleWithItself', description: string }
        | { __typename: 'CannotChangePackSizeOfBatch', description: string }
        | { __typename: 'CannotChangePackSizeOfReceivedStock', description: string }
        | { __typename: 'CannotChangeStatusOfInvoiceOnHold', description: string }
        | { __typename: 'CannotChangeStatusWithoutLines', description: string }
        | { __typename: 'CannotDeleteInvoiceWithStockMovements', description: string }
        | { __typename: 'CannotDeleteLineFromTransferredRequisition', description: string }
        | { __typename: 'CannotEditProgramRequisitionInformation', description: string }
        | { __typename: 'CannotEditRequisition', description: string }
        | { __typename: 'CannotEditStocktake', description: string }
        | { __typename: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate', description: string }
        | { __typename: 'CannotReturnInboundShipment', description: string }
        | { __typename: 'CannotReturnOutboundShipment', description: string }
        | { __typename: 'CannotReturnPlaceholderLine', description: string }
        | { __typename: 'CannotReverseInvoiceStatus', description: string }
        | { __typename: 'CannotSetShippedStatusOnManualInboundShipment', description: string }
        | { __typename: 'DateInFuture', description: string }
        | { __typename: 'DuplicateBundledItem', description: string }
        | { __typename: 'DuplicateItemVariantName', description: string }
        | { __typename: 'DuplicatePackSize', description: string }
        | { __typename: 'FinalisedRequisition', description: string }
        | { __typename: 'GtinAlreadyUsed', description: string }
        | { __typename: 'InboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'InitialStocktakeAlreadyExists', description: string }
        | { __typename: 'InvalidBarcodePackSize', description: string }
        | { __typename: 'InvalidDate', description: string }
        | { __typename: 'InvalidExpiryDate', description: string }
        | { __typename: 'InvalidGtin', description: string }
        | { __typename: 'InvalidLocation', description: string }
        | { __typename: 'InvalidMasterList', description: string }
        | { __typename: 'InvalidPackSize', description: string }
        | { __typename: 'InvalidPrice', description: string }
        | { __typename: 'InvalidQuantity', description: string }
        | { __typename: 'InvalidStockPackSize', description: string }
        | { __typename: 'InvalidStockPrice', description: string }
        | { __typename: 'InvoiceIsNotEditable', description: string }
        | { __typename: 'InvoiceLineHasNoStockLine', description: string }
        | { __typename: 'ItemAlreadyExistInRequisition', description: string }
        | { __typename: 'ItemCodeRequired', description: string }
        | { __typename: 'ItemNotFound', description: string }
        | { __typename: 'LinkedRecordNotFound', description: string }
        | { __typename: 'LocationCodeRequired', description: string }
        | { __typename: 'LocationIsOnHold', description: string }
        | { __typename: 'LocationNameRequired', description: string }
        | { __typename: 'LocationNotFound', description: string }
        | { __typename: 'MasterListNotFoundForThisStore', description: string }
        | { __typename: 'MasterListRequired', description: string }
        | { __typename: 'MaxOrdersReachedForPeriod', description: string }
        | { __typename: 'MonthsOfStockInvalid', description: string }
        | { __typename: 'NameRequired', description: string }
        | { __typename: 'NameTooLong', description: string }
        | { __typename: 'NoLines', description: string }
        | { __typename: 'NotAStockItem', description: string }
        | { __typename: 'NotEnoughStockForReduction', description: string }
        | { __typename: 'NotEnoughStockForRepack', description: string }
        | { __typename: 'NothingRemainingToSupply', description: string }
        | { __typename: 'NothingRequested', description: string }
        | { __typename: 'NumberOfPacksBelowZero', description: string }
        | { __typename: 'OrderingTooManyItems', description: string }
        | { __typename: 'OriginalInvoiceNotAnInboundShipment', description: string }
        | { __typename: 'OriginalInvoiceNotAnOutboundShipment', description: string }
        | { __typename: 'OtherPartyDoesNotExist', description: string }
        | { __typename: 'OtherPartyIsNotAStore', description: string }
        | { __typename: 'OtherPartyIsThisStore', description: string }
        | { __typename: 'OtherPartyNotACustomer', description: string }
        | { __typename: 'OtherPartyNotASupplier', description: string }
        | { __typename: 'OtherPartyNotFound', description: string }
        | { __typename: 'OtherPartyNotVisible', description: string }
        | { __typename: 'OutboundShipmentDoesNotBelongToCurrentStore', description: string }
        | { __typename: 'PeriodDatesInvalid', description: string }
        | { __typename: 'PeriodNotAvailable', description: string }
        | { __typename: 'PeriodsOverlap', description: string }
        | { __typename: 'ProgramOrderTypeDoesNotExist', description: string }
        | { __typename: 'ReasonNotValid', description: string }
        | { __typename: 'ReasonRequired', description: string }
        | { __typename: 'ReasonTextInvalid', description: string }
        | { __typename: 'ReasonsNotProvided', description: string }
        | { __typename: 'RecordAlreadyExists', description: string }
        | { __typename: 'RecordNotFound', description: string }
        | { __typename: 'RepackFractionalPacks', description: string }
        | { __typename: 'RequisitionHasNoLines', description: string }
        | { __typename: 'RequisitionNotPendingApproval', description: string }
        | { __typename: 'RequisitionWithShipment', description: string }
        | { __typename: 'ReturnExceedsIssuedQuantity', description: string }
        | { __typename: 'SnapshotCountCurrentCountMismatch', lineIds: string | null, description: string }
        | { __typename: 'StatusNotAllowed', description: string }
        | { __typename: 'StockBelowZeroAtDate', description: string }
        | { __typename: 'StockCountOutOfRange', description: string }
        | { __typename: 'StockLineAlreadyExistsInInvoice', description: string }
        | { __typename: 'StockLineAlreadyExistsInStocktake', description: string }
        | { __typename: 'StockLineIsOnHold', description: string }
        | { __typename: 'StockLineOnHold', description: string }
        | { __typename: 'StockLineReducedBelowZero', lineId: string | null, description: string }
        | { __typename: 'StockLineXOrItem', description: string }
        | { __typename: 'StockLinesReducedBelowZero', lineIds: string | null, description: string }
        | { __typename: 'StockQuantityOutOfRange', description: string }
        | { __typename: 'StocktakeIsLocked', description: string }
        | { __typename: 'StocktakeIsOnHold', description: string }
        | { __typename: 'SupplierNotValid', description: string }
        | { __typename: 'TextTooLong', description: string }
        | { __typename: 'TransferredRequisition', description: string }
        | { __typename: 'UnableToReadBarcode', description: string }
        | { __typename: 'UnallocatedLineForItemAlreadyExistsInInvoice', description: string }
        | { __typename: 'UniqueValueViolation', description: string }
        | { __typename: 'UnsupportedLanguage', description: string }
        | { __typename: 'ValueNegative', description: string }
        | { __typename: 'ValueNotPositive', description: string }
        | { __typename: 'VariantAlreadyBundled', description: string }
        | { __typename: 'WrongReasonType', description: string }
       }
    | { id: string, stocktakeNumber: number, stocktakeDate: string | null, description: string | null, comment: string | null, status: StocktakeNodeStatus, onHold: boolean, isLocked: boolean, isInitial: boolean, createdDatetime: string, finalisedDatetime: string | null }
   | null };

export type SupplierReturnList_InvoicesQueryVariables = Exact<{
  storeId: string;
  filter?: InvoiceFilterInput | null | undefined;
  page?: PaginationInput | null | undefined;
  sort?: Array<InvoiceSortInput> | InvoiceSortInput | null | undefined;
}>;


export type SupplierReturnList_InvoicesQuery = { supplierReturns: { totalCount: number, nodes: Array<{ id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null }> } | null };

export type SupplierReturnDetail_InvoiceQueryVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type SupplierReturnDetail_InvoiceQuery = { supplierReturn: { otherPartyId: string, colour: string | null, enteredBy: string | null, originalShipmentId: string | null, linkedInvoiceId: string | null, transportReference: string | null, expectedDeliveryDate: string | null, totalBeforeTax: number, id: string, invoiceNumber: number, otherPartyName: string, status: InvoiceNodeStatus, onHold: boolean, theirReference: string | null, comment: string | null, totalAfterTax: number, createdDatetime: string, allocatedDatetime: string | null, pickedDatetime: string | null, shippedDatetime: string | null, deliveredDatetime: string | null, receivedDatetime: string | null, verifiedDatetime: string | null, originalShipment: { id: string, type: InvoiceNodeType, invoiceNumber: number, status: InvoiceNodeStatus } | null, lines: Array<{ id: string, type: InvoiceLineNodeType, itemId: string, itemCode: string, itemName: string, batch: string | null, expiryDate: string | null, packSize: number, numberOfPacks: number, stockLineId: string | null, originalLineId: string | null, reasonOptionId: string | null, note: string | null, totalAfterTax: number, reasonOption: { id: string, reason: string } | null }> } | null };

export type Transfers_TransferFailuresQueryVariables = Exact<{
  storeId: string;
}>;


export type Transfers_TransferFailuresQuery = { transferFailures: Array<{ invoiceId: string, storeId: string, error: string, attempts: number, firstFailedDatetime: string, lastFailedDatetime: string }> };

export type Transfers_RunTransfersMutationVariables = Exact<{
  storeId: string;
}>;


export type Transfers_RunTransfersMutation = { runTransfers: { documents: number, transferred: number, failed: number } };

export const Documents_MutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<Documents_MutationErrorFragment, unknown>;
export const Documents_ListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}}]} as unknown as DocumentNode<Documents_ListRowFragment, unknown>;
export const Documents_HeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_Header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"transportReference"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalBeforeTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}}]} as unknown as DocumentNode<Documents_HeaderFragment, unknown>;
export const Returns_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"originalLineId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}}]} as unknown as DocumentNode<Returns_LineFragment, unknown>;
export const Returns_DocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_Document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_Header"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}},{"kind":"Field","name":{"kind":"Name","value":"originalShipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"originalShipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_Line"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_Header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"transportReference"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalBeforeTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"originalLineId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}}]} as unknown as DocumentNode<Returns_DocumentFragment, unknown>;
export const Returns_MutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnExceedsIssuedQuantity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_MutationErrorFragment, unknown>;
export const CustomerRequisitions_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requisitionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedRequisitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}}]} as unknown as DocumentNode<CustomerRequisitions_RowFragment, unknown>;
export const CustomerRequisitionDetail_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"supplyQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvalComment"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyIssued"}},{"kind":"Field","name":{"kind":"Name","value":"inPreparation"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantityToSupply"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"supplierFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"stockOnOrder"}},{"kind":"Field","name":{"kind":"Name","value":"incomingStock"}},{"kind":"Field","name":{"kind":"Name","value":"otherRequested"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_LineFragment, unknown>;
export const CustomerRequisitions_MutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitions_MutationErrorFragment, unknown>;
export const InboundShipmentDetail_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboundShipmentDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"costPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donorId"}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}}]} as unknown as DocumentNode<InboundShipmentDetail_LineFragment, unknown>;
export const InventoryStockLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryStockLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"costPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"unusableReasons"}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donorId"}},{"kind":"Field","name":{"kind":"Name","value":"donor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InventoryStockLineFragment, unknown>;
export const OutboundShipmentDetail_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboundShipmentDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"stockLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}}]} as unknown as DocumentNode<OutboundShipmentDetail_LineFragment, unknown>;
export const Stocktakes_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isInitial"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}}]} as unknown as DocumentNode<Stocktakes_RowFragment, unknown>;
export const StocktakeDetail_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"snapshotNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"countedNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"currentNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"hasSnapshotMismatch"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}}]}}]} as unknown as DocumentNode<StocktakeDetail_LineFragment, unknown>;
export const StocktakeDetail_FiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineFiguresNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"uncountedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"withDifferenceLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"mismatchedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedUnits"}}]}}]} as unknown as DocumentNode<StocktakeDetail_FiguresFragment, unknown>;
export const Stocktakes_MutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<Stocktakes_MutationErrorFragment, unknown>;
export const Documents_PartiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documents_Parties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NameFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"names"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<Documents_PartiesQuery, Documents_PartiesQueryVariables>;
export const Documents_MasterListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documents_MasterLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}}]} as unknown as DocumentNode<Documents_MasterListsQuery, Documents_MasterListsQueryVariables>;
export const Documents_ItemSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documents_ItemSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"EnumValue","value":"name"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}}]}}]}}]}}]} as unknown as DocumentNode<Documents_ItemSearchQuery, Documents_ItemSearchQueryVariables>;
export const Documents_LineOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documents_LineOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"donors"},"name":{"kind":"Name","value":"names"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isDonor"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<Documents_LineOptionsQuery, Documents_LineOptionsQueryVariables>;
export const Returns_ReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Returns_Reasons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasonOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"RETURN_REASON"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<Returns_ReasonsQuery, Returns_ReasonsQueryVariables>;
export const Returns_SupplierCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Returns_SupplierCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stockLineIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierReturnLineCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"returnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stockLineIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stockLineIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacksToReturn"}},{"kind":"Field","name":{"kind":"Name","value":"reasonId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lineId"}},{"kind":"Field","name":{"kind":"Name","value":"stockLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<Returns_SupplierCandidatesQuery, Returns_SupplierCandidatesQueryVariables>;
export const Returns_CustomerCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Returns_CustomerCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outboundShipmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerReturnLineCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"outboundShipmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outboundShipmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"returnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboundShipmentLineId"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacksIssued"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacksReturned"}},{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacksToReturn"}},{"kind":"Field","name":{"kind":"Name","value":"reasonId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}}]}}]} as unknown as DocumentNode<Returns_CustomerCandidatesQuery, Returns_CustomerCandidatesQueryVariables>;
export const Returns_LinkedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Returns_Linked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplierReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<Returns_LinkedQuery, Returns_LinkedQueryVariables>;
export const Returns_OfShipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Returns_OfShipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inbound"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inbound"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inbound"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_OfShipmentQuery, Returns_OfShipmentQueryVariables>;
export const Returns_InsertSupplierReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_InsertSupplierReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertSupplierReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertSupplierReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnExceedsIssuedQuantity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_InsertSupplierReturnMutation, Returns_InsertSupplierReturnMutationVariables>;
export const Returns_UpdateSupplierReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_UpdateSupplierReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupplierReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplierReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnExceedsIssuedQuantity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_UpdateSupplierReturnMutation, Returns_UpdateSupplierReturnMutationVariables>;
export const Returns_UpdateSupplierReturnLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_UpdateSupplierReturnLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupplierReturnLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplierReturnLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnExceedsIssuedQuantity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_UpdateSupplierReturnLinesMutation, Returns_UpdateSupplierReturnLinesMutationVariables>;
export const Returns_DeleteSupplierReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_DeleteSupplierReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSupplierReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<Returns_DeleteSupplierReturnMutation, Returns_DeleteSupplierReturnMutationVariables>;
export const Returns_InsertCustomerReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_InsertCustomerReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertCustomerReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertCustomerReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnExceedsIssuedQuantity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_InsertCustomerReturnMutation, Returns_InsertCustomerReturnMutationVariables>;
export const Returns_UpdateCustomerReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_UpdateCustomerReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnExceedsIssuedQuantity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_UpdateCustomerReturnMutation, Returns_UpdateCustomerReturnMutationVariables>;
export const Returns_UpdateCustomerReturnLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_UpdateCustomerReturnLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerReturnLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerReturnLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnExceedsIssuedQuantity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnablePacks"}}]}}]}}]}}]} as unknown as DocumentNode<Returns_UpdateCustomerReturnLinesMutation, Returns_UpdateCustomerReturnLinesMutationVariables>;
export const Returns_DeleteCustomerReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Returns_DeleteCustomerReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomerReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<Returns_DeleteCustomerReturnMutation, Returns_DeleteCustomerReturnMutationVariables>;
export const AuthTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"authToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthTokenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountBlocked"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeoutRemaining"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthTokenQuery, AuthTokenQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useSimplifiedMobileUi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameId"}},{"kind":"Field","name":{"kind":"Name","value":"storeMode"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"homeCurrencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const PermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"permissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PermissionsQuery, PermissionsQueryVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RefreshTokenQuery, RefreshTokenQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<LogoutQuery, LogoutQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSuccessfulSync"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const LastSuccessfulUserSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"lastSuccessfulUserSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSuccessfulUserSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSuccessfulSync"}}]}}]}}]} as unknown as DocumentNode<LastSuccessfulUserSyncQuery, LastSuccessfulUserSyncQueryVariables>;
export const UpdateUserLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUserLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserLanguageNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserLanguageMutation, UpdateUserLanguageMutationVariables>;
export const UpdateUserPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUserPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useSimplifiedMobileUi"}}]}}]}}]} as unknown as DocumentNode<UpdateUserPreferencesMutation, UpdateUserPreferencesMutationVariables>;
export const StorePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"storePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packToOne"}}]}}]}}]}}]} as unknown as DocumentNode<StorePreferencesQuery, StorePreferencesQueryVariables>;
export const CustomerRequisitionList_RequisitionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerRequisitionList_Requisitions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requisitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_Row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requisitionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedRequisitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}}]} as unknown as DocumentNode<CustomerRequisitionList_RequisitionsQuery, CustomerRequisitionList_RequisitionsQueryVariables>;
export const CustomerRequisitionDetail_RequisitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerRequisitionDetail_Requisition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requisition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_Row"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"minMonthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requisitionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedRequisitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"supplyQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvalComment"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyIssued"}},{"kind":"Field","name":{"kind":"Name","value":"inPreparation"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantityToSupply"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"supplierFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"stockOnOrder"}},{"kind":"Field","name":{"kind":"Name","value":"incomingStock"}},{"kind":"Field","name":{"kind":"Name","value":"otherRequested"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_RequisitionQuery, CustomerRequisitionDetail_RequisitionQueryVariables>;
export const CustomerRequisitionList_InsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionList_Insert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertResponseRequisitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertResponseRequisition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionList_InsertMutation, CustomerRequisitionList_InsertMutationVariables>;
export const CustomerRequisitionDetail_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateResponseRequisitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateResponseRequisition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_Row"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requisitionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedRequisitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_UpdateMutation, CustomerRequisitionDetail_UpdateMutationVariables>;
export const CustomerRequisitionDetail_FinaliseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_Finalise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finaliseResponseRequisition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_Row"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requisitionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedRequisitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_FinaliseMutation, CustomerRequisitionDetail_FinaliseMutationVariables>;
export const CustomerRequisition_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisition_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteResponseRequisition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletedRequisitionRecordsNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisition_DeleteMutation, CustomerRequisition_DeleteMutationVariables>;
export const CustomerRequisitionDetail_InsertLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_InsertLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertResponseRequisitionLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertResponseRequisitionLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLinesNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"supplyQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvalComment"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyIssued"}},{"kind":"Field","name":{"kind":"Name","value":"inPreparation"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantityToSupply"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"supplierFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"stockOnOrder"}},{"kind":"Field","name":{"kind":"Name","value":"incomingStock"}},{"kind":"Field","name":{"kind":"Name","value":"otherRequested"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_InsertLinesMutation, CustomerRequisitionDetail_InsertLinesMutationVariables>;
export const CustomerRequisitionDetail_UpdateLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_UpdateLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateResponseRequisitionLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateResponseRequisitionLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLinesNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"supplyQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvalComment"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyIssued"}},{"kind":"Field","name":{"kind":"Name","value":"inPreparation"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantityToSupply"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"supplierFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"stockOnOrder"}},{"kind":"Field","name":{"kind":"Name","value":"incomingStock"}},{"kind":"Field","name":{"kind":"Name","value":"otherRequested"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_UpdateLinesMutation, CustomerRequisitionDetail_UpdateLinesMutationVariables>;
export const CustomerRequisitionDetail_DeleteLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_DeleteLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRequisitionLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteResponseRequisitionLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletedRequisitionRecordsNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_DeleteLinesMutation, CustomerRequisitionDetail_DeleteLinesMutationVariables>;
export const CustomerRequisitionDetail_SupplyRequestedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_SupplyRequested"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requisitionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplyRequestedQuantity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requisitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requisitionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLinesNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitionDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"supplyQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"approvalComment"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyIssued"}},{"kind":"Field","name":{"kind":"Name","value":"inPreparation"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantityToSupply"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"supplierFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"stockOnOrder"}},{"kind":"Field","name":{"kind":"Name","value":"incomingStock"}},{"kind":"Field","name":{"kind":"Name","value":"otherRequested"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_SupplyRequestedMutation, CustomerRequisitionDetail_SupplyRequestedMutationVariables>;
export const CustomerRequisitionDetail_ApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_Approval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResponseRequisitionApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setResponseRequisitionApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_Row"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requisitionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedRequisitionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_ApprovalMutation, CustomerRequisitionDetail_ApprovalMutationVariables>;
export const CustomerRequisitionDetail_CreateShipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerRequisitionDetail_CreateShipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRequisitionShipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRequisitionShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerRequisitions_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequisitionMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CustomerRequisitionDetail_CreateShipmentMutation, CustomerRequisitionDetail_CreateShipmentMutationVariables>;
export const CustomerReturnList_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerReturnList_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerReturns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}}]} as unknown as DocumentNode<CustomerReturnList_InvoicesQuery, CustomerReturnList_InvoicesQueryVariables>;
export const CustomerReturnDetail_InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerReturnDetail_Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_Document"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_Header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"transportReference"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalBeforeTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"originalLineId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_Document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_Header"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}},{"kind":"Field","name":{"kind":"Name","value":"originalShipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"originalShipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_Line"}}]}}]}}]} as unknown as DocumentNode<CustomerReturnDetail_InvoiceQuery, CustomerReturnDetail_InvoiceQueryVariables>;
export const Dashboard_BatchExpiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_BatchExpiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchExpirySummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiredBatches"}},{"kind":"Field","name":{"kind":"Name","value":"expiringBatches"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"expiringUntil"}},{"kind":"Field","name":{"kind":"Name","value":"expiringWithinDays"}}]}}]}}]} as unknown as DocumentNode<Dashboard_BatchExpiryQuery, Dashboard_BatchExpiryQueryVariables>;
export const Dashboard_ItemStatusCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_ItemStatusCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemStockStatusCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"understocked"}},{"kind":"Field","name":{"kind":"Name","value":"overstocked"}}]}}]}}]} as unknown as DocumentNode<Dashboard_ItemStatusCountsQuery, Dashboard_ItemStatusCountsQueryVariables>;
export const InboundShipmentDetail_AddFromMasterListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboundShipmentDetail_AddFromMasterList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToInboundShipmentFromMasterListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToInboundShipmentFromMasterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InboundShipmentDetail_AddFromMasterListMutation, InboundShipmentDetail_AddFromMasterListMutationVariables>;
export const InboundShipmentList_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboundShipmentList_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboundShipments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}}]} as unknown as DocumentNode<InboundShipmentList_InvoicesQuery, InboundShipmentList_InvoicesQueryVariables>;
export const InboundShipmentDetail_InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboundShipmentDetail_Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_Header"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboundShipmentDetail_Line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_Header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"transportReference"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalBeforeTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboundShipmentDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"costPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donorId"}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}}]} as unknown as DocumentNode<InboundShipmentDetail_InvoiceQuery, InboundShipmentDetail_InvoiceQueryVariables>;
export const InboundShipmentDetail_LinkedOutboundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboundShipmentDetail_LinkedOutbound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<InboundShipmentDetail_LinkedOutboundQuery, InboundShipmentDetail_LinkedOutboundQueryVariables>;
export const InboundShipmentList_InsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboundShipmentList_Insert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertInboundShipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertInboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InboundShipmentList_InsertMutation, InboundShipmentList_InsertMutationVariables>;
export const InboundShipmentDetail_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboundShipmentDetail_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInboundShipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InboundShipmentDetail_UpdateMutation, InboundShipmentDetail_UpdateMutationVariables>;
export const InboundShipment_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboundShipment_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InboundShipment_DeleteMutation, InboundShipment_DeleteMutationVariables>;
export const InboundShipmentLine_InsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboundShipmentLine_Insert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertInboundShipmentLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertInboundShipmentLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InboundShipmentLine_InsertMutation, InboundShipmentLine_InsertMutationVariables>;
export const InboundShipmentLine_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboundShipmentLine_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInboundShipmentLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInboundShipmentLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InboundShipmentLine_UpdateMutation, InboundShipmentLine_UpdateMutationVariables>;
export const InboundShipmentLine_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboundShipmentLine_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInboundShipmentLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InboundShipmentLine_DeleteMutation, InboundShipmentLine_DeleteMutationVariables>;
export const ItemVariants_ItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemVariants_Item"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"dosesPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"vvmType"}},{"kind":"Field","name":{"kind":"Name","value":"bundles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"principalItemVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"bundledItemVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"principalVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bundledVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"packVariants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemVariants_ItemQuery, ItemVariants_ItemQueryVariables>;
export const ItemEditDialog_ItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemEditDialog_Item"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}},{"kind":"Field","name":{"kind":"Name","value":"dosesPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"volumePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"universalCode"}},{"kind":"Field","name":{"kind":"Name","value":"universalName"}}]}}]}}]}}]} as unknown as DocumentNode<ItemEditDialog_ItemQuery, ItemEditDialog_ItemQueryVariables>;
export const ItemEditDialog_MasterListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemEditDialog_MasterLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ItemEditDialog_MasterListsQuery, ItemEditDialog_MasterListsQueryVariables>;
export const ItemEditDialog_InsertItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemEditDialog_InsertItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemEditDialog_InsertItemMutation, ItemEditDialog_InsertItemMutationVariables>;
export const ItemEditDialog_UpdateItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemEditDialog_UpdateItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemEditDialog_UpdateItemMutation, ItemEditDialog_UpdateItemMutationVariables>;
export const ItemVariantDialog_UpsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemVariantDialog_Upsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemVariantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertItemVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemVariantMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemVariantDialog_UpsertMutation, ItemVariantDialog_UpsertMutationVariables>;
export const ItemVariants_DeleteVariantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemVariants_DeleteVariant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteItemVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemVariantMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemVariants_DeleteVariantMutation, ItemVariants_DeleteVariantMutationVariables>;
export const PackVariantDialog_UpsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PackVariantDialog_Upsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackVariantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertPackVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemVariantMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PackVariantDialog_UpsertMutation, PackVariantDialog_UpsertMutationVariables>;
export const ItemVariants_DeletePackVariantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemVariants_DeletePackVariant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePackVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemVariantMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemVariants_DeletePackVariantMutation, ItemVariants_DeletePackVariantMutationVariables>;
export const BundleDialog_UpsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BundleDialog_Upsert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BundledItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertBundledItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemVariantMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BundleDialog_UpsertMutation, BundleDialog_UpsertMutationVariables>;
export const ItemVariants_DeleteBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemVariants_DeleteBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBundledItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemVariantMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemVariants_DeleteBundleMutation, ItemVariants_DeleteBundleMutationVariables>;
export const AdjustStockDialog_InsertInventoryAdjustmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustStockDialog_InsertInventoryAdjustment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertInventoryAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertInventoryAdjustment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsertInventoryAdjustmentError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdjustStockDialog_InsertInventoryAdjustmentMutation, AdjustStockDialog_InsertInventoryAdjustmentMutationVariables>;
export const NewStockDialog_InsertStockLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewStockDialog_InsertStockLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertStockLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertStockLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsertInventoryAdjustmentError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewStockDialog_InsertStockLineMutation, NewStockDialog_InsertStockLineMutationVariables>;
export const StockLineEditDialog_UpdateStockLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StockLineEditDialog_UpdateStockLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStockLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStockLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStockLineError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StockLineEditDialog_UpdateStockLineMutation, StockLineEditDialog_UpdateStockLineMutationVariables>;
export const VvmStatusDialog_UpdateStockLineVvmStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VvmStatusDialog_UpdateStockLineVvmStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStockLineVvmStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStockLineVvmStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStockLineError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VvmStatusDialog_UpdateStockLineVvmStatusMutation, VvmStatusDialog_UpdateStockLineVvmStatusMutationVariables>;
export const RepackDialog_InsertRepackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepackDialog_InsertRepack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertRepackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertRepack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsertRepackError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepackDialog_InsertRepackMutation, RepackDialog_InsertRepackMutationVariables>;
export const ItemListView_ItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemListView_Items"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}}]}}]}}]}}]} as unknown as DocumentNode<ItemListView_ItemsQuery, ItemListView_ItemsQueryVariables>;
export const ItemListView_ItemStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemListView_ItemStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalAny"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"unusableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemListView_ItemStatsQuery, ItemListView_ItemStatsQueryVariables>;
export const ItemDetailView_ItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemDetailView_Item"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"dosesPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"unusableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"availableStockOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"averageMonthlyConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"consumedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"lookBackMonths"}},{"kind":"Field","name":{"kind":"Name","value":"monthsOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"minMonths"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonths"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiringLots"}},{"kind":"Field","name":{"kind":"Name","value":"expiringUnits"}},{"kind":"Field","name":{"kind":"Name","value":"expiredUnits"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NodeError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemDetailView_ItemQuery, ItemDetailView_ItemQueryVariables>;
export const StockListView_StockLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockListView_StockLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryStockLine"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryStockLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"costPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"unusableReasons"}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donorId"}},{"kind":"Field","name":{"kind":"Name","value":"donor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StockListView_StockLinesQuery, StockListView_StockLinesQueryVariables>;
export const LedgerTable_LedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerTable_Ledger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stockLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stockLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stockLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"balancePacks"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerTable_LedgerQuery, LedgerTable_LedgerQueryVariables>;
export const InventoryDialogs_OptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryDialogs_Options"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vvmStatuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unusable"}}]}}]}}]} as unknown as DocumentNode<InventoryDialogs_OptionsQuery, InventoryDialogs_OptionsQueryVariables>;
export const BarcodeScanner_ScanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BarcodeScanner_Scan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barcodeScan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarcodeScanNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarcodeScanError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BarcodeScanner_ScanQuery, BarcodeScanner_ScanQueryVariables>;
export const InventoryDialogs_SuppliersOrDonorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryDialogs_SuppliersOrDonors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NameFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"names"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<InventoryDialogs_SuppliersOrDonorsQuery, InventoryDialogs_SuppliersOrDonorsQueryVariables>;
export const LocationsListView_LocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationsListView_Locations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineCount"}}]}}]}}]}}]} as unknown as DocumentNode<LocationsListView_LocationsQuery, LocationsListView_LocationsQueryVariables>;
export const LocationDialog_InsertLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LocationDialog_InsertLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LocationDialog_InsertLocationMutation, LocationDialog_InsertLocationMutationVariables>;
export const LocationDialog_UpdateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LocationDialog_UpdateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LocationDialog_UpdateLocationMutation, LocationDialog_UpdateLocationMutationVariables>;
export const LocationsListView_DeleteLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LocationsListView_DeleteLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]}}]} as unknown as DocumentNode<LocationsListView_DeleteLocationsMutation, LocationsListView_DeleteLocationsMutationVariables>;
export const MasterLists_MasterListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterLists_MasterLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}}]}}]}}]} as unknown as DocumentNode<MasterLists_MasterListsQuery, MasterLists_MasterListsQueryVariables>;
export const MasterListDetailView_ItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterListDetailView_Items"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}}]}}]}}]}}]} as unknown as DocumentNode<MasterListDetailView_ItemsQuery, MasterListDetailView_ItemsQueryVariables>;
export const OutboundShipmentDetail_AddFromMasterListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboundShipmentDetail_AddFromMasterList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToOutboundShipmentFromMasterListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToOutboundShipmentFromMasterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentDetail_AddFromMasterListMutation, OutboundShipmentDetail_AddFromMasterListMutationVariables>;
export const OutboundShipmentList_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboundShipmentList_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboundShipments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}}]} as unknown as DocumentNode<OutboundShipmentList_InvoicesQuery, OutboundShipmentList_InvoicesQueryVariables>;
export const OutboundShipmentDetail_InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboundShipmentDetail_Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_Header"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboundShipmentDetail_Line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_Header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"transportReference"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalBeforeTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboundShipmentDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"stockLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}}]} as unknown as DocumentNode<OutboundShipmentDetail_InvoiceQuery, OutboundShipmentDetail_InvoiceQueryVariables>;
export const OutboundShipmentDetail_LinkedInboundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboundShipmentDetail_LinkedInbound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentDetail_LinkedInboundQuery, OutboundShipmentDetail_LinkedInboundQueryVariables>;
export const OutboundShipmentList_InsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboundShipmentList_Insert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertOutboundShipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertOutboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentList_InsertMutation, OutboundShipmentList_InsertMutationVariables>;
export const OutboundShipmentDetail_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboundShipmentDetail_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOutboundShipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOutboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentDetail_UpdateMutation, OutboundShipmentDetail_UpdateMutationVariables>;
export const OutboundShipment_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboundShipment_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOutboundShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OutboundShipment_DeleteMutation, OutboundShipment_DeleteMutationVariables>;
export const OutboundShipmentItemLines_IssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboundShipmentItemLines_Issue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueOutboundShipmentItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueOutboundShipmentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssuedItemNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"placeholderUnits"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboundShipmentDetail_Line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineIds"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"requestedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"placeholderUnits"}},{"kind":"Field","name":{"kind":"Name","value":"availableUnits"}},{"kind":"Field","name":{"kind":"Name","value":"wholePackUnits"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboundShipmentDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"stockLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentItemLines_IssueMutation, OutboundShipmentItemLines_IssueMutationVariables>;
export const OutboundShipmentDetail_UpdateLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboundShipmentDetail_UpdateLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOutboundShipmentLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOutboundShipmentLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboundShipmentDetail_Line"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboundShipmentDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPackSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"stockLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"sellPricePerPack"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentDetail_UpdateLineMutation, OutboundShipmentDetail_UpdateLineMutationVariables>;
export const OutboundShipmentDetail_DeleteLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboundShipmentDetail_DeleteLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOutboundShipmentLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_MutationError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentDetail_DeleteLineMutation, OutboundShipmentDetail_DeleteLineMutationVariables>;
export const OutboundShipmentItemLines_BatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboundShipmentItemLines_Batches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"itemId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"availableNumberOfPacks"}}]}}]}}]}}]} as unknown as DocumentNode<OutboundShipmentItemLines_BatchesQuery, OutboundShipmentItemLines_BatchesQueryVariables>;
export const LogReasons_ReasonOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogReasons_ReasonOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReasonOptionType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasonOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<LogReasons_ReasonOptionsQuery, LogReasons_ReasonOptionsQueryVariables>;
export const ReasonDialog_InsertReasonOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReasonDialog_InsertReasonOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReasonOptionType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertReasonOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsertReasonOptionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReasonDialog_InsertReasonOptionMutation, ReasonDialog_InsertReasonOptionMutationVariables>;
export const ReasonDialog_UpdateReasonOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReasonDialog_UpdateReasonOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReasonOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReasonOptionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReasonDialog_UpdateReasonOptionMutation, ReasonDialog_UpdateReasonOptionMutationVariables>;
export const StocktakeList_StocktakesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeList_Stocktakes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stocktakes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_Row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isInitial"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}}]} as unknown as DocumentNode<StocktakeList_StocktakesQuery, StocktakeList_StocktakesQueryVariables>;
export const StocktakeList_CountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeList_Count"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stocktakes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<StocktakeList_CountQuery, StocktakeList_CountQueryVariables>;
export const StocktakeDetail_StocktakeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeDetail_Stocktake"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stocktake"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_Row"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryAdditionId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryReductionId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isInitial"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}}]} as unknown as DocumentNode<StocktakeDetail_StocktakeQuery, StocktakeDetail_StocktakeQueryVariables>;
export const StocktakeDetail_LinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeDetail_Lines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stocktakeLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stocktakeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StocktakeDetail_Line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"snapshotNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"countedNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"currentNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"hasSnapshotMismatch"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}}]}}]} as unknown as DocumentNode<StocktakeDetail_LinesQuery, StocktakeDetail_LinesQueryVariables>;
export const StocktakeDetail_ItemGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeDetail_ItemGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stocktakeItemGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stocktakeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedUnits"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_ItemGroupsQuery, StocktakeDetail_ItemGroupsQueryVariables>;
export const StocktakeDetail_FiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeDetail_Figures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"stocktakeLineFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stocktakeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StocktakeDetail_Figures"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"shown"},"name":{"kind":"Name","value":"stocktakeLineFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stocktakeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StocktakeDetail_Figures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineFiguresNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"uncountedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"withDifferenceLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"mismatchedLineCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedUnits"}}]}}]} as unknown as DocumentNode<StocktakeDetail_FiguresQuery, StocktakeDetail_FiguresQueryVariables>;
export const StocktakeDetail_CountSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeDetail_CountSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stocktakeLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stocktakeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"EnumValue","value":"location"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_CountSheetQuery, StocktakeDetail_CountSheetQueryVariables>;
export const StocktakeDetail_OptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeDetail_Options"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasonOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_OptionsQuery, StocktakeDetail_OptionsQueryVariables>;
export const StocktakeDetail_BatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StocktakeDetail_Batches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"itemId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_BatchesQuery, StocktakeDetail_BatchesQueryVariables>;
export const StocktakeList_InsertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeList_Insert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertStocktakeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertStocktake"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeList_InsertMutation, StocktakeList_InsertMutationVariables>;
export const StocktakeDetail_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStocktakeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStocktake"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_Row"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isInitial"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_UpdateMutation, StocktakeDetail_UpdateMutationVariables>;
export const StocktakeList_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeList_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStocktake"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletedStocktakeRecordsNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeList_DeleteMutation, StocktakeList_DeleteMutationVariables>;
export const StocktakeDetail_InsertLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_InsertLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsertStocktakeLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertStocktakeLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLinesNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StocktakeDetail_Line"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"snapshotNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"countedNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"currentNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"hasSnapshotMismatch"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_InsertLinesMutation, StocktakeDetail_InsertLinesMutationVariables>;
export const StocktakeDetail_UpdateLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_UpdateLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStocktakeLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStocktakeLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLinesNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StocktakeDetail_Line"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"snapshotNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"countedNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"currentNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"hasSnapshotMismatch"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_UpdateLinesMutation, StocktakeDetail_UpdateLinesMutationVariables>;
export const StocktakeDetail_CountAsSnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_CountAsSnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CountStocktakeLinesAsSnapshotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countStocktakeLinesAsSnapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLinesCountedNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_CountAsSnapshotMutation, StocktakeDetail_CountAsSnapshotMutationVariables>;
export const StocktakeDetail_DeleteLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_DeleteLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteStocktakeLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStocktakeLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletedStocktakeRecordsNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_DeleteLinesMutation, StocktakeDetail_DeleteLinesMutationVariables>;
export const StocktakeDetail_ResolveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_Resolve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveStocktakeMismatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveStocktakeMismatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLinesNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StocktakeDetail_Line"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"snapshotNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"countedNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"currentNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"hasSnapshotMismatch"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_ResolveMutation, StocktakeDetail_ResolveMutationVariables>;
export const StocktakeDetail_ResolveAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_ResolveAll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveAllStocktakeMismatchesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveAllStocktakeMismatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLinesNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StocktakeDetail_Line"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StocktakeDetail_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isVaccine"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"snapshotNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"countedNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"currentNumberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"hasSnapshotMismatch"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_ResolveAllMutation, StocktakeDetail_ResolveAllMutationVariables>;
export const StocktakeDetail_FinaliseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StocktakeDetail_Finalise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinaliseStocktakeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finaliseStocktake"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_Row"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Stocktakes_MutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stocktakeDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"isInitial"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"finalisedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Stocktakes_MutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocktakeMutationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotProvided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustmentReasonNotValid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLineReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockLinesReducedBelowZero"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnapshotCountCurrentCountMismatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineIds"}}]}}]}}]}}]} as unknown as DocumentNode<StocktakeDetail_FinaliseMutation, StocktakeDetail_FinaliseMutationVariables>;
export const SupplierReturnList_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierReturnList_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierReturns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}}]} as unknown as DocumentNode<SupplierReturnList_InvoicesQuery, SupplierReturnList_InvoicesQueryVariables>;
export const SupplierReturnDetail_InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierReturnDetail_Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_Document"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_ListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"theirReference"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}},{"kind":"Field","name":{"kind":"Name","value":"createdDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"allocatedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"pickedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedDatetime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Documents_Header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_ListRow"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"transportReference"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalBeforeTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_Line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLineNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"packSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPacks"}},{"kind":"Field","name":{"kind":"Name","value":"stockLineId"}},{"kind":"Field","name":{"kind":"Name","value":"originalLineId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOptionId"}},{"kind":"Field","name":{"kind":"Name","value":"reasonOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"totalAfterTax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Returns_Document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Documents_Header"}},{"kind":"Field","name":{"kind":"Name","value":"otherPartyId"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}},{"kind":"Field","name":{"kind":"Name","value":"originalShipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"originalShipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Returns_Line"}}]}}]}}]} as unknown as DocumentNode<SupplierReturnDetail_InvoiceQuery, SupplierReturnDetail_InvoiceQueryVariables>;
export const Transfers_TransferFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfers_TransferFailures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferFailures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"firstFailedDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"lastFailedDatetime"}}]}}]}}]} as unknown as DocumentNode<Transfers_TransferFailuresQuery, Transfers_TransferFailuresQueryVariables>;
export const Transfers_RunTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Transfers_RunTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"transferred"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<Transfers_RunTransfersMutation, Transfers_RunTransfersMutationVariables>;