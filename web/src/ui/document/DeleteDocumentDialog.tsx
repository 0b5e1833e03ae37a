// "Delete this document?" on every document page: confirmed, the document is deleted, "Deleted"
// said, and the page goes where the feature says (its list); a refusal goes to onError.
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useToast } from '../../core/toast';
import { ConfirmationDialog } from '../ConfirmationDialog';

export function DeleteDocumentDialog(props: {
  open: boolean;
  /** Translated; the kit's "Delete this document?" when absent. */
  message?: string;
  onDelete: () => Promise<unknown>;
  /** After the delete and its toast (say, back to the list). */
  onDeleted?: () => void;
  onError: (error: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  return (
    <ConfirmationDialog
      open={props.open}
      title={t('page.confirm-title')}
      message={props.message ?? t('page.delete-confirm')}
      confirmLabel={t('page.delete')}
      onConfirm={async () => {
        await props.onDelete();
        toast.success(t('page.deleted'));
        props.onDeleted?.();
      }}
      onError={props.onError}
      onClose={props.onClose}
    />
  );
}
