import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { cellTextSx, columnSizeSx, textAlignOf } from './cellStyle';
import { withColon } from '../../core/i18n/withColon';
import { TableCheckbox } from './TableCheckbox';
import {
  DENSE_HEADER_HEIGHT,
  EXPAND_COLUMN_WIDTH,
  HEADER_HEIGHT,
  SELECTION_COLUMN_WIDTH,
} from './dimensions';
import { getSortKey } from './sort';
import type { ColumnDefinition, RowWithId, SortState } from './types';

/**
 * A full-height header gives a long label two lines ("Available / packs:"), so a number column
 * can be as narrow as its numbers; a dense header keeps one.
 */
const twoLineHeaderSx = {
  whiteSpace: 'normal',
  lineHeight: 1.25,
  '& .dt-header-label': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'break-word',
  },
} as const;

/**
 * The sort arrow shows on the sorted column only: an invisible arrow kept room on every header
 * and cut "Available" to "Availa-ble" in a 90 px number column (aria-sort still tells).
 */
const sortArrowSx = {
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
} as const;

export type SelectionState = 'all' | 'some' | 'none';

export interface DataTableHeaderProps<T extends RowWithId> {
  columns: readonly ColumnDefinition<T>[];
  sort?: SortState | undefined;
  onSortClick?: ((column: ColumnDefinition<T>) => void) | undefined;
  selection?: { state: SelectionState; onToggleAll: () => void; disabled: boolean } | undefined;
  hasExpandColumn: boolean;
  dense: boolean;
}

export function HeaderLabel<T extends RowWithId>({ column }: { column: ColumnDefinition<T> }) {
  const { t } = useTranslation();
  if (column.Header)
    return (
      <span className="dt-header-label">
        <column.Header column={column} />
      </span>
    );
  const label = column.label ? withColon(t(column.label, column.labelProps ?? {})) : '';
  if (!column.description) return <span className="dt-header-label">{label}</span>;
  return (
    <Tooltip title={t(column.description)} describeChild>
      <span className="dt-header-label">{label}</span>
    </Tooltip>
  );
}

export function DataTableHeader<T extends RowWithId>({
  columns,
  sort,
  onSortClick,
  selection,
  hasExpandColumn,
  dense,
}: DataTableHeaderProps<T>) {
  const { t } = useTranslation();
  const height = dense ? DENSE_HEADER_HEIGHT : HEADER_HEIGHT;
  return (
    <TableHead>
      <TableRow sx={{ height }} aria-rowindex={1}>
        {selection ? (
          <TableCell
            padding="checkbox"
            // The body's control cells pad both sides alike: so does this one, so the boxes line up.
            sx={{ width: SELECTION_COLUMN_WIDTH, textAlign: 'center', paddingInline: 0.5 }}
          >
            <TableCheckbox
              checked={selection.state === 'all'}
              indeterminate={selection.state === 'some'}
              disabled={selection.disabled}
              label={t('table.select-all-rows')}
              onChange={selection.onToggleAll}
            />
          </TableCell>
        ) : null}
        {hasExpandColumn ? <TableCell sx={{ width: EXPAND_COLUMN_WIDTH }} /> : null}
        {columns.map((column) => {
          const sortKey = getSortKey(column);
          const isActive = sort?.key === sortKey;
          const sortable = Boolean(column.sortable && onSortClick);
          return (
            <TableCell
              key={column.key}
              scope="col"
              data-column={column.key}
              aria-sort={
                isActive ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined
              }
              sx={{
                ...cellTextSx,
                ...(dense ? {} : twoLineHeaderSx),
                ...sortArrowSx,
                ...columnSizeSx(column),
                height,
                textAlign: textAlignOf(column),
                ...(column.backgroundColor ? { backgroundColor: column.backgroundColor } : {}),
              }}
            >
              {sortable ? (
                <TableSortLabel
                  active={isActive}
                  direction={isActive ? sort?.direction : undefined}
                  onClick={() => onSortClick?.(column)}
                >
                  <HeaderLabel column={column} />
                </TableSortLabel>
              ) : (
                <HeaderLabel column={column} />
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
