import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { changeLanguage, i18n, initI18n } from '../core/i18n/i18n';

// waitFor and findBy wait up to 4 s (1 s by default): a whole screen loaded lazily can take more
// than a second to first show its content during a full run on two shared cores (a receipt's
// detail view did so). The lockout countdown that once read 0:00 here is fixed in its hook.
configure({ asyncUtilTimeout: 4000 });

// Components read translations from the shared i18next instance; tests start in English.
await initI18n({ lng: 'en' });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await changeLanguage('en');
});
