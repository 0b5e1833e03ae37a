// Row types of every table, as Kysely sees them. Datetimes are ISO-8601 UTC text
// ('2026-01-31T12:00:00.000Z') and dates 'YYYY-MM-DD' on both databases, so they
// sort as text and round-trip unchanged. Booleans read back as 0/1 on SQLite.
import type { Generated, SqlBool } from 'kysely';

export type PermissionValue = string;

export interface KeyValueTable {
  key: string;
  value: string;
}

export interface NameTable {
  id: string;
  code: string;
  name: string;
  /** FACILITY, INVAD, REPACK or STORE (spec 001 section 3.1); patients come later. */
  type: string;
  is_customer: SqlBool;
  is_supplier: SqlBool;
  is_donor: SqlBool;
  created_datetime: string;
}

export interface StoreTable {
  id: string;
  code: string;
  name_id: string;
  store_mode: string;
  created_date: string;
  home_currency_code: string;
  is_disabled: SqlBool;
  site_id: number;
}

export interface StorePreferenceTable {
  id: string;
  store_id: string;
  response_requisition_requires_authorisation: SqlBool;
  request_requisition_requires_authorisation: SqlBool;
  pack_to_one: SqlBool;
  om_program_module: SqlBool;
  vaccine_module: SqlBool;
  issue_in_foreign_currency: SqlBool;
  monthly_consumption_look_back_period: number;
  months_lead_time: number;
  months_overstock: number;
  months_understock: number;
  months_items_expire: number;
  stocktake_frequency: number;
  extra_fields_in_requisition: SqlBool;
  manually_link_internal_order_to_inbound_shipment: SqlBool;
  use_consumption_and_stock_from_customers_for_internal_orders: SqlBool;
  edit_prescribed_quantity_on_prescription: SqlBool;
  sort_by_vvm_status_then_expiry: SqlBool;
}

export interface UserAccountTable {
  id: string;
  username: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  job_title: string | null;
  email: string | null;
  language: string;
  default_store_id: string | null;
  /** Bumped by logout: every token carrying an older version is refused. */
  token_version: number;
  created_datetime: string;
  last_successful_sync: string | null;
  /** The useSimplifiedMobileUi preference (spec 001 section 9), the user's own. */
  use_simplified_mobile_ui: Generated<SqlBool>;
}

export interface UserStoreTable {
  id: string;
  user_id: string;
  store_id: string;
}

export interface UserPermissionTable {
  id: string;
  user_id: string;
  store_id: string;
  permission: PermissionValue;
}

export interface SignInFailureTable {
  /** Lower-cased username: tracked whether or not the user exists, so lockout reveals nothing. */
  username_key: string;
  /** The client address the failures came from (a block holds for that address only). */
  client_address: string;
  failed_count: number;
  blocked_until: string | null;
  last_failed_datetime: string;
}

export interface RefreshTokenTable {
  id: string;
  user_id: string;
  issued_datetime: string;
  expires_datetime: string;
  revoked_datetime: string | null;
  /** The id of the sign-in's first refresh token; every rotation keeps it. */
  family_id: string | null;
}

/** A document whose transfer to the other store failed, until a run carries it through. */
export interface TransferFailureTable {
  invoice_id: string;
  store_id: string;
  error: string;
  attempts: number;
  first_failed_datetime: string;
  last_failed_datetime: string;
}

export interface ChangelogTable {
  cursor: Generated<number>;
  table_name: string;
  record_id: string;
  row_action: 'UPSERT' | 'DELETE';
  store_id: string | null;
  changed_datetime: string;
}

export interface ActivityLogTable {
  id: string;
  type: string;
  user_id: string | null;
  store_id: string | null;
  record_id: string | null;
  datetime: string;
  changed_from: string | null;
  changed_to: string | null;
}

export interface DB
  extends ItemTables, InventoryTables, ProgramTables, RequisitionTables, RnrFormTables {
  key_value: KeyValueTable;
  name: NameTable;
  store: StoreTable;
  store_preference: StorePreferenceTable;
  user_account: UserAccountTable;
  user_store: UserStoreTable;
  user_permission: UserPermissionTable;
  sign_in_failure: SignInFailureTable;
  refresh_token: RefreshTokenTable;
  changelog: ChangelogTable;
  transfer_failure: TransferFailureTable;
  activity_log: ActivityLogTable;
}

