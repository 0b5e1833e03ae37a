import { useState } from 'react';
import { useClampPageToTotal } from '../../../core/list-state/useClampPageToTotal';
import { useListState } from '../../../core/list-state/useListState';
import { LedgerTable } from '../StockLine/LedgerTable';

// The ledger has one order (newest first): no sort in the URL.
const LEDGER_LIST = { sortKeys: [] };

/** The item page's ledger, its page in the URL so reload and back/forward keep it. */
export function ItemLedger({ itemId }: { itemId: string }) {
  const list = useListState(LEDGER_LIST);
  const [total, setTotal] = useState<number | undefined>(undefined);
  useClampPageToTotal(total);
  return (
    <LedgerTable
      target={{ itemId }}
      height="100%"
      paging={{
        page: list.page,
        rowsPerPage: list.pageSize,
        setPage: (page) => list.setPage(page),
        setRowsPerPage: (rows) => list.setPageSize(rows),
      }}
      onTotal={setTotal}
    />
  );
}
