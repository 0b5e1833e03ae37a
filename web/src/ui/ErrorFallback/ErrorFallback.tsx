import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ErrorFallbackProps {
  /** Re-renders the failed part of the page. */
  onRetry?: () => void;
  onGoToDashboard?: () => void;
  /** Shown small under the title, to quote when reporting the problem. */
  error?: unknown;
}

/** The "something went wrong" screen that an error boundary renders. */
export function ErrorFallback({ onRetry, onGoToDashboard, error }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Box
      role="alert"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, padding: 6 }}
    >
      <Typography variant="h5" component="h1">
        {t('error.something-wrong')}
      </Typography>
      {detail ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {detail}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2}>
        {onRetry ? (
          <Button variant="contained" onClick={onRetry}>
            {t('button.try-again')}
          </Button>
        ) : null}
        {onGoToDashboard ? (
          <Button variant="outlined" onClick={onGoToDashboard}>
            {t('button.dashboard')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