export interface ItemTable {
  id: string;
  code: string;
  name: string;
  unit: string;
  /** STOCK, NON_STOCK or SERVICE. */
  type: string;
  default_pack_size: number;
  doses_per_unit: number;
  is_vaccine: SqlBool;
  strength: string;
  form: string;
  volume_per_unit: number;
  manufacturer: string;
  universal_code: string;
  universal_name: string;
  is_active: SqlBool;
  created_datetime: string;
  volume_per_pack: number;
  volume_per_outer_pack: number;
}

export interface MasterListTable {
  id: string;
  code: string;
  name: string;
  description: string;
  is_active: SqlBool;
}

export interface MasterListLineTable {
  id: string;
  master_list_id: string;
  item_id: string;
}

export interface MasterListNameJoinTable {
  id: string;
  master_list_id: string;
  name_id: string;
}

export interface ItemVariantTable {
  id: string;
  item_id: string;
  name: string;
  name_key: string;
  manufacturer: string | null;
  doses_per_unit: number | null;
  vvm_type: string | null;
  created_datetime: string;
}

export interface PackVariantTable {
  id: string;
  item_id: string;
  pack_size: number;
  name: string;
  abbreviation: string;
}

export interface BundledItemTable {
  id: string;
  principal_item_variant_id: string;
  bundled_item_variant_id: string;
  ratio: number;
}

export interface ItemTables {
  item: ItemTable;
  item_variant: ItemVariantTable;
  pack_variant: PackVariantTable;
  bundled_item: BundledItemTable;
  master_list: MasterListTable;
  master_list_line: MasterListLineTable;
  master_list_name_join: MasterListNameJoinTable;
}

export interface LocationTable {
  id: string;
  store_id: string;
  code: string;
  name: string;
  on_hold: SqlBool;
  location_type: string | null;
}

export interface ReasonOptionTable {
  id: string;
  /** NEGATIVE_INVENTORY_ADJUSTMENT, POSITIVE_INVENTORY_ADJUSTMENT, OPEN_VIAL_WASTAGE, ... */
  type: string;
  reason: string;
  is_active: SqlBool;
}

export interface VvmStatusTable {
  id: string;
  code: string;
  description: string;
  level: number;
  unusable: SqlBool;
  is_active: SqlBool;
}

export interface StockLineTable {
  id: string;
  store_id: string;
  item_id: string;
  batch: string | null;
  expiry_date: string | null;
  pack_size: number;
  available_number_of_packs: number;
  total_number_of_packs: number;
  cost_price_per_pack: number;
  sell_price_per_pack: number;
  location_id: string | null;
  on_hold: SqlBool;
  donor_id: string | null;
  supplier_id: string | null;
  vvm_status_id: string | null;
  barcode: string | null;
  note: string | null;
  created_datetime: string;
}

export interface VvmStatusLogTable {
  id: string;
  stock_line_id: string;
  status_id: string;
  user_id: string | null;
  comment: string | null;
  created_datetime: string;
}

export interface NumberCounterTable {
  store_id: string;
  counter: string;
  value: number;
}

export interface InvoiceTable {
  id: string;
  store_id: string;
  name_id: string;
  type: string;
  status: string;
  invoice_number: number;
  user_id: string | null;
  comment: string | null;
  their_reference: string | null;
  created_datetime: string;
  allocated_datetime: string | null;
  picked_datetime: string | null;
  shipped_datetime: string | null;
  delivered_datetime: string | null;
  received_datetime: string | null;
  verified_datetime: string | null;
  cancelled_datetime: string | null;
  on_hold: Generated<SqlBool>;
  transport_reference: string | null;
  colour: string | null;
  /** The other half of a transfer (the outbound at the sender, the inbound at the receiver). */
  linked_invoice_id: string | null;
  expected_delivery_date: string | null;
  tax_percentage: number | null;
  /** A return's shipment: the inbound a supplier return sends back, the outbound a customer
   * return brings back (DOCUMENTS.md 4.3). */
  original_shipment_id: Generated<string | null>;
  /** The customer requisition a shipment supplies (and, at the requesting store, the receipt's
   * internal order). */
  requisition_id: Generated<string | null>;
}

