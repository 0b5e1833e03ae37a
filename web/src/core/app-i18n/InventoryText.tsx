import type { ReactNode } from 'react';
import { useInventoryTranslation, type InventoryKey } from './inventory';

/** A table header (DataTable `Header`) whose text comes from the inventory namespace. */
export function inventoryHeader(key: InventoryKey): () => ReactNode {
  function InventoryHeader() {
    const { t } = useInventoryTranslation();
    return <>{t(key)}</>;
  }
  return InventoryHeader;
}
