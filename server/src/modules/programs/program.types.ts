// Programs, their period schedules and order types (DOCUMENTS.md 7): central data. A store gets
// a program through settings naming a tag on the store's own name, provided it sees the
// program's master list.

export interface Program {
  id: string;
  name: string;
  masterListId: string;
}

export interface PeriodSchedule {
  id: string;
  name: string;
}

/** Dates 'YYYY-MM-DD', both ends inclusive. */
export interface Period {
  id: string;
  periodScheduleId: string;
  name: string;
  startDate: string;
  endDate: string;
}

export interface NameTag {
  id: string;
  name: string;
}

export interface ProgramRequisitionSettings {
  id: string;
  programId: string;
  nameTagId: string;
  periodScheduleId: string;
}

export interface ProgramOrderType {
  id: string;
  programRequisitionSettingsId: string;
  name: string;
  thresholdMos: number;
  maxMos: number;
  maxOrderPerPeriod: number;
  isEmergency: boolean;
  maxItemsInEmergencyOrder: number;
}

/** An order type as a store sees it: with the program and schedule of its settings. */
export interface StoreOrderType extends ProgramOrderType {
  programId: string;
  periodScheduleId: string;
}

/** A period of an order type's window, with the store's orders for it so far. */
export interface OrderTypePeriod extends Period {
  orderCount: number;
  available: boolean;
}
