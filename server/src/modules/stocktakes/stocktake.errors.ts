// Every refusal a stocktake operation may answer, as values (the schema turns them into its
// error types; DOCUMENTS.md 9 names them). A refusal about one line names it.
import type { StocktakeReasonProblem, StocktakeRefusal } from '@dawa/domain';
import type { StockMovementError } from '../stock/stock-movement.service';
import type { QuantityOutOfRange } from '../stock/stock-quantity';

export type StocktakeError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: StocktakeRefusal }
  | { kind: 'InitialStocktakeAlreadyExists' }
  | { kind: 'InvalidMasterList' }
  | { kind: 'InvalidLocation' }
  | { kind: 'VvmStatusNotFound' }
  | { kind: 'InvalidExpiryDate'; lineId?: string }
  | { kind: 'NoLines' }
  | { kind: 'StockLineXOrItem'; lineId: string }
  | { kind: 'StockLineAlreadyExistsInStocktake'; lineId: string }
  | { kind: 'StockLineReducedBelowZero'; lineId: string; stockLineId: string }
  | { kind: 'StockLinesReducedBelowZero'; lineIds: string[]; stockLineIds: string[] }
  | { kind: 'SnapshotCountCurrentCountMismatch'; lineIds: string[] }
  | { kind: StocktakeReasonProblem; lineId: string }
  | { kind: 'ItemNotFound'; lineId: string }
  | { kind: 'NotAStockItem'; lineId: string }
  | { kind: 'InvalidPackSize'; lineId: string }
  | { kind: 'CannotChangePackSizeOfBatch'; lineId: string }
  | { kind: 'ValueNegative'; lineId: string; field: string }
  | { kind: 'DonorNotFound'; lineId: string }
  | ({ lineId?: string } & QuantityOutOfRange)
  | StockMovementError;
