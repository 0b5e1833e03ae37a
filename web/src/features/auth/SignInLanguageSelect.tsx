// The interface language on the sign-in page: a native select (light, and the tablet's own picker).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../core/i18n/i18n';
import { chooseLanguage } from '../../core/session/language';
import { SUPPORTED_LANGUAGES } from '../../core/i18n/languages';

export function SignInLanguageSelect({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const id = useId();
  return (
    <div className="signin-field">
      <label className="signin-label" htmlFor={id}>
        {label}
      </label>
      <div className="signin-control">
        <select
          id={id}
          className="signin-input signin-select"
          data-testid="language-select"
          value={getCurrentLanguage(i18n)}
          onChange={(event) => void chooseLanguage(event.target.value)}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
