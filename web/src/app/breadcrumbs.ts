import type { AppT } from '../core/app-i18n';
import type { RecordLabel } from '../core/shell';
import { AREAS, findArea, SEGMENT_TITLES } from './areas';

export interface Crumb {
  label: string;
  to: string;
  /** Only areas and records are pages; a grouping segment such as "manage" is plain text. */
  linkable: boolean;
  /** A labelled record's id (e.g. an item's code), shown beside its label. */
  id?: string;
}

/** Labels pages gave their records (useRecordLabel), by path. */
export type RecordLabels = Readonly<Record<string, RecordLabel>>;

const LONG_ID = 12;

/** Ids such as UUIDs are cut short until the page names its record. */
function shortId(id: string): string {
  return id.length > LONG_ID ? `${id.slice(0, 8)}…` : id;
}

/**
 * One crumb per path segment: areas and known segments by title. A segment below an area that is
 * neither is a record (a number or any other id): the label its page registered, or "Record <id>".
 */
export function buildCrumbs(pathname: string, t: AppT, labels: RecordLabels = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  // A path no area owns is the not-found page: it says so, never the raw path typed.
  if (segments.length > 0 && !findArea(pathname))
    return [{ label: t('nav.not-found'), to: pathname, linkable: false }];
  return segments.map((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const area = AREAS.find((candidate) => candidate.path === to.slice(1));
    const known = SEGMENT_TITLES[segment];
    const id = decodeURIComponent(segment);
    if (area) return { label: t(area.titleKey), to, linkable: true };
    if (known) return { label: t(known), to, linkable: false };
    if (!findArea(to)) return { label: id, to, linkable: false };
    const record = labels[to];
    if (record) return { ...record, to, linkable: true };
    return { label: t('shell.record', { id: shortId(id) }), to, linkable: true };
  });
}

/**
 * "route title | Dawa" (spec 001 section 2); on a record page whose record has a label, the label
 * and id come first: "Paracetamol 500 mg · PAR500 | Items | Dawa".
 */
export function pageTitle(pathname: string, t: AppT, labels: RecordLabels = {}): string {
  const area = findArea(pathname);
  const parts = [area ? t(area.titleKey) : t('nav.not-found'), t('app.name')];
  const record = area
    ? buildCrumbs(pathname, t, labels).findLast((crumb) => labels[crumb.to] !== undefined)
    : undefined;
  if (!record) return parts.join(' | ');
  const named = record.id === undefined ? record.label : `${record.label} · ${record.id}`;
  return [named, ...parts].join(' | ');
}

/** Where Escape leads: one level up, or nowhere at the top. */
export function parentPath(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return undefined;
  return `/${segments.slice(0, -1).join('/')}`;
}
