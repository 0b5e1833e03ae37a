// Permission sets the demo accounts (and the benchmark's generated users) hold.
import { PERMISSIONS, QUERY_PERMISSIONS, type Permission } from '@dawa/domain';

export const ROLE_PERMISSIONS = {
  admin: PERMISSIONS,
  storekeeper: [
    'STORE_ACCESS',
    'STOCK_LINE_QUERY',
    'STOCK_LINE_MUTATE',
    'INVENTORY_ADJUSTMENT_MUTATE',
    'CREATE_REPACK',
    'LOCATION_MUTATE',
    'VIEW_AND_EDIT_VVM_STATUS',
    'OUTBOUND_SHIPMENT_QUERY',
    'OUTBOUND_SHIPMENT_MUTATE',
    'INBOUND_SHIPMENT_QUERY',
    'INBOUND_SHIPMENT_MUTATE',
    'CUSTOMER_RETURN_QUERY',
    'CUSTOMER_RETURN_MUTATE',
    'SUPPLIER_RETURN_QUERY',
    'SUPPLIER_RETURN_MUTATE',
    'REQUISITION_QUERY',
    'REQUISITION_MUTATE',
    'REQUISITION_SEND',
    'REQUISITION_CREATE_OUTBOUND_SHIPMENT',
    'STOCKTAKE_QUERY',
    'STOCKTAKE_MUTATE',
    'RN_R_FORM_QUERY',
    'RN_R_FORM_MUTATE',
    'REPORT',
  ],
  dispenser: [
    'STORE_ACCESS',
    'PATIENT_QUERY',
    'PATIENT_MUTATE',
    'PRESCRIPTION_QUERY',
    'PRESCRIPTION_MUTATE',
    'STOCK_LINE_QUERY',
    'DOCUMENT_QUERY',
    'DOCUMENT_MUTATE',
  ],
  viewer: QUERY_PERMISSIONS,
  nostore: ['STORE_ACCESS'],
} as const satisfies Record<string, readonly Permission[]>;

export type Role = keyof typeof ROLE_PERMISSIONS;
