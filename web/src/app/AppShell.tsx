// The signed-in frame: app bar with breadcrumbs and user menu, side drawer, page, palette.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { DETAIL_PANEL_OPEN_KEY, DRAWER_OPEN_KEY } from '../core/preferences';
import { useRefreshTimer } from '../core/session';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useLocalStorage } from '../ui/hooks/useLocalStorage';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { findArea } from './areas';
import { CommandPalette } from './CommandPalette';
import { DetailPanelContext } from './detailPanel';
import { ErrorBoundary } from './ErrorBoundary';
import { NavDrawer } from './NavDrawer';
import { MenuIcon } from './shellIcons';
import { UserMenu } from './UserMenu';
import { useShellShortcuts } from './useShellShortcuts';

export default function AppShell() {
  const { t } = useAppTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // null until the user sets it: then the screen width decides.
  const [storedOpen, setStoredOpen] = useLocalStorage<boolean | null>(DRAWER_OPEN_KEY, null);
  const [hoverOpen, setHoverOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [detailOpen, setDetailOpen] = useLocalStorage<boolean>(DETAIL_PANEL_OPEN_KEY, false);
  const drawerOpen = storedOpen ?? wide;
  useRefreshTimer();

  const toggleDrawer = useCallback(() => {
    setHoverOpen(false);
    setStoredOpen(!drawerOpen);
  }, [drawerOpen, setStoredOpen]);
  const toggleDetail = useCallback(() => setDetailOpen(!detailOpen), [detailOpen, setDetailOpen]);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  useShellShortcuts(openPalette);

  const area = findArea(pathname);
  const title = area ? t(area.titleKey) : t('nav.not-found');
  useEffect(() => {
    document.title = `${title} | ${t('app.name')}`;
  }, [title, t]);

  const detailPanel = useMemo(
    () => ({ open: detailOpen, setOpen: setDetailOpen }),
    [detailOpen, setDetailOpen],
  );

  return (
    <DetailPanelContext.Provider value={detailPanel}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar position="fixed" sx={{ zIndex: (z) => z.zIndex.drawer + 1 }}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              color="inherit"
              edge="start"
              onClick={toggleDrawer}
              aria-label={t('shell.toggle-drawer')}
              data-testid="drawer-toggle"
            >
              <MenuIcon />
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <AppBreadcrumbs />
            </Box>
            <UserMenu />
          </Toolbar>
        </AppBar>
        <NavDrawer
          open={drawerOpen || hoverOpen}
          temporary={!wide}
          onHoverChange={(hovering) => setHoverOpen(hovering && !drawerOpen)}
          onNavigate={() => {
            if (hoverOpen) setHoverOpen(false);
            if (!wide) setStoredOpen(false);
          }}
          onClose={() => setStoredOpen(false)}
        />
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Toolbar />
          <ErrorBoundary resetKey={pathname} onGoToDashboard={() => void navigate('/dashboard')}>
            <Suspense fallback={<LoadingScreen variant="line" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <CommandPalette
          open={paletteOpen}
          onClose={() => setPaletteOpen(false)}
          onToggleDrawer={toggleDrawer}
          onToggleDetailPanel={toggleDetail}
        />
      </Box>
    </DetailPanelContext.Provider>
  );
}
