export interface StockLine {
  id: string;
  storeId: string;
  itemId: string;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  availableNumberOfPacks: number;
  totalNumberOfPacks: number;
  costPricePerPack: number;
  sellPricePerPack: number;
  locationId: string | null;
  onHold: boolean;
  donorId: string | null;
  supplierId: string | null;
  vvmStatusId: string | null;
  barcode: string | null;
  note: string | null;
  createdDatetime: string;
}
