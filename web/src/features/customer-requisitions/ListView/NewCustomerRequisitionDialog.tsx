import { useState } from 'react';
import { MAX_TEXT_LENGTH } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useParties } from '../../../core/documents/useDocumentChoices';
import { useDraftId } from '../../../core/useDraftId';
import { SaveDialog } from '../../../ui/Modal';
import { NumberInput } from '../../../ui/NumberInput';
import { NamePicker } from '../../../ui/Pickers';
import { TextInput } from '../../../ui/TextInput';
import { useInsertCustomerRequisition } from '../api/useCustomerRequisitions';

/** The months of stock a store keeps by default (spec 001 section 9: low under 3, over 6). */
const DEFAULT_MIN_MONTHS = 3;
const DEFAULT_MAX_MONTHS = 6;

/** A customer requisition entered by hand (DOCUMENTS.md 6.1): a paper order, or a customer not
 * on the system; its customer, the months of stock it is worked to, and its reference. */
export function NewCustomerRequisitionDialog(props: {
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const [id] = useDraftId();
  const customers = useParties('customer');
  const insert = useInsertCustomerRequisition();
  const [customerId, setCustomerId] = useState('');
  const [min, setMin] = useState<number | undefined>(DEFAULT_MIN_MONTHS);
  const [max, setMax] = useState<number | undefined>(DEFAULT_MAX_MONTHS);
  const [reference, setReference] = useState('');
  const why =
    customerId === ''
      ? t('customer-requisition.customer-required')
      : min === undefined || max === undefined
        ? t('customer-requisition.months-required')
        : max < min
          ? t('customer-requisition.months-order')
          : undefined;
  return (
    <SaveDialog
      title={t('customer-requisition.new-title')}
      onClose={props.onClose}
      successMessage={t('customer-requisition.created')}
      canSave={why === undefined}
      whyDisabled={why}
      isDirty={customerId !== '' || reference !== ''}
      onSave={async () => {
        await insert.mutateAsync({
          id,
          otherPartyId: customerId,
          minMonthsOfStock: min ?? 0,
          maxMonthsOfStock: max ?? 0,
          ...(reference.trim() ? { theirReference: reference.trim() } : {}),
        });
        props.onCreated(id);
      }}
    >
      <NamePicker
        name="customer"
        label={t('customer-requisition.customer')}
        value={customerId}
        onChange={setCustomerId}
        names={customers.data}
      />
      <NumberInput
        name="minMonthsOfStock"
        label={t('customer-requisition.min-months')}
        value={min}
        onChange={setMin}
        decimalLimit={1}
        max={120}
        fullWidth
      />
      <NumberInput
        name="maxMonthsOfStock"
        label={t('customer-requisition.max-months')}
        value={max}
        onChange={setMax}
        decimalLimit={1}
        max={120}
        fullWidth
      />
      <TextInput
        name="theirReference"
        label={t('page.their-reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        maxLength={MAX_TEXT_LENGTH}
        fullWidth
      />
    </SaveDialog>
  );
}
