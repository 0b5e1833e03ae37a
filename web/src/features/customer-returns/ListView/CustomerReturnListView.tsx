import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useParties } from '../../../core/documents/useDocumentChoices';
import {
  useDeleteCustomerReturn,
  useInsertCustomerReturn,
} from '../../../core/documents/useReturns';
import { usePermission } from '../../../core/session';
import { DocumentListPage, NewDocumentDialog } from '../../../ui/document';
import {
  useChangeCustomerReturnStatus,
  useCustomerReturns,
  type CustomerReturnRow,
} from '../api/useCustomerReturns';
import { CUSTOMER_RETURN_PATH } from '../paths';

/** The store's customer returns: those its customers' stores sent back (transfers), those made
 * from its shipped outbound shipments and those entered by hand for stock that came back without
 * its shipment; filtered and sorted in the URL; bulk delete while new, bulk status change
 * (received, verified). */
export function CustomerReturnListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const canMutate = usePermission('CUSTOMER_RETURN_MUTATE');
  const remove = useDeleteCustomerReturn();
  const changeStatus = useChangeCustomerReturnStatus();
  const insert = useInsertCustomerReturn();
  const [creating, setCreating] = useState(false);
  const customers = useParties('customer');
  return (
    <DocumentListPage<CustomerReturnRow>
      id="customer-returns"
      type="CUSTOMER_RETURN"
      useRows={useCustomerReturns}
      dateColumn="deliveredDatetime"
      onOpen={(row) => void navigate(`${CUSTOMER_RETURN_PATH}/${row.id}`)}
      {...(canMutate
        ? {
            create: { label: t('customer-return.new'), onCreate: () => setCreating(true) },
            onDelete: async (row) => {
              await remove.mutateAsync(row.id);
            },
            onChangeStatus: (row, status) => changeStatus(row.id, status),
            manualOf: (row) => !row.linkedInvoiceId,
          }
        : {})}
      texts={{ empty: t('customer-return.empty'), search: t('customer-return.search') }}
    >
      {creating ? (
        <NewDocumentDialog
          texts={{
            title: t('customer-return.new'),
            party: t('customer-return.customer'),
            partyRequired: t('customer-return.customer-required'),
            created: t('customer-return.created'),
          }}
          parties={customers.data}
          onCreate={async (input) => {
            await insert.mutateAsync({ ...input, status: 'NEW' });
            void navigate(`${CUSTOMER_RETURN_PATH}/${input.id}`);
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListPage>
  );
}
