import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** How a page names its record: e.g. an item's name, and its code as the id shown beside it. */
export interface RecordLabel {
  label: string;
  id?: string;
}

/** Sets (or, with undefined, clears) the label of the record at a path. The app shell provides it. */
export type SetRecordLabel = (path: string, record: RecordLabel | undefined) => void;

export const RecordLabelContext = createContext<SetRecordLabel | null>(null);

/** A path without its trailing slash, as breadcrumbs build them. */
export function normalisePath(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).join('/')}`;
}

/**
 * Names the record the current page shows (spec 001 section 2: a record segment of the path is
 * shown as an item label with id): the breadcrumbs and the page title use it instead of
 * "Record <id>". Pass undefined while the record loads; the fallback stays until then.
 */
export function useRecordLabel(record: RecordLabel | undefined): void {
  const setLabel = useContext(RecordLabelContext);
  const path = normalisePath(useLocation().pathname);
  const label = record?.label;
  const id = record?.id;
  useEffect(() => {
    if (!setLabel || !label) return undefined;
    setLabel(path, id === undefined ? { label } : { label, id });
    return () => setLabel(path, undefined);
  }, [setLabel, path, label, id]);
}
