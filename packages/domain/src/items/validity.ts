// What makes an item, a pack variant or an item variant valid (spec 001 section 5: "Pack
// variant: non-zero pack size, a name and an abbreviation"; section 3.2: an item has doses per
// unit when it is a vaccine), and which items can hold stock. The item dialogs enable Save by
// these and the server refuses by them.

/** Only stock items have batches on shelves; non-stock items and services have none. */
export function isStockItem(type: string): boolean {
  return type === 'STOCK';
}

/** A pack holds some units: a finite number above zero. */
export function isPositivePackSize(value: number | null | undefined): value is number {
  return value != null && Number.isFinite(value) && value > 0;
}

export interface ItemFields {
  code: string;
  name: string;
  defaultPackSize: number;
  isVaccine: boolean;
  dosesPerUnit: number;
  volumePerUnit: number;
  volumePerPack?: number | null;
  volumePerOuterPack?: number | null;
}

export type ItemProblem =
  | { kind: 'CodeRequired' }
  | { kind: 'NameRequired' }
  | { kind: 'PackSizeNotPositive' }
  | { kind: 'ValueNotPositive'; field: 'dosesPerUnit' }
  | {
      kind: 'ValueNegative';
      field: 'dosesPerUnit' | 'volumePerUnit' | 'volumePerPack' | 'volumePerOuterPack';
    };

/** The first thing wrong with an item's fields, or undefined when it can be saved. */
export function itemProblem(it: ItemFields): ItemProblem | undefined {
  if (it.code.trim() === '') return { kind: 'CodeRequired' };
  if (it.name.trim() === '') return { kind: 'NameRequired' };
  if (!isPositivePackSize(it.defaultPackSize)) return { kind: 'PackSizeNotPositive' };
  // A vaccine is counted in doses, so a unit must hold at least some.
  if (it.isVaccine && !(it.dosesPerUnit > 0))
    return { kind: 'ValueNotPositive', field: 'dosesPerUnit' };
  const nonNegative = [
    ['dosesPerUnit', it.dosesPerUnit],
    ['volumePerUnit', it.volumePerUnit],
    ['volumePerPack', it.volumePerPack ?? 0],
    ['volumePerOuterPack', it.volumePerOuterPack ?? 0],
  ] as const;
  const negative = nonNegative.find(([, v]) => !(Number.isFinite(v) && v >= 0));
  if (negative) return { kind: 'ValueNegative', field: negative[0] };
  return undefined;
}

export type PackVariantProblem = 'PackSizeNotPositive' | 'NameRequired' | 'AbbreviationRequired';

export function packVariantProblem(pack: {
  packSize: number | null | undefined;
  name: string;
  abbreviation: string;
}): PackVariantProblem | undefined {
  if (!isPositivePackSize(pack.packSize)) return 'PackSizeNotPositive';
  if (pack.name.trim() === '') return 'NameRequired';
  if (pack.abbreviation.trim() === '') return 'AbbreviationRequired';
  return undefined;
}

export type ItemVariantProblem = 'NameRequired' | 'DosesPerUnitNotPositive';

/** A variant needs a name; doses per unit may be left out, but when given it is above zero. */
export function itemVariantProblem(variant: {
  name: string;
  dosesPerUnit: number | null | undefined;
}): ItemVariantProblem | undefined {
  if (variant.name.trim() === '') return 'NameRequired';
  if (variant.dosesPerUnit != null && !(variant.dosesPerUnit > 0)) return 'DosesPerUnitNotPositive';
  return undefined;
}
