import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { useLocalizationContext } from '@mui/x-date-pickers/internals';
import { changeLanguage, i18n } from '../../core/i18n/i18n';
import { BREAKPOINTS } from './breakpoints';
import { createAppTheme } from './createAppTheme';
import { getEmotionCache } from './emotionCache';
import { getDateFnsLocale, getPickersLocaleText } from './pickersLocale';
import { ThemeAndDirectionProvider } from './ThemeAndDirectionProvider';

function Probe() {
  const theme = useTheme();
  const { localeText } = useLocalizationContext();
  return (
    <div data-testid="probe" data-direction={theme.direction}>
      {localeText.okButtonLabel}
    </div>
  );
}

describe('ThemeAndDirectionProvider', () => {
  it('follows the language: direction, emotion cache and picker texts', async () => {
    render(
      <ThemeAndDirectionProvider>
        <Probe />
      </ThemeAndDirectionProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'ltr');
    expect(screen.getByTestId('probe')).toHaveTextContent('OK');

    await act(() => changeLanguage('ar'));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'rtl');
    expect(screen.getByTestId('probe')).toHaveTextContent('موافق');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();

    await act(() => changeLanguage('fr'));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'ltr');
    expect(screen.getByTestId('probe')).toHaveTextContent('OK');
  });
});

describe('createAppTheme', () => {
  it('uses the spec breakpoints', () => {
    expect(createAppTheme('ltr').breakpoints.values).toEqual({
      xs: 0,
      sm: 601,
      md: 1025,
      lg: 1441,
      xl: 1537,
    });
    expect(BREAKPOINTS.md).toBe(1025);
  });

  it('sets the direction', () => {
    expect(createAppTheme('rtl', 'ar').direction).toBe('rtl');
  });

  it('moves nothing for a user who asks the system for less motion', () => {
    const still = createAppTheme('ltr', 'en', true);
    expect(Object.values(still.transitions.duration)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    const moving = createAppTheme('ltr', 'en');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase).toBeUndefined();
  });

  it('shows tooltips after 250 ms and hides them 500 ms after (spec 001 section 9)', () => {
    expect(createAppTheme('ltr').components?.MuiTooltip?.defaultProps).toMatchObject({
      enterDelay: 250,
      leaveDelay: 500,
    });
  });
});

describe('emotion caches', () => {
  it('uses the muirtl key with the RTL plugin for Arabic', () => {
    expect(getEmotionCache('rtl').key).toBe('muirtl');
    expect(getEmotionCache('ltr').key).toBe('mui');
  });
});

describe('date locales', () => {
  it.each([
    ['en', 'en-GB'],
    ['fr', 'fr'],
    ['fr-DJ', 'fr'],
    ['ar', 'ar'],
    ['tet', 'en-GB'],
  ])('%s uses date-fns %s', (language, code) => {
    expect(getDateFnsLocale(language).code).toBe(code);
  });

  it('takes picker texts from the dictionaries', async () => {
    await changeLanguage('fr');
    const text = getPickersLocaleText('fr', i18n.t);
    expect(text.cancelButtonLabel).toBe('Annuler');
    expect(text.fieldYearPlaceholder?.({ digitAmount: 4, format: 'yyyy' })).toBe('AAAA');
  });
});
