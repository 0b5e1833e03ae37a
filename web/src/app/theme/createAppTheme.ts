import { createTheme, type Theme } from '@mui/material/styles';
import { arEG, enUS, esES, frFR, ptPT, ruRU, type Localization } from '@mui/material/locale';
import { BREAKPOINTS, TOOLTIP_ENTER_DELAY, TOOLTIP_LEAVE_DELAY } from './breakpoints';

// Calm clinical colours: a deep teal for actions, quiet greys for surfaces, clear status colours.
export const PALETTE = {
  primary: { main: '#1f6f8b', light: '#4f93ab', dark: '#134c61', contrastText: '#ffffff' },
  secondary: { main: '#3a8f6e', light: '#64ad8f', dark: '#27654d', contrastText: '#ffffff' },
  error: { main: '#c62828' },
  warning: { main: '#b26a00' },
  info: { main: '#0277bd' },
  success: { main: '#2e7d32' },
  background: { default: '#f5f7f9', paper: '#ffffff' },
  text: { primary: '#1d2b36', secondary: '#52616b' },
  divider: '#dde3e8',
} as const;

const MATERIAL_LOCALES: Record<string, Localization> = {
  ar: arEG,
  en: enUS,
  es: esES,
  fr: frFR,
  'fr-DJ': frFR,
  pt: ptPT,
  ru: ruRU,
};

export function getMaterialLocale(language: string): Localization {
  return MATERIAL_LOCALES[language] ?? enUS;
}

export function createAppTheme(direction: 'ltr' | 'rtl', language = 'en'): Theme {
  return createTheme(
    {
      direction,
      breakpoints: { values: { ...BREAKPOINTS } },
      palette: PALETTE,
      shape: { borderRadius: 6 },
      typography: {
        fontFamily:
          '"Inter", "Segoe UI", "Noto Sans", "Noto Sans Arabic", Roboto, "Helvetica Neue", Arial, sans-serif',
        fontSize: 14,
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiTooltip: {
          defaultProps: {
            enterDelay: TOOLTIP_ENTER_DELAY,
            leaveDelay: TOOLTIP_LEAVE_DELAY,
            arrow: true,
          },
        },
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      },
    },
    getMaterialLocale(language),
  );
}
