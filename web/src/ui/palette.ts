// The app's colours: the MUI theme is built from them, and the sign-in page (which loads
// before MUI, see docs/decisions/0018) uses them as CSS custom properties.
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

export const FONT_FAMILY =
  '"Inter", "Segoe UI", "Noto Sans", "Noto Sans Arabic", Roboto, "Helvetica Neue", Arial, sans-serif';
