import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import { useStoreId } from '../../../core/session';
import type { ItemFilterInput, ItemSortInput } from '../../../gql/graphql';
import { MasterListItemsQuery, MasterListsQuery } from './operations';

/** The master lists the store sees (a handful: the list page and a list's page share them). */
export function useMasterLists() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.masterListSummaries(storeId),
    queryFn: async () => (await gqlRequest(MasterListsQuery, { storeId })).masterLists ?? [],
    enabled: storeId !== '',
  });
}

/** A page of the items on one master list, with the list state's search and sort. */
export function useMasterListItems(masterListId: string, input: ServerListInput) {
  const storeId = useStoreId();
  const variables = {
    filter: {
      ...(input.filter as unknown as ItemFilterInput),
      masterListId: { equalTo: masterListId },
    },
    page: { ...input.page },
    sort: input.sort.map((sort) => ({ ...sort })) as unknown as ItemSortInput[],
  };
  return useQuery({
    queryKey: queryKeys.masterListItems(storeId, variables),
    queryFn: async () => (await gqlRequest(MasterListItemsQuery, { storeId, ...variables })).items,
    placeholderData: keepPreviousData,
    enabled: storeId !== '' && masterListId !== '',
  });
}
