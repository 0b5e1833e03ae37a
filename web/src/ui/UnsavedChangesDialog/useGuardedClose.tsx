import { useState, type ReactNode } from 'react';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface GuardedClose {
  /** What Cancel, Escape and the close button call: asks "Are you sure?" first while dirty. */
  requestClose: () => void;
  /** Render it inside the form: the question, and the guard of route changes and reloads. */
  guard: ReactNode;
}

/**
 * Spec 000 section 5 for a form in a dialog: while it holds unsaved input, closing it (Cancel,
 * Escape, the close button), leaving the page (browser back, a link) or reloading asks
 * "Are you sure?" with the generic cancel message. Needs a data router.
 */
export function useGuardedClose(options: {
  isDirty: boolean;
  onClose: () => void;
  /** Turns the guard off, say while saving. */
  disabled?: boolean;
}): GuardedClose {
  const [asking, setAsking] = useState(false);
  const active = options.isDirty && !(options.disabled ?? false);
  return {
    requestClose: () => (active ? setAsking(true) : options.onClose()),
    guard: (
      <>
        {/* Mounted only while dirty: a clean form needs no router's blocker. */}
        {active ? <UnsavedChangesGuard isDirty /> : null}
        <UnsavedChangesDialog
          open={asking}
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            options.onClose();
          }}
        />
      </>
    ),
  };
}
