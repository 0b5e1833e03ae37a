import type { SortState } from '@dawa/domain';
import type { ListStateApi } from './useListState';

/**
 * The table props of a list whose state lives in the URL: its sort, its page and page size, and
 * the total the server counted (0 while unknown). Spread them onto the kit's DataTable.
 */
export function listTableProps(list: ListStateApi, total: number | undefined) {
  return {
    sort: list.sort,
    onSortChange: (sort: SortState) => list.setSort(sort),
    pagination: { page: list.page, rowsPerPage: list.pageSize, total: total ?? 0 },
    onPageChange: (page: number) => list.setPage(page),
    onRowsPerPageChange: (rows: number) => list.setPageSize(rows),
  };
}
