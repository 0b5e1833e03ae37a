import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useParams } from 'react-router';
import { linesEditable, statusRank } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import {
  useCustomerReturnCandidates,
  type CustomerReturnCandidate,
  useDeleteCustomerReturn,
  useUpdateCustomerReturn,
  useUpdateCustomerReturnLines,
} from '../../../core/documents/useReturns';
import { usePermission } from '../../../core/session';
import { useShortcut } from '../../../core/shortcuts';
import { DocumentLinesTable, ReturnDocumentPage, useReturnPacks } from '../../../ui/document';
import {
  useChangeCustomerReturnStatus,
  useCustomerReturn,
  type CustomerReturnLine,
} from '../api/useCustomerReturns';
import { CUSTOMER_RETURN_PATH } from '../paths';
import { CustomerReturnLineDialog } from './CustomerReturnLineDialog';
import { customerReturnLineColumns, type CustomerReturnRowView } from './customerReturnLineColumns';
import { customerReturnLineInput } from './customerReturnLineInput';

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
 * supplier return. A return entered here takes lines typed by hand while it is new: the item,
 * batch, expiry, pack size, packs and reason of stock that came back without its shipment. */
export function CustomerReturnDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const query = useCustomerReturn(id);
  const canMutate = usePermission('CUSTOMER_RETURN_MUTATE');
  const update = useUpdateCustomerReturn();
  const updateLines = useUpdateCustomerReturnLines();
  const remove = useDeleteCustomerReturn();
  const changeStatus = useChangeCustomerReturnStatus();
  const [editing, setEditing] = useState<CustomerReturnLine | 'new'>();
  const document = query.data;
  const linkedInvoiceId = document?.linkedInvoiceId ?? null;
  // Lines change before the stock comes back, and a transfer's only once delivered.
  const editable = Boolean(
    canMutate &&
    document &&
    linesEditable('CUSTOMER_RETURN', document.status, linkedInvoiceId) &&
    statusRank(document.status) < statusRank('RECEIVED'),
  );
  // Lines are typed by hand on a return entered here, not on one a transfer made.
  const typing = editable && !linkedInvoiceId;
  useShortcut('add', typing ? () => setEditing('new') : undefined);
  const issued = useCustomerReturnCandidates(document?.originalShipmentId ?? '', id).data;
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
  const packs = useReturnPacks({
    lines,
    toInput: customerReturnLineInput,
    save: (all) => updateLines.mutateAsync({ returnId: id, lines: all }),
  });
  const columns = useMemo(
    () =>
      customerReturnLineColumns({
        fromShipment: Boolean(document?.originalShipmentId ?? linkedInvoiceId),
        editable,
        onPacks: packs.onPacks,
      }),
    // The mutation objects change each render; what the columns show depends on these alone.
    [editable, lines, document?.originalShipmentId, linkedInvoiceId],
  );

  return (
    <ReturnDocumentPage
      kind="customer"
      query={query}
      listPath={CUSTOMER_RETURN_PATH}
      canMutate={canMutate}
      manual={!linkedInvoiceId}
      update={update.mutateAsync}
      changeStatus={changeStatus}
      {...(linkedInvoiceId ? {} : { remove: remove.mutateAsync })}
    >
      {(document) => (
        <>
          {linkedInvoiceId && statusRank(document.status) < statusRank('RECEIVED') ? (
            <Alert severity="info" sx={{ marginBottom: 1 }} data-testid="transfer-note">
              {t('customer-return.transfer-note', { store: document.otherPartyName })}
            </Alert>
          ) : null}
          <DocumentLinesTable
            key={packs.tableKey}
            id="customer-return-lines"
            groupByItemOf="customerReturn"
            lines={rows}
            columns={columns}
            emptyMessage={t(
              typing ? 'customer-return.lines-empty-new' : 'customer-return.lines-empty',
            )}
            {...(typing
              ? {
                  // A line brought back from the shipment keeps what it issued; one typed by
                  // hand opens to be corrected.
                  onRowClick: (line: CustomerReturnRowView) => {
                    if (!line.originalLineId) setEditing(line);
                  },
                }
              : {})}
            actions={
              typing ? (
                <Button variant="contained" onClick={() => setEditing('new')}>
                  {t('customer-return.add-line')}
                </Button>
              ) : null
            }
          />
          {packs.confirmation}
          {editing ? (
            <CustomerReturnLineDialog
              returnId={document.id}
              lines={document.lines}
              {...(editing === 'new' ? {} : { line: editing })}
              onClose={() => setEditing(undefined)}
            />
          ) : null}
        </>
      )}
    </ReturnDocumentPage>
  );
}
