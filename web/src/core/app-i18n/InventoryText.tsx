import type { ReactNode } from 'react';
import { withColon } from '../i18n/withColon';
import { useInventoryTranslation, type InventoryKey } from './inventory';

/** A table header (DataTable `Header`) whose text comes from the inventory namespace, ending
 * with a colon like every header (spec 001 "Table cells"). */
export function inventoryHeader(key: InventoryKey): () => ReactNode {
  function InventoryHeader() {
    const { t } = useInventoryTranslation();
    return <>{withColon(t(key))}</>;
  }
  return InventoryHeader;
}
