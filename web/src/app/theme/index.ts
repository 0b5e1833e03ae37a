export {
  ThemeAndDirectionProvider,
  type ThemeAndDirectionProviderProps,
} from './ThemeAndDirectionProvider';
export { createAppTheme, PALETTE } from './createAppTheme';
export { getEmotionCache } from './emotionCache';
export { BREAKPOINTS } from './breakpoints';
export { getDateFnsLocale, getPickersLocaleText } from './pickersLocale';
