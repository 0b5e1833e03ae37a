import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_PARAMS, type SortState } from '@dawa/domain';
import { useShortcut } from '../shortcuts';

/** The query parameter that holds the chosen tab; the first tab is written as no parameter. */
export const TAB_PARAM = 'tab';

export interface TabDefinition<T extends string = string> {
  readonly value: T;
  /** Written to the URL the first time the tab is opened. */
  readonly defaultSort?: SortState;
}

export type TabInput<T extends string> = T | TabDefinition<T>;

export interface TabStateOptions<T extends string> {
  /**
   * Whether leaving this tab first asks "Are you sure?" (say while it holds unsaved edits).
   * Asked on every switch, by click or Ctrl+digit.
   */
  confirmLeave?: (tab: T) => boolean;
}

/** The props of the kit's UnsavedChangesDialog ("Are you sure?") for a switch awaiting an answer. */
export interface TabLeaveConfirmation {
  readonly open: boolean;
  /** Leaves the tab for the one asked for. */
  onLeave(): void;
  /** Stays on the tab. */
  onStay(): void;
}

export interface TabStateApi<T extends string> {
  readonly tab: T;
  setTab(tab: T): void;
  /** Render `<UnsavedChangesDialog {...leaveConfirmation} />` when a tab uses confirmLeave. */
  readonly leaveConfirmation: TabLeaveConfirmation;
}

function withoutTab(query: string): string {
  const params = new URLSearchParams(query);
  params.delete(TAB_PARAM);
  return params.toString();
}

/**
 * The chosen tab of a page (spec 001 section 2): kept in the 'tab' query parameter, the first tab
 * by default, unknown values ignored. Each tab has its own list query; switching tabs restores
 * the query a tab had when it was left, or its default sort the first time. Switching pushes a
 * history entry, so back returns to the previous tab. Ctrl+1..9 switches to the tab at that
 * position, so every tab bar built on this hook answers the keyboard. A tab for which
 * `confirmLeave` says so asks "Are you sure?" before it is left (leaveConfirmation).
 */
export function useTabState<T extends string>(
  tabs: readonly [TabInput<T>, ...TabInput<T>[]],
  { confirmLeave }: TabStateOptions<T> = {},
): TabStateApi<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabsKey = JSON.stringify(tabs);
  const definitions = useMemo(
    () =>
      (JSON.parse(tabsKey) as TabInput<T>[]).map((tab): TabDefinition<T> =>
        typeof tab === 'string' ? { value: tab } : tab,
      ),
    [tabsKey],
  );
  const first = typeof tabs[0] === 'string' ? tabs[0] : tabs[0].value;
  const requested = searchParams.get(TAB_PARAM);
  const tab = definitions.find((definition) => definition.value === requested)?.value ?? first;
  const ownQuery = withoutTab(searchParams.toString());

  // The last query seen on each tab, including after back and forward.
  const lastQueries = useRef(new Map<T, string>());
  useEffect(() => {
    lastQueries.current.set(tab, ownQuery);
  }, [tab, ownQuery]);

  const switchTo = useCallback(
    (next: T) => {
      const definition = definitions.find((candidate) => candidate.value === next);
      if (definition === undefined || next === tab) return;
      lastQueries.current.set(tab, ownQuery);
      const sort = definition.defaultSort;
      const restored =
        lastQueries.current.get(next) ??
        (sort
          ? [
              [LIST_PARAMS.sort, sort.key],
              [LIST_PARAMS.dir, sort.direction],
            ]
          : []);
      const params = new URLSearchParams(restored);
      const entries = next === first ? [...params] : [[TAB_PARAM, next], ...params];
      setSearchParams(new URLSearchParams(entries));
    },
    [definitions, first, ownQuery, setSearchParams, tab],
  );

  // The tab a switch is waiting to open until the user answers "Are you sure?".
  const [pending, setPending] = useState<T | undefined>(undefined);
  const setTab = useCallback(
    (next: T) => {
      if (next === tab || !definitions.some((definition) => definition.value === next)) return;
      if (confirmLeave?.(tab)) setPending(next);
      else switchTo(next);
    },
    [confirmLeave, definitions, switchTo, tab],
  );
  const leaveConfirmation = useMemo<TabLeaveConfirmation>(
    () => ({
      open: pending !== undefined,
      onLeave: () => {
        setPending(undefined);
        if (pending !== undefined) switchTo(pending);
      },
      onStay: () => setPending(undefined),
    }),
    [pending, switchTo],
  );

  useShortcut('tab', (shortcut) => {
    const definition = shortcut.action === 'tab' ? definitions[shortcut.index] : undefined;
    if (definition === undefined) return false;
    setTab(definition.value);
  });

  return { tab, setTab, leaveConfirmation };
}
