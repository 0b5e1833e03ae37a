import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDraft } from './useDraft';

interface Location {
  code: string;
  name: string;
  onHold: boolean;
}

const saved: Location = { code: 'A1', name: 'Shelf', onHold: false };

describe('useDraft (spec 001 section 4: form dirty and reset)', () => {
  it('is dirty while the draft differs from the saved record', () => {
    const { result } = renderHook(() => useDraft(saved));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.update({ name: 'Top shelf' }));
    expect(result.current.draft).toEqual({ ...saved, name: 'Top shelf' });
    expect(result.current.isDirty).toBe(true);
    // Typed back to what was saved: no longer dirty.
    act(() => result.current.update({ name: 'Shelf' }));
    expect(result.current.isDirty).toBe(false);
  });

  it('reset clears the draft', () => {
    const { result } = renderHook(() => useDraft(saved));
    act(() => result.current.update({ onHold: true, code: 'B2' }));
    act(() => result.current.reset());
    expect(result.current.draft).toEqual(saved);
    expect(result.current.isDirty).toBe(false);
  });

  it('starts clean from a newly saved record', () => {
    const { result, rerender } = renderHook(({ record }) => useDraft(record), {
      initialProps: { record: saved },
    });
    act(() => result.current.update({ name: 'Top shelf' }));
    rerender({ record: { ...saved, name: 'Top shelf' } });
    expect(result.current.isDirty).toBe(false);
    expect(result.current.draft.name).toBe('Top shelf');
  });
});
