import { useState } from 'react';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../core/i18n';
import { Logo } from '../Logo';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-18px); }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

export type LoadingScreenVariant = 'logo' | 'line';

const JOKES: readonly TranslationKey[] = ['loading.joke-1', 'loading.joke-2', 'loading.joke-3'];

export interface LoadingScreenProps {
  /** Chosen at random when not given. */
  variant?: LoadingScreenVariant;
}

/**
 * Shown while a page or the translations load: a bouncing logo or a pulsing line, chosen at random
 * (spec 001 section 2), with a joke. It does not wait for translations itself: the
 * joke appears only once they are ready.
 */
export function LoadingScreen({ variant }: LoadingScreenProps) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const [chosen] = useState<LoadingScreenVariant>(
    () => variant ?? (Math.random() < 0.5 ? 'logo' : 'line'),
  );
  const [joke] = useState(() => JOKES[Math.floor(Math.random() * JOKES.length)]);
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={ready ? t('label.loading') : undefined}
      data-variant={chosen}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        minHeight: '60vh',
        width: '100%',
      }}
    >
      {chosen === 'logo' ? (
        <Logo size="large" animation={`${bounce} 1s ease-in-out infinite`} />
      ) : (
        <LinearProgress sx={{ width: 240, animation: `${pulse} 1.2s ease-in-out infinite` }} />
      )}
      {ready && joke ? (
        <Typography variant="body2" color="text.secondary">
          {t(joke)}
        </Typography>
      ) : null}
    </Box>
  );
}
