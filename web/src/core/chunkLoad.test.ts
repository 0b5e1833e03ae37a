import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './chunkLoad';

describe('withChunkTimeout (spec 001 section 9: chunk load time-out 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('fails with ChunkLoadError after 120 s', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = load();
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toHaveProperty('name', 'ChunkLoadError');
  });

  it('passes on what loads in time, and a failure as it is', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('page'))()).resolves.toBe('page');
    await expect(
      withChunkTimeout(() => Promise.reject(new TypeError('offline')))(),
    ).rejects.toThrow('offline');
  });
});
