import { useState } from 'react';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useDocumentItemChoices } from '../../../core/documents/useDocumentChoices';
import { useDraftId } from '../../../core/useDraftId';
import { SaveDialog } from '../../../ui/Modal';
import { ItemPicker, type ItemChoice } from '../../../ui/Pickers';
import { useInsertInternalOrderLines } from '../api/useInternalOrders';

/** Adds an item to a DRAFT order: the server takes its snapshot (available stock, AMC) and
 * works out its suggested quantity; an item already on the order is refused. */
export function AddItemDialog(props: { requisitionId: string; onClose: () => void }) {
  const { t } = useDocumentsTranslation();
  const [id] = useDraftId();
  const [item, setItem] = useState<ItemChoice | null>(null);
  const insert = useInsertInternalOrderLines(props.requisitionId);
  return (
    <SaveDialog
      title={t('internal-order.add-item')}
      onClose={props.onClose}
      successMessage={t('page.saved')}
      canSave={item !== null}
      whyDisabled={t('internal-order.choose-item')}
      isDirty={item !== null}
      onSave={async () => {
        if (item) await insert.mutateAsync([{ id, itemId: item.id }]);
      }}
    >
      <ItemPicker
        label={t('internal-order.item')}
        value={item}
        onChange={setItem}
        useSearch={useDocumentItemChoices}
        autoFocus
      />
    </SaveDialog>
  );
}
