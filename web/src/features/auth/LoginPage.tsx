// The sign-in screen (spec 000 sections 4, 5 and 8). It is the first page most people load, on
// slow tablets and networks, so it is built without MUI, the router or the query cache (decision
// 0018): plain elements styled by LoginPage.css with the app's palette. Whoever renders it decides
// how a signed-in user moves on (the router inside the app, or main.tsx starting the app).
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppTranslation } from '../../core/app-i18n';
import { getAuthMarker } from '../../core/session/markers';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../core/session/paths';
import { login, type LoginError } from '../../core/session/sessionApi';
import { getMruCredentials } from '../../core/session/sessionCookie';
import { FONT_FAMILY, PALETTE } from '../../ui/palette';
import { LoginErrorAlert } from './LoginErrorAlert';
import { SignInField } from './SignInField';
import { SignInLanguageSelect } from './SignInLanguageSelect';
import './LoginPage.css';

export interface LoginPageProps {
  /**
   * Called once signed in, with the path to open: null when a session marker (no store assigned,
   * server error) stands, which the session dialog explains over this page.
   */
  onSignedIn: (target: string | null) => void | Promise<void>;
  /** Where the user was going when sent to sign in. */
  from?: string;
  /** Called at the user's first input or submit: time to fetch the app while they type. */
  onFirstInput?: () => void;
}

const THEME_VARIABLES = {
  '--signin-primary': PALETTE.primary.main,
  '--signin-primary-dark': PALETTE.primary.dark,
  '--signin-on-primary': PALETTE.primary.contrastText,
  '--signin-error': PALETTE.error.main,
  '--signin-text': PALETTE.text.primary,
  '--signin-text-secondary': PALETTE.text.secondary,
  '--signin-paper': PALETTE.background.paper,
  '--signin-font': FONT_FAMILY,
} as CSSProperties;

/** Where to go after signing in: back where the user was going, else the dashboard. */
export function targetAfterSignIn(from: string | undefined): string {
  return from && !from.startsWith(LOGIN_PATH) && from !== '/' ? from : DASHBOARD_PATH;
}

export default function LoginPage({ onSignedIn, from, onFirstInput }: LoginPageProps) {
  const { t } = useTranslation();
  const { t: appT } = useAppTranslation();
  const [username, setUsername] = useState(() => getMruCredentials()[0]?.username ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const interacted = useRef(false);

  useEffect(() => {
    document.title = `${appT('login.title')} | ${appT('app.name')}`;
  }, [appT]);

  const firstInput = () => {
    if (interacted.current) return;
    interacted.current = true;
    onFirstInput?.();
  };

  const usernameMissing = touched && username.trim() === '';
  const passwordMissing = touched && password === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    firstInput();
    setTouched(true);
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    setError(null);
    const result = await login(username.trim(), password);
    if (result) {
      setBusy(false);
      setError(result);
      return;
    }
    setPassword('');
    await onSignedIn(getAuthMarker() === null ? targetAfterSignIn(from) : null);
    setBusy(false);
  };

  return (
    <main className="signin-page" style={THEME_VARIABLES}>
      <form
        className="signin-card"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="login-title"
      >
        <div className="signin-brand">
          <p className="signin-name">{appT('app.name')}</p>
          <p className="signin-tagline">{appT('app.tagline')}</p>
        </div>
        <h1 id="login-title" className="signin-title">
          {appT('login.title')}
        </h1>
        <SignInField
          label={appT('login.username')}
          name="username"
          autoComplete="username"
          autoFocus={username === ''}
          value={username}
          onChange={(value) => {
            firstInput();
            setUsername(value);
          }}
          error={usernameMissing ? appT('login.username-required') : undefined}
          disabled={busy}
        />
        <SignInField
          password
          label={appT('login.password')}
          name="password"
          autoComplete="current-password"
          autoFocus={username !== ''}
          value={password}
          onChange={(value) => {
            firstInput();
            setPassword(value);
          }}
          error={passwordMissing ? appT('login.password-required') : undefined}
          disabled={busy}
        />
        {error ? <LoginErrorAlert error={error} /> : null}
        <button type="submit" className="signin-submit" disabled={busy}>
          {busy ? appT('login.signing-in') : appT('login.submit')}
        </button>
        <SignInLanguageSelect label={t('label.language')} />
      </form>
    </main>
  );
}
