import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ColumnsIcon } from '../icons';
import type { HiddenColumns } from './useHiddenColumns';
import type { ColumnDefinition, RowWithId } from './types';

export interface ColumnVisibilityMenuProps<T extends RowWithId> {
  columns: readonly ColumnDefinition<T>[];
  hiddenColumns: HiddenColumns;
}

/** Lets the user show or hide columns; only columns with a label can be hidden. */
export function ColumnVisibilityMenu<T extends RowWithId>({
  columns,
  hiddenColumns,
}: ColumnVisibilityMenuProps<T>) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const labelled = columns.filter((column) => column.label);
  if (labelled.length === 0) return null;
  return (
    <>
      <Tooltip title={t('table.show-hide-columns')}>
        <IconButton
          size="small"
          aria-label={t('table.show-hide-columns')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ColumnsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {labelled.map((column) => {
          const visible = !hiddenColumns.isHidden(column.key);
          return (
            <MenuItem
              key={column.key}
              role="menuitemcheckbox"
              aria-checked={visible}
              onClick={() => hiddenColumns.toggle(column.key)}
              dense
            >
              <ListItemIcon>
                <Checkbox
                  size="small"
                  checked={visible}
                  tabIndex={-1}
                  disableRipple
                  sx={{ padding: 0 }}
                />
              </ListItemIcon>
              <ListItemText>
                {column.label ? t(column.label, column.labelProps ?? {}) : ''}
              </ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem onClick={hiddenColumns.reset} dense>
          {t('table.reset-columns')}
        </MenuItem>
      </Menu>
    </>
  );
}
