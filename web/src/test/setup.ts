import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { changeLanguage, i18n, initI18n } from '../core/i18n/i18n';

// Components read translations from the shared i18next instance; tests start in English.
await initI18n({ lng: 'en' });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await changeLanguage('en');
});
