import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useAppTranslation } from '../../core/app-i18n';
import { useDenseTables } from '../../core/preferences';
import { useMe, useSession } from '../../core/session';

/** The stores the signed-in user is joined to (administrators only). */
export default function StoresPage() {
  const { t } = useAppTranslation();
  const me = useMe();
  const session = useSession();
  const [dense] = useDenseTables();
  return (
    <Box sx={{ padding: { xs: 2, md: 3 } }}>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size={dense ? 'small' : 'medium'}>
          <TableHead>
            <TableRow>
              <TableCell>{t('stores.code')}</TableCell>
              <TableCell>{t('stores.name')}</TableCell>
              <TableCell>{t('stores.mode')}</TableCell>
              <TableCell>{t('stores.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(me.data?.stores.nodes ?? []).map((store) => (
              <TableRow key={store.id} selected={store.id === session?.store?.id}>
                <TableCell>{store.code}</TableCell>
                <TableCell>{store.name}</TableCell>
                <TableCell>
                  {t(
                    store.storeMode === 'DISPENSARY'
                      ? 'dashboard.mode-DISPENSARY'
                      : 'dashboard.mode-STORE',
                  )}
                </TableCell>
                <TableCell>
                  {store.isDisabled
                    ? t('stores.disabled')
                    : store.id === session?.store?.id
                      ? t('stores.current')
                      : t('stores.enabled')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
