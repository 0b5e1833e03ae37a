// A stocktake and its lines as services and the API see them (DOCUMENTS.md 9).
import type { StocktakeStatus } from '@dawa/domain';

export interface Stocktake {
  id: string;
  storeId: string;
  stocktakeNumber: number;
  status: StocktakeStatus;
  description: string | null;
  comment: string | null;
  /** The day counted (a naive date). */
  stocktakeDate: string | null;
  onHold: boolean;
  isLocked: boolean;
  isInitial: boolean;
  createdDatetime: string;
  finalisedDatetime: string | null;
  userId: string | null;
  inventoryAdditionId: string | null;
  inventoryReductionId: string | null;
}

export interface StocktakeLine {
  id: string;
  stocktakeId: string;
  /** Null: an item counted without a batch (finalising a count above zero makes one). */
  stockLineId: string | null;
  itemId: string;
  locationId: string | null;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  costPricePerPack: number;
  sellPricePerPack: number;
  /** The batch's total packs when the line was made, or when a mismatch was settled. */
  snapshotNumberOfPacks: number;
  /** Null while uncounted. */
  countedNumberOfPacks: number | null;
  reasonOptionId: string | null;
  note: string | null;
  comment: string | null;
  vvmStatusId: string | null;
  donorId: string | null;
  supplierId: string | null;
  itemVariantId: string | null;
}

/** A line as it is read for display and for finalising: its item's name, code and kind, and
 * what its batch holds now (null without a batch, or when the batch is gone). */
export interface StocktakeLineRow extends StocktakeLine {
  itemName: string;
  itemCode: string;
  isVaccine: boolean;
  currentTotalNumberOfPacks: number | null;
  currentAvailableNumberOfPacks: number | null;
}
