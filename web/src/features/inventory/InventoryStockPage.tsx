import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { StockListView } from './ListView/StockListView';

/** inventory/stock: every stock line of the store. */
export default function InventoryStockPage() {
  useInventoryTranslation();
  return <StockListView />;
}
