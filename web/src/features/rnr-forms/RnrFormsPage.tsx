import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { RnrFormDetailView } from './DetailView/RnrFormDetailView';
import { RnrFormListView } from './ListView/RnrFormListView';

/** replenishment/rnr (the list) and replenishment/rnr/:id. */
export default function RnrFormsPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<RnrFormListView />} />
      <Route path=":id" element={<RnrFormDetailView />} />
    </Routes>
  );
}
