import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAppTranslation } from '../../core/app-i18n';
import { LanguageSelect } from '../../core/app-i18n/LanguageSelect';
import { useDenseTables, useSimplifiedMobileUiPreference } from '../../core/preferences';

export default function SettingsPage() {
  const { t } = useAppTranslation();
  const [dense, setDense] = useDenseTables();
  const [simplified, setSimplified] = useSimplifiedMobileUiPreference();
  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">
            {t('settings.display')}
          </Typography>
          <LanguageSelect label={t('settings.language')} />
          <div>
            <FormControlLabel
              control={
                <Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />
              }
              label={t('settings.dense-tables')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('settings.dense-tables-hint')}
            </Typography>
          </div>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={simplified}
                  onChange={(event) => setSimplified(event.target.checked)}
                />
              }
              label={t('settings.simplified-mobile-ui')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('settings.simplified-mobile-ui-hint')}
            </Typography>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
