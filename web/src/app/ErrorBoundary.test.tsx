import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ChunkLoadError, isChunkLoadError } from '../core/chunkLoad';
import { ErrorBoundary } from './ErrorBoundary';

function Failing({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error, reload: () => void) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(
    <ErrorBoundary resetKey="/a" onGoToDashboard={() => undefined} reload={reload}>
      <Failing error={error} />
    </ErrorBoundary>,
  );
}

describe('ErrorBoundary', () => {
  it('reloads the page to try again when a page could not be fetched', async () => {
    const reload = vi.fn();
    renderFailing(new ChunkLoadError('slow'), reload);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('renders the page again for any other error', async () => {
    const reload = vi.fn();
    renderFailing(new Error('boom'), reload);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('isChunkLoadError', () => {
  it('knows the timeout and the browsers failed dynamic imports', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });
});
