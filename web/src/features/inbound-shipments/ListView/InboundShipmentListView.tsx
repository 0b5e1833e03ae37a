import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useParties } from '../../../core/documents/useDocumentChoices';
import { usePermission } from '../../../core/session';
import { DocumentListPage, NewDocumentDialog } from '../../../ui/document';
import {
  useChangeInboundStatus,
  useDeleteInboundShipment,
  useInsertInboundShipment,
  useInboundShipments,
  type InboundShipmentRow,
} from '../api/useInboundShipments';
import { INBOUND_PATH } from '../paths';

/** The store's inbound shipments: filtered and sorted in the URL; a manual receipt from a
 * supplier the store trades with; bulk delete while they can change, bulk status change. */
export function InboundShipmentListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const canMutate = usePermission('INBOUND_SHIPMENT_MUTATE');
  const remove = useDeleteInboundShipment();
  const changeStatus = useChangeInboundStatus();
  const insert = useInsertInboundShipment();
  const [creating, setCreating] = useState(false);
  const suppliers = useParties('supplier');
  return (
    <DocumentListPage<InboundShipmentRow>
      id="inbound-shipments"
      type="INBOUND_SHIPMENT"
      useRows={useInboundShipments}
      dateColumn="deliveredDatetime"
      onOpen={(row) => void navigate(`${INBOUND_PATH}/${row.id}`)}
      {...(canMutate
        ? {
            create: { label: t('inbound.new'), onCreate: () => setCreating(true) },
            onDelete: async (row) => {
              await remove.mutateAsync(row.id);
            },
            onChangeStatus: (row, status) => changeStatus(row.id, status),
            // A receipt a transfer made has its sender's shipment linked; one by hand has none.
            manualOf: (row) => !row.linkedInvoiceId,
          }
        : {})}
      texts={{ empty: t('inbound.empty'), search: t('inbound.search') }}
    >
      {creating ? (
        <NewDocumentDialog
          texts={{
            title: t('inbound.new-title'),
            party: t('inbound.supplier'),
            partyRequired: t('inbound.supplier-required'),
            created: t('inbound.created'),
          }}
          parties={suppliers.data}
          onCreate={async (input) => {
            await insert.mutateAsync(input);
            void navigate(`${INBOUND_PATH}/${input.id}`);
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListPage>
  );
}
