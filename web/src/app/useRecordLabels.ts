import { useCallback, useState } from 'react';
import type { SetRecordLabel } from '../core/shell';
import type { RecordLabels } from './breadcrumbs';

/** The record labels pages have registered (useRecordLabel), by path, for breadcrumbs and title. */
export function useRecordLabels(): [RecordLabels, SetRecordLabel] {
  const [labels, setLabels] = useState<RecordLabels>({});
  const setLabel = useCallback<SetRecordLabel>((path, record) => {
    setLabels((current) => {
      const next = { ...current };
      if (record === undefined) delete next[path];
      else next[path] = record;
      return next;
    });
  }, []);
  return [labels, setLabel];
}
