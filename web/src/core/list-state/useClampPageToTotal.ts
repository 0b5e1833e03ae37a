import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { clampPage, LIST_PARAMS, parseListQuery } from '@dawa/domain';
import { useStoredRowsPerPage } from './useStoredRowsPerPage';

/**
 * Spec 001 section 4: a table whose page starts past the end of its results goes back to the
 * first page (say after rows were deleted). It replaces the history entry: the empty page was
 * never a place the user chose. Pass the total once known; undefined while loading does nothing,
 * and the list's own default rows per page when it has one (useListState's defaultPageSize).
 */
export function useClampPageToTotal(total: number | undefined, defaultPageSize?: number): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const storedRows = useStoredRowsPerPage(defaultPageSize);
  const query = searchParams.toString();

  useEffect(() => {
    if (total === undefined) return;
    const params = new URLSearchParams(query);
    const { page, pageSize } = parseListQuery(params, { defaultPageSize: storedRows });
    if (clampPage(page, pageSize, total) === page) return;
    params.delete(LIST_PARAMS.page); // page 1 is written as no page
    setSearchParams(params, { replace: true });
  }, [total, query, storedRows, setSearchParams]);
}
