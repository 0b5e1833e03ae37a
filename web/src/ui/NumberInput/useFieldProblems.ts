import { useCallback, useMemo, useRef, useState } from 'react';

export interface FieldProblems {
  /** The onValidityChange of the field with this (translated) label. */
  watch: (label: string) => (problem: string | null) => void;
  /** Sets or clears a problem the form finds itself (a required field, a server refusal). */
  set: (label: string, problem: string | null) => void;
  /** The problem of one field, if any. */
  of: (label: string) => string | undefined;
  valid: boolean;
  /** "Label: problem" of the first field with one: why Save is off. */
  first: string | undefined;
}

/**
 * The problems of a form's fields, keyed by their labels: the pattern every form uses with
 * NumberInput and DatePicker (onValidityChange), so Save stays off, and says why, while any
 * field holds a text that is not a value.
 */
export function useFieldProblems(): FieldProblems {
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(() => new Map());
  const watchers = useRef(new Map<string, (problem: string | null) => void>());
  const set = useCallback((label: string, problem: string | null) => {
    setProblems((current) => {
      if ((current.get(label) ?? null) === problem) return current;
      const next = new Map(current);
      if (problem === null) next.delete(label);
      else next.set(label, problem);
      return next;
    });
  }, []);
  const watch = useCallback(
    (label: string) => {
      let watcher = watchers.current.get(label);
      if (!watcher) {
        watcher = (problem: string | null) => set(label, problem);
        watchers.current.set(label, watcher);
      }
      return watcher;
    },
    [set],
  );
  return useMemo(() => {
    const [entry] = problems;
    return {
      watch,
      set,
      of: (label: string) => problems.get(label),
      valid: problems.size === 0,
      first: entry ? `${entry[0]}: ${entry[1]}` : undefined,
    };
  }, [problems, watch, set]);
}
