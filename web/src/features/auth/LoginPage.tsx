// The sign-in screen (spec 000 sections 4, 5 and 8). Kept light: it is the first page loaded.
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '../../core/app-i18n/LanguageSelect';
import { useAppTranslation } from '../../core/app-i18n';
import { getAuthMarker, getMruCredentials, login, type LoginError } from '../../core/session';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { LoginErrorAlert } from './LoginErrorAlert';

export default function LoginPage() {
  const { t } = useTranslation();
  const { t: appT } = useAppTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState(() => getMruCredentials()[0]?.username ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  useEffect(() => {
    document.title = `${appT('login.title')} | ${appT('app.name')}`;
  }, [appT]);

  const usernameMissing = touched && username.trim() === '';
  const passwordMissing = touched && password === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    setError(null);
    const result = await login(username.trim(), password);
    setBusy(false);
    if (result) {
      setError(result);
      return;
    }
    setPassword('');
    // A marker (no store, server error) is shown by the session dialog over this page.
    if (getAuthMarker() === null) {
      const from = (location.state as { from?: string } | null)?.from;
      await navigate(from && from !== '/login' ? from : '/dashboard', { replace: true });
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 2,
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, padding: { xs: 3, sm: 5 } }}>
        <Stack
          spacing={3}
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby="login-title"
        >
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h4" component="p" color="primary" fontWeight={700}>
              {appT('app.name')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {appT('app.tagline')}
            </Typography>
          </Box>
          <Typography id="login-title" variant="h5" component="h1">
            {appT('login.title')}
          </Typography>
          <TextInput
            label={appT('login.username')}
            name="username"
            autoComplete="username"
            autoFocus={username === ''}
            required
            fullWidth
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={usernameMissing}
            helperText={usernameMissing ? appT('login.username-required') : undefined}
            disabled={busy}
          />
          <PasswordInput
            label={appT('login.password')}
            name="password"
            required
            fullWidth
            autoFocus={username !== ''}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordMissing}
            helperText={passwordMissing ? appT('login.password-required') : undefined}
            disabled={busy}
          />
          {error ? <LoginErrorAlert error={error} /> : null}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? appT('login.signing-in') : appT('login.submit')}
          </Button>
          <LanguageSelect fullWidth label={t('label.language')} />
        </Stack>
      </Paper>
    </Box>
  );
}
