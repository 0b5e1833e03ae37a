import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useAppTranslation } from '../../../core/app-i18n';
import { useClampPageToTotal } from '../../../core/list-state/useClampPageToTotal';
import { useListState } from '../../../core/list-state/useListState';
import { useStoreId } from '../../../core/session';
import { ExportButton } from '../../../ui/ExportButton/ExportButton';
import { useLedgerExportColumns } from '../ListView/exportColumns';
import { LedgerTable } from '../StockLine/LedgerTable';

// The ledger has one order (newest first): no sort in the URL.
const LEDGER_LIST = { sortKeys: [] };

/** The item page's ledger, its page in the URL so reload and back/forward keep it. */
export function ItemLedger({ itemId }: { itemId: string }) {
  const list = useListState(LEDGER_LIST);
  const storeId = useStoreId();
  const columns = useLedgerExportColumns();
  const app = useAppTranslation().t;
  const [total, setTotal] = useState<number | undefined>(undefined);
  useClampPageToTotal(total);
  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Stack direction="row">
        <ExportButton
          list="ledger"
          arguments={{ storeId, itemId }}
          columns={columns}
          tableId="inventory-ledger"
          title={app('nav.inventory-items')}
        />
      </Stack>
      <Box sx={{ flexGrow: 1, minHeight: 0 }}>
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
      </Box>
    </Stack>
  );
}
