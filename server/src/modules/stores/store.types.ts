import type { StoreMode } from '@dawa/domain';

export interface Store {
  id: string;
  code: string;
  name: string;
  nameId: string;
  storeMode: StoreMode;
  createdDate: string;
  homeCurrencyCode: string;
  isDisabled: boolean;
  siteId: number;
}

/** Store preferences of spec 000 section 3, every field. */
export interface StorePreferences {
  id: string;
  responseRequisitionRequiresAuthorisation: boolean;
  requestRequisitionRequiresAuthorisation: boolean;
  packToOne: boolean;
  omProgramModule: boolean;
  vaccineModule: boolean;
  issueInForeignCurrency: boolean;
  monthlyConsumptionLookBackPeriod: number;
  monthsLeadTime: number;
  monthsOverstock: number;
  monthsUnderstock: number;
  monthsItemsExpire: number;
  stocktakeFrequency: number;
  extraFieldsInRequisition: boolean;
  manuallyLinkInternalOrderToInboundShipment: boolean;
  useConsumptionAndStockFromCustomersForInternalOrders: boolean;
  editPrescribedQuantityOnPrescription: boolean;
  /** Issue by VVM stage ("use first" first), then by expiry (spec 001's preference keys). */
  sortByVvmStatusThenExpiry: boolean;
}

/** Defaults for a new store (see docs/decisions/0004-store-preference-defaults.md). */
export const DEFAULT_STORE_PREFERENCES: Omit<StorePreferences, 'id'> = {
  responseRequisitionRequiresAuthorisation: false,
  requestRequisitionRequiresAuthorisation: false,
  packToOne: true,
  omProgramModule: false,
  vaccineModule: false,
  issueInForeignCurrency: false,
  monthlyConsumptionLookBackPeriod: 3,
  monthsLeadTime: 0,
  monthsOverstock: 6,
  monthsUnderstock: 3,
  monthsItemsExpire: 3,
  stocktakeFrequency: 1,
  extraFieldsInRequisition: false,
  manuallyLinkInternalOrderToInboundShipment: false,
  useConsumptionAndStockFromCustomersForInternalOrders: false,
  editPrescribedQuantityOnPrescription: false,
  sortByVvmStatusThenExpiry: false,
};
