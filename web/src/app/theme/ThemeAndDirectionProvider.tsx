import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage, getCurrentLanguage } from '../../core/i18n/i18n';
import { getDirection } from '../../core/i18n/languages';
import { createAppTheme } from './createAppTheme';
import { getEmotionCache } from './emotionCache';
import { getDateFnsLocale, getPickersLocaleText } from './pickersLocale';

export interface ThemeAndDirectionProviderProps {
  children: ReactNode;
  /** Adds MUI's CSS reset; off in tests that render fragments. */
  withCssBaseline?: boolean;
}

/** Theme, text direction, emotion cache and date-picker locale, all following the language. */
export function ThemeAndDirectionProvider({
  children,
  withCssBaseline = true,
}: ThemeAndDirectionProviderProps) {
  const { t, i18n } = useTranslation();
  const language = getCurrentLanguage(i18n);
  const direction = getDirection(language);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => createAppTheme(direction, language, reducedMotion),
    [direction, language, reducedMotion],
  );
  const localeText = useMemo(() => getPickersLocaleText(language, t), [language, t]);

  useEffect(() => applyDocumentLanguage(language), [language]);

  return (
    <CacheProvider value={getEmotionCache(direction)}>
      <ThemeProvider theme={theme}>
        {withCssBaseline ? <CssBaseline /> : null}
        <LocalizationProvider
          dateAdapter={AdapterDateFns}
          adapterLocale={getDateFnsLocale(language)}
          localeText={localeText}
        >
          {children}
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
