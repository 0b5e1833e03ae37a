import { createTheme, type Theme } from '@mui/material/styles';
import { arEG, enUS, esES, frFR, ptPT, ruRU, type Localization } from '@mui/material/locale';
import { FONT_FAMILY, PALETTE } from '../../ui/palette';
import { TOOLTIP_ENTER_DELAY, TOOLTIP_LEAVE_DELAY } from '../../ui/tooltip';
import { BREAKPOINTS } from './breakpoints';

export { PALETTE };

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

/** Every MUI transition at once: what a user who asks the system for less motion gets. */
const NO_MOTION = {
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export function createAppTheme(
  direction: 'ltr' | 'rtl',
  language = 'en',
  /** The system's "reduce motion" setting (WCAG 2.3.3): no transitions, no ripples. */
  reducedMotion = false,
): Theme {
  return createTheme(
    {
      direction,
      ...(reducedMotion ? { transitions: NO_MOTION } : {}),
      breakpoints: { values: { ...BREAKPOINTS } },
      palette: PALETTE,
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: FONT_FAMILY,
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
        // Spacing by the flex gap, not by margins on `> :not(style) ~ :not(style)`: a rule with
        // a sibling combinator over any element makes Chromium restyle the whole parent of
        // every element inserted anywhere in the page (a scrolled table's rows, each frame).
        MuiStack: { defaultProps: { useFlexGap: true } },
        ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      },
    },
    getMaterialLocale(language),
  );
}
