export type StatusLog<S extends string> = Partial<Record<S, Date | string | null | undefined>>;

/** The active step is the last status (in lifecycle order) that has a date in the log; -1 if none. */
export function getActiveStatusIndex<S extends string>(
  statuses: readonly S[],
  statusLog: StatusLog<S>,
): number {
  for (let index = statuses.length - 1; index >= 0; index -= 1) {
    const status = statuses[index];
    if (status !== undefined && statusLog[status]) return index;
  }
  return -1;
}
