// "Add from master list" on an outbound shipment while it is NEW: the customer's lists (the
// server offers only those of a customer the store trades with).
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { AddFromMasterListButton } from '../../../ui/document/MasterListDialog';
import { useAddToOutboundFromMasterList } from '../api/fromMasterList';

export function OutboundMasterListButton(props: {
  shipmentId: string;
  customerId: string;
  customerName: string;
}) {
  const { t } = useDocumentsTranslation();
  const add = useAddToOutboundFromMasterList();
  return (
    <AddFromMasterListButton
      nameId={props.customerId}
      intro={t('master-list.intro-customer', { name: props.customerName })}
      emptyMessage={t('master-list.none-customer')}
      confirmMessage={(list) => t('master-list.confirm-outbound', { name: list.name })}
      onAdd={async (list) => {
        await add.mutateAsync({ shipmentId: props.shipmentId, masterListId: list.id });
      }}
    />
  );
}
