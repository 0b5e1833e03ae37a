// "Add from master list" on a receipt while it is NEW: the store's own lists (the server's
// decision in inbound-shipment/from-master-list.ts).
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { AddFromMasterListButton } from '../../../ui/document/MasterListDialog';
import { useAddToInboundFromMasterList } from '../api/fromMasterList';

export function InboundMasterListButton(props: { shipmentId: string }) {
  const { t } = useDocumentsTranslation();
  const add = useAddToInboundFromMasterList();
  return (
    <AddFromMasterListButton
      nameId={null}
      intro={t('master-list.intro-store')}
      emptyMessage={t('master-list.none-store')}
      confirmMessage={(list) => t('master-list.confirm-inbound', { name: list.name })}
      onAdd={async (list) => {
        await add.mutateAsync({ shipmentId: props.shipmentId, masterListId: list.id });
      }}
    />
  );
}
