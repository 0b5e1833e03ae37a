import { useMemo, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { useSession } from '../core/session';
import { AREAS } from './areas';
import { SearchIcon } from './shellIcons';

interface Command {
  id: string;
  label: string;
  run: () => void;
}

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  onToggleDrawer: () => void;
  /** Only on pages that have a detail panel. */
  onToggleDetailPanel: (() => void) | undefined;
}

/** Ctrl+K: go to an area the user may open, toggle the drawer, or the detail panel if any. */
export function CommandPalette({
  open,
  onClose,
  onToggleDrawer,
  onToggleDetailPanel,
}: CommandPaletteProps) {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const permissions = session?.user?.permissions;

  const commands = useMemo<Command[]>(() => {
    const goTo = AREAS.filter(
      (area) => !area.permission || (permissions ?? []).includes(area.permission),
    ).map((area) => ({
      id: `go-${area.path}`,
      label: t('palette.go-to', { area: t(area.titleKey) }),
      run: () => void navigate(`/${area.path}`),
    }));
    return [
      ...goTo,
      { id: 'drawer', label: t('palette.toggle-drawer'), run: onToggleDrawer },
      ...(onToggleDetailPanel
        ? [{ id: 'detail', label: t('palette.toggle-detail-panel'), run: onToggleDetailPanel }]
        : []),
    ];
  }, [t, navigate, permissions, onToggleDrawer, onToggleDetailPanel]);

  const needle = query.trim().toLocaleLowerCase();
  const matches = commands.filter((command) => command.label.toLocaleLowerCase().includes(needle));
  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };
  const run = (command: Command | undefined) => {
    if (!command) return;
    close();
    command.run();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': t('palette.open') } }}
    >
      <TextField
        autoFocus
        fullWidth
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown')
            setActive((index) => Math.min(index + 1, matches.length - 1));
          else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
          else if (event.key === 'Enter') run(matches[active]);
          else return;
          event.preventDefault();
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': t('palette.open') },
        }}
        sx={{ '& fieldset': { border: 'none' } }}
      />
      <List dense role="listbox" sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {matches.map((command, index) => (
          <ListItemButton
            key={command.id}
            role="option"
            selected={index === active}
            aria-selected={index === active}
            onClick={() => run(command)}
          >
            <ListItemText primary={command.label} />
          </ListItemButton>
        ))}
        {matches.length === 0 ? (
          <Typography color="text.secondary" sx={{ padding: 2 }}>
            {t('palette.no-results')}
          </Typography>
        ) : null}
      </List>
    </Dialog>
  );
}
