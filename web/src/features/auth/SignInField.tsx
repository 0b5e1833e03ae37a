// A labelled text or password field of the sign-in page (plain elements, see LoginPage.tsx).
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EYE_PATH, STRIKE_PATH } from '../../ui/iconPaths';

export interface SignInFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A password: hidden until shown, with a warning while Caps Lock is on. */
  password?: boolean;
  /** The error under the field; the field is marked invalid while it is set. */
  error?: string | undefined;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function SignInField({
  label,
  name,
  value,
  onChange,
  password = false,
  error,
  autoComplete,
  autoFocus,
  disabled,
}: SignInFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (password) setCapsLock(event.getModifierState('CapsLock'));
  };
  const helper = capsLock ? t('warning.caps-lock') : error;

  return (
    <div className="signin-field">
      <label className="signin-label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className="signin-control" data-invalid={error ? '' : undefined}>
        <input
          id={id}
          className="signin-input"
          name={name}
          type={password && !visible ? 'password' : 'text'}
          value={value}
          required
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={helper ? `${id}-helper` : undefined}
          spellCheck={false}
          autoCapitalize="none"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={readCapsLock}
          onKeyUp={readCapsLock}
        />
        {password ? (
          <button
            type="button"
            className="signin-eye"
            aria-label={visible ? t('button.hide-password') : t('button.show-password')}
            onClick={() => setVisible((shown) => !shown)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={EYE_PATH} opacity={visible ? 0.55 : 1} />
              {visible ? <path d={STRIKE_PATH} /> : null}
            </svg>
          </button>
        ) : null}
      </div>
      {helper ? (
        <p
          id={`${id}-helper`}
          className="signin-helper"
          data-error={error && !capsLock ? '' : undefined}
          role={capsLock ? 'alert' : undefined}
        >
          {helper}
        </p>
      ) : null}
    </div>
  );
}
