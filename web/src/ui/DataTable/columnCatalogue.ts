// The shared column catalogue (spec 001 section 9): one width, label and format per common
// column key, so every list shows "expiry" or "batch" the same way.
import type { TranslationKey } from '../../core/i18n';
import { SELECTION_COLUMN_WIDTH } from './dimensions';
import type { ColumnDefinition, ColumnFormat, RowWithId } from './types';

interface CatalogueEntry {
  label: TranslationKey;
  format: ColumnFormat;
  width?: number;
  maxWidth?: number;
}

const entry = (label: TranslationKey, format: ColumnFormat, width?: number): CatalogueEntry =>
  width === undefined ? { label, format } : { label, format, width };

export const COLUMN_CATALOGUE = {
  availableStockOnHand: entry('label.available-soh', 'Real', 100),
  monthlyConsumption: entry('label.amc', 'Real', 100),
  numberOfPacks: entry('label.num-packs', 'Real', 100),
  expiryDate: entry('label.expiry', 'Date', 110),
  itemCode: entry('label.code', 'Text', 125),
  itemName: { label: 'label.name', format: 'Text', maxWidth: 400 },
  name: entry('label.name', 'Text', 75),
  otherPartyName: entry('label.name', 'Text', 75),
  stocktakeNumber: entry('label.number', 'Integer', 50),
  invoiceNumber: entry('label.number', 'Integer', 50),
  type: entry('label.type', 'Text', 150),
  status: entry('label.status', 'Text', 110),
  createdDatetime: entry('label.created', 'Date', 150),
  stocktakeDate: entry('label.date', 'Date', 130),
  allocatedDatetime: entry('label.allocated', 'Date', 130),
  deliveredDatetime: entry('label.delivered', 'Date', 130),
  totalAfterTax: entry('label.total', 'Currency', 100),
  comment: entry('label.comment', 'Text', 250),
  description: entry('label.description', 'Text', 250),
  code: entry('label.code', 'Text', 100),
  packSize: entry('label.pack-size', 'Real', 125),
  quantity: entry('label.quantity', 'Real', 100),
  batch: entry('label.batch', 'Text', 100),
  costPricePerPack: entry('label.cost-price-per-pack', 'Currency', 50),
  sellPricePerPack: entry('label.sell-price-per-pack', 'Currency', 120),
  sellPricePerUnit: entry('label.sell-price-per-unit', 'Currency', 100),
  location: entry('label.location', 'Text', 90),
  unitQuantity: entry('label.unit-quantity', 'Real', 100),
  unit: entry('label.unit', 'Text'),
  lineTotal: entry('label.line-total', 'Currency', 100),
  requestedQuantity: entry('label.requested-quantity', 'Real', 100),
  supplyQuantity: entry('label.supply-quantity', 'Real', 100),
  stockOnHand: entry('label.soh', 'Real', 100),
  theirReference: entry('label.reference', 'Text', 100),
  numberOfPacksToReturn: entry('label.packs-to-return', 'Real', 125),
  numberOfPacksReturned: entry('label.packs-returned', 'Real', 125),
  availableNumberOfPacks: entry('label.available-packs', 'Real', 125),
  returnReason: entry('label.reason', 'Text', 200),
  note: entry('label.note', 'Text', 250),
} satisfies Record<string, CatalogueEntry>;

export type CatalogueColumnKey = keyof typeof COLUMN_CATALOGUE;

/** Widths by column key; the selection column is 60 wide. */
export const COLUMN_WIDTHS: Readonly<
  Record<CatalogueColumnKey, { width?: number; maxWidth?: number }>
> = Object.fromEntries(
  Object.entries(COLUMN_CATALOGUE).map(([key, value]) => {
    const { width, maxWidth } = value as CatalogueEntry;
    return [
      key,
      {
        ...(width === undefined ? {} : { width }),
        ...(maxWidth === undefined ? {} : { maxWidth }),
      },
    ];
  }),
) as Record<CatalogueColumnKey, { width?: number; maxWidth?: number }>;

export { SELECTION_COLUMN_WIDTH };

/** A column from the catalogue, sortable, with any field overridden. */
export function catalogueColumn<T extends RowWithId>(
  key: CatalogueColumnKey,
  overrides: Partial<ColumnDefinition<T>> = {},
): ColumnDefinition<T> {
  const { label, format, width, maxWidth } = COLUMN_CATALOGUE[key] as CatalogueEntry;
  return {
    key,
    label,
    format,
    sortable: true,
    ...(width === undefined ? {} : { width }),
    ...(maxWidth === undefined ? {} : { maxWidth }),
    ...overrides,
  };
}
