import type { AppT } from '../core/app-i18n';
import { AREAS, SEGMENT_TITLES } from './areas';

export interface Crumb {
  label: string;
  to: string;
  /** Only areas and records are pages; a grouping segment such as "manage" is plain text. */
  linkable: boolean;
}

/** One crumb per path segment: areas and known segments by title, numbers as a record label. */
export function buildCrumbs(pathname: string, t: AppT): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const area = AREAS.find((candidate) => candidate.path === to.slice(1));
    const known = SEGMENT_TITLES[segment];
    const numeric = /^\d+$/.test(segment);
    let label = decodeURIComponent(segment);
    if (area) label = t(area.titleKey);
    else if (known) label = t(known);
    else if (numeric) label = t('shell.record', { id: segment });
    return { label, to, linkable: Boolean(area) || numeric };
  });
}

/** Where Escape leads: one level up, or nowhere at the top. */
export function parentPath(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return undefined;
  return `/${segments.slice(0, -1).join('/')}`;
}
