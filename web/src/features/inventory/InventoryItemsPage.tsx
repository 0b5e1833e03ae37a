import { Route, Routes } from 'react-router';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { ItemDetailView } from './DetailView/ItemDetailView';
import { ItemListView } from './ListView/ItemListView';

/** inventory/items (the list) and inventory/items/:id (one item). */
export default function InventoryItemsPage() {
  useInventoryTranslation();
  return (
    <Routes>
      <Route index element={<ItemListView />} />
      <Route path=":id" element={<ItemDetailView />} />
    </Routes>
  );
}
