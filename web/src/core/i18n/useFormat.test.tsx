import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { changeLanguage } from './i18n';
import { useFormat } from './useFormat';

const today = new Date(2025, 5, 15);

describe('useFormat: ages (spec 001 section 9)', () => {
  it.each([
    ['en', '1990-06-15', '35 years'],
    ['en', '2024-06-15', '1 year'],
    ['en', '2025-01-03', '5 months 12 days'],
    ['en', '2025-05-14', '1 month 1 day'],
    ['fr', '2025-01-03', '5 mois et 12 jours'],
    ['fr', '1990-06-16', '34 ans'],
    ['ar', '2023-06-15', 'سنتان'],
    ['ar', '2025-01-03', '5 أشهر و12 يومًا'],
  ])('in %s, born %s: %s', async (language, birth, text) => {
    await changeLanguage(language);
    const { result } = renderHook(() => useFormat());
    expect(result.current.age(birth, today)).toBe(text);
  });

  it('says nothing of an unknown date', async () => {
    await act(() => changeLanguage('en'));
    const { result } = renderHook(() => useFormat());
    expect(result.current.age(undefined, today)).toBe('');
    expect(result.current.duration(61)).toBe('00:01:01');
    expect(result.current.tax(5)).toBe('5.00%');
  });
});
