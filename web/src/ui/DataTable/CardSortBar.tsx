import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { HeaderLabel } from './DataTableHeader';
import { getSortKey } from './sort';
import type { ColumnDefinition, RowWithId, SortState } from './types';

/**
 * Sorting for the stacked cards, which have no headers to click: a column to sort by and the
 * direction. Each choice is a header click (`onSortClick`): a new column starts the way its
 * header would, the arrow turns the direction round.
 */
export function CardSortBar<T extends RowWithId>({
  columns,
  sort,
  onSortClick,
}: {
  columns: readonly ColumnDefinition<T>[];
  sort?: SortState | undefined;
  onSortClick: (column: ColumnDefinition<T>) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const active = sortable.find((column) => getSortKey(column) === sort?.key);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 1, paddingTop: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('table.sort-by')}
        value={active?.key ?? ''}
        onChange={(event) => {
          const column = sortable.find((candidate) => candidate.key === event.target.value);
          if (column) onSortClick(column);
        }}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {sortable.map((column) => (
          <MenuItem key={column.key} value={column.key}>
            <HeaderLabel column={column} />
          </MenuItem>
        ))}
      </TextField>
      {active ? (
        <TableSortLabel
          active
          direction={sort?.direction ?? 'asc'}
          // Says what a click does: the other direction.
          aria-label={
            sort?.direction === 'desc' ? t('table.sort-ascending') : t('table.sort-descending')
          }
          onClick={() => onSortClick(active)}
        />
      ) : null}
    </Box>
  );
}
