import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getCurrentLanguage, i18n, SUPPORTED_LANGUAGES } from '../i18n';
import { chooseLanguage } from '../session/language';
import { useAppTranslation } from '.';

export interface LanguageSelectProps {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  label?: string;
}

/** The interface language, each shown in its own script; the choice is kept on the user. */
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
      onChange={(event) => void chooseLanguage(event.target.value)}
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
