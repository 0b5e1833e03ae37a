import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { CustomerRequisitionDetailView } from './DetailView/CustomerRequisitionDetailView';
import { CustomerRequisitionListView } from './ListView/CustomerRequisitionListView';

/** distribution/customer-requisition (the list) and distribution/customer-requisition/:id. */
export default function CustomerRequisitionsPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<CustomerRequisitionListView />} />
      <Route path=":id" element={<CustomerRequisitionDetailView />} />
    </Routes>
  );
}
