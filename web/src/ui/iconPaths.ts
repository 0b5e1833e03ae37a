// SVG paths shared by the MUI icons (ui/icons.tsx) and the MUI-free sign-in page.
export const EYE_PATH =
  'M12 5C7 5 2.7 8.1 1 12c1.7 3.9 6 7 11 7s9.3-3.1 11-7c-1.7-3.9-6-7-11-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z';
/** The diagonal stroke of "hide password". */
export const STRIKE_PATH = 'M3.4 2 2 3.4 20.6 22l1.4-1.4z';
