// A 1,500-row table for the browser benchmark (render and scroll timings); not routed yet.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { DataTable, catalogueColumn, type ColumnDefinition, type SortState } from './DataTable';

export interface ShowcaseRow {
  id: string;
  itemCode: string;
  itemName: string;
  batch: string;
  expiryDate: string;
  packSize: number;
  numberOfPacks: number;
  availableStockOnHand: number;
  costPricePerPack: number;
  sellPricePerPack: number;
  location: string;
}

const NAMES = [
  'Amoxicillin 250 mg',
  'Paracetamol 500 mg',
  'Oral rehydration salts',
  'Zinc 20 mg',
  'Artemether/Lumefantrine',
];

/** Deterministic rows, so every benchmark run measures the same table. */
export function generateShowcaseRows(count: number, today = new Date(2025, 0, 1)): ShowcaseRow[] {
  return Array.from({ length: count }, (_, index) => {
    const expiry = new Date(
      today.getFullYear(),
      today.getMonth() + (index % 36) - 2,
      1 + (index % 28),
    );
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      id: `row-${index}`,
      itemCode: `IT${String(index).padStart(5, '0')}`,
      itemName: `${NAMES[index % NAMES.length] ?? ''} #${index}`,
      batch: `B${(index * 7919) % 100000}`,
      expiryDate: `${expiry.getFullYear()}-${pad(expiry.getMonth() + 1)}-${pad(expiry.getDate())}`,
      packSize: [1, 10, 20, 100][index % 4] ?? 1,
      numberOfPacks: (index * 37) % 500,
      availableStockOnHand: ((index * 53) % 5000) / 4,
      costPricePerPack: ((index * 131) % 10000) / 1000,
      sellPricePerPack: ((index * 197) % 10000) / 100,
      location: `L-${index % 40}`,
    };
  });
}

const COLUMNS: ColumnDefinition<ShowcaseRow>[] = [
  catalogueColumn('itemCode'),
  catalogueColumn('itemName'),
  catalogueColumn('batch'),
  catalogueColumn('expiryDate', { highlightAlmostExpired: true }),
  catalogueColumn('packSize'),
  catalogueColumn('numberOfPacks'),
  catalogueColumn('availableStockOnHand'),
  catalogueColumn('costPricePerPack', { width: 100 }),
  catalogueColumn('sellPricePerPack'),
  catalogueColumn('location', { defaultHideOnMobile: true }),
];

function compare(a: ShowcaseRow, b: ShowcaseRow, key: string): number {
  const left = (a as unknown as Record<string, unknown>)[key];
  const right = (b as unknown as Record<string, unknown>)[key];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right));
}

export interface KitShowcaseProps {
  rowCount?: number;
}

export function KitShowcase({ rowCount = 1500 }: KitShowcaseProps) {
  const rows = useMemo(() => generateShowcaseRows(rowCount), [rowCount]);
  const [sort, setSort] = useState<SortState>({ key: 'itemCode', direction: 'asc' });
  const [selected, setSelected] = useState<string[]>([]);
  const sorted = useMemo(() => {
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(a, b, sort.key));
  }, [rows, sort]);
  return (
    <Box
      data-testid="kit-showcase"
      sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}
    >
      <DataTable
        id="kit-showcase"
        columns={COLUMNS}
        data={sorted}
        sort={sort}
        onSortChange={setSort}
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
    </Box>
  );
}
