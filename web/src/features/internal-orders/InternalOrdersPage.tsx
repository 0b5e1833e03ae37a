import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { InternalOrderDetailView } from './DetailView/InternalOrderDetailView';
import { InternalOrderListView } from './ListView/InternalOrderListView';

/** replenishment/internal-order (the list) and replenishment/internal-order/:id. */
export default function InternalOrdersPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<InternalOrderListView />} />
      <Route path=":id" element={<InternalOrderDetailView />} />
    </Routes>
  );
}
