import { useEffect, useState } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_ROWS_PER_PAGE } from '@dawa/domain';
import { inventoryHeader } from '../../../core/app-i18n/InventoryText';
import { inventoryTOptional, useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import {
  catalogueColumn,
  DataTable,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import type { LedgerTable_LedgerQuery } from '../../../gql/graphql';
import { documentPath } from '../../../core/documents/paths';
import { useLedger } from '../api/useInventoryQueries';

type LedgerRow = NonNullable<LedgerTable_LedgerQuery['ledger']>['nodes'][number];

/** Signed packs, kept left to right so "-3" does not read "3-" in Arabic. */
function MovementCell({ row }: CellProps<LedgerRow>) {
  const format = useFormat();
  return <bdi dir="ltr">{format.number(row.numberOfPacks, { signDisplay: 'exceptZero' })}</bdi>;
}

/** The document's number, a link to its page when it has one. */
function InvoiceNumberCell({ row }: CellProps<LedgerRow>) {
  const path = documentPath(row.invoiceType, row.invoiceId);
  if (!path) return <>{row.invoiceNumber}</>;
  return (
    <Link
      component={RouterLink}
      to={path}
      // The link, not the row, takes the click.
      onClick={(event) => event.stopPropagation()}
    >
      {row.invoiceNumber}
    </Link>
  );
}

const columns: ColumnDefinition<LedgerRow>[] = [
  catalogueColumn('createdDatetime', {
    label: 'label.date',
    accessor: (row) => row.datetime,
    sortable: false,
  }),
  catalogueColumn('type', {
    accessor: (row) => inventoryTOptional(`ledger.type.${row.invoiceType}`) ?? row.invoiceType,
    sortable: false,
    cardTitle: true,
  }),
  catalogueColumn('invoiceNumber', {
    sortable: false,
    width: 80,
    priority: 2,
    Cell: InvoiceNumberCell,
  }),
  {
    key: 'otherPartyName',
    Header: inventoryHeader('column.other-party'),
    width: 150,
    format: 'Text',
    priority: 2,
    // Adjustments and repacks have the system names as other party: say them in the
    // user's language (by the document type, which always goes with them).
    accessor: (row) => inventoryTOptional(`ledger.party.${row.invoiceType}`) ?? row.otherPartyName,
  },
  {
    key: 'numberOfPacks',
    Header: inventoryHeader('column.movement'),
    width: 100,
    align: 'right',
    Cell: MovementCell,
  },
  { key: 'balancePacks', Header: inventoryHeader('column.balance'), width: 100, format: 'Real' },
  catalogueColumn('packSize', { sortable: false, width: 80, priority: 3 }),
  catalogueColumn('returnReason', {
    label: 'label.reason',
    accessor: (row) => row.reason ?? '',
    sortable: false,
    priority: 2,
  }),
];

/** Paging owned by the page (the item page keeps it in the URL). */
export interface LedgerPaging {
  /** 1-based */
  page: number;
  rowsPerPage: number;
  setPage: (page: number) => void;
  /** Starts again at page 1. */
  setRowsPerPage: (rows: number) => void;
}

/** Paging of a ledger shown for a moment (a stock line's dialog): forgotten when it closes. */
function useLocalPaging(): LedgerPaging {
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRows] = useState(DEFAULT_ROWS_PER_PAGE);
  return {
    page,
    rowsPerPage,
    setPage,
    setRowsPerPage: (rows) => {
      setRows(rows);
      setPage(1);
    },
  };
}

/** Stock movements of an item or a stock line, newest first. */
export function LedgerTable(props: {
  target: { itemId: string } | { stockLineId: string };
  height?: number | string;
  paging?: LedgerPaging;
  /** Told the number of movements once known (to bring a page past the end back). */
  onTotal?: (total: number | undefined) => void;
}) {
  const { t } = useInventoryTranslation();
  const localPaging = useLocalPaging();
  const { page, rowsPerPage, setPage, setRowsPerPage } = props.paging ?? localPaging;
  const ledger = useLedger(props.target, { first: rowsPerPage, offset: (page - 1) * rowsPerPage });
  const total = ledger.data?.totalCount;
  const { onTotal } = props;
  useEffect(() => onTotal?.(total), [onTotal, total]);
  return (
    <DataTable
      id="inventory-ledger"
      columns={columns}
      data={ledger.data?.nodes ?? []}
      isLoading={ledger.isPending}
      isError={ledger.isError}
      noDataMessage={t('ledger.empty')}
      pagination={{ page, rowsPerPage, total: total ?? 0 }}
      onPageChange={setPage}
      onRowsPerPageChange={setRowsPerPage}
      height={props.height ?? 400}
    />
  );
}
