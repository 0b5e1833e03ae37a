import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { changeLanguage, i18n, initI18n } from '../core/i18n/i18n';

// waitFor and findBy wait up to 4 s (1 s by default). The stock list's late request that first
// called for it was React's act queue, fixed in its test (an awaited act); with 1 s the whole
// suite passes but for LoginPage's lockout countdown, which reads the countdown right after the
// alert shows, before the countdown's effect has set its deadline (it reads 0:00 at 1 s).
configure({ asyncUtilTimeout: 4000 });

// Components read translations from the shared i18next instance; tests start in English.
await initI18n({ lng: 'en' });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await changeLanguage('en');
});
