import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLanguage } from '../../core/i18n';
import { renderWithProviders } from '../../test/render';
import { ResultsLimitNotice } from './ResultsLimitNotice';

describe('ResultsLimitNotice (spec 001 section 9)', () => {
  it('says only the first results show and asks to refine', () => {
    renderWithProviders(<ResultsLimitNotice total={1200} limit={1000} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Showing the first 1,000 results. Refine your search to see the others.',
    );
  });

  it('is absent when every result shows', () => {
    renderWithProviders(<ResultsLimitNotice total={1000} limit={1000} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks French and Arabic', async () => {
    await changeLanguage('fr');
    const { unmount } = renderWithProviders(<ResultsLimitNotice total={600} limit={500} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Affichage des 500 premiers résultats');
    unmount();
    await changeLanguage('ar');
    renderWithProviders(<ResultsLimitNotice total={600} limit={500} />);
    expect(screen.getByRole('alert')).toHaveTextContent('أول');
  });
});
