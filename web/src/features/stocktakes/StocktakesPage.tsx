import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { StocktakeDetailView } from './DetailView/StocktakeDetailView';
import { StocktakeListView } from './ListView/StocktakeListView';

/** inventory/stocktakes (the list) and inventory/stocktakes/:id. */
export default function StocktakesPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<StocktakeListView />} />
      <Route path=":id" element={<StocktakeDetailView />} />
    </Routes>
  );
}
