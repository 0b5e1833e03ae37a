import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { useSession } from '../core/session';
import { AREAS, findArea, MENU_GROUPS } from './areas';

export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 60;

export interface NavDrawerProps {
  open: boolean;
  /** Opened by hovering, not by the user's setting: a click closes it again. */
  onHoverChange: (hovering: boolean) => void;
  onNavigate: () => void;
  temporary: boolean;
  onClose: () => void;
}

/** Side navigation built from the area registry, only with the areas the user may open. */
export function NavDrawer({ open, onHoverChange, onNavigate, temporary, onClose }: NavDrawerProps) {
  const { t } = useAppTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const current = findArea(pathname);
  const permissions = session?.user?.permissions ?? [];
  const visible = AREAS.filter((area) => !area.permission || permissions.includes(area.permission));
  const width = open ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;

  const content = (
    <Box
      component="nav"
      aria-label={t('shell.navigation')}
      sx={{ overflowX: 'hidden', paddingTop: 8 }}
    >
      {MENU_GROUPS.map((group) => {
        const areas = visible.filter((area) => area.group === group.id);
        if (areas.length === 0) return null;
        return (
          <List
            key={group.id}
            dense
            subheader={
              open ? <ListSubheader disableSticky>{t(group.titleKey)}</ListSubheader> : undefined
            }
          >
            {areas.map((area) => {
              const Icon = area.icon;
              const title = t(area.titleKey);
              return (
                <Tooltip key={area.path} title={open ? '' : title} placement="right">
                  <ListItemButton
                    component={RouterLink}
                    to={`/${area.path}`}
                    selected={current?.path === area.path}
                    onClick={onNavigate}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={title}
                      sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }}
                    />
                  </ListItemButton>
                </Tooltip>
              );
            })}
          </List>
        );
      })}
    </Box>
  );

  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, transition: 'width 150ms', boxSizing: 'border-box' },
      }}
      data-testid="app-drawer"
      data-open={open}
    >
      {content}
    </Drawer>
  );
}
