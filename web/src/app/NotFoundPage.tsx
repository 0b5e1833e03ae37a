import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';

export default function NotFoundPage() {
  const { t } = useAppTranslation();
  return (
    <Stack
      spacing={2}
      alignItems="center"
      sx={{ padding: 6, textAlign: 'center' }}
      data-testid="not-found"
    >
      <Typography variant="h2" component="p" color="text.secondary">
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {t('not-found.title')}
      </Typography>
      <Typography color="text.secondary">{t('not-found.body')}</Typography>
      <Button variant="contained" component={RouterLink} to="/dashboard">
        {t('not-found.back')}
      </Button>
    </Stack>
  );
}
