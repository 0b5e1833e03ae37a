import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback';

function sameValue<V>(a: V, b: V): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A filter's local draft, sent to the page owner after `delay` ms without typing. A value that
 * changes from outside (a reset, the back button) replaces the draft.
 */
export function useSyncedDraft<V>(value: V, onChange: (value: V) => void, delay: number) {
  const [draft, setDraft] = useState<V>(value);
  const sent = useRef<V>(value);
  const send = useDebouncedCallback((next: V) => {
    if (sameValue(next, sent.current)) return;
    sent.current = next;
    onChange(next);
  }, delay);

  useEffect(() => {
    if (!sameValue(value, sent.current)) {
      sent.current = value;
      send.cancel();
      setDraft(value);
    }
  }, [value, send]);

  const update = (next: V) => {
    setDraft(next);
    send(next);
  };
  return [draft, update] as const;
}
