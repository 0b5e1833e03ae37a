// An R&R form and its lines as services and the API see them (DOCUMENTS.md 8; spec 001
// sections 3.2 and 4). Quantities are in units.
import type { LowStockLevel, RnrFormStatus } from '@dawa/domain';

export interface RnrForm {
  id: string;
  storeId: string;
  /** The supplier its internal order goes to. */
  supplierId: string;
  programId: string;
  periodId: string;
  status: RnrFormStatus;
  theirReference: string | null;
  comment: string | null;
  createdDatetime: string;
  finalisedDatetime: string | null;
  /** The internal order finalising made. */
  linkedRequisitionId: string | null;
  userId: string | null;
}

export interface RnrFormLine {
  id: string;
  rnrFormId: string;
  itemId: string;
  itemName: string;
  /** What the ledger says of the period. */
  snapshotQuantityReceived: number;
  snapshotQuantityConsumed: number;
  /** Signed: additions above 0, reductions below. */
  snapshotAdjustments: number;
  /** What the store entered instead (null: the snapshot's; losses: 0). */
  enteredQuantityReceived: number | null;
  enteredQuantityConsumed: number | null;
  enteredAdjustments: number | null;
  enteredLosses: number | null;
  initialBalance: number;
  finalBalance: number;
  stockOutDuration: number;
  adjustedQuantityConsumed: number;
  averageMonthlyConsumption: number;
  /** The earlier forms' monthly consumption the AMC averaged, most recent first. */
  previousMonthlyConsumptionValues: number[];
  minimumQuantity: number;
  maximumQuantity: number;
  calculatedRequestedQuantity: number;
  enteredRequestedQuantity: number | null;
  lowStock: LowStockLevel;
  expiryDate: string | null;
  comment: string | null;
  confirmed: boolean;
  requisitionLineId: string | null;
}

/** The figures of a line that count: what the store entered, else the ledger's. */
export const effective = (l: RnrFormLine) => ({
  received: l.enteredQuantityReceived ?? l.snapshotQuantityReceived,
  consumed: l.enteredQuantityConsumed ?? l.snapshotQuantityConsumed,
  adjustments: l.enteredAdjustments ?? l.snapshotAdjustments,
  losses: l.enteredLosses ?? 0,
  requested: l.enteredRequestedQuantity ?? l.calculatedRequestedQuantity,
});
