import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { CLIENT_VERSION } from '../core/config';
import { useSession } from '../core/session';
import { ExpandMoreIcon } from '../ui/icons';
import { AREAS, findArea, MENU_GROUPS, type MenuGroup } from './areas';

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

/**
 * Side navigation built from the area registry, only with the areas the user may open: the
 * current area is selected, and each group expands or collapses from its heading. Collapsed to
 * icons, the drawer shows every entry. The client version closes the list.
 */
export function NavDrawer({ open, onHoverChange, onNavigate, temporary, onClose }: NavDrawerProps) {
  const { t } = useAppTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const current = findArea(pathname);
  const permissions = session?.user?.permissions ?? [];
  const visible = AREAS.filter((area) => !area.permission || permissions.includes(area.permission));
  const width = open ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;
  const [collapsedGroups, setCollapsedGroups] = useState<ReadonlySet<MenuGroup>>(() => new Set());
  const toggleGroup = (group: MenuGroup) =>
    setCollapsedGroups((groups) => {
      const next = new Set(groups);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  const content = (
    <Box
      component="nav"
      aria-label={t('shell.navigation')}
      sx={{ overflowX: 'hidden', paddingTop: 8 }}
    >
      {MENU_GROUPS.map((group) => {
        const areas = visible.filter((area) => area.group === group.id);
        if (areas.length === 0) return null;
        const expanded = !open || !collapsedGroups.has(group.id);
        const listId = `nav-group-${group.id}`;
        return (
          <List key={group.id} dense disablePadding sx={{ paddingBlock: 0.5 }}>
            {open ? (
              <ListItemButton
                onClick={() => toggleGroup(group.id)}
                aria-expanded={expanded}
                aria-controls={listId}
                sx={{ color: 'text.secondary', minHeight: 36 }}
              >
                <ListItemText
                  primary={t(group.titleKey)}
                  slotProps={{ primary: { variant: 'overline', lineHeight: 1.5 } }}
                />
                <ExpandMoreIcon
                  fontSize="small"
                  sx={{
                    transform: expanded ? 'rotate(180deg)' : 'none',
                    transition: 'transform 150ms',
                  }}
                />
              </ListItemButton>
            ) : null}
            <Collapse in={expanded} timeout="auto" id={listId}>
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
            </Collapse>
          </List>
        );
      })}
      {open ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid="client-version"
          sx={{ paddingInline: 2, paddingBlock: 1 }}
        >
          {t('shell.version', { version: CLIENT_VERSION })}
        </Typography>
      ) : null}
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
