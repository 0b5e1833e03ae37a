/** Header labels end with a colon unless they already end with ? or : (spec 001 "Table cells"). */
export function withColon(label: string): string {
  const trimmed = label.trimEnd();
  if (trimmed === '' || trimmed.endsWith('?') || trimmed.endsWith(':')) return trimmed;
  return `${trimmed}:`;
}
