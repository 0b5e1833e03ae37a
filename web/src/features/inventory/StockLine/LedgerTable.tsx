import { useState } from 'react';
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
import { useLedger } from '../api/useInventoryQueries';

type LedgerRow = NonNullable<LedgerTable_LedgerQuery['ledger']>['nodes'][number];

/** Signed packs, kept left to right so "-3" does not read "3-" in Arabic. */
function MovementCell({ row }: CellProps<LedgerRow>) {
  const format = useFormat();
  return <bdi dir="ltr">{format.number(row.numberOfPacks, { signDisplay: 'exceptZero' })}</bdi>;
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
  }),
  catalogueColumn('invoiceNumber', { sortable: false, width: 80 }),
  {
    key: 'otherPartyName',
    Header: inventoryHeader('column.other-party'),
    width: 150,
    format: 'Text',
  },
  {
    key: 'numberOfPacks',
    Header: inventoryHeader('column.movement'),
    width: 110,
    align: 'right',
    Cell: MovementCell,
  },
  { key: 'balancePacks', Header: inventoryHeader('column.balance'), width: 120, format: 'Real' },
  catalogueColumn('packSize', { sortable: false }),
  catalogueColumn('returnReason', {
    label: 'label.reason',
    accessor: (row) => row.reason ?? '',
    sortable: false,
  }),
];

/** Stock movements of an item or a stock line, newest first. */
export function LedgerTable(props: {
  target: { itemId: string } | { stockLineId: string };
  height?: number | string;
}) {
  const { t } = useInventoryTranslation();
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPage] = useState(20);
  const ledger = useLedger(props.target, { first: rowsPerPage, offset: (page - 1) * rowsPerPage });
  return (
    <DataTable
      id="inventory-ledger"
      columns={columns}
      data={ledger.data?.nodes ?? []}
      isLoading={ledger.isPending}
      isError={ledger.isError}
      noDataMessage={t('ledger.empty')}
      pagination={{ page, rowsPerPage, total: ledger.data?.totalCount ?? 0 }}
      onPageChange={setPage}
      onRowsPerPageChange={(rows) => {
        setRowsPerPage(rows);
        setPage(1);
      }}
      height={props.height ?? 400}
    />
  );
}
