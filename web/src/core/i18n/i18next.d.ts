// Typed translation keys: `t('label.batch')` is checked against the English file at compile time.
import type common from '../../locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: false;
    resources: { common: typeof common };
  }
}
