import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useParties } from '../../../core/documents/useDocumentChoices';
import { usePermission } from '../../../core/session';
import { DocumentListPage, NewDocumentDialog } from '../../../ui/document';
import {
  useChangeOutboundStatus,
  useDeleteOutboundShipment,
  useInsertOutboundShipment,
  useOutboundShipments,
} from '../api/useOutboundShipments';
import { OUTBOUND_PATH } from '../paths';

/** The store's outbound shipments: filtered and sorted in the URL; a new one to a customer the
 * store trades with; bulk delete while they can change, bulk status change. */
export function OutboundShipmentListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const canMutate = usePermission('OUTBOUND_SHIPMENT_MUTATE');
  const remove = useDeleteOutboundShipment();
  const changeStatus = useChangeOutboundStatus();
  const insert = useInsertOutboundShipment();
  const [creating, setCreating] = useState(false);
  const customers = useParties('customer');
  return (
    <DocumentListPage
      id="outbound-shipments"
      type="OUTBOUND_SHIPMENT"
      useRows={useOutboundShipments}
      dateColumn="allocatedDatetime"
      onOpen={(row) => void navigate(`${OUTBOUND_PATH}/${row.id}`)}
      {...(canMutate
        ? {
            create: { label: t('outbound.new'), onCreate: () => setCreating(true) },
            onDelete: async (row) => {
              await remove.mutateAsync(row.id);
            },
            onChangeStatus: (row, status) => changeStatus(row.id, status),
          }
        : {})}
      texts={{ empty: t('outbound.empty'), search: t('outbound.search') }}
    >
      {creating ? (
        <NewDocumentDialog
          texts={{
            title: t('outbound.new-title'),
            party: t('outbound.customer'),
            partyRequired: t('outbound.customer-required'),
            created: t('outbound.created'),
          }}
          parties={customers.data}
          onCreate={async (input) => {
            await insert.mutateAsync(input);
            void navigate(`${OUTBOUND_PATH}/${input.id}`);
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListPage>
  );
}
