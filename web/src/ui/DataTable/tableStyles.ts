import { alpha, type Theme } from '@mui/material/styles';
import { ROW_HEIGHT } from './dimensions';

const svg = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path fill='none' stroke='white' stroke-width='3' d='${path}'/></svg>`,
  )}")`;

/** The native selection box (TableCheckbox) drawn like MUI's: outlined, filled when ticked. */
export const checkboxStyles = (theme: Theme) => ({
  '& input.dt-check': {
    appearance: 'none' as const,
    margin: 0,
    width: 18,
    height: 18,
    verticalAlign: 'middle',
    // A string: in sx a number here would be multiplied by the theme's corner radius.
    borderRadius: '2px',
    border: `2px solid ${theme.palette.text.secondary}`,
    backgroundColor: 'transparent',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '14px 14px',
    cursor: 'pointer',
  },
  '& input.dt-check:checked, & input.dt-check:indeterminate': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.main,
  },
  '& input.dt-check:checked': { backgroundImage: svg('M5 12.5l4.5 4.5L19 7.5') },
  '& input.dt-check:indeterminate': { backgroundImage: svg('M6 12h12') },
  '& input.dt-check:disabled': { opacity: 0.38, cursor: 'default' },
  '& input.dt-check:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
});

/** The editable cells' plain input (CellInput) drawn like the kit's small outlined field. */
export const cellInputStyles = (theme: Theme) => ({
  '& input.dt-input': {
    ...theme.typography.body2,
    boxSizing: 'border-box' as const,
    width: '100%',
    height: 32,
    margin: 0,
    paddingBlock: 0,
    paddingInline: theme.spacing(1),
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.23)' : 'rgba(0,0,0,0.23)'}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    outline: 'none',
  },
  '& input.dt-input:hover:not(:disabled)': { borderColor: theme.palette.text.primary },
  // The focus ring is a shadow, so the text does not move when the border thickens.
  '& input.dt-input:focus': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '& input.dt-input[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '& input.dt-input[aria-invalid="true"]:focus': {
    boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}`,
  },
  '& input.dt-input:disabled': {
    color: theme.palette.text.disabled,
    borderColor: theme.palette.action.disabled,
  },
});

/** A row (table row or card) that opens on click, is selected, disabled or focused. */
export const rowStateStyles = (theme: Theme, row: string) => ({
  [`& ${row}[data-clickable="true"]`]: { cursor: 'pointer' },
  [`& ${row}[data-clickable="true"]:hover`]: { backgroundColor: theme.palette.action.hover },
  [`& ${row}[aria-selected="true"]`]: {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  [`& ${row}[aria-disabled="true"]`]: { opacity: 0.55 },
  [`& ${row}:focus-visible`]: {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
});

/**
 * Body rows are plain tr/td styled from the table once: per-cell styled components cost too
 * much when scrolling through thousands of rows.
 */
export const bodyStyles = (theme: Theme) => ({
  tableLayout: 'fixed' as const,
  width: '100%',
  '& tr.dt-row': { height: ROW_HEIGHT },
  ...rowStateStyles(theme, 'tr.dt-row'),
  '& td.dt-cell': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.divider}`,
    paddingBlock: 0,
    paddingInline: theme.spacing(1),
    textAlign: 'start' as const,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // A text of its own direction, aligned as the table reads and cut with an ellipsis at its end.
  '& td.dt-cell > .dt-text': {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'match-parent',
  },
  '& td.dt-cell[data-align="end"]': { textAlign: 'end' as const },
  '& td.dt-cell[data-align="center"]': { textAlign: 'center' as const },
  '& td.dt-cell[data-error="true"]': {
    color: theme.palette.error.main,
    backgroundColor: alpha(theme.palette.error.main, 0.08),
  },
  '& td.dt-cell[data-disabled="true"]': { color: theme.palette.text.disabled },
  '& td.dt-control': { paddingInline: theme.spacing(0.5), textAlign: 'center' as const },
  ...checkboxStyles(theme),
  ...cellInputStyles(theme),
  '& td.dt-expanded': {
    backgroundColor: theme.palette.background.default,
    paddingBlock: theme.spacing(1),
    paddingInlineStart: theme.spacing(6),
    whiteSpace: 'normal',
  },
});
