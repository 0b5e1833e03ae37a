import type { ChangeEvent, MouseEvent } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../core/i18n';
import { PAGER_HEIGHT, ROWS_PER_PAGE_OPTIONS } from './dimensions';
import { storeRowsPerPage } from './rowsPerPage';
import type { PaginationState } from './types';

export interface DataTablePagerProps {
  pagination: PaginationState;
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: ((rowsPerPage: number) => void) | undefined;
}

/** "Showing X-Y of N" with locale numbers, page arrows and 20/50/100/500 rows per page. */
export function DataTablePager({ pagination, onPageChange, onRowsPerPageChange }: DataTablePagerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { page, rowsPerPage, total } = pagination;
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
      onPageChange={(_event: MouseEvent<HTMLButtonElement> | null, next: number) => onPageChange(next + 1)}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = Number(event.target.value);
        storeRowsPerPage(value);
        onRowsPerPageChange?.(value);
      }}
      labelRowsPerPage={t('table.rows-per-page')}
      labelDisplayedRows={({ from, to, count }) =>
        t('table.showing-x-y-of-n', {
          from: format.integer(count === 0 ? 0 : from),
          to: format.integer(to),
          total: format.integer(count),
        })
      }
      getItemAriaLabel={(type) => ariaLabels[type]}
      showFirstButton
      showLastButton
      sx={{ minHeight: PAGER_HEIGHT, flex: 1, overflow: 'hidden', borderBottom: 0 }}
    />
  );
}
