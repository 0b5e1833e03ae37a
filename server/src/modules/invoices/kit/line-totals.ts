// A line's money and units, the same for every document type: totals from a price per pack
// (four decimals kept, tax on top when the line has a rate), and the line counted in single
// units for a store that counts so (its packToOne preference, DOCUMENTS.md 2.2).
import type { InvoiceLine } from './document.types';

const money = (n: number): number => Number(n.toFixed(4));

/** The line with its totals at `pricePerPack` (sell for what goes out, cost for what comes in). */
export function withTotals(line: InvoiceLine, pricePerPack: number): InvoiceLine {
  const total = money(pricePerPack * line.numberOfPacks);
  return {
    ...line,
    totalBeforeTax: total,
    totalAfterTax: money(total * (1 + (line.taxPercentage ?? 0) / 100)),
  };
}

/** The line in packs of one: packs x pack size, prices / pack size (what is shipped too). */
export function inSingleUnits(line: InvoiceLine): InvoiceLine {
  // A line already in packs of one may still say what was shipped in the sender's packs.
  const size = line.packSize;
  return {
    ...line,
    numberOfPacks: line.numberOfPacks * size,
    costPricePerPack: line.costPricePerPack / size,
    sellPricePerPack: line.sellPricePerPack / size,
    packSize: 1,
    ...(line.shippedNumberOfPacks !== null
      ? {
          shippedNumberOfPacks: line.shippedNumberOfPacks * (line.shippedPackSize ?? size),
          shippedPackSize: 1,
        }
      : {}),
  };
}
