import { Route, Routes } from 'react-router';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { MasterListDetailView } from './MasterListDetailView';
import { MasterListListView } from './MasterListListView';

/** inventory/master-lists (the store's lists) and inventory/master-lists/:id (one list's items). */
export default function MasterListsPage() {
  useInventoryTranslation();
  return (
    <Routes>
      <Route index element={<MasterListListView />} />
      <Route path=":id" element={<MasterListDetailView />} />
    </Routes>
  );
}
