// THE security boundary: every store-scoped GraphQL field names a resource here, and
// the resource says which permissions it needs in that store. One table, tested as a
// whole (resources.test.ts). STORE_ACCESS is always required as well.
import type { Permission } from '@dawa/domain';

export interface Requirement {
  /** Every one of these is needed. */
  all?: readonly Permission[];
  /** At least one of these is needed. */
  any?: readonly Permission[];
}

export const RESOURCES = {
  /** A store's record and preferences. */
  STORE: {},
  /** Items visible to the store, master lists, reasons, VVM statuses. */
  QUERY_ITEMS: {},
  /** Other parties: suppliers, customers, donors. */
  QUERY_NAMES: {},
  QUERY_STOCK_LINE: { all: ['STOCK_LINE_QUERY'] },
  MUTATE_STOCK_LINE: { all: ['STOCK_LINE_MUTATE'] },
  MUTATE_INVENTORY_ADJUSTMENT: { all: ['INVENTORY_ADJUSTMENT_MUTATE'] },
  QUERY_OUTBOUND_SHIPMENT: { all: ['OUTBOUND_SHIPMENT_QUERY'] },
  MUTATE_OUTBOUND_SHIPMENT: { all: ['OUTBOUND_SHIPMENT_MUTATE'] },
  QUERY_INBOUND_SHIPMENT: { all: ['INBOUND_SHIPMENT_QUERY'] },
  MUTATE_INBOUND_SHIPMENT: { all: ['INBOUND_SHIPMENT_MUTATE'] },
  QUERY_SUPPLIER_RETURN: { all: ['SUPPLIER_RETURN_QUERY'] },
  MUTATE_SUPPLIER_RETURN: { all: ['SUPPLIER_RETURN_MUTATE'] },
  QUERY_CUSTOMER_RETURN: { all: ['CUSTOMER_RETURN_QUERY'] },
  MUTATE_CUSTOMER_RETURN: { all: ['CUSTOMER_RETURN_MUTATE'] },
  QUERY_STOCKTAKE: { all: ['STOCKTAKE_QUERY'] },
  MUTATE_STOCKTAKE: { all: ['STOCKTAKE_MUTATE'] },
  QUERY_REQUISITION: { all: ['REQUISITION_QUERY'] },
  MUTATE_REQUISITION: { all: ['REQUISITION_MUTATE'] },
  SEND_REQUISITION: { all: ['REQUISITION_SEND'] },
  CREATE_REQUISITION_SHIPMENT: { all: ['REQUISITION_CREATE_OUTBOUND_SHIPMENT'] },
  QUERY_RNR_FORM: { all: ['RN_R_FORM_QUERY'] },
  MUTATE_RNR_FORM: { all: ['RN_R_FORM_MUTATE'] },
  CREATE_REPACK: { all: ['CREATE_REPACK'] },
  MUTATE_LOCATION: { all: ['LOCATION_MUTATE'] },
  MUTATE_ITEM: { all: ['ITEM_MUTATE'] },
  EDIT_VVM_STATUS: { all: ['VIEW_AND_EDIT_VVM_STATUS'] },
  /** Log reasons are central data. */
  MUTATE_REASONS: { all: ['EDIT_CENTRAL_DATA'] },
  /** Programs, period schedules and order types are central data. */
  MUTATE_PROGRAMS: { all: ['EDIT_CENTRAL_DATA'] },
  /** The server's own work: transfers that failed, and running them again. */
  ADMINISTER_SERVER: { all: ['SERVER_ADMIN'] },
  /** A store's own settings: its preferences. */
  ADMINISTER_STORE: { all: ['SERVER_ADMIN'] },
} as const satisfies Record<string, Requirement>;

export type Resource = keyof typeof RESOURCES;

export function isAllowed(resource: Resource, held: ReadonlySet<string>): boolean {
  return held.has('STORE_ACCESS') && meetsRequirement(RESOURCES[resource], held);
}

/** Whether the permissions held meet a requirement (every one of `all`, one of `any`).
 * Apart from the table so that each form is tested, not only those the table uses today. */
export function meetsRequirement(req: Requirement, held: ReadonlySet<string>): boolean {
  if (req.all && !req.all.every((p) => held.has(p))) return false;
  if (req.any && !req.any.some((p) => held.has(p))) return false;
  return true;
}
