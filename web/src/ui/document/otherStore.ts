// The other end of a transfer as the signed-in user sees it: the store that is this document's
// other party, when the user works in it too, and what the user may do there. A document at
// another store is read only with that store's query permission (asking without it would be
// refused and mark the session forbidden), and opened by switching to that store first.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { InvoiceStatus, InvoiceType, Permission } from '@dawa/domain';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { documentPath } from '../../core/documents/paths';
import { gqlRequest } from '../../core/graphql';
import { refreshAllQueries } from '../../core/graphql/queryKeys';
import { switchStore, useMe } from '../../core/session';
import { PermissionsQuery } from '../../core/session/operations';
import { useToast } from '../../core/toast';
import type { RelatedDocument } from './DocumentSidePanel';

export interface OtherStore {
  id: string;
  code: string;
  name: string;
}

/** The user's enabled store whose name is `otherPartyId`, or undefined. */
export function useStoreOfParty(otherPartyId: string | undefined): OtherStore | undefined {
  const me = useMe();
  const store = me.data?.stores.nodes.find(
    (node) => node.nameId === otherPartyId && !node.isDisabled,
  );
  return store ? { id: store.id, code: store.code, name: store.name } : undefined;
}

/** Whether the user holds `permission` in `storeId` (one of the user's stores). */
export async function mayIn(storeId: string, permission: Permission): Promise<boolean> {
  const data = await gqlRequest(PermissionsQuery, { storeId });
  const granted = data.me.permissions.nodes.find((node) => node.storeId === storeId);
  return granted?.permissions.includes(permission) ?? false;
}

/** Switches to `store` (its permissions, every answer refetched) and opens `path` there. */
export function useOpenInStore(): (store: OtherStore, path: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useDocumentsTranslation();
  return useCallback(
    async (store, path) => {
      await switchStore(store);
      await refreshAllQueries(queryClient);
      await navigate(path);
      toast.success(t('panel.store-switched', { store: store.name }));
    },
    [queryClient, navigate, toast, t],
  );
}

/** A document at the other store as the side panel lists it: its number and status when the
 * user could read it, a way there when the user works in that store. */
export function relatedAtStore(link: {
  id: string | null | undefined;
  /** Translated: "Receipt at District Store A". */
  label: string;
  type: InvoiceType;
  found?: { id: string; invoiceNumber: number; status: InvoiceStatus } | null | undefined;
  store: OtherStore | undefined;
  open: (store: OtherStore, path: string) => Promise<void>;
}): RelatedDocument[] {
  if (!link.id) return [];
  const { found, store } = link;
  const path = found ? documentPath(link.type, found.id) : undefined;
  return [
    {
      id: link.id,
      label: link.label,
      ...(found ? { number: found.invoiceNumber, status: found.status } : {}),
      ...(store && path ? { onOpen: () => void link.open(store, path) } : {}),
    },
  ];
}
