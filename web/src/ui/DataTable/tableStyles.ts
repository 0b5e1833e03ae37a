import { alpha, type Theme } from '@mui/material/styles';
import { ROW_HEIGHT } from './dimensions';

/**
 * Body rows are plain tr/td styled from the table once: per-cell styled components cost too
 * much when scrolling through thousands of rows.
 */
export const bodyStyles = (theme: Theme) => ({
  tableLayout: 'fixed' as const,
  width: '100%',
  '& tr.dt-row': { height: ROW_HEIGHT },
  '& tr.dt-row[data-clickable="true"]': { cursor: 'pointer' },
  '& tr.dt-row[data-clickable="true"]:hover': { backgroundColor: theme.palette.action.hover },
  '& tr.dt-row[aria-selected="true"]': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& tr.dt-row[aria-disabled="true"]': { opacity: 0.55 },
  '& tr.dt-row:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
  '& td.dt-cell': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.divider}`,
    paddingBlock: 0,
    paddingInline: theme.spacing(1),
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& td.dt-cell[data-error="true"]': {
    color: theme.palette.error.main,
    backgroundColor: alpha(theme.palette.error.main, 0.08),
  },
  '& td.dt-cell[data-disabled="true"]': { color: theme.palette.text.disabled },
  '& td.dt-control': { paddingInline: theme.spacing(0.5), textAlign: 'center' as const },
  '& td.dt-expanded': {
    backgroundColor: theme.palette.background.default,
    paddingBlock: theme.spacing(1),
    paddingInlineStart: theme.spacing(6),
    whiteSpace: 'normal',
  },
});
