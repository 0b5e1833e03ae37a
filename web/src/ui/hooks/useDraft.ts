import { useCallback, useMemo, useState } from 'react';

export interface Draft<T extends object> {
  /** What the form shows: the saved record with the user's changes. */
  draft: T;
  /** Changes some fields. */
  update: (patch: Partial<T>) => void;
  /** True while the draft differs from the saved record (spec 001 section 4). */
  isDirty: boolean;
  /** Drops the changes: the draft is the saved record again. */
  reset: () => void;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null)
    return JSON.stringify(a) === JSON.stringify(b);
  return Object.is(a, b);
}

/**
 * A form's draft of a saved record: dirty when any field differs from the record, and reset
 * clears the changes. A new saved record (after a save or a refetch) starts a clean draft.
 */
export function useDraft<T extends object>(saved: T): Draft<T> {
  const [changes, setChanges] = useState<Partial<T>>({});
  const [base, setBase] = useState(saved);
  if (base !== saved) {
    setBase(saved);
    setChanges({});
  }
  const draft = useMemo(() => ({ ...saved, ...changes }), [saved, changes]);
  const isDirty = (Object.keys(changes) as (keyof T)[]).some(
    (key) => !sameValue(changes[key], saved[key]),
  );
  const update = useCallback(
    (patch: Partial<T>) => setChanges((now) => ({ ...now, ...patch })),
    [],
  );
  const reset = useCallback(() => setChanges({}), []);
  return { draft, update, isDirty, reset };
}
