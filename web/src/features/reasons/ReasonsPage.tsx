import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { REASON_OPTION_TYPES, type ReasonOptionType } from '@dawa/domain';
import { useTranslation } from 'react-i18next';
import { useAppTranslation } from '../../core/app-i18n';
import { inventoryT, useInventoryTranslation } from '../../core/app-i18n/inventory';
import { useTabState } from '../../core/list-state/useTabState';
import { useDenseTables } from '../../core/preferences';
import { usePermission, useStoreId } from '../../core/session';
import { useShortcut } from '../../core/shortcuts';
import {
  catalogueColumn,
  DataTable,
  type CellProps,
  type ColumnDefinition,
} from '../../ui/DataTable';
import { ExportButton } from '../../ui/ExportButton/ExportButton';
import { ShortcutHint } from '../../ui/ShortcutHint';
import type { LogReasons_ReasonOptionsQuery } from '../../gql/graphql';
import { useReasons, type ReasonDraft } from './api/useReasons';
import { ReasonDialog } from './ReasonDialog';
import { ListPage, ListPageTable } from '../../ui/ListPage';

type ReasonRow = NonNullable<LogReasons_ReasonOptionsQuery['reasonOptions']>[number];

/** A tab for every type, after one with all of them (Ctrl+digit switches). */
const TABS = ['all', ...REASON_OPTION_TYPES] as const;
type TabValue = (typeof TABS)[number];

function StatusCell({ row }: CellProps<ReasonRow>) {
  const { t } = useInventoryTranslation();
  return row.isActive ? (
    <Chip size="small" color="success" variant="outlined" label={t('reasons.status-active')} />
  ) : (
    <Chip size="small" label={t('reasons.status-inactive')} />
  );
}

const columns: ColumnDefinition<ReasonRow>[] = [
  catalogueColumn('returnReason', { accessor: (row) => row.reason, sortable: false, width: 320 }),
  catalogueColumn('type', {
    accessor: (row) => inventoryT(`reason-type.${row.type}`),
    sortable: false,
    width: 280,
  }),
  catalogueColumn('status', { sortable: false, width: 130, Cell: StatusCell }),
];

/**
 * Log reasons by type (the reasons an adjustment, a wastage, a variance or a return gives),
 * active or not. Users with EDIT_CENTRAL_DATA add them and edit their text or active flag;
 * an inactive reason is kept for the records that cite it but no longer offered.
 */
export default function ReasonsPage() {
  const { t } = useInventoryTranslation();
  const [dense] = useDenseTables();
  const tabs = useTabState<TabValue>(TABS);
  const { tab } = tabs;
  const type: ReasonOptionType | undefined = tab === 'all' ? undefined : tab;
  const reasons = useReasons(type);
  const storeId = useStoreId();
  const common = useTranslation().t;
  const app = useAppTranslation().t;
  const canEdit = usePermission('EDIT_CENTRAL_DATA');
  const [editing, setEditing] = useState<ReasonDraft | null>(null);
  const openNew = () =>
    setEditing({ type: type ?? 'NEGATIVE_INVENTORY_ADJUSTMENT', reason: '', isActive: true });
  useShortcut('add', canEdit ? openNew : undefined);

  return (
    <ListPage>
      <Stack direction="row" spacing={1}>
        {canEdit ? (
          <ShortcutHint action="add">
            <Button variant="contained" onClick={openNew}>
              {t('reasons.new')}
            </Button>
          </ShortcutHint>
        ) : null}
        <ExportButton
          list="reasonOptions"
          arguments={{ storeId, ...(type ? { type } : {}) }}
          columns={[
            { key: 'returnReason', field: 'reason', header: common('label.reason') },
            {
              key: 'type',
              field: 'type',
              header: common('label.type'),
              values: Object.fromEntries(
                REASON_OPTION_TYPES.map((value) => [value, t(`reason-type.${value}`)]),
              ),
            },
            { key: 'status', field: 'isActive', header: t('reasons.status-active') },
          ]}
          tableId="log-reasons"
          title={app('nav.log-reasons')}
        />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => tabs.setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={t('reasons.all-types')} />
        {REASON_OPTION_TYPES.map((value) => (
          <Tab key={value} value={value} label={t(`reason-type.${value}`)} />
        ))}
      </Tabs>
      <ListPageTable>
        <DataTable
          id="log-reasons"
          columns={columns}
          data={reasons.data ?? []}
          isLoading={reasons.isPending}
          isError={reasons.isError}
          noDataMessage={t('reasons.empty')}
          dense={dense}
          {...(canEdit
            ? {
                onRowClick: (row: ReasonRow) =>
                  setEditing({
                    id: row.id,
                    type: row.type,
                    reason: row.reason,
                    isActive: row.isActive,
                  }),
              }
            : {})}
        />
      </ListPageTable>
      {editing ? <ReasonDialog initial={editing} onClose={() => setEditing(null)} /> : null}
    </ListPage>
  );
}
