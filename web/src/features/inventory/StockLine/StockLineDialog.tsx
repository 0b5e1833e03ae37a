import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import { usePermission } from '../../../core/session';
import { LIST_TABLE_MIN_HEIGHT } from '../../../ui/ListPage';
import { Modal } from '../../../ui/Modal';
import { useInventoryOptions } from '../api/useInventoryQueries';
import { BatchStatusChip } from '../ExpiryChip';
import type { StockLineRow } from '../stockLineColumns';
import { AdjustStockDialog } from './AdjustStockDialog';
import { LedgerTable } from './LedgerTable';
import { RepackDialog } from './RepackDialog';
import { StockLineEditDialog } from './StockLineEditDialog';
import { VvmStatusDialog } from './VvmStatusDialog';

type Mode = 'menu' | 'adjust' | 'repack' | 'edit' | 'vvm';

/** Room for the ledger's columns; the dialog is capped at the window (and full screen when short). */
const LINE_DIALOG_SIZE = { width: 1200, height: 720 };

/** One stock line: its figures and ledger, and the actions the user's permissions allow. */
export function StockLineDialog({ line, onClose }: { line: StockLineRow; onClose: () => void }) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const [mode, setMode] = useState<Mode>('menu');
  const options = useInventoryOptions();
  const canAdjust = usePermission('INVENTORY_ADJUSTMENT_MUTATE');
  const canEdit = usePermission('STOCK_LINE_MUTATE');
  const canRepack = usePermission('CREATE_REPACK');
  const canVvm = usePermission('VIEW_AND_EDIT_VVM_STATUS');
  const locations = options.data?.locations?.nodes ?? [];
  const reasons = options.data?.reasonOptions ?? [];
  const back = () => setMode('menu');

  if (mode === 'adjust') return <AdjustStockDialog line={line} reasons={reasons} onClose={back} />;
  if (mode === 'repack') return <RepackDialog line={line} locations={locations} onClose={back} />;
  if (mode === 'edit')
    return <StockLineEditDialog line={line} locations={locations} onClose={back} />;
  if (mode === 'vvm')
    return (
      <VvmStatusDialog line={line} statuses={options.data?.vvmStatuses ?? []} onClose={back} />
    );

  const actions: { mode: Mode; label: string; allowed: boolean }[] = [
    { mode: 'adjust', label: t('action.adjust'), allowed: canAdjust },
    { mode: 'repack', label: t('action.repack'), allowed: canRepack },
    { mode: 'edit', label: t('action.edit'), allowed: canEdit },
    { mode: 'vvm', label: t('action.vvm'), allowed: canVvm && line.item.isVaccine },
  ];
  return (
    <Modal
      open
      onClose={onClose}
      size={LINE_DIALOG_SIZE}
      fill
      title={t('line.title', { item: line.item.name, batch: line.batch ?? t('line.no-batch') })}
      actions={<Button onClick={onClose}>{common('button.close')}</Button>}
    >
      <Stack spacing={2} data-testid="stock-line-dialog" sx={{ flex: '1 1 auto', minHeight: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="body2">
            {t('line.summary', {
              packs: t('quantity.packs', {
                count: line.totalNumberOfPacks,
                value: format.number(line.totalNumberOfPacks),
              }),
              packSize: format.number(line.packSize),
              available: format.number(line.availableNumberOfPacks),
              expiry: line.expiryDate ? format.date(line.expiryDate) : '—',
            })}
          </Typography>
          <BatchStatusChip expiryDate={line.expiryDate} unusableReasons={line.unusableReasons} />
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="stock-line-facts">
          {t('line.facts', {
            location: line.location?.name ?? t('line.no-location'),
            supplier: line.supplier?.name ?? t('line.none'),
            donor: line.donor?.name ?? t('line.none'),
          })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {actions
            .filter((action) => action.allowed)
            .map((action) => (
              <Button key={action.mode} variant="outlined" onClick={() => setMode(action.mode)}>
                {action.label}
              </Button>
            ))}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {t('ledger.title')}
        </Typography>
        {/* The ledger takes the height the figures and actions leave, and scrolls inside; on a
            window too short for that the dialog scrolls. */}
        <Box
          data-testid="stock-line-ledger"
          sx={{
            flex: '1 1 0',
            minHeight: LIST_TABLE_MIN_HEIGHT,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <LedgerTable target={{ stockLineId: line.id }} height="100%" />
        </Box>
      </Stack>
    </Modal>
  );
}
