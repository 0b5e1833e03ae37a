import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { LanguageSelect } from '../core/app-i18n/LanguageSelect';
import { useFormat } from '../core/i18n';
import {
  logout,
  switchStore,
  useLastUserSync,
  useMe,
  useSession,
  useUpdateUser,
} from '../core/session';
import { refreshAllQueries } from '../core/graphql/queryKeys';
import { useToast } from '../core/toast';
import { AccountIcon } from './shellIcons';
import { useFullScreen } from './useFullScreen';

/** Who is signed in and where: store switcher, language, user sync, full screen and logout. */
export function UserMenu() {
  const { t } = useAppTranslation();
  const format = useFormat();
  const toast = useToast();
  const session = useSession();
  const me = useMe();
  const lastSync = useLastUserSync();
  const updateUser = useUpdateUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fullScreen = useFullScreen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const stores = me.data?.stores.nodes.filter((store) => !store.isDisabled) ?? [];

  const onSwitch = async (store: { id: string; code: string; name: string }) => {
    setAnchor(null);
    await switchStore({ id: store.id, code: store.code, name: store.name });
    await refreshAllQueries(queryClient);
    toast.success(t('shell.store-switched', { store: store.name }));
  };
  const onLogout = async () => {
    setAnchor(null);
    await logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
  const syncedAt = lastSync.data;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('shell.user-menu')}
        aria-haspopup="menu"
        data-testid="user-menu-button"
        sx={{ textTransform: 'none', maxWidth: { xs: 140, sm: 280 } }}
      >
        {/* A name of the other direction keeps its order and is cut at its end. */}
        <Box
          component="span"
          dir="auto"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {session?.user?.name} · {session?.store?.code}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader>
          {t('shell.current-store', { store: session?.store?.name ?? '' })}
        </ListSubheader>
        {stores.length > 1 ? <ListSubheader>{t('shell.switch-store')}</ListSubheader> : null}
        {stores.length > 1
          ? stores.map((store) => (
              <MenuItem
                key={store.id}
                selected={store.id === session?.store?.id}
                onClick={() => void onSwitch(store)}
                data-testid={`store-option-${store.code}`}
              >
                <ListItemText primary={store.name} secondary={store.code} />
              </MenuItem>
            ))
          : null}
        <Divider />
        <Box sx={{ paddingX: 2, paddingY: 1 }} onKeyDown={(event) => event.stopPropagation()}>
          <LanguageSelect fullWidth />
        </Box>
        <Divider />
        <MenuItem onClick={() => updateUser.mutate()} disabled={updateUser.isPending}>
          <ListItemText
            primary={t('shell.sync-user')}
            secondary={
              syncedAt
                ? t('shell.last-sync', { date: format.date(syncedAt, 'yyyy-MM-dd HH:mm') })
                : t('shell.never-synced')
            }
          />
        </MenuItem>
        {fullScreen.supported ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              fullScreen.toggle();
            }}
            data-testid="full-screen"
          >
            {fullScreen.isFullScreen ? t('shell.exit-full-screen') : t('shell.enter-full-screen')}
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem onClick={() => void onLogout()} data-testid="logout">
          {t('shell.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
