import { useState } from 'react';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useDocumentItemChoices } from '../../../core/documents/useDocumentChoices';
import { useDraftId } from '../../../core/useDraftId';
import { SaveDialog } from '../../../ui/Modal';
import { NumberInput } from '../../../ui/NumberInput';
import { ItemPicker, type ItemChoice } from '../../../ui/Pickers';
import { useInsertCustomerRequisitionLines } from '../api/useCustomerRequisitions';

/** A line of a requisition entered by hand (DOCUMENTS.md 6.1): the item, what the customer asks
 * for, and its stock and AMC as the paper says. */
export function AddLineDialog(props: { requisitionId: string; onClose: () => void }) {
  const { t } = useDocumentsTranslation();
  const [id] = useDraftId();
  const [item, setItem] = useState<ItemChoice | null>(null);
  const [requested, setRequested] = useState<number | undefined>(undefined);
  const [stock, setStock] = useState<number | undefined>(undefined);
  const [amc, setAmc] = useState<number | undefined>(undefined);
  const insert = useInsertCustomerRequisitionLines(props.requisitionId);
  return (
    <SaveDialog
      title={t('customer-requisition.add-item')}
      onClose={props.onClose}
      successMessage={t('page.saved')}
      canSave={item !== null}
      whyDisabled={t('customer-requisition.choose-item')}
      isDirty={item !== null}
      onSave={async () => {
        if (!item) return;
        await insert.mutateAsync([
          {
            id,
            itemId: item.id,
            ...(requested === undefined ? {} : { requestedQuantity: requested }),
            ...(stock === undefined ? {} : { availableStockOnHand: stock }),
            ...(amc === undefined ? {} : { averageMonthlyConsumption: amc }),
          },
        ]);
      }}
    >
      <ItemPicker
        label={t('customer-requisition.item')}
        value={item}
        onChange={setItem}
        useSearch={useDocumentItemChoices}
        autoFocus
      />
      <NumberInput
        name="requestedQuantity"
        label={t('customer-requisition.requested')}
        value={requested}
        onChange={setRequested}
        decimalLimit={0}
        fullWidth
      />
      <NumberInput
        name="availableStockOnHand"
        label={t('customer-requisition.customer-stock')}
        value={stock}
        onChange={setStock}
        decimalLimit={0}
        fullWidth
      />
      <NumberInput
        name="averageMonthlyConsumption"
        label={t('customer-requisition.customer-amc')}
        value={amc}
        onChange={setAmc}
        decimalLimit={2}
        fullWidth
      />
    </SaveDialog>
  );
}