export interface InvoiceLineTable {
  id: string;
  invoice_id: string;
  item_id: string;
  stock_line_id: string | null;
  batch: string | null;
  expiry_date: string | null;
  pack_size: number;
  number_of_packs: number;
  cost_price_per_pack: number;
  sell_price_per_pack: number;
  reason_option_id: string | null;
  location_id: string | null;
  note: string | null;
  /** STOCK_OUT, STOCK_IN, UNALLOCATED_STOCK (a placeholder) or SERVICE. */
  type: Generated<string>;
  item_name: Generated<string>;
  item_code: Generated<string>;
  total_before_tax: Generated<number>;
  total_after_tax: Generated<number>;
  tax_percentage: number | null;
  shipped_number_of_packs: number | null;
  shipped_pack_size: number | null;
  donor_id: string | null;
  vvm_status_id: string | null;
  item_variant_id: string | null;
  /** A customer return's line: the outbound shipment line it brings back. */
  original_line_id: Generated<string | null>;
}

/** Which names a store trades with, as customer or supplier (visibility, DOCUMENTS.md 0.5). */
export interface NameStoreJoinTable {
  id: string;
  name_id: string;
  store_id: string;
  name_is_customer: SqlBool;
  name_is_supplier: SqlBool;
}

export interface StockMovementTable {
  id: string;
  store_id: string;
  item_id: string;
  stock_line_id: string;
  invoice_id: string;
  invoice_line_id: string;
  datetime: string;
  number_of_packs: number;
  pack_size: number;
  balance_packs: number;
}

export interface InventoryTables {
  location: LocationTable;
  reason_option: ReasonOptionTable;
  vvm_status: VvmStatusTable;
  stock_line: StockLineTable;
  vvm_status_log: VvmStatusLogTable;
  number_counter: NumberCounterTable;
  invoice: InvoiceTable;
  invoice_line: InvoiceLineTable;
  name_store_join: NameStoreJoinTable;
  stock_movement: StockMovementTable;
  barcode: BarcodeTable;
  stocktake: StocktakeTable;
  stocktake_line: StocktakeLineTable;
}

export interface BarcodeTable {
  id: string;
  /** 14-digit GTIN. */
  gtin: string;
  item_id: string;
  pack_size: number | null;
  manufacturer: string | null;
}

/** A count of a store's stock (DOCUMENTS.md 9): NEW until FINALISED. */
export interface StocktakeTable {
  id: string;
  store_id: string;
  stocktake_number: number;
  status: string;
  description: string | null;
  comment: string | null;
  stocktake_date: string | null;
  on_hold: SqlBool;
  is_locked: SqlBool;
  is_initial: SqlBool;
  created_datetime: string;
  finalised_datetime: string | null;
  user_id: string | null;
  inventory_addition_id: string | null;
  inventory_reduction_id: string | null;
}

export interface StocktakeLineTable {
  id: string;
  stocktake_id: string;
  /** Null: an item counted without a batch. */
  stock_line_id: string | null;
  item_id: string;
  location_id: string | null;
  batch: string | null;
  expiry_date: string | null;
  pack_size: number;
  cost_price_per_pack: number;
  sell_price_per_pack: number;
  /** The batch's total packs when the line was made (or refreshed). */
  snapshot_number_of_packs: number;
  /** Null while uncounted. */
  counted_number_of_packs: number | null;
  reason_option_id: string | null;
  note: string | null;
  comment: string | null;
  vvm_status_id: string | null;
  donor_id: string | null;
  supplier_id: string | null;
  item_variant_id: string | null;
}

/** A label on names (DOCUMENTS.md 7): a program's settings reach every store whose name has the tag. */
export interface NameTagTable {
  id: string;
  name: string;
}

export interface NameTagJoinTable {
  id: string;
  name_id: string;
  name_tag_id: string;
}

/** A master list with settings (DOCUMENTS.md 7). */
export interface ProgramTable {
  id: string;
  name: string;
  master_list_id: string;
}

export interface PeriodScheduleTable {
  id: string;
  name: string;
}

/** Dates 'YYYY-MM-DD', both ends inclusive. */
export interface PeriodTable {
  id: string;
  period_schedule_id: string;
  name: string;
  start_date: string;
  end_date: string;
}

