// The R&R forms' queries and mutations (decision 0033): the list, one form with its lines and
// the store's months of stock (the line formulas' inputs), the closed periods of a program, and
// every change a form takes in DRAFT. A refusal is thrown translated-ready by the kit's rule.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  replaceCachedLine,
  useDocumentMutation,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import type {
  InsertRnrFormInput,
  RnrFormFilterInput,
  RnrFormSortInput,
  UpdateRnrFormInput,
} from '../../../gql/graphql';
import {
  DeleteRnrFormMutation,
  FinaliseRnrFormMutation,
  InsertRnrFormMutation,
  RnrFormPeriodsQuery,
  RnrFormQuery,
  RnrFormsQuery,
  RnrProgramsQuery,
  RnrSuppliersQuery,
  UpdateRnrFormMutation,
} from './operations';

const TYPE = 'rnr-form';

/** A page of the store's R&R forms in the order asked (the server sorts the whole list). */
export function useRnrForms(input: {
  filter: RnrFormFilterInput;
  page: { first: number; offset: number };
  sort: RnrFormSortInput[];
}) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, input),
    queryFn: async () => (await gqlRequest(RnrFormsQuery, { storeId, ...input })).rnrForms,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

export type RnrFormRow = NonNullable<ReturnType<typeof useRnrForms>['data']>['nodes'][number];

/** One R&R form with its lines and the store's months of stock; null when there is none. */
export function useRnrForm(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () => {
      const answer = await gqlRequest(RnrFormQuery, { storeId, id });
      if (!answer.rnrForm) return null;
      return {
        ...answer.rnrForm,
        monthsUnderstock: answer.store?.preferences.monthsUnderstock ?? 0,
        monthsOverstock: answer.store?.preferences.monthsOverstock ?? 0,
      };
    },
    enabled: storeId !== '' && id !== '',
  });
}

export type RnrForm = NonNullable<ReturnType<typeof useRnrForm>['data']>;
export type RnrFormLine = RnrForm['lines'][number];

/** The closed periods of the program the store may report on, with its form of each. */
export function useRnrFormPeriods(programId: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.rnrFormPeriods(storeId, programId),
    queryFn: async () =>
      (await gqlRequest(RnrFormPeriodsQuery, { storeId, programId })).rnrFormPeriods ?? [],
    enabled: storeId !== '' && programId !== '',
  });
}

/** The store's programs by name. */
export function useRnrPrograms() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.rnrPrograms(storeId),
    queryFn: async () => (await gqlRequest(RnrProgramsQuery, { storeId })).programs ?? [],
    enabled: storeId !== '',
  });
}

/** The visible suppliers that are stores: finalising makes an internal order, and the server
 * refuses any other supplier (decision 0033). */
export function useRnrSuppliers() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.names(storeId, 'rnr-supplier-store'),
    queryFn: async () =>
      ((await gqlRequest(RnrSuppliersQuery, { storeId })).names?.nodes ?? []).filter(
        (name) => name.type === 'STORE',
      ),
    enabled: storeId !== '',
    staleTime: 5 * 60_000,
  });
}

export function useInsertRnrForm() {
  return useDocumentMutation(
    'insertRnrForm',
    async (storeId, input: InsertRnrFormInput) =>
      (await gqlRequest(InsertRnrFormMutation, { storeId, input })).insertRnrForm,
  );
}

export function useUpdateRnrForm() {
  return useDocumentMutation(
    'updateRnrForm',
    async (storeId, input: UpdateRnrFormInput) =>
      (await gqlRequest(UpdateRnrFormMutation, { storeId, input })).updateRnrForm,
    // The lines show as the server worked them out at once, before the form is read again.
    (queryClient, storeId, answer) => {
      if (answer.__typename !== 'RnrFormNode') return;
      for (const line of answer.lines) replaceCachedLine(queryClient, storeId, TYPE, line);
    },
  );
}

export function useFinaliseRnrForm() {
  return useDocumentMutation(
    'finaliseRnrForm',
    async (storeId, id: string) =>
      (await gqlRequest(FinaliseRnrFormMutation, { storeId, id })).finaliseRnrForm,
  );
}

export function useDeleteRnrForm() {
  return useDocumentMutation(
    'deleteRnrForm',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteRnrFormMutation, { storeId, id })).deleteRnrForm,
  );
}
