import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { isRequisitionEditable, uuidv7 } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { OUTBOUND_PATH } from '../../../core/documents/paths';
import { errorMessage, UserFacingError } from '../../../core/graphql/userErrors';
import { DATETIME_DISPLAY_FORMAT, formatDate, useFormat } from '../../../core/i18n';
import { useDenseTables } from '../../../core/preferences';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
import { useToast } from '../../../core/toast';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { DataTable } from '../../../ui/DataTable';
import { CommittedText, DocumentFooter } from '../../../ui/document';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordHeader, RecordNotFound } from '../../../ui/RecordPage';
import {
  useCreateRequisitionShipment,
  useCustomerRequisition,
  useDeleteCustomerRequisition,
  useDeleteCustomerRequisitionLines,
  useFinaliseCustomerRequisition,
  useSetApproval,
  useSupplyRequested,
  useUpdateCustomerRequisition,
  useUpdateCustomerRequisitionLines,
} from '../api/useCustomerRequisitions';
import { CUSTOMER_REQUISITION_PATH } from '../paths';
import { ApprovalStatusChip, RequisitionStatusChip } from '../requisitionStatus';
import { AddLineDialog } from './AddLineDialog';
import { ApprovalDialog } from './ApprovalDialog';
import { RequisitionSidePanel } from './RequisitionSidePanel';
import { lineStats } from './LineStats';
import { requisitionLineColumns, type LineChange, type LineRow } from './lineColumns';
import { DeleteDocumentDialog } from '../../../ui/document';

const headerGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
};

/** One customer requisition (DOCUMENTS.md 6): its header, its lines with what this store
 * supplies typed in the table and each line's figures beneath it, supply requested in one
 * action, approval where it waits for one (frozen meanwhile), a shipment for what remains,
 * finalising, and deleting one entered by hand. */
