// The signed-in frame: app bar with breadcrumbs and user menu, side drawer, page, detail panel,
// palette, and the providers through which pages reach them (core/shell, core/shortcuts).
import { Suspense, useCallback, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { DRAWER_OPEN_KEY } from '../core/preferences';
import { useRefreshTimer } from '../core/session';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useLocalStorage } from '../core/useLocalStorage';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppFooter, FOOTER_HEIGHT } from './AppFooter';
import { pageTitle } from './breadcrumbs';
import { CommandPalette } from './CommandPalette';
import { DetailPanel, DetailPanelToggle } from './DetailPanel';
import { ErrorBoundary } from './ErrorBoundary';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH, NavDrawer } from './NavDrawer';
import { ShellProviders } from './ShellProviders';
import { MenuIcon } from './shellIcons';
import { UserMenu } from './UserMenu';
import { useDetailPanelFrame } from './useDetailPanelFrame';
import { useRecordLabels } from './useRecordLabels';
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
  const detail = useDetailPanelFrame();
  const [recordLabels, setRecordLabel] = useRecordLabels();
  const drawerOpen = storedOpen ?? wide;
  useRefreshTimer();

  const toggleDrawer = useCallback(() => {
    setHoverOpen(false);
    setStoredOpen(!drawerOpen);
  }, [drawerOpen, setStoredOpen]);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  useShellShortcuts(openPalette);

  const title = pageTitle(pathname, t, recordLabels);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <ShellProviders detailPanel={detail.context} setRecordLabel={setRecordLabel}>
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
              <AppBreadcrumbs recordLabels={recordLabels} />
            </Box>
            <DetailPanelToggle frame={detail} />
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
        {/* The window's height under the app bar and above the footer is the pages' content
            area, a flex column: a list page fills it and its table scrolls (ui/ListPage); a
            longer page scrolls here. */}
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, height: '100dvh', display: 'flex', flexDirection: 'column' }}
        >
          <Toolbar />
          <Box
            data-testid="content-area"
            sx={{
              flex: '1 1 0',
              minHeight: 0,
              overflow: 'auto',
              display: 'flex',
              flexDirection: 'column',
              paddingBottom: `${FOOTER_HEIGHT}px`,
            }}
          >
            <ErrorBoundary resetKey={pathname} onGoToDashboard={() => void navigate('/dashboard')}>
              <Suspense fallback={<LoadingScreen variant="line" />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Box>
        </Box>
        <DetailPanel frame={detail} />
        <AppFooter
          insetInlineStart={
            wide ? (drawerOpen || hoverOpen ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH) : 0
          }
        />
        <CommandPalette
          open={paletteOpen}
          onClose={() => setPaletteOpen(false)}
          onToggleDrawer={toggleDrawer}
          onToggleDetailPanel={detail.available ? detail.toggle : undefined}
        />
      </Box>
    </ShellProviders>
  );
}
