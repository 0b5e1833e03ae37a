import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useParams } from 'react-router';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useTabState } from '../../../core/list-state/useTabState';
import { useFormat } from '../../../core/i18n';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
import { RecordHeader, RecordNotFound } from '../../../ui/RecordPage';
import { ShortcutHint } from '../../../ui/ShortcutHint';
import { useInventoryOptions, useItem, useStockLines } from '../api/useInventoryQueries';
import { BarcodeScanner } from '../barcode/BarcodeScanner';
import { NewStockDialog } from '../StockLine/NewStockDialog';
import { SelectedStockLine } from '../StockLine/SelectedStockLine';
import { StockLineTable } from '../StockLine/StockLineTable';
import { ItemFactsPanel } from './ItemFactsPanel';
import { ItemLedger } from './ItemLedger';
import { ItemStatistics } from './ItemStatistics';
import { ItemVariants } from './ItemVariants';
import { ItemEditDialog } from '../ItemEditor/ItemEditDialog';

const TABS = ['stock', 'ledger', 'variants'] as const;
const ALL_LINES = {
  filter: {},
  page: { first: 500, offset: 0 },
  sort: [{ key: 'expiryDate', desc: false }],
};

/** One item in the store: its figures, its stock lines and its ledger. */
export function ItemDetailView() {
  const { id = '' } = useParams();
  const { t } = useInventoryTranslation();
  const format = useFormat();
  const item = useItem(id);
  const lines = useStockLines(ALL_LINES, { itemId: { equalTo: id } });
  const options = useInventoryOptions();
  const canAddStock = usePermission('INVENTORY_ADJUSTMENT_MUTATE');
  const tabs = useTabState(TABS);
  const { tab } = tabs;
  const [adding, setAdding] = useState(false);
  const canEditItem = usePermission('ITEM_MUTATE');
  const [editing, setEditing] = useState(false);
  const node = item.data?.__typename === 'ItemNode' ? item.data : undefined;
  useRecordLabel(node && { label: node.name, id: node.code });
  useShortcut('add', canAddStock && node ? () => setAdding(true) : undefined);

  if (item.data?.__typename === 'NodeError' || (item.isError && !node)) {
    return (
      <RecordNotFound
        message={t('item.not-found')}
        backLabel={t('item.back-to-list')}
        backTo="/inventory/items"
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 } }}>
      <RecordHeader
        title={node?.name ?? ''}
        testId="item-name"
        lines={[
          node &&
            t('item.details', {
              code: node.code,
              unit: node.unitName,
              packSize: format.number(node.defaultPackSize),
            }),
        ]}
        actions={
          <>
            <BarcodeScanner />
            {canEditItem && node ? (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('item.edit')}
              </Button>
            ) : null}
            {canAddStock && node ? (
              <ShortcutHint action="add">
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {t('action.new-stock')}
                </Button>
              </ShortcutHint>
            ) : null}
          </>
        }
      />
      {node ? <ItemStatistics stats={node.stats} unit={node.unitName} /> : null}
      <Tabs value={tab} onChange={(_event, value: (typeof TABS)[number]) => tabs.setTab(value)}>
        <Tab value="stock" label={t('item.stock-lines')} />
        <Tab value="ledger" label={t('item.ledger')} />
        <Tab value="variants" label={t('item.variants')} />
      </Tabs>
      {tab === 'variants' ? (
        <ItemVariants itemId={id} />
      ) : (
        <Box sx={{ height: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {tab === 'stock' ? (
            <StockLineTable
              id="inventory-item-stock"
              withItem={false}
              data={lines.data?.nodes ?? []}
              isLoading={lines.isPending}
              isError={lines.isError}
              noDataMessage={t('stock.empty')}
            />
          ) : (
            <ItemLedger itemId={id} />
          )}
        </Box>
      )}
      <SelectedStockLine />
      {node ? <ItemFactsPanel item={node} /> : null}
      {editing && node ? <ItemEditDialog itemId={id} onClose={() => setEditing(false)} /> : null}
      {adding && node ? (
        <NewStockDialog
          item={node}
          locations={options.data?.locations?.nodes ?? []}
          reasons={options.data?.reasonOptions ?? []}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
