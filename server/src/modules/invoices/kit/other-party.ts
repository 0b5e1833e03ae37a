// Who a document's other party may be (DOCUMENTS.md 0.5): a name that exists, is visible to the
// store (joined to it) with the role the document needs, and is not the store itself.
import type { InvoiceType } from '@dawa/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/tables';
import { findTradingName, type TradingName } from '../../names/name-store-join.repository';

export type OtherPartyError =
  | { kind: 'OtherPartyDoesNotExist' }
  | { kind: 'OtherPartyNotVisible' }
  | { kind: 'OtherPartyNotACustomer' }
  | { kind: 'OtherPartyNotASupplier' }
  /** A store never ships to, or receives from, itself (DOCUMENTS.md decision 5). */
  | { kind: 'OtherPartyIsThisStore' };

export async function checkOtherParty(
  db: Kysely<DB>,
  storeId: string,
  nameId: string,
  role: 'CUSTOMER' | 'SUPPLIER',
): Promise<{ ok: true; party: TradingName } | { ok: false; error: OtherPartyError }> {
  const party = await findTradingName(db, storeId, nameId);
  if (!party) return { ok: false, error: { kind: 'OtherPartyDoesNotExist' } };
  if (party.storeId === storeId) return { ok: false, error: { kind: 'OtherPartyIsThisStore' } };
  if (!party.visible) return { ok: false, error: { kind: 'OtherPartyNotVisible' } };
  if (role === 'CUSTOMER' && !party.isCustomer)
    return { ok: false, error: { kind: 'OtherPartyNotACustomer' } };
  if (role === 'SUPPLIER' && !party.isSupplier)
    return { ok: false, error: { kind: 'OtherPartyNotASupplier' } };
  return { ok: true, party };
}

/** The role a document's other party plays for the store: who it ships or returns to. */
export const partyRoleOf = (type: InvoiceType): 'CUSTOMER' | 'SUPPLIER' =>
  type === 'OUTBOUND_SHIPMENT' || type === 'CUSTOMER_RETURN' || type === 'PRESCRIPTION'
    ? 'CUSTOMER'
    : 'SUPPLIER';
