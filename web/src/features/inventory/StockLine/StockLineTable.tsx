import type { ComponentProps } from 'react';
import { useMemo } from 'react';
import { useDenseTables } from '../../../core/preferences';
import { DataTable } from '../../../ui/DataTable';
import { stockLineColumns, type StockLineRow } from '../stockLineColumns';
import { useSelectedLineParam } from './SelectedStockLine';

type TableProps = Omit<ComponentProps<typeof DataTable<StockLineRow>>, 'columns' | 'onRowClick'>;

/** Stock lines; a click opens the line (its figures, ledger and actions). */
export function StockLineTable({ withItem, ...props }: TableProps & { withItem: boolean }) {
  const [dense] = useDenseTables();
  const [, openLine] = useSelectedLineParam();
  const columns = useMemo(() => stockLineColumns(withItem), [withItem]);
  return (
    <DataTable<StockLineRow>
      {...props}
      columns={columns}
      dense={dense}
      onRowClick={(row) => openLine(row.id)}
    />
  );
}
