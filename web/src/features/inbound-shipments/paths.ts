/** Where the inbound shipments live (spec 001 section 2: replenishment, inbound-shipment). */
export const INBOUND_PATH = '/replenishment/inbound-shipment';
