import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router';
import { isEditableStatus } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import {
  useDeleteSupplierReturn,
  useSupplierReturnCandidates,
  useUpdateSupplierReturn,
  useUpdateSupplierReturnLines,
} from '../../../core/documents/useReturns';
import { errorMessage } from '../../../core/graphql/userErrors';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
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
  useChangeSupplierReturnStatus,
  useSupplierReturn,
  type SupplierReturnLine,
} from '../api/useSupplierReturns';
import { SUPPLIER_RETURN_PATH } from '../paths';
import { SupplierReturnItemDialog } from './SupplierReturnItemDialog';
import { supplierReturnLineColumns, type SupplierReturnRowView } from './supplierReturnLineColumns';

/** One supplier return: header, status (picked, shipped; delivered, received and verified come
 * back from the supplier's store), its batches with packs, reason and note while it can change,
 * the inbound shipment it sends back and the supplier's customer return beside it. */
export function SupplierReturnDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const query = useSupplierReturn(id);
  const canMutate = usePermission('SUPPLIER_RETURN_MUTATE');
  const update = useUpdateSupplierReturn();
  const updateLines = useUpdateSupplierReturnLines();
  const remove = useDeleteSupplierReturn();
  const changeStatus = useChangeSupplierReturnStatus();
  const [editing, setEditing] = useState<{ id: string; code: string; name: string } | 'new'>();
  const document = query.data;
  const editable = Boolean(
    canMutate && document && isEditableStatus('SUPPLIER_RETURN', document.status),
  );
  const candidates = useSupplierReturnCandidates({ returnId: id }, Boolean(document)).data;
  const related = useReturnRelated('supplier', document);
  useShortcut('add', editable ? () => setEditing('new') : undefined);
  useRecordLabel(
    document ? { label: document.otherPartyName, id: String(document.invoiceNumber) } : undefined,
  );
  const fail = (error: unknown) => {
    const { message, detail } = errorMessage(error, t('page.could-not-save'));
    toast.error(message, detail);
  };
  const lines = document?.lines;
  const rows = useMemo<SupplierReturnRowView[]>(
    () =>
      (lines ?? []).map((line) => ({
        ...line,
        numberOfPacksToReturn: line.numberOfPacks,
        availableNumberOfPacks: candidates?.find((c) => c.stockLineId === line.stockLineId)
          ?.availableNumberOfPacks,
        returnReason: line.reasonOption?.reason ?? '',
      })),
    [lines, candidates],
  );
  const setPacks = (all: readonly SupplierReturnLine[], lineId: string, packs: number) =>
    updateLines
      .mutateAsync({
        returnId: id,
        lines: all
          .filter((line) => line.stockLineId)
          .map((line) => ({
            id: line.id,
            stockLineId: line.stockLineId ?? '',
            numberOfPacks: line.id === lineId ? packs : line.numberOfPacks,
            reasonId: line.reasonOptionId ?? null,
            note: line.note ?? null,
          })),
      })
      .then(() => toast.success(t('page.saved')), fail);
  const columns = useMemo(
    () =>
      supplierReturnLineColumns({
        editable,
        onPacks: (lineId, packs) => void setPacks(lines ?? [], lineId, packs),
      }),
    // The mutation objects change each render; what the columns show depends on these alone.
    [editable, lines],
  );

  if (query.isError || query.data === null) {
    return (
      <RecordNotFound
        message={t('supplier-return.not-found')}
        backLabel={t('supplier-return.back')}
        backTo={SUPPLIER_RETURN_PATH}
      />
    );
  }
  if (!document) return <LoadingScreen />;

  return (
    <DocumentPage
      type="SUPPLIER_RETURN"
      document={document}
      title={t('supplier-return.title', { number: document.invoiceNumber })}
      partyLabel={t('supplier-return.supplier')}
      canMutate={canMutate}
      onUpdate={async (patch) => {
        const { expectedDeliveryDate: _notOnReturns, ...header } = patch;
        await update.mutateAsync({ id: document.id, ...header });
      }}
      onChangeStatus={(status) => changeStatus(document.id, status)}
      onDelete={async () => {
        await remove.mutateAsync(document.id);
        void navigate(SUPPLIER_RETURN_PATH);
      }}
      sidePanel={<DocumentSidePanel document={document} related={related} />}
    >
      <DocumentLinesTable
        id="supplier-return-lines"
        groupByItemOf="supplierReturn"
        lines={rows}
        columns={columns}
        emptyMessage={t('supplier-return.lines-empty')}
        {...(editable
          ? {
              onRowClick: (line: SupplierReturnRowView) =>
                setEditing({ id: line.itemId, code: line.itemCode, name: line.itemName }),
            }
          : {})}
        actions={
          editable ? (
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('supplier-return.add-item')}
            </Button>
          ) : null
        }
      />
      {editing ? (
        <SupplierReturnItemDialog
          returnId={document.id}
          lines={document.lines}
          {...(editing === 'new' ? {} : { item: editing })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </DocumentPage>
  );
}
