import type { ChangeEvent, MouseEvent } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { ROWS_PER_PAGE_OPTIONS, pagerRange } from '@dawa/domain';
import { useFormat } from '../../core/i18n';
import { PAGER_HEIGHT } from './dimensions';
import type { PaginationState } from './types';

export interface DataTablePagerProps {
  /** A narrow table (a phone): no first/last buttons, no "rows per page" words, and wrapping. */
  compact?: boolean;
  pagination: PaginationState;
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: ((rowsPerPage: number) => void) | undefined;
}

/** The words before the select stay for screen readers (the select is labelled by them). */
const compactSx = {
  '& .MuiTablePagination-toolbar': {
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    paddingInline: 0,
    minHeight: PAGER_HEIGHT,
  },
  '& .MuiTablePagination-spacer': { display: 'none' },
  '& .MuiTablePagination-selectLabel': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& .MuiTablePagination-input': { marginInline: 0.5 },
  '& .MuiTablePagination-displayedRows': { marginInline: 0.5 },
  '& .MuiTablePagination-actions': { marginInlineStart: 0.5 },
} as const;

/**
 * "Showing X-Y of N" with locale numbers, page arrows and 20/50/100/500 rows per page. The page
 * owner stores the rows-per-page choice and clamps the page (core/list-state).
 */
export function DataTablePager({
  compact = false,
  pagination,
  onPageChange,
  onRowsPerPageChange,
}: DataTablePagerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { page, rowsPerPage, total } = pagination;
  const range = pagerRange(page, rowsPerPage, total);
  const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  const options = (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(rowsPerPage)
    ? [...ROWS_PER_PAGE_OPTIONS]
    : [...ROWS_PER_PAGE_OPTIONS, rowsPerPage].sort((a, b) => a - b);

  const ariaLabels = {
    first: t('table.first-page'),
    last: t('table.last-page'),
    next: t('table.next-page'),
    previous: t('table.previous-page'),
  };

  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(Math.max(page - 1, 0), lastPage)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={onRowsPerPageChange ? options : []}
      onPageChange={(_event: MouseEvent<HTMLButtonElement> | null, next: number) =>
        onPageChange(next + 1)
      }
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        onRowsPerPageChange?.(Number(event.target.value));
      }}
      labelRowsPerPage={t('table.rows-per-page')}
      labelDisplayedRows={() =>
        t('table.showing-x-y-of-n', {
          from: format.integer(range.from),
          to: format.integer(range.to),
          total: format.integer(range.total),
        })
      }
      getItemAriaLabel={(type) => ariaLabels[type]}
      showFirstButton={!compact}
      showLastButton={!compact}
      sx={{
        minHeight: PAGER_HEIGHT,
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        borderBottom: 0,
        ...(compact ? compactSx : {}),
      }}
    />
  );
}
