import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { useCentralServerOnly } from './centralServer';
import { DEFAULT_CONFIG, type AppConfig } from './config';
import type * as ConfigModule from './config';

const config = vi.hoisted(() => ({ current: undefined as AppConfig | undefined }));
vi.mock('./config', async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return { ...actual, getAppConfig: () => config.current ?? actual.DEFAULT_CONFIG };
});

function CentralAction({ onRun }: { onRun: () => void }) {
  const centralOnly = useCentralServerOnly();
  return <button onClick={() => centralOnly(onRun)}>edit central data</button>;
}

describe('useCentralServerOnly (spec 000 section 6)', () => {
  afterEach(() => {
    config.current = undefined;
  });

  it('runs the action on a central server', async () => {
    config.current = { ...DEFAULT_CONFIG, isCentralServer: true };
    const onRun = vi.fn();
    renderWithProviders(<CentralAction onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'edit central data' }));
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('elsewhere says the operation is only allowed on the central server', async () => {
    const onRun = vi.fn();
    renderWithProviders(<CentralAction onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'edit central data' }));
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This operation is only allowed on the central server',
    );
  });
});
