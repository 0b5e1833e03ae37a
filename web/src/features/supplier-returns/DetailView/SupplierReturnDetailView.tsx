import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { useParams } from 'react-router';
import { isEditableStatus } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import {
  useDeleteSupplierReturn,
  useSupplierReturnCandidates,
  useUpdateSupplierReturn,
  useUpdateSupplierReturnLines,
} from '../../../core/documents/useReturns';
import { usePermission } from '../../../core/session';
import { useShortcut } from '../../../core/shortcuts';
import { DocumentLinesTable, ReturnDocumentPage, useReturnPacks } from '../../../ui/document';
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
  useShortcut('add', editable ? () => setEditing('new') : undefined);
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
  const packs = useReturnPacks({
    lines: lines?.filter((line) => line.stockLineId),
    toInput: (line: SupplierReturnLine, numberOfPacks) => ({
      id: line.id,
      stockLineId: line.stockLineId ?? '',
      numberOfPacks,
      reasonId: line.reasonOptionId ?? null,
      note: line.note ?? null,
    }),
    save: (all) => updateLines.mutateAsync({ returnId: id, lines: all }),
  });
  const columns = useMemo(
    () => supplierReturnLineColumns({ editable, onPacks: packs.onPacks }),
    // The mutation objects change each render; what the columns show depends on these alone.
    [editable, lines],
  );

  return (
    <ReturnDocumentPage
      kind="supplier"
      query={query}
      listPath={SUPPLIER_RETURN_PATH}
      canMutate={canMutate}
      update={update.mutateAsync}
      changeStatus={changeStatus}
      remove={remove.mutateAsync}
    >
      {(document) => (
        <>
          <DocumentLinesTable
            key={packs.tableKey}
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
          {packs.confirmation}
          {editing ? (
            <SupplierReturnItemDialog
              returnId={document.id}
              lines={document.lines}
              {...(editing === 'new' ? {} : { item: editing })}
              onClose={() => setEditing(undefined)}
            />
          ) : null}
        </>
      )}
    </ReturnDocumentPage>
  );
}
