import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useDeleteCustomerReturn } from '../../../core/documents/useReturns';
import { usePermission } from '../../../core/session';
import { DocumentListPage } from '../../../ui/document';
import {
  useChangeCustomerReturnStatus,
  useCustomerReturns,
  type CustomerReturnRow,
} from '../api/useCustomerReturns';
import { CUSTOMER_RETURN_PATH } from '../paths';

/** The store's customer returns: those its customers' stores sent back (transfers) and those
 * made from its shipped outbound shipments; filtered and sorted in the URL; bulk delete while
 * new, bulk status change (received, verified). */
export function CustomerReturnListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const canMutate = usePermission('CUSTOMER_RETURN_MUTATE');
  const remove = useDeleteCustomerReturn();
  const changeStatus = useChangeCustomerReturnStatus();
  return (
    <DocumentListPage<CustomerReturnRow>
      id="customer-returns"
      type="CUSTOMER_RETURN"
      useRows={useCustomerReturns}
      dateColumn="deliveredDatetime"
      onOpen={(row) => void navigate(`${CUSTOMER_RETURN_PATH}/${row.id}`)}
      {...(canMutate
        ? {
            onDelete: async (row) => {
              await remove.mutateAsync(row.id);
            },
            onChangeStatus: (row, status) => changeStatus(row.id, status),
            manualOf: (row) => !row.linkedInvoiceId,
          }
        : {})}
      texts={{ empty: t('customer-return.empty'), search: t('customer-return.search') }}
    />
  );
}
