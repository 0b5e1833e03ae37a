import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { SupplierReturnDetailView } from './DetailView/SupplierReturnDetailView';
import { SupplierReturnListView } from './ListView/SupplierReturnListView';

/** replenishment/supplier-return (the list) and replenishment/supplier-return/:id. */
export default function SupplierReturnsPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<SupplierReturnListView />} />
      <Route path=":id" element={<SupplierReturnDetailView />} />
    </Routes>
  );
}
