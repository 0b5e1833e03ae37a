import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router';
import { isEditableStatus } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { errorMessage } from '../../../core/graphql/userErrors';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
import { useToast } from '../../../core/toast';
import {
  DocumentLinesTable,
  DocumentPage,
  DocumentSidePanel,
  isolate,
  relatedAtStore,
  CustomerReturnButton,
  useOpenInStore,
  useReturnsRelated,
  useStoreOfParty,
} from '../../../ui/document';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordNotFound } from '../../../ui/RecordPage';
import {
  useChangeOutboundStatus,
  useDeleteOutboundLine,
  useDeleteOutboundShipment,
  useLinkedInboundShipment,
  useOutboundShipment,
  useUpdateOutboundLine,
  useUpdateOutboundShipment,
} from '../api/useOutboundShipments';
import { OUTBOUND_PATH } from '../paths';
import { ItemLinesEditor } from './ItemLinesEditor';
import { OutboundHeaderFields } from './OutboundHeaderFields';
import { OutboundMasterListButton } from './OutboundMasterListButton';
import { outboundLineColumns } from './outboundLineColumns';

/** One outbound shipment: header, status, its lines by batch, issuing items, deleting lines. */
export function OutboundShipmentDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const shipment = useOutboundShipment(id);
  const canMutate = usePermission('OUTBOUND_SHIPMENT_MUTATE');
  const update = useUpdateOutboundShipment();
  const remove = useDeleteOutboundShipment();
  const changeStatus = useChangeOutboundStatus();
  const updateLine = useUpdateOutboundLine();
  const deleteLine = useDeleteOutboundLine();
  const [issuing, setIssuing] = useState(false);
  const document = shipment.data;
  const editable = Boolean(
    canMutate && document && isEditableStatus('OUTBOUND_SHIPMENT', document.status),
  );
  const isNew = document?.status === 'NEW';
  // A transfer: the receiving store's receipt, read and opened there when the user works there.
  const receiver = useStoreOfParty(document?.otherPartyId);
  const receipt = useLinkedInboundShipment(receiver, document?.linkedInvoiceId ?? null).data;
  const openInStore = useOpenInStore();
  const returnsRelated = useReturnsRelated('outbound', id);
  useShortcut('add', editable ? () => setIssuing(true) : undefined);
  useRecordLabel(
    document
      ? {
          label: document.otherPartyName,
          id: String(document.invoiceNumber),
        }
      : undefined,
  );
  const fail = (error: unknown) => {
    const { message, detail } = errorMessage(error, t('page.could-not-save'));
    toast.error(message, detail);
  };
  const columns = useMemo(
    () =>
      outboundLineColumns(t, {
        editable,
        onPacks: (lineId, packs) => {
          void updateLine
            .mutateAsync({ id: lineId, numberOfPacks: packs })
            .then(() => toast.success(t('page.saved')), fail);
        },
      }),
    // The mutation objects change each render; what the columns show depends on these alone.
    [t, editable],
  );

  if (shipment.isError || shipment.data === null) {
    return (
      <RecordNotFound
        message={t('outbound.not-found')}
        backLabel={t('outbound.back')}
        backTo={OUTBOUND_PATH}
      />
    );
  }
  if (!document) return <LoadingScreen />;

  return (
    <DocumentPage
      type="OUTBOUND_SHIPMENT"
      document={document}
      title={t('outbound.title', { number: document.invoiceNumber })}
      partyLabel={t('outbound.customer')}
      canMutate={canMutate}
      expectedDelivery
      headerExtra={
        <OutboundHeaderFields
          otherPartyId={document.otherPartyId}
          taxPercentage={document.taxPercentage}
          onUpdate={(patch) => {
            update
              .mutateAsync({ id: document.id, ...patch })
              .then(() => toast.success(t('page.saved')), fail);
          }}
        />
      }
      onUpdate={async (patch) => {
        await update.mutateAsync({ id: document.id, ...patch });
      }}
      onChangeStatus={(status) => changeStatus(document.id, status)}
      footerActions={<CustomerReturnButton shipment={document} />}
      onDelete={async () => {
        await remove.mutateAsync(document.id);
        void navigate(OUTBOUND_PATH);
      }}
      sidePanel={
        <DocumentSidePanel
          document={document}
          related={[
            ...relatedAtStore({
              id: document.linkedInvoiceId,
              label: t('panel.transfer-receipt', { store: isolate(document.otherPartyName) }),
              type: 'INBOUND_SHIPMENT',
              found: receipt,
              store: receiver,
              open: openInStore,
            }),
            ...returnsRelated,
          ]}
        />
      }
    >
      <DocumentLinesTable
        id="outbound-shipment-lines"
        groupByItemOf="outboundShipment"
        lines={document.lines}
        columns={columns}
        emptyMessage={t('outbound.lines-empty')}
        {...(editable && isNew
          ? {
              deleteLine: async (lineId: string) => {
                await deleteLine.mutateAsync(lineId);
              },
            }
          : {})}
        actions={
          editable ? (
            <>
              {isNew ? (
                <OutboundMasterListButton
                  shipmentId={document.id}
                  customerId={document.otherPartyId}
                  customerName={document.otherPartyName}
                />
              ) : null}
              <Button variant="contained" onClick={() => setIssuing(true)}>
                {t('outbound.add-item')}
              </Button>
            </>
          ) : null
        }
      />
      {issuing ? (
        <ItemLinesEditor
          invoiceId={document.id}
          editable={editable}
          onClose={() => setIssuing(false)}
        />
      ) : null}
    </DocumentPage>
  );
}
