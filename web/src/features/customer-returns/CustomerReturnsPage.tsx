import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { CustomerReturnDetailView } from './DetailView/CustomerReturnDetailView';
import { CustomerReturnListView } from './ListView/CustomerReturnListView';

/** distribution/customer-return (the list) and distribution/customer-return/:id. */
export default function CustomerReturnsPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<CustomerReturnListView />} />
      <Route path=":id" element={<CustomerReturnDetailView />} />
    </Routes>
  );
}
