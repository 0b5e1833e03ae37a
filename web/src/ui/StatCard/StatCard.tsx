import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../core/i18n';

export type StatCardError = 'no-data' | 'no-permission';

export interface StatCardProps {
  /** Already translated. */
  label: string;
  value?: number | string | null;
  /** Where the card leads; with onLinkClick the app's router handles it. */
  link?: string;
  onLinkClick?: (link: string) => void;
  /** Marks a figure that needs attention (e.g. expiring stock). */
  alertFlag?: boolean;
  error?: StatCardError;
  isLoading?: boolean;
}

/** One dashboard figure: empty values read "not applicable" with a "no data available" tooltip. */
export function StatCard({
  label,
  value,
  link,
  onLinkClick,
  alertFlag = false,
  error,
  isLoading = false,
}: StatCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const onClick = (event: MouseEvent) => {
    if (!link || !onLinkClick) return;
    event.preventDefault();
    onLinkClick(link);
  };

  let content;
  if (isLoading) content = <CircularProgress size={20} aria-label={t('label.loading')} />;
  else if (error) {
    content = (
      <Typography color="text.secondary" role="status">
        {error === 'no-permission' ? t('error.no-permission') : t('error.no-data')}
      </Typography>
    );
  } else if (value === null || value === undefined || value === '') {
    content = (
      <Tooltip title={t('label.no-data-available')}>
        <Typography color="text.secondary">{t('label.not-applicable')}</Typography>
      </Tooltip>
    );
  } else {
    content = (
      <Typography
        variant="h5"
        component="p"
        color={alertFlag ? 'error' : 'text.primary'}
        fontWeight={600}
      >
        {typeof value === 'number' ? format.number(value, { maximumFractionDigits: 2 }) : value}
      </Typography>
    );
  }

  const title = (
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  );
  return (
    <Paper
      variant="outlined"
      data-alert={alertFlag || undefined}
      sx={{
        padding: 2,
        minWidth: 160,
        borderInlineStartWidth: alertFlag ? 4 : 1,
        borderInlineStartColor: alertFlag ? 'error.main' : 'divider',
      }}
    >
      {link ? (
        <Link href={link} onClick={onClick} underline="hover" color="inherit">
          {title}
        </Link>
      ) : (
        title
      )}
      <Box sx={{ marginTop: 1, minHeight: 32, display: 'flex', alignItems: 'center' }}>
        {content}
      </Box>
    </Paper>
  );
}
