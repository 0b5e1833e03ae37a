import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppTranslation } from '../../core/app-i18n';
import { OUTBOUND_PATH } from '../../core/documents/paths';
import { DATETIME_DISPLAY_FORMAT } from '../../core/i18n/format';
import { useFormat } from '../../core/i18n/useFormat';
import { useDenseTables } from '../../core/preferences';
import { useSession } from '../../core/session';
import { useToast } from '../../core/toast';
import { ListPage } from '../../ui/ListPage';
import { useRunTransfers, useTransferFailures } from './api/useTransfers';

/**
 * The transfers of this store's outbound shipments to other stores of this server that failed
 * (the processor retries them on its timer), and a button that runs the processor at once.
 */
export default function TransfersPage() {
  const { t } = useAppTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const toast = useToast();
  const [dense] = useDenseTables();
  const failures = useTransferFailures();
  const run = useRunTransfers();
  const store = useSession()?.store;

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (answer) =>
        (answer.failed > 0 ? toast.warning : toast.success)(
          t('transfers.run-result', {
            documents: format.integer(answer.documents),
            transferred: format.integer(answer.transferred),
            failed: format.integer(answer.failed),
          }),
        ),
      onError: (error) => toast.error(t('transfers.run-failed'), String(error)),
    });

  const rows = failures.data ?? [];
  return (
    <ListPage>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={runNow} disabled={run.isPending}>
          {t('transfers.run-now')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size={dense ? 'small' : 'medium'} aria-label={t('nav.transfers')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('transfers.document')}</TableCell>
              <TableCell>{t('transfers.store')}</TableCell>
              <TableCell>{t('transfers.error')}</TableCell>
              <TableCell align="right">{t('transfers.attempts')}</TableCell>
              <TableCell>{t('transfers.first-failed')}</TableCell>
              <TableCell>{t('transfers.last-failed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.invoiceId}>
                <TableCell>
                  <Link component={RouterLink} to={`${OUTBOUND_PATH}/${row.invoiceId}`}>
                    <bdi>{row.invoiceId}</bdi>
                  </Link>
                </TableCell>
                <TableCell>{row.storeId === store?.id ? store.name : row.storeId}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <bdi>{row.error}</bdi>
                </TableCell>
                <TableCell align="right">{format.integer(row.attempts)}</TableCell>
                <TableCell>
                  {format.date(row.firstFailedDatetime, DATETIME_DISPLAY_FORMAT)}
                </TableCell>
                <TableCell>
                  {format.date(row.lastFailedDatetime, DATETIME_DISPLAY_FORMAT)}
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography color={failures.isError ? 'error' : 'text.secondary'}>
                    {failures.isPending
                      ? common('label.loading')
                      : failures.isError
                        ? t('transfers.load-failed')
                        : t('transfers.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Paper>
    </ListPage>
  );
}
