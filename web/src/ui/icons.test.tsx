import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '../core/i18n/i18n';
import { renderWithProviders } from '../test/render';
import { ArrowBackIcon, ChevronEndIcon, ExpandMoreIcon } from './icons';

describe('pointing icons', () => {
  it('mirror in right-to-left pages only', async () => {
    renderWithProviders(
      <>
        <ChevronEndIcon data-testid="chevron" />
        <ArrowBackIcon data-testid="back" />
        <ExpandMoreIcon data-testid="down" />
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('chevron')).transform).not.toBe('scaleX(-1)');
    await act(() => changeLanguage('ar'));
    expect(getComputedStyle(screen.getByTestId('chevron')).transform).toBe('scaleX(-1)');
    expect(getComputedStyle(screen.getByTestId('back')).transform).toBe('scaleX(-1)');
    // Up/down icons do not point along the reading direction.
    expect(getComputedStyle(screen.getByTestId('down')).transform).not.toBe('scaleX(-1)');
  });
});
