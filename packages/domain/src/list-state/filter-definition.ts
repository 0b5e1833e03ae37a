import type { FilterDefinition, FilterRule, FilterValue } from './types';
import { isFilterRange, isUrlDate, parseFilterValue } from './url-values';

export function ruleOf(definition: FilterDefinition): FilterRule {
  if (definition.rule !== undefined) return definition.rule;
  switch (definition.type) {
    case 'text':
      return 'like';
    case 'enum':
    case 'boolean':
      return 'equalTo';
    default:
      return 'between';
  }
}

export function serverKeyOf(definition: FilterDefinition): string {
  return definition.key ?? definition.urlParameter;
}

function parseEnum(
  values: readonly string[],
  definition: FilterDefinition & { type: 'enum' },
): FilterValue | undefined {
  const allowed = (value: string): boolean =>
    value !== '' && (definition.options === undefined || definition.options.includes(value));
  if (ruleOf(definition) === 'equalAny') {
    const chosen = [...new Set(values.flatMap((value) => value.split(',')).filter(allowed))];
    return chosen.length > 0 ? chosen : undefined;
  }
  const first = values[0];
  return first !== undefined && allowed(first) ? first : undefined;
}

function isDateValue(value: FilterValue): boolean {
  if (typeof value === 'string') return isUrlDate(value);
  return (
    isFilterRange(value) &&
    [value.from, value.to].every((side) => side === undefined || typeof side === 'string')
  );
}

function isNumberValue(value: FilterValue): boolean {
  if (typeof value === 'number') return true;
  return (
    isFilterRange(value) &&
    [value.from, value.to].every((side) => side === undefined || typeof side === 'number')
  );
}

/**
 * Reads one filter from all occurrences of its URL parameter, keeping only a value that fits
 * the definition. Text and enum values are taken as written (so '007' stays '007'); the other
 * types go through the generic reading and must come out as their kind. A range is accepted
 * only by the 'between' rule. For single-valued filters the first occurrence wins.
 */
export function parseFilterParam(
  values: readonly string[],
  definition: FilterDefinition,
): FilterValue | undefined {
  if (definition.type === 'enum') return parseEnum(values, definition);
  const raw = values[0];
  if (raw === undefined || raw === '') return undefined;
  if (definition.type === 'text') return raw;
  const value = parseFilterValue(raw);
  if (value === undefined) return undefined;
  if (isFilterRange(value) && ruleOf(definition) !== 'between') return undefined;
  switch (definition.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'number':
      return isNumberValue(value) ? value : undefined;
    case 'date':
    case 'dateTime':
      return isDateValue(value) ? value : undefined;
  }
}
