import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginError } from '../../core/session/sessionApi';
import { formatRemaining, useLockoutCountdown } from './useLockoutCountdown';

const ERROR_ICON = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z';

/** The login error texts of spec 000 section 8; a blocked account counts down live. */
export function LoginErrorAlert({ error }: { error: LoginError }) {
  const { t, i18n } = useTranslation();
  const remaining = useLockoutCountdown(
    error.kind === 'AccountBlocked' ? error.timeoutRemaining : undefined,
  );

  const lockoutKnown = error.kind === 'AccountBlocked' && error.timeoutRemaining !== undefined;
  // The lockout is over: nothing stands in the way of signing in again.
  if (lockoutKnown && remaining === 0) return null;

  let title: string | null = null;
  let body: ReactNode;
  switch (error.kind) {
    case 'InvalidCredentials':
      body = t('error.login-invalid-credentials');
      break;
    case 'NoSiteAccess':
      body = t('error.login-no-site-access');
      break;
    case 'CentralSyncRequired':
      body = t('error.login-central-sync-required');
      break;
    case 'AccountBlocked':
      title = t('error.login-account-blocked');
      body = lockoutKnown ? (
        <span data-testid="lockout-remaining">
          {t('label.lockout-time-remaining', { time: formatRemaining(remaining, i18n.language) })}
        </span>
      ) : null;
      break;
    case 'RateLimited':
      body = t('error.rate-limited', { seconds: error.retryAfterSeconds ?? 1 });
      break;
    case 'ConnectionError':
      title = t('error.unable-to-connect-server');
      body = t('error.check-internet-connection');
      break;
    default:
      body = t('error.login-server-error');
  }

  return (
    <div
      className="signin-alert"
      role="alert"
      data-testid={error.kind === 'AccountBlocked' ? 'login-blocked' : undefined}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={ERROR_ICON} />
      </svg>
      <div>
        {title ? <p className="signin-alert-title">{title}</p> : null}
        {body}
      </div>
    </div>
  );
}
