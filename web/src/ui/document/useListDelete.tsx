// Deleting the rows chosen in a document list (spec 001 section 5, "Delete action"): nothing
// chosen says "select rows to delete"; a choice holding rows that can no longer change says how
// many and deletes nothing; otherwise a confirmation, then each row deleted in turn, the count
// deleted said, and the first failure with how many were not deleted.
import { useState } from 'react';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { errorMessage } from '../../core/graphql/userErrors';
import { useToast } from '../../core/toast';
import { ConfirmationDialog } from '../ConfirmationDialog';

export function useListDelete<T extends { id: string }>(options: {
  rows: readonly T[];
  /** True for a row that may not be deleted (not in its type's editable status). */
  locked: (row: T) => boolean;
  /** Absent when the user may not delete. */
  remove?: ((row: T) => Promise<void>) | undefined;
  /** Translated confirmation for `count` chosen rows. */
  confirmMessage: (count: number) => string;
  /** Translated refusal for `count` locked rows, when the type says why (else the kit's). */
  lockedMessage?: (count: number) => string;
}) {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<T[] | null>(null);

  const askDelete = () => {
    const chosen = options.rows.filter((row) => selected.includes(row.id));
    if (chosen.length === 0) {
      toast.info(t('list.select-rows-to-delete'));
      return;
    }
    const locked = chosen.filter(options.locked);
    if (locked.length > 0) {
      toast.info(
        options.lockedMessage?.(locked.length) ??
          t('list.cannot-delete', { number: locked.length }),
      );
      return;
    }
    setConfirming(chosen);
  };

  const deleteChosen = async (chosen: readonly T[]) => {
    const remove = options.remove;
    if (!remove) return;
    let deleted = 0;
    let firstError: unknown;
    for (const row of chosen) {
      try {
        await remove(row);
        deleted += 1;
      } catch (error) {
        firstError ??= error;
      }
    }
    setSelected([]);
    if (deleted > 0) toast.success(t('list.deleted', { number: deleted }));
    if (firstError !== undefined) {
      const { message, detail } = errorMessage(firstError, t('list.delete-failed-generic'));
      toast.error(t('list.delete-failed', { number: chosen.length - deleted, message }), detail);
    }
  };

  const dialog = (
    <ConfirmationDialog
      open={confirming !== null}
      title={t('list.confirm-delete-title')}
      message={options.confirmMessage(confirming?.length ?? 0)}
      confirmLabel={t('list.delete-selected')}
      onConfirm={() => deleteChosen(confirming ?? [])}
      onClose={() => setConfirming(null)}
    />
  );
  return { selected, setSelected, askDelete, dialog };
}
