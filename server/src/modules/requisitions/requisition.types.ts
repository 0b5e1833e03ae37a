// An internal order (REQUEST) or a customer requisition (RESPONSE) and its lines, as services
// and the API see them. Quantities are in units.
import type { RequisitionApprovalStatus, RequisitionStatus, RequisitionType } from '@dawa/domain';

export interface Requisition {
  id: string;
  storeId: string;
  requisitionNumber: number;
  /** The supplier of a REQUEST, the customer of a RESPONSE. */
  otherPartyId: string;
  type: RequisitionType;
  status: RequisitionStatus;
  approvalStatus: RequisitionApprovalStatus;
  minMonthsOfStock: number;
  maxMonthsOfStock: number;
  theirReference: string | null;
  comment: string | null;
  colour: string | null;
  expectedDeliveryDate: string | null;
  programId: string | null;
  periodId: string | null;
  orderType: string | null;
  isEmergency: boolean;
  /** The other store's half of a transfer. */
  linkedRequisitionId: string | null;
  createdFromRequisitionId: string | null;
  destinationCustomerId: string | null;
  createdDatetime: string;
  sentDatetime: string | null;
  finalisedDatetime: string | null;
  userId: string | null;
}

export interface RequisitionLine {
  id: string;
  requisitionId: string;
  itemId: string;
  itemName: string;
  requestedQuantity: number;
  suggestedQuantity: number;
  supplyQuantity: number;
  approvedQuantity: number;
  approvalComment: string | null;
  /** The requesting store's available units when the line was made. */
  availableStockOnHand: number;
  averageMonthlyConsumption: number;
  snapshotDatetime: string | null;
  reasonOptionId: string | null;
  comment: string | null;
}
