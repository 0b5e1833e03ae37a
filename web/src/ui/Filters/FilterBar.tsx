import { useId, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../core/i18n';
import { FilterIcon } from '../icons';

export interface FilterBarProps {
  /** The list's filters. */
  children: ReactNode;
  /** How many filters are set: the folded bar says so on its button. */
  activeCount: number;
  /** Hints that go with the filters (a scanner's): folded with them on a phone. */
  hints?: ReactNode;
  /** The page's buttons (export, new): always in view, at the end of the bar. */
  actions?: ReactNode;
}

/** Folded filters share the phone's width: each field grows to the end of its line. */
const FOLDED_FILTERS_SX = {
  paddingBlockStart: 2,
  '& > *': { flexGrow: 1, maxWidth: '100%' },
  '& .MuiFormControl-root': { flex: '1 1 140px', minWidth: 0 },
} as const;

/**
 * A list page's filters and buttons in one row that wraps. On a phone the filters would take
 * most of the height and leave room for one or two rows, so they fold behind a button that
 * says how many are set; they stay in the URL either way.
 */
export function FilterBar({ children, activeCount, hints, actions }: FilterBarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const folded = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const row = { direction: 'row', spacing: 2, alignItems: 'center', useFlexGap: true } as const;
  if (!folded)
    return (
      <Stack {...row} flexWrap="wrap" data-testid="filter-bar">
        {children}
        <Box sx={{ flexGrow: 1 }} />
        {hints}
        {actions}
      </Stack>
    );
  return (
    <Stack data-testid="filter-bar" data-folded="true">
      <Stack {...row} spacing={1}>
        <Button
          variant="outlined"
          startIcon={
            <Badge
              badgeContent={activeCount > 0 ? format.number(activeCount) : undefined}
              color="primary"
              overlap="circular"
            >
              <FilterIcon />
            </Badge>
          }
          aria-expanded={open}
          aria-controls={panelId}
          title={t('filters.active', { count: activeCount })}
          onClick={() => setOpen(!open)}
          data-testid="filter-bar-toggle"
        >
          {t('filters.button')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Stack>
      <Collapse in={open} id={panelId} data-testid="filter-bar-panel">
        <Stack {...row} flexWrap="wrap" sx={FOLDED_FILTERS_SX}>
          {children}
          {hints}
        </Stack>
      </Collapse>
    </Stack>
  );
}
