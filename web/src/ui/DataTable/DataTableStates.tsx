import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { retryFailedQueries } from '../../core/graphql/queryKeys';

const centred = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  paddingBlock: 6,
  paddingInline: 2,
} as const;

export function TableLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={centred}>
      <CircularProgress aria-label={t('label.loading')} />
    </Box>
  );
}

/** "Unable to load data" with "Try again", which asks again every query of the screen that
 * failed (the table's among them), so a dropped connection does not need a reload. */
export function TableError() {
  const { t } = useTranslation();
  const client = useContext(QueryClientContext);
  return (
    <Box sx={centred} role="alert">
      <Typography color="error">{t('error.unable-to-load-data')}</Typography>
      {client ? (
        <Button variant="outlined" onClick={() => void retryFailedQueries(client)}>
          {t('button.try-again')}
        </Button>
      ) : null}
    </Box>
  );
}

export interface TableEmptyProps {
  /** Already translated; defaults to "no results". */
  message?: string | undefined;
  onCreate?: (() => void) | undefined;
}

export function TableEmpty({ message, onCreate }: TableEmptyProps) {
  const { t } = useTranslation();
  return (
    <Box sx={centred}>
      <Typography color="text.secondary">{message ?? t('error.no-results')}</Typography>
      {onCreate ? (
        <Button variant="outlined" onClick={onCreate}>
          {t('button.create-a-new-one')}
        </Button>
      ) : null}
    </Box>
  );
}
