// A return's page, either way (DOCUMENTS.md 4): the document kit's page with the return's
// header (no expected delivery date), its status moves, its deletion while allowed, and its
// related documents (the shipment it returns, the other store's return); a return the store
// does not hold shows "not found". The feature gives its lines and their editing.
import type { ReactNode } from 'react';
import type { InvoiceStatus } from '@dawa/domain';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { errorMessage } from '../../core/graphql/userErrors';
import { useRecordLabel } from '../../core/shell';
import { useToast } from '../../core/toast';
import type { Returns_DocumentFragment } from '../../gql/graphql';
import { LoadingScreen } from '../LoadingScreen';
import { RecordNotFound } from '../RecordPage';
import { DocumentPage } from './DocumentPage';
import { DocumentSidePanel } from './DocumentSidePanel';
import type { DocumentPatch } from './documentTypes';
import { useReturnRelated } from './returnLinks';

export type ReturnDocument = Returns_DocumentFragment;

const KINDS = {
  supplier: {
    type: 'SUPPLIER_RETURN',
    notFound: 'supplier-return.not-found',
    back: 'supplier-return.back',
    title: 'supplier-return.title',
    party: 'supplier-return.supplier',
  },
  customer: {
    type: 'CUSTOMER_RETURN',
    notFound: 'customer-return.not-found',
    back: 'customer-return.back',
    title: 'customer-return.title',
    party: 'customer-return.customer',
  },
} as const;

export function ReturnDocumentPage(props: {
  kind: 'supplier' | 'customer';
  query: { data: ReturnDocument | null | undefined; isError: boolean };
  /** The list the page goes back to, and to after a deletion. */
  listPath: string;
  canMutate: boolean;
  /** A return entered here, not made by a transfer. */
  manual?: boolean;
  update: (input: DocumentPatch & { id: string }) => Promise<unknown>;
  changeStatus: (id: string, status: InvoiceStatus) => Promise<void>;
  /** Absent: the return cannot be deleted here. */
  remove?: (id: string) => Promise<unknown>;
  /** The lines, their table and their dialogs. */
  children: (document: ReturnDocument) => ReactNode;
}) {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const document = props.query.data;
  const kind = KINDS[props.kind];
  const related = useReturnRelated(props.kind, document);
  useRecordLabel(
    document ? { label: document.otherPartyName, id: String(document.invoiceNumber) } : undefined,
  );
  if (props.query.isError || document === null) {
    return (
      <RecordNotFound message={t(kind.notFound)} backLabel={t(kind.back)} backTo={props.listPath} />
    );
  }
  if (!document) return <LoadingScreen />;
  const { remove } = props;
  return (
    <DocumentPage
      type={kind.type}
      document={document}
      title={t(kind.title, { number: document.invoiceNumber })}
      partyLabel={t(kind.party)}
      canMutate={props.canMutate}
      {...(props.manual === undefined ? {} : { manual: props.manual })}
      onUpdate={async (patch) => {
        const { expectedDeliveryDate: _notOnReturns, ...header } = patch;
        await props.update({ id: document.id, ...header });
      }}
      onChangeStatus={(status) => props.changeStatus(document.id, status)}
      {...(remove
        ? {
            onDelete: async () => {
              await remove(document.id);
              void navigate(props.listPath);
            },
          }
        : {})}
      sidePanel={<DocumentSidePanel document={document} related={related} />}
    >
      {props.children(document)}
    </DocumentPage>
  );
}

/** Tells the user why a save of a return's lines failed, in their language. */
export function useReturnSaveFailure(): (error: unknown) => void {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  return (error) => {
    const { message, detail } = errorMessage(error, t('page.could-not-save'));
    toast.error(message, detail);
  };
}
