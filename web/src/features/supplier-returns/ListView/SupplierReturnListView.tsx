import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useParties } from '../../../core/documents/useDocumentChoices';
import {
  useDeleteSupplierReturn,
  useInsertSupplierReturn,
} from '../../../core/documents/useReturns';
import { usePermission } from '../../../core/session';
import { DocumentListPage, NewDocumentDialog } from '../../../ui/document';
import {
  useChangeSupplierReturnStatus,
  useSupplierReturns,
  type SupplierReturnRow,
} from '../api/useSupplierReturns';
import { SUPPLIER_RETURN_PATH } from '../paths';

/** The store's supplier returns: filtered and sorted in the URL; a return by hand to a supplier
 * the store trades with; bulk delete while new, bulk status change (picked, shipped). */
export function SupplierReturnListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const canMutate = usePermission('SUPPLIER_RETURN_MUTATE');
  const remove = useDeleteSupplierReturn();
  const changeStatus = useChangeSupplierReturnStatus();
  const insert = useInsertSupplierReturn();
  const [creating, setCreating] = useState(false);
  const suppliers = useParties('supplier');
  return (
    <DocumentListPage<SupplierReturnRow>
      id="supplier-returns"
      type="SUPPLIER_RETURN"
      useRows={useSupplierReturns}
      dateColumn="deliveredDatetime"
      onOpen={(row) => void navigate(`${SUPPLIER_RETURN_PATH}/${row.id}`)}
      {...(canMutate
        ? {
            create: { label: t('supplier-return.new'), onCreate: () => setCreating(true) },
            onDelete: async (row) => {
              await remove.mutateAsync(row.id);
            },
            onChangeStatus: (row, status) => changeStatus(row.id, status),
          }
        : {})}
      texts={{ empty: t('supplier-return.empty'), search: t('supplier-return.search') }}
    >
      {creating ? (
        <NewDocumentDialog
          texts={{
            title: t('supplier-return.new'),
            party: t('supplier-return.supplier'),
            partyRequired: t('supplier-return.supplier-required'),
            created: t('supplier-return.created'),
          }}
          parties={suppliers.data}
          onCreate={async (input) => {
            await insert.mutateAsync({ ...input, status: 'NEW' });
            void navigate(`${SUPPLIER_RETURN_PATH}/${input.id}`);
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListPage>
  );
}
