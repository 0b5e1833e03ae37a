import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { linesEditable, statusRank } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import {
  useCustomerReturnCandidates,
  type CustomerReturnCandidate,
  useDeleteCustomerReturn,
  useUpdateCustomerReturn,
  useUpdateCustomerReturnLines,
} from '../../../core/documents/useReturns';
import { errorMessage } from '../../../core/graphql/userErrors';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useToast } from '../../../core/toast';
import {
  DocumentLinesTable,
  DocumentPage,
  DocumentSidePanel,
  useReturnRelated,
} from '../../../ui/document';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordNotFound } from '../../../ui/RecordPage';
import {
  useChangeCustomerReturnStatus,
  useCustomerReturn,
  type CustomerReturnLine,
} from '../api/useCustomerReturns';
import { CUSTOMER_RETURN_PATH } from '../paths';
import { customerReturnLineColumns, type CustomerReturnRowView } from './customerReturnLineColumns';

/** A line as updateCustomerReturnLines takes it: a shipment line's own, or a batch by hand. */
function lineInput(line: CustomerReturnLine, packs: number) {
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

/** What the shipment line a return line brings back issued, in the return line's packs. A
 * transfer's return names no shipment line: its batch finds it, and a store that keeps packs of
 * one returns in units. */
function issuedInPacksOf(
  line: CustomerReturnLine,
  candidates: readonly CustomerReturnCandidate[] | undefined,
): number | undefined {
  const origin =
    candidates?.find(
      (c) => c.lineId === line.id || c.outboundShipmentLineId === line.originalLineId,
    ) ??
    candidates?.find((c) => c.itemId === line.itemId && (c.batch ?? null) === (line.batch ?? null));
  return origin ? (origin.numberOfPacksIssued * origin.packSize) / line.packSize : undefined;
}

/** One customer return: header, status (received: the stock comes back as new batches;
 * verified), its lines beside what the shipment issued, with each line's reason and note (the
 * customer's own when its store sent it), the outbound it brings back and the customer's
 * supplier return. */
export function CustomerReturnDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const query = useCustomerReturn(id);
  const canMutate = usePermission('CUSTOMER_RETURN_MUTATE');
  const update = useUpdateCustomerReturn();
  const updateLines = useUpdateCustomerReturnLines();
  const remove = useDeleteCustomerReturn();
  const changeStatus = useChangeCustomerReturnStatus();
  const document = query.data;
  const linkedInvoiceId = document?.linkedInvoiceId ?? null;
  // Lines change before the stock comes back, and a transfer's only once delivered.
  const editable = Boolean(
    canMutate &&
    document &&
    linesEditable('CUSTOMER_RETURN', document.status, linkedInvoiceId) &&
    statusRank(document.status) < statusRank('RECEIVED'),
  );
  const issued = useCustomerReturnCandidates(document?.originalShipmentId ?? '', id).data;
  const related = useReturnRelated('customer', document);
  useRecordLabel(
    document ? { label: document.otherPartyName, id: String(document.invoiceNumber) } : undefined,
  );
  const fail = (error: unknown) => {
    const { message, detail } = errorMessage(error, t('page.could-not-save'));
    toast.error(message, detail);
  };
  const lines = document?.lines;
  const rows = useMemo<CustomerReturnRowView[]>(
    () =>
      (lines ?? []).map((line) => ({
        ...line,
        numberOfPacksIssued: issuedInPacksOf(line, issued),
        numberOfPacksReturned: line.numberOfPacks,
        returnReason: line.reasonOption?.reason ?? '',
      })),
    [lines, issued],
  );
  const columns = useMemo(
    () =>
      customerReturnLineColumns({
        editable,
        onPacks: (lineId, packs) => {
          void updateLines
            .mutateAsync({
              returnId: id,
              lines: (lines ?? []).map((line) =>
                lineInput(line, line.id === lineId ? packs : line.numberOfPacks),
              ),
            })
            .then(() => toast.success(t('page.saved')), fail);
        },
      }),
    // The mutation objects change each render; what the columns show depends on these alone.
    [editable, lines],
  );

  if (query.isError || query.data === null) {
    return (
      <RecordNotFound
        message={t('customer-return.not-found')}
        backLabel={t('customer-return.back')}
        backTo={CUSTOMER_RETURN_PATH}
      />
    );
  }
  if (!document) return <LoadingScreen />;

  return (
    <DocumentPage
      type="CUSTOMER_RETURN"
      document={document}
      title={t('customer-return.title', { number: document.invoiceNumber })}
      partyLabel={t('customer-return.customer')}
      canMutate={canMutate}
      manual={!linkedInvoiceId}
      onUpdate={async (patch) => {
        const { expectedDeliveryDate: _notOnReturns, ...header } = patch;
        await update.mutateAsync({ id: document.id, ...header });
      }}
      onChangeStatus={(status) => changeStatus(document.id, status)}
      {...(linkedInvoiceId
        ? {}
        : {
            onDelete: async () => {
              await remove.mutateAsync(document.id);
              void navigate(CUSTOMER_RETURN_PATH);
            },
          })}
      sidePanel={<DocumentSidePanel document={document} related={related} />}
    >
      {linkedInvoiceId && statusRank(document.status) < statusRank('RECEIVED') ? (
        <Alert severity="info" sx={{ marginBottom: 1 }} data-testid="transfer-note">
          {t('customer-return.transfer-note', { store: document.otherPartyName })}
        </Alert>
      ) : null}
      <DocumentLinesTable
        id="customer-return-lines"
        groupByItemOf="customerReturn"
        lines={rows}
        columns={columns}
        emptyMessage={t('customer-return.lines-empty')}
      />
    </DocumentPage>
  );
}
