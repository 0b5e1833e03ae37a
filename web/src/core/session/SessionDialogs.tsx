// The five session-error dialogs (spec 000 section 8), driven by the /error/auth marker.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppTranslation } from '../app-i18n';
import { clearAuthMarker, type AuthMarker } from './markers';
import { logout } from './sessionApi';
import { useAuthMarker, useServerErrorMessage } from './useSession';
import { LOGIN_PATH } from './paths';

export function SessionDialogs() {
  const { t } = useTranslation();
  const { t: appT } = useAppTranslation();
  const marker = useAuthMarker();
  const serverMessage = useServerErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!marker) return null;

  const texts: Record<AuthMarker, { title: string; body: string }> = {
    NoStoreAssigned: { title: appT('session.no-store-title'), body: t('auth.no-store-assigned') },
    Forbidden: { title: t('auth.permission-denied'), body: appT('session.forbidden-body') },
    ServerError: { title: appT('session.server-error-title'), body: t('auth.server-error') },
    Unauthenticated: {
      title: appT('session.unauthenticated-title'),
      body: t('auth.unauthenticated'),
    },
    Timeout: { title: t('auth.timeout-title'), body: t('auth.timeout') },
  };

  const onOk = async () => {
    if (marker === 'Forbidden') {
      // The guard has already taken the user to the dashboard; they stay signed in.
      clearAuthMarker();
      return;
    }
    // Whoever signs in next must not see this user's cached data.
    queryClient.clear();
    if (marker === 'Unauthenticated') {
      await logout();
      clearAuthMarker();
      await navigate('/', { replace: true });
      return;
    }
    // NoStoreAssigned, ServerError and Timeout: back to sign-in, where another user may log in.
    await logout();
    clearAuthMarker();
    await navigate(LOGIN_PATH, { replace: true });
  };

  const { title, body } = texts[marker];
  return (
    <Dialog open aria-labelledby="session-dialog-title" data-testid={`session-dialog-${marker}`}>
      <DialogTitle id="session-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        {marker === 'ServerError' && serverMessage ? (
          <DialogContentText variant="body2" sx={{ marginTop: 1, fontFamily: 'monospace' }}>
            {serverMessage}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={() => void onOk()}>
          {t('button.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
