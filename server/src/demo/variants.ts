// Demo item variants, pack variants and bundles: the same vaccine from two manufacturers,
// each bundled with the syringe it is given with, and the bulk packs of common tablets.
import type { Tx } from '../db/transaction';
import {
  upsertBundle,
  upsertItemVariant,
  upsertPackVariant,
} from '../modules/items/item-variant.repository';
import { demoId } from './ids';

const item = (code: string) => demoId(`item:${code}`);
const variantId = (code: string, name: string) => demoId(`item-variant:${code}:${name}`);

const VARIANTS: readonly [
  code: string,
  name: string,
  manufacturer: string,
  doses: number | null,
][] = [
  ['VAC-BCG', 'BCG 20-dose, SII', 'Serum Institute of India', 20],
  ['VAC-BCG', 'BCG 10-dose, Japan BCG Laboratory', 'Japan BCG Laboratory', 10],
  ['VAC-MR10', 'MR 10-dose, SII', 'Serum Institute of India', 10],
  ['SYR-AD-005', 'AD syringe 0.05 ml, HMD', 'Hindustan Syringes & Medical Devices', null],
  ['SYR-RUP-5', 'RUP syringe 5 ml, BD', 'Becton Dickinson', null],
];

/** [principal, bundled, units of the bundled variant per unit of the principal]. */
const BUNDLES: readonly [principal: [string, string], bundled: [string, string], ratio: number][] =
  [
    [['VAC-BCG', 'BCG 20-dose, SII'], ['SYR-AD-005', 'AD syringe 0.05 ml, HMD'], 20],
    [['VAC-MR10', 'MR 10-dose, SII'], ['SYR-RUP-5', 'RUP syringe 5 ml, BD'], 1],
  ];

const PACKS: readonly [code: string, packSize: number, name: string, abbreviation: string][] = [
  ['AMOX250T', 10, 'Blister of 10', 'BL10'],
  ['AMOX250T', 100, 'Box of 100', 'BX100'],
  ['AMOX250T', 1000, 'Tin of 1000', 'TN1000'],
  ['PARA500T', 100, 'Box of 100', 'BX100'],
  ['PARA500T', 1000, 'Tin of 1000', 'TN1000'],
  ['ORS-LO', 1, 'Sachet', 'SCH'],
  ['ORS-LO', 100, 'Carton of 100', 'CTN100'],
];

export async function seedItemVariants(trx: Tx, now: Date): Promise<void> {
  for (const [code, name, manufacturer, doses] of VARIANTS) {
    await upsertItemVariant(
      trx,
      {
        id: variantId(code, name),
        itemId: item(code),
        name,
        manufacturer,
        dosesPerUnit: doses,
        vvmType: doses ? 'VVM30' : null,
      },
      now,
    );
  }
  for (const [[pCode, pName], [bCode, bName], ratio] of BUNDLES) {
    const principal = variantId(pCode, pName);
    const bundled = variantId(bCode, bName);
    await upsertBundle(
      trx,
      {
        id: demoId(`bundle:${principal}:${bundled}`),
        principalItemVariantId: principal,
        bundledItemVariantId: bundled,
        ratio,
      },
      now,
    );
  }
  for (const [code, packSize, name, abbreviation] of PACKS) {
    await upsertPackVariant(
      trx,
      {
        id: demoId(`pack-variant:${code}:${packSize}`),
        itemId: item(code),
        packSize,
        name,
        abbreviation,
      },
      now,
    );
  }
}
