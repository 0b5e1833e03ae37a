/** Where the outbound shipments live (spec 001 section 2: distribution, outbound-shipment). */
export const OUTBOUND_PATH = '/distribution/outbound-shipment';
