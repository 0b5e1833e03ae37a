import { useEffect } from 'react';

/**
 * While `isDirty`, closing or reloading the tab asks the browser's own "leave site?" question.
 * (Route changes inside the app use UnsavedChangesDialog, wired to the router.)
 */
export function useConfirmOnLeave(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
