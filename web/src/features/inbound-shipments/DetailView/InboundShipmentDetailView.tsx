import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router';
import { linesEditable, transferLinesEditable } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
import {
  DocumentLinesTable,
  DocumentPage,
  DocumentSidePanel,
  isolate,
  relatedAtStore,
  ReturnToSupplierButton,
  useOpenInStore,
  useReturnsRelated,
  useStoreOfParty,
} from '../../../ui/document';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordNotFound } from '../../../ui/RecordPage';
import {
  useChangeInboundStatus,
  useDeleteInboundLine,
  useDeleteInboundShipment,
  useInboundShipment,
  useLinkedOutboundShipment,
  useUpdateInboundShipment,
  type InboundLine,
} from '../api/useInboundShipments';
import { INBOUND_PATH } from '../paths';
import { InboundLineDialog } from './InboundLineDialog';
import { InboundMasterListButton } from './InboundMasterListButton';
import { inboundLineColumns } from './inboundLineColumns';

const COLUMNS = inboundLineColumns();

/** One receipt: header, status (delivered, received, verified), its lines added, changed and
 * deleted while it can change. A receipt made by a transfer (decision 0027) belongs to the
 * sender's shipment: its lines wait for delivery, and it is never deleted or given another
 * supplier here. */
export function InboundShipmentDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const shipment = useInboundShipment(id);
  const canMutate = usePermission('INBOUND_SHIPMENT_MUTATE');
  const update = useUpdateInboundShipment();
  const remove = useDeleteInboundShipment();
  const changeStatus = useChangeInboundStatus();
  const deleteLine = useDeleteInboundLine();
  const [editing, setEditing] = useState<InboundLine | 'new' | null>(null);
  const document = shipment.data;
  const linkedInvoiceId = document?.linkedInvoiceId ?? null;
  // A transfer: the sender's shipment, read and opened there when the user works there.
  const sender = useStoreOfParty(document?.otherPartyId);
  const shipped = useLinkedOutboundShipment(sender, linkedInvoiceId).data;
  const openInStore = useOpenInStore();
  const returnsRelated = useReturnsRelated('inbound', id);
  const editable = Boolean(
    canMutate && document && linesEditable('INBOUND_SHIPMENT', document.status, linkedInvoiceId),
  );
  useShortcut('add', editable ? () => setEditing('new') : undefined);
  useRecordLabel(
    document
      ? {
          label: document.otherPartyName,
          id: String(document.invoiceNumber),
        }
      : undefined,
  );

  if (shipment.isError || shipment.data === null) {
    return (
      <RecordNotFound
        message={t('inbound.not-found')}
        backLabel={t('inbound.back')}
        backTo={INBOUND_PATH}
      />
    );
  }
  if (!document) return <LoadingScreen />;

  return (
    <DocumentPage
      type="INBOUND_SHIPMENT"
      document={document}
      title={t('inbound.title', { number: document.invoiceNumber })}
      partyLabel={t('inbound.supplier')}
      canMutate={canMutate}
      manual={!document.linkedInvoiceId}
      onUpdate={async (patch) => {
        const { expectedDeliveryDate: _notOnReceipts, ...header } = patch;
        await update.mutateAsync({ id: document.id, ...header });
      }}
      onChangeStatus={(status) => changeStatus(document.id, status)}
      footerActions={<ReturnToSupplierButton shipment={document} />}
      sidePanel={
        <DocumentSidePanel
          document={document}
          related={[
            ...relatedAtStore({
              id: linkedInvoiceId,
              label: t('panel.transfer-shipment', { store: isolate(document.otherPartyName) }),
              type: 'OUTBOUND_SHIPMENT',
              found: shipped,
              store: sender,
              open: openInStore,
            }),
            ...returnsRelated,
          ]}
        />
      }
      {...(linkedInvoiceId
        ? {}
        : {
            onDelete: async () => {
              await remove.mutateAsync(document.id);
              void navigate(INBOUND_PATH);
            },
          })}
    >
      {linkedInvoiceId && !transferLinesEditable(document.status) ? (
        <Alert severity="info" sx={{ marginBottom: 1 }} data-testid="transfer-note">
          {t('inbound.transfer-locked', { store: document.otherPartyName })}
        </Alert>
      ) : null}
      <DocumentLinesTable
        id="inbound-shipment-lines"
        groupByItemOf="inboundShipment"
        lines={document.lines}
        columns={COLUMNS}
        emptyMessage={t('inbound.lines-empty')}
        {...(editable
          ? {
              onRowClick: (line: InboundLine) => setEditing(line),
              deleteLine: async (lineId: string) => {
                await deleteLine.mutateAsync(lineId);
              },
            }
          : {})}
        actions={
          editable ? (
            <>
              {document.status === 'NEW' ? (
                <InboundMasterListButton shipmentId={document.id} />
              ) : null}
              <Button variant="contained" onClick={() => setEditing('new')}>
                {t('inbound.add-line')}
              </Button>
            </>
          ) : null
        }
      />
      {editing ? (
        <InboundLineDialog
          invoiceId={document.id}
          {...(editing === 'new' ? {} : { line: editing })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </DocumentPage>
  );
}
