// Where a scan lands on a stocktake (issue 12): the line of the scanned batch, the item's lines
// when the scan named no batch, or the item without that batch (a line to add). Pure, so every
// case is tested without a server.
import type { ScannedItem } from '../../../core/barcode';

/** What of a line the landing reads. */
export interface LandingLine {
  id: string;
  stockLineId?: string | null | undefined;
  batch?: string | null | undefined;
  countedNumberOfPacks: number | null;
}

export type ScanLanding<L extends LandingLine> =
  /** The line to count. */
  | { kind: 'line'; line: L }
  /** The scan named no batch and the item has several lines: the keeper chooses. */
  | { kind: 'choose-batch'; first: L }
  /** The item is on the stocktake, its scanned batch is not: `stockLineId` is the store's
   * batch that could be added, if the store holds it. */
  | { kind: 'batch-missing'; first: L; batch: string; stockLineId: string | null }
  | { kind: 'not-on-stocktake' };

/** The first line not counted yet, else the first. */
const firstToCount = <L extends LandingLine>(lines: readonly L[]): L | undefined =>
  lines.find((line) => line.countedNumberOfPacks === null) ?? lines[0];

/** Where `scan` lands among `lines`, the stocktake's lines of the scanned item. */
export function landScan<L extends LandingLine>(
  scan: ScannedItem,
  lines: readonly L[],
): ScanLanding<L> {
  const first = lines[0];
  if (!first) return { kind: 'not-on-stocktake' };
  if (scan.batch === null) {
    // Without a batch the server names every batch of the item: none is the scanned one.
    return lines.length === 1 ? { kind: 'line', line: first } : { kind: 'choose-batch', first };
  }
  const byStockLine = lines.filter(
    (line) => line.stockLineId != null && scan.stockLineIds.includes(line.stockLineId),
  );
  const line =
    firstToCount(byStockLine) ?? firstToCount(lines.filter((l) => l.batch === scan.batch));
  if (line) return { kind: 'line', line };
  const onStocktake = new Set(lines.map((l) => l.stockLineId));
  return {
    kind: 'batch-missing',
    first,
    batch: scan.batch,
    stockLineId: scan.stockLineIds.find((id) => !onStocktake.has(id)) ?? null,
  };
}
