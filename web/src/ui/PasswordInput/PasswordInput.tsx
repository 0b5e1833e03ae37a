import { useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { VisibilityIcon, VisibilityOffIcon } from '../icons';
import { TextInput, type TextInputProps } from '../TextInput';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A password field with a show/hide button and a warning while Caps Lock is on. */
export function PasswordInput({
  helperText,
  onKeyDown,
  onKeyUp,
  slotProps,
  ...rest
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent<HTMLDivElement>) =>
    setCapsLock(event.getModifierState('CapsLock'));

  return (
    <TextInput
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={rest.autoComplete ?? 'current-password'}
      helperText={capsLock ? t('warning.caps-lock') : helperText}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        readCapsLock(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event: KeyboardEvent<HTMLDivElement>) => {
        readCapsLock(event);
        onKeyUp?.(event);
      }}
      slotProps={{
        ...slotProps,
        formHelperText: { ...(capsLock ? { role: 'alert' } : {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={visible ? t('button.hide-password') : t('button.show-password')}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? (
                  <VisibilityOffIcon fontSize="small" />
                ) : (
                  <VisibilityIcon fontSize="small" />
                )}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
