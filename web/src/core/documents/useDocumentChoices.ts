// What the document screens offer to pick: customers or suppliers (names the store trades
// with), stock items by code or name, and a stock-in line's locations, VVM statuses and donors.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../graphql';
import { queryKeys } from '../graphql/queryKeys';
import { useStoreId } from '../session';
import {
  DocumentItemSearchQuery,
  DocumentLineOptionsQuery,
  DocumentMasterListsQuery,
  DocumentPartiesQuery,
} from './operations';

/** Customers or suppliers to choose from: only the names the store trades with in that role,
 * never itself (DOCUMENTS.md 0.5; a store deals with a few hundred at most). */
export function useParties(kind: 'customer' | 'supplier') {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.names(storeId, kind),
    queryFn: async () =>
      (
        await gqlRequest(DocumentPartiesQuery, {
          storeId,
          filter: { tradingRole: kind === 'customer' ? 'CUSTOMER' : 'SUPPLIER' },
        })
      ).names?.nodes ?? [],
    enabled: storeId !== '',
    staleTime: 5 * 60_000,
  });
}

/** The item search of the kit's ItemPicker on a document: stock items matching the text, and
 * whether the answer is the one for this text (not the previous one kept while asking). */
export function useDocumentItemChoices(text: string) {
  const storeId = useStoreId();
  const trimmed = text.trim();
  const items = useQuery({
    queryKey: queryKeys.documentItemSearch(storeId, trimmed),
    queryFn: async () =>
      (
        await gqlRequest(DocumentItemSearchQuery, {
          storeId,
          filter: {
            type: { equalTo: 'STOCK' },
            ...(trimmed === '' ? {} : { codeOrName: { like: trimmed } }),
          },
        })
      ).items?.nodes ?? [],
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
  return {
    items: items.data,
    answered: items.data !== undefined && !items.isPlaceholderData && !items.isFetching,
  };
}

/** Locations, VVM statuses and donors for a stock-in line. */
export function useLineOptions() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.documentOptions(storeId),
    queryFn: () => gqlRequest(DocumentLineOptionsQuery, { storeId }),
    enabled: storeId !== '',
  });
}

/** The master lists a document may draw lines from: the store's own, or given `nameId`, those
 * of that customer (the server offers none of a name the store does not trade with). */
export function useMasterListChoices(nameId: string | null, enabled = true) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.documentMasterLists(storeId, nameId ?? ''),
    queryFn: async () =>
      (await gqlRequest(DocumentMasterListsQuery, { storeId, nameId })).masterLists ?? [],
    enabled: storeId !== '' && enabled,
  });
}
