import type { CustomerReturnLine } from '../api/useCustomerReturns';

/** A line as updateCustomerReturnLines takes it: a shipment line's own, or a batch by hand. */
export function customerReturnLineInput(line: CustomerReturnLine, packs: number) {
  return {
    id: line.id,
    numberOfPacks: packs,
    reasonId: line.reasonOptionId ?? null,
    note: line.note ?? null,
    ...(line.originalLineId
      ? { outboundShipmentLineId: line.originalLineId }
      : {
          itemId: line.itemId,
          batch: line.batch ?? null,
          expiryDate: line.expiryDate ?? null,
          packSize: line.packSize,
        }),
  };
}
