// A return's links as side panels list them: the other store's return a transfer made of it,
// and the returns made from a shipment.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { documentPath } from '../../core/documents/paths';
import { LinkedReturnQuery } from '../../core/documents/returnOperations';
import { useShipmentReturns } from '../../core/documents/useReturns';
import { gqlRequest } from '../../core/graphql';
import { queryKeys } from '../../core/graphql/queryKeys';
import type { InvoiceStatus, InvoiceType } from '@dawa/domain';
import { isolate, type RelatedDocument } from './DocumentSidePanel';
import { mayIn, relatedAtStore, useOpenInStore, useStoreOfParty } from './otherStore';

/** The other store's return a transfer linked to this one (its customer return for a supplier
 * return, and back): null when the user may not read that store's returns, or there is none. */
export function useLinkedReturn(
  store: { id: string } | undefined,
  kind: 'customer' | 'supplier',
  id: string | null | undefined,
) {
  const storeId = store?.id ?? '';
  return useQuery({
    queryKey: queryKeys.document(storeId, `linked-${kind}-return`, id ?? ''),
    queryFn: async () => {
      const permission = kind === 'customer' ? 'CUSTOMER_RETURN_QUERY' : 'SUPPLIER_RETURN_QUERY';
      if (!(await mayIn(storeId, permission))) return null;
      const data = await gqlRequest(LinkedReturnQuery, {
        storeId,
        id: id ?? '',
        customer: kind === 'customer',
      });
      return (kind === 'customer' ? data.customerReturn : data.supplierReturn) ?? null;
    },
    enabled: storeId !== '' && Boolean(id),
  });
}

/** A shipment's returns as its side panel lists them under "Related documents". */
export function useReturnsRelated(kind: 'inbound' | 'outbound', id: string): RelatedDocument[] {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const returns = useShipmentReturns(kind, id).data?.returns ?? [];
  return returns.map((made) => {
    const path = documentPath(made.type, made.id);
    return {
      id: made.id,
      label: t(kind === 'inbound' ? 'return.supplier-return' : 'return.customer-return'),
      number: made.invoiceNumber,
      status: made.status,
      ...(path ? { onOpen: () => void navigate(path) } : {}),
    };
  });
}

/** A return's related documents: the shipment it sends back (at this store) and the other
 * store's return a transfer linked to it, opened there when the user works there. */
export function useReturnRelated(
  kind: 'supplier' | 'customer',
  document:
    | {
        otherPartyId: string;
        otherPartyName: string;
        linkedInvoiceId?: string | null;
        originalShipment?: {
          id: string;
          type: InvoiceType;
          invoiceNumber: number;
          status: InvoiceStatus;
        } | null;
      }
    | null
    | undefined,
): RelatedDocument[] {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const store = useStoreOfParty(document?.otherPartyId);
  const otherKind = kind === 'supplier' ? 'customer' : 'supplier';
  const linked = useLinkedReturn(store, otherKind, document?.linkedInvoiceId).data;
  const open = useOpenInStore();
  if (!document) return [];
  const original = document.originalShipment;
  const originalPath = original ? documentPath(original.type, original.id) : undefined;
  const name = isolate(document.otherPartyName);
  return [
    ...(original
      ? [
          {
            id: original.id,
            label: t(kind === 'supplier' ? 'return.original-inbound' : 'return.original-outbound'),
            number: original.invoiceNumber,
            status: original.status,
            ...(originalPath ? { onOpen: () => void navigate(originalPath) } : {}),
          },
        ]
      : []),
    ...relatedAtStore({
      id: document.linkedInvoiceId,
      label:
        kind === 'supplier'
          ? t('return.customer-return-at', { store: name })
          : t('return.supplier-return-from', { store: name }),
      type: kind === 'supplier' ? 'CUSTOMER_RETURN' : 'SUPPLIER_RETURN',
      found: linked,
      store,
      open,
    }),
  ];
}
