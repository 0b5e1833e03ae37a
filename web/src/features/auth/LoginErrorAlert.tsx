import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { LoginError } from '../../core/session';
import { formatRemaining, useLockoutCountdown } from './useLockoutCountdown';

/** The login error texts of spec 000 section 8; a blocked account counts down live. */
export function LoginErrorAlert({ error }: { error: LoginError }) {
  const { t, i18n } = useTranslation();
  const remaining = useLockoutCountdown(
    error.kind === 'AccountBlocked' ? error.timeoutRemaining : undefined,
  );

  switch (error.kind) {
    case 'InvalidCredentials':
      return (
        <Alert severity="error" role="alert">
          {t('error.login-invalid-credentials')}
        </Alert>
      );
    case 'NoSiteAccess':
      return (
        <Alert severity="error" role="alert">
          {t('error.login-no-site-access')}
        </Alert>
      );
    case 'CentralSyncRequired':
      return (
        <Alert severity="error" role="alert">
          {t('error.login-central-sync-required')}
        </Alert>
      );
    case 'AccountBlocked':
      return (
        <Alert severity="error" role="alert" data-testid="login-blocked">
          <AlertTitle>{t('error.login-account-blocked')}</AlertTitle>
          <span data-testid="lockout-remaining">
            {t('label.lockout-time-remaining', { time: formatRemaining(remaining, i18n.language) })}
          </span>
        </Alert>
      );
    case 'ConnectionError':
      return (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('error.unable-to-connect-server')}</AlertTitle>
          {t('error.check-internet-connection')}
        </Alert>
      );
    default:
      return (
        <Alert severity="error" role="alert">
          {t('error.login-server-error')}
        </Alert>
      );
  }
}