/** Gives a program to the stores whose name carries the tag, ordering on the schedule. */
export interface ProgramRequisitionSettingsTable {
  id: string;
  program_id: string;
  name_tag_id: string;
  period_schedule_id: string;
}

export interface ProgramOrderTypeTable {
  id: string;
  program_requisition_settings_id: string;
  /** Requisitions keep this name (compared case-insensitively), not the id. */
  name: string;
  /** Min months of stock of an order of this type. */
  threshold_mos: number;
  /** Max months of stock of an order of this type. */
  max_mos: number;
  max_order_per_period: number;
  is_emergency: SqlBool;
  /** Most lines with a requested quantity on an emergency order. */
  max_items_in_emergency_order: number;
}

export interface ProgramTables {
  name_tag: NameTagTable;
  name_tag_join: NameTagJoinTable;
  program: ProgramTable;
  period_schedule: PeriodScheduleTable;
  period: PeriodTable;
  program_requisition_settings: ProgramRequisitionSettingsTable;
  program_order_type: ProgramOrderTypeTable;
}

/** An internal order (REQUEST) or a customer requisition (RESPONSE), DOCUMENTS.md 5 and 6. */
export interface RequisitionTable {
  id: string;
  store_id: string;
  requisition_number: number;
  /** The supplier of a REQUEST, the customer of a RESPONSE. */
  name_id: string;
  type: string;
  status: string;
  approval_status: Generated<string>;
  min_months_of_stock: Generated<number>;
  max_months_of_stock: Generated<number>;
  their_reference: string | null;
  comment: string | null;
  colour: string | null;
  expected_delivery_date: string | null;
  program_id: string | null;
  period_id: string | null;
  order_type: string | null;
  is_emergency: Generated<SqlBool>;
  linked_requisition_id: string | null;
  created_from_requisition_id: string | null;
  destination_customer_id: string | null;
  created_datetime: string;
  sent_datetime: string | null;
  finalised_datetime: string | null;
  user_id: string | null;
}

/** Quantities in units; the stock figures are the requesting store's when the line was made. */
export interface RequisitionLineTable {
  id: string;
  requisition_id: string;
  item_id: string;
  item_name: string;
  requested_quantity: number;
  suggested_quantity: number;
  supply_quantity: number;
  approved_quantity: number;
  approval_comment: string | null;
  available_stock_on_hand: number;
  average_monthly_consumption: number;
  snapshot_datetime: string | null;
  reason_option_id: string | null;
  comment: string | null;
}

export interface RequisitionTables {
  requisition: RequisitionTable;
  requisition_line: RequisitionLineTable;
}

/** An R&R form (DOCUMENTS.md 8): DRAFT until FINALISED into an internal order. */
export interface RnrFormTable {
  id: string;
  store_id: string;
  /** The supplier its internal order goes to. */
  name_id: string;
  program_id: string;
  period_id: string;
  status: string;
  their_reference: string | null;
  comment: string | null;
  created_datetime: string;
  finalised_datetime: string | null;
  linked_requisition_id: string | null;
  user_id: string | null;
}

/** Units. `snapshot_*` are the ledger's figures for the period, `entered_*` the store's
 * (null: the snapshot's). */
export interface RnrFormLineTable {
  id: string;
  rnr_form_id: string;
  item_id: string;
  item_name: string;
  snapshot_quantity_received: number;
  snapshot_quantity_consumed: number;
  snapshot_adjustments: number;
  entered_quantity_received: number | null;
  entered_quantity_consumed: number | null;
  entered_adjustments: number | null;
  entered_losses: number | null;
  initial_balance: number;
  final_balance: number;
  stock_out_duration: number;
  adjusted_quantity_consumed: number;
  average_monthly_consumption: number;
  /** Most recent first, comma-separated. */
  previous_monthly_consumption_values: string;
  minimum_quantity: number;
  maximum_quantity: number;
  calculated_requested_quantity: number;
  entered_requested_quantity: number | null;
  low_stock: string;
  expiry_date: string | null;
  comment: string | null;
  confirmed: Generated<SqlBool>;
  requisition_line_id: string | null;
}

export interface RnrFormTables {
  rnr_form: RnrFormTable;
  rnr_form_line: RnrFormLineTable;
}
