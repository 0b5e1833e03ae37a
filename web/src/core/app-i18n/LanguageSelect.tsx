import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { changeLanguage, getCurrentLanguage, i18n, SUPPORTED_LANGUAGES } from '../i18n';
import { useAppTranslation } from '.';

export interface LanguageSelectProps {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  label?: string;
}

/** The interface language, each shown in its own script. */
export function LanguageSelect({ size = 'small', fullWidth = false, label }: LanguageSelectProps) {
  const { t } = useAppTranslation();
  const value = getCurrentLanguage(i18n);
  return (
    <TextField
      select
      size={size}
      fullWidth={fullWidth}
      label={label ?? t('shell.language')}
      value={value}
      onChange={(event) => void changeLanguage(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'language-select' } }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem key={language.code} value={language.code} lang={language.code}>
          {language.nativeName}
        </MenuItem>
      ))}
    </TextField>
  );
}
