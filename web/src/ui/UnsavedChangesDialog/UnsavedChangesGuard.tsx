import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useConfirmOnLeave } from './useConfirmOnLeave';

export interface UnsavedChangesGuardProps {
  /** The form holds changes that are not saved yet. */
  isDirty: boolean;
  /** Turns the guard off, say while saving or just before a save navigates away. */
  disabled?: boolean;
  /** Lets a browser refresh (or closing the tab) through without the browser's question. */
  allowRefresh?: boolean;
}

/**
 * Spec 000 sections 4 and 5: while a form is dirty, leaving the page by a route change asks
 * "Are you sure?" with the generic cancel message, and a browser refresh asks the browser's own
 * question, unless blocking is disabled or refresh is allowed. Needs a data router.
 */
export function UnsavedChangesGuard({
  isDirty,
  disabled = false,
  allowRefresh = false,
}: UnsavedChangesGuardProps) {
  const active = isDirty && !disabled;
  useConfirmOnLeave(active && !allowRefresh);
  // Only leaving the page counts: a page may still write its own query (tab, filters).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