export function CustomerRequisitionDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const [dense] = useDenseTables();
  const query = useCustomerRequisition(id);
  const canMutate = usePermission('REQUISITION_MUTATE');
  const canShip = usePermission('REQUISITION_CREATE_OUTBOUND_SHIPMENT');
  const update = useUpdateCustomerRequisition();
  const updateLines = useUpdateCustomerRequisitionLines(id);
  const deleteLines = useDeleteCustomerRequisitionLines(id);
  const supplyRequested = useSupplyRequested(id);
  const approval = useSetApproval(id);
  const createShipment = useCreateRequisitionShipment(id);
  const finaliseRequisition = useFinaliseCustomerRequisition();
  const remove = useDeleteCustomerRequisition();
  const [drafts, setDrafts] = useState<Record<string, LineChange>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [approving, setApproving] = useState(false);
  const [denying, setDenying] = useState(false);
  const [finalising, setFinalising] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deletingLines, setDeletingLines] = useState(false);
  // One shipment id per attempt: a retry after a lost answer makes no second shipment.
  const shipmentId = useRef(uuidv7());
  const requisition = query.data;
  const isNew = requisition?.status === 'NEW';
  const manual = requisition ? requisition.linkedRequisitionId === null : false;
  const editable = Boolean(
    canMutate && requisition && isRequisitionEditable({ ...requisition, type: 'RESPONSE' }),
  );
  const approvalShown = requisition ? requisition.approvalStatus !== 'NONE' : false;
  useShortcut('add', editable && manual ? () => setAdding(true) : undefined);
  useRecordLabel(
    requisition
      ? { label: requisition.otherPartyName, id: String(requisition.requisitionNumber) }
      : undefined,
  );

  const fail = useCallback(
    (error: unknown) => {
      const { message, detail } = errorMessage(error, t('page.could-not-save'));
      toast.error(message, detail);
    },
    [t, toast],
  );

  // The drafts as last set, read by saves that follow one another before a render.
  const draftsNow = useRef(drafts);
  const saveLine = useCallback(
    (lineId: string, change: LineChange) => {
      const draft = { ...draftsNow.current[lineId], ...change };
      draftsNow.current = { ...draftsNow.current, [lineId]: draft };
      setDrafts(draftsNow.current);
      const forget = () => {
        if (draftsNow.current[lineId] !== draft) return;
        const { [lineId]: _settled, ...rest } = draftsNow.current;
        draftsNow.current = rest;
        setDrafts(rest);
      };
      updateLines.mutateAsync([{ id: lineId, ...draft }]).then(forget, (error: unknown) => {
        forget();
        fail(error);
      });
    },
    // The mutation object changes each render; its function is what is called.
    [updateLines.mutateAsync, fail],
  );

  const columns = useMemo(
    () =>
      requisitionLineColumns(t, {
        editable,
        manual,
        approval: approvalShown,
        onChange: saveLine,
      }),
    [t, editable, manual, approvalShown, saveLine],
  );
  const Stats = useMemo(
    () => lineStats(requisition?.maxMonthsOfStock ?? 0),
    [requisition?.maxMonthsOfStock],
  );
  const rows = useMemo<LineRow[]>(
    () =>
      (requisition?.lines ?? []).map((line) => ({
        ...line,
        ...drafts[line.id],
        itemCode: line.item?.code ?? '',
      })),
    [requisition?.lines, drafts],
  );

  if (query.isError || query.data === null) {
    return (
      <RecordNotFound
        message={t('customer-requisition.not-found')}
        backLabel={t('customer-requisition.back')}
        backTo={CUSTOMER_REQUISITION_PATH}
      />
    );
  }
  if (!requisition) return <LoadingScreen />;

  const pending = requisition.approvalStatus === 'PENDING';
  const denied = requisition.approvalStatus === 'DENIED';
  const updateHeader = (patch: { theirReference?: string; comment?: string }) => {
    update
      .mutateAsync({ id: requisition.id, ...patch })
      .then(() => toast.success(t('page.saved')), fail);
  };

  const supplyAll = async () => {
    try {
      const answer = await supplyRequested.mutateAsync();
      const count = answer && 'lines' in answer ? answer.lines.length : 0;
      toast.success(t('customer-requisition.supplied', { count }));
    } catch (error) {
      fail(error);
    }
  };

  const makeShipment = async () => {
    try {
      const answer = await createShipment.mutateAsync(shipmentId.current);
      shipmentId.current = uuidv7();
      if (answer && 'invoiceNumber' in answer) {
        toast.success(t('customer-requisition.shipment-made', { number: answer.invoiceNumber }));
        void navigate(`${OUTBOUND_PATH}/${answer.id}`);
      }
    } catch (error) {
      shipmentId.current = uuidv7();
      if (error instanceof UserFacingError && error.typename === 'NothingRemainingToSupply')
        toast.info(t('error.NothingRemainingToSupply'));
      else fail(error);
    }
  };

  const askDelete = () => {
    if (!manual) return toast.info(t('error.TransferredRequisition'));
    if (requisition.shipments.length > 0) return toast.info(t('error.RequisitionWithShipment'));
    setDeleting(true);
  };

  // What a shipment made now would hold: the remaining less what shipments being prepared hold.
  const nothingLeft = requisition.lines.every(
    (line) => line.remainingQuantityToSupply - line.inPreparation <= 0,
  );

  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 }, flexGrow: 1, minHeight: 0 }}>
      <RecordHeader
        title={t('customer-requisition.title', { number: requisition.requisitionNumber })}
        testId="document-title"
        actions={
          <Stack direction="row" spacing={1} alignItems="center" data-testid="document-status">
            <RequisitionStatusChip t={t} status={requisition.status} />
            <ApprovalStatusChip t={t} status={requisition.approvalStatus} />
          </Stack>
        }
      />
      <Box sx={headerGrid} data-testid="document-header">
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('customer-requisition.customer')}
          </Typography>
          <Typography fontWeight={600} data-testid="document-party">
            <bdi>{requisition.otherPartyName}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('page.created', {
              date: formatDate(requisition.createdDatetime, DATETIME_DISPLAY_FORMAT),
            })}
          </Typography>
        </Box>
        <CommittedText
          name="theirReference"
          label={t('page.their-reference')}
          value={requisition.theirReference ?? ''}
          disabled={!editable}
          onCommit={(value) => updateHeader({ theirReference: value })}
        />
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('customer-requisition.months')}
          </Typography>
          <Typography data-testid="requisition-months">
            {t('customer-requisition.months-range', {
              min: format.number(requisition.minMonthsOfStock),
              max: format.number(requisition.maxMonthsOfStock),
            })}
          </Typography>
        </Box>
        <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2' } }}>
          <CommittedText
            name="comment"
            label={t('page.comment')}
            value={requisition.comment ?? ''}
            disabled={!editable}
            multiline
            onCommit={(value) => updateHeader({ comment: value })}
          />
        </Box>
      </Box>
      {isNew && (pending || denied) ? (
        <Alert
          severity={pending ? 'warning' : 'error'}
          data-testid="requisition-frozen"
          action={
            pending && canMutate ? (
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={() => setDenying(true)}>
                  {t('customer-requisition.deny')}
                </Button>
                <Button variant="contained" color="inherit" onClick={() => setApproving(true)}>
                  {t('customer-requisition.approve')}
                </Button>
              </Stack>
            ) : null
          }
        >
          {t(
            pending ? 'customer-requisition.frozen-pending' : 'customer-requisition.frozen-denied',
          )}
        </Alert>
      ) : null}
      {!isNew ? (
        <Alert severity="info" data-testid="requisition-read-only">
          {t('customer-requisition.finalised-read-only')}
        </Alert>
      ) : null}
      <Stack spacing={1} sx={{ flexGrow: 1, minHeight: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="body2" color="text.secondary">
            {t('customer-requisition.expand-hint')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {editable && manual ? (
            <>
              <Button
                color="inherit"
                onClick={() =>
                  selected.length === 0
                    ? toast.info(t('lines.select-rows-to-delete'))
                    : setDeletingLines(true)
                }
              >
                {t('lines.delete')}
              </Button>
              <Button variant="outlined" onClick={() => setAdding(true)}>
                {t('customer-requisition.add-item')}
              </Button>
            </>
          ) : null}
          {editable ? (
            <Button
              variant="outlined"
              disabled={supplyRequested.isPending}
              onClick={() => void supplyAll()}
            >
              {t(
                requisition.approvalStatus === 'APPROVED'
                  ? 'customer-requisition.supply-approved'
                  : 'customer-requisition.supply-requested',
              )}
            </Button>
          ) : null}
        </Stack>
        <Box
          sx={{
            flexGrow: 1,
            // Room for a line opened on its figures under the header row.
            minHeight: 380,
            display: 'flex',
            flexDirection: 'column',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <DataTable
            id="customer-requisition-lines"
            columns={columns}
            data={rows}
            noDataMessage={t(
              manual && editable
                ? 'customer-requisition.lines-empty-manual'
                : 'customer-requisition.lines-empty',
            )}
            ExpandContent={Stats}
            {...(editable && manual
              ? { selectedIds: selected, onSelectionChange: setSelected }
              : {})}
            dense={dense}
          />
        </Box>
      </Stack>
      <DocumentFooter>
        <Typography variant="body2" data-testid="requisition-shipments">
          {t('customer-requisition.shipment-count', { count: requisition.shipments.length })}
        </Typography>
        {isNew && !pending && !denied && nothingLeft && requisition.lines.length > 0 ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('error.NothingRemainingToSupply')}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {canMutate && isNew ? (
          <Button color="error" onClick={askDelete}>
            {t('page.delete')}
          </Button>
        ) : null}
        {canShip && isNew ? (
          <Button
            variant="outlined"
            disabled={!editable || createShipment.isPending}
            onClick={() => void makeShipment()}
          >
            {t('customer-requisition.create-shipment')}
          </Button>
        ) : null}
        {canMutate && isNew ? (
          <Button
            variant="contained"
            disabled={pending || finaliseRequisition.isPending}
            onClick={() => setFinalising(true)}
          >
            {t('customer-requisition.finalise')}
          </Button>
        ) : null}
      </DocumentFooter>
      <RequisitionSidePanel requisition={requisition} />
      {adding ? (
        <AddLineDialog requisitionId={requisition.id} onClose={() => setAdding(false)} />
      ) : null}
      {approving ? (
        <ApprovalDialog
          lines={requisition.lines}
          onApprove={async (lines) => {
            await approval.mutateAsync({ action: 'APPROVE', lines });
          }}
          onClose={() => setApproving(false)}
        />
      ) : null}
      <ConfirmationDialog
        open={denying}
        title={t('page.confirm-title')}
        message={t('customer-requisition.deny-confirm')}
        confirmLabel={t('customer-requisition.deny')}
        onConfirm={async () => {
          await approval.mutateAsync({ action: 'DENY' });
          toast.success(t('customer-requisition.denied-done'));
        }}
        onError={fail}
        onClose={() => setDenying(false)}
      />
      <ConfirmationDialog
        open={finalising}
        title={t('page.confirm-title')}
        message={t(
          manual
            ? 'customer-requisition.finalise-confirm'
            : 'customer-requisition.finalise-confirm-order',
        )}
        confirmLabel={t('customer-requisition.finalise')}
        onConfirm={async () => {
          await finaliseRequisition.mutateAsync(requisition.id);
          toast.success(t('customer-requisition.finalised-done'));
        }}
        onError={fail}
        onClose={() => setFinalising(false)}
      />
      <DeleteDocumentDialog
        open={deleting}
        onDelete={() => remove.mutateAsync(requisition.id)}
        onDeleted={() => void navigate(CUSTOMER_REQUISITION_PATH)}
        onError={fail}
        onClose={() => setDeleting(false)}
      />
      <ConfirmationDialog
        open={deletingLines}
        title={t('page.confirm-title')}
        message={t('lines.delete-confirm', { number: selected.length })}
        confirmLabel={t('lines.delete')}
        onConfirm={async () => {
          await deleteLines.mutateAsync(selected);
          setSelected([]);
          toast.success(t('lines.deleted', { number: selected.length }));
        }}
        onError={fail}
        onClose={() => setDeletingLines(false)}
      />
    </Stack>
  );
}
