import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { loadInventoryNamespace } from '../../core/app-i18n/inventory';
import { changeLanguage } from '../../core/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { BatchStatusChip } from './ExpiryChip';

const inTwoYears = `${new Date().getFullYear() + 2}-06-30`;

describe('BatchStatusChip', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });

  it('shows a batch that can be issued by its expiry class', () => {
    renderWithProviders(<BatchStatusChip expiryDate={inTwoYears} unusableReasons={[]} />);
    expect(screen.getByText('Well dated')).toBeInTheDocument();
  });

  it('never shows a batch at a VVM discard stage as well dated: it names why it cannot be issued', () => {
    const { container } = renderWithProviders(
      <BatchStatusChip expiryDate={inTwoYears} unusableReasons={['VVM_UNUSABLE']} />,
    );
    expect(screen.queryByText('Well dated')).toBeNull();
    expect(screen.getByText('VVM: do not use')).toBeInTheDocument();
    const chip = container.querySelector('[data-unusable]');
    expect(chip?.getAttribute('data-unusable')).toBe('VVM_UNUSABLE');
    expect(chip?.className).toContain('colorError');
  });

  it('lists every reason as the language lists things', async () => {
    renderWithProviders(
      <BatchStatusChip expiryDate="2020-01-31" unusableReasons={['ON_HOLD', 'EXPIRED']} />,
    );
    expect(screen.getByText('On hold and Expired')).toBeInTheDocument();
    expect(screen.getByTitle('Cannot be issued: On hold and Expired')).toBeInTheDocument();
    cleanup();
    await changeLanguage('ar');
    try {
      renderWithProviders(
        <BatchStatusChip expiryDate="2020-01-31" unusableReasons={['ON_HOLD', 'EXPIRED']} />,
      );
      expect(screen.getByText('موقوف ومنتهي الصلاحية')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
