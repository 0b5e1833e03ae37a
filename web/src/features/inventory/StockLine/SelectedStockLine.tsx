import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useStockLines } from '../api/useInventoryQueries';
import { StockLineDialog } from './StockLineDialog';

export const LINE_PARAM = 'line';

/** The stock line opened on this page, kept in the URL (?line=<id>) so a scan can open it. */
export function useSelectedLineParam(): [string | undefined, (id: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get(LINE_PARAM) ?? undefined;
  const setId = useCallback(
    (next: string | undefined) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(LINE_PARAM, next);
          else updated.delete(LINE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, setId];
}

const ONE = { filter: {}, page: { first: 1, offset: 0 }, sort: [] };

/** Opens the dialog of the line in the URL, with fresh figures after every change. */
export function SelectedStockLine() {
  const [id, setId] = useSelectedLineParam();
  const lines = useStockLines(ONE, { id: { equalTo: id ?? '' }, hasPacksInStore: null });
  const line = id ? lines.data?.nodes.find((node) => node.id === id) : undefined;
  if (!line) return null;
  return <StockLineDialog line={line} onClose={() => setId(undefined)} />;
}
