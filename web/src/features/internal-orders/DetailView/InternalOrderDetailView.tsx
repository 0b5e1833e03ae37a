import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { needsVarianceReason } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { errorMessage, refusedLineIds } from '../../../core/graphql/userErrors';
import { useFormat } from '../../../core/i18n';
import { useDenseTables } from '../../../core/preferences';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
import { useToast } from '../../../core/toast';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { DataTable } from '../../../ui/DataTable';
import { DocumentFooter } from '../../../ui/document';
import { AddFromMasterListButton } from '../../../ui/document/MasterListDialog';
import { isolate } from '../../../ui/document/DocumentSidePanel';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordHeader, RecordNotFound } from '../../../ui/RecordPage';
import { StatusHistory } from '../../../ui/StatusHistory';
import {
  useAddFromMasterList,
  useDeleteInternalOrder,
  useDeleteInternalOrderLines,
  useInternalOrder,
  useSendInternalOrder,
  useStorePrograms,
  useUpdateInternalOrder,
  useUpdateInternalOrderLines,
  useUseSuggested,
  useVarianceReasons,
  type InternalOrderLine,
} from '../api/useInternalOrders';
import {
  INTERNAL_ORDER_STATUSES,
  InternalOrderStatusChip,
  internalOrderStatusLabel,
} from '../internalOrderStatus';
import { programNames } from '../ListView/InternalOrderListView';
import { INTERNAL_ORDERS_PATH } from '../paths';
import { AddItemDialog } from './AddItemDialog';
import { InternalOrderHeader, type InternalOrderPatch } from './InternalOrderHeader';
import { internalOrderLineColumns, type OrderLineRow } from './internalOrderLineColumns';
import { DeleteDocumentDialog } from '../../../ui/document';

/** What the user typed that the server has not taken yet: a requested quantity waiting for its
 * reason, or one being saved. */
interface Draft {
  requestedQuantity?: number;
  reasonOptionId?: string | null;
  comment?: string;
}

/** One internal order (DOCUMENTS.md 5): its header, the lines with the suggestion worked from
 * each line's snapshot, the requested quantities typed (with a reason where the store asks),
 * items added by hand or from a master list, "use suggested", and sending it to the supplier;
 * read-only once sent, with the supplier's approved quantities when it has them. */
export function InternalOrderDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const [dense] = useDenseTables();
  const query = useInternalOrder(id);
  const canMutate = usePermission('REQUISITION_MUTATE');
  const canSend = usePermission('REQUISITION_SEND');
  const variance = useVarianceReasons().data;
  const update = useUpdateInternalOrder();
  const remove = useDeleteInternalOrder();
  const send = useSendInternalOrder();
  const updateLines = useUpdateInternalOrderLines(id);
  const deleteLines = useDeleteInternalOrderLines(id);
  const addFromList = useAddFromMasterList(id);
  const useSuggested = useUseSuggested(id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deletingLines, setDeletingLines] = useState(false);
  const order = query.data;
  const editable = Boolean(canMutate && order && order.status === 'DRAFT');
  const isProgram = Boolean(order?.programId);
  // Only a program order names a program and a period (and the programs answer is not small).
  const programs = useStorePrograms(isProgram).data;
  const reasonsAsked = variance?.required ?? false;
  useShortcut('add', editable && !isProgram ? () => setAdding(true) : undefined);
  useRecordLabel(
    order
      ? { label: t('internal-order.title', { number: order.requisitionNumber }), id: '' }
      : undefined,
  );

  const fail = useCallback(
    (error: unknown) => {
      const { message, detail } = errorMessage(error, t('page.could-not-save'));
      toast.error(message, detail);
    },
    [t, toast],
  );
  const markMissing = useCallback((error: unknown) => {
    const ids = refusedLineIds(error);
    if (ids.length > 0) setMissing((current) => new Set([...current, ...ids]));
  }, []);

  // The drafts as last set, read by saves that follow one another before a render.
  const draftsNow = useRef(drafts);
  const linesNow = useRef<readonly InternalOrderLine[]>([]);
  linesNow.current = order?.lines ?? [];
  const saveLine = useCallback(
    (lineId: string, change: Draft) => {
      const draft = { ...draftsNow.current[lineId], ...change };
      draftsNow.current = { ...draftsNow.current, [lineId]: draft };
      setDrafts(draftsNow.current);
      const line = linesNow.current.find((l) => l.id === lineId);
      const requested = draft.requestedQuantity ?? line?.requestedQuantity ?? 0;
      const reason = 'reasonOptionId' in draft ? draft.reasonOptionId : line?.reasonOptionId;
      // The server would refuse it: the quantity waits here until its reason is chosen.
      if (
        reasonsAsked &&
        line &&
        needsVarianceReason({
          requestedQuantity: requested,
          suggestedQuantity: line.suggestedQuantity,
        }) &&
        !reason
      ) {
        setMissing((current) => new Set([...current, lineId]));
        return;
      }
      updateLines.mutateAsync([{ id: lineId, ...draft }]).then(
        () => {
          if (draftsNow.current[lineId] === draft) {
            const { [lineId]: _saved, ...rest } = draftsNow.current;
            draftsNow.current = rest;
            setDrafts(rest);
          }
          setMissing((current) => new Set([...current].filter((id) => id !== lineId)));
        },
        (error: unknown) => {
          markMissing(error);
          fail(error);
        },
      );
    },
    // The mutation object changes each render; its function is what is called.
    [updateLines.mutateAsync, reasonsAsked, markMissing, fail],
  );

  const rows = useMemo<OrderLineRow[]>(
    () =>
      (order?.lines ?? []).map((line) => {
        const draft = drafts[line.id];
        return {
          ...line,
          ...(draft?.requestedQuantity !== undefined
            ? { requestedQuantity: draft.requestedQuantity }
            : {}),
          ...(draft && 'reasonOptionId' in draft
            ? { reasonOptionId: draft.reasonOptionId ?? null }
            : {}),
          ...(draft?.comment !== undefined ? { comment: draft.comment } : {}),
          minMonthsOfStock: order?.minMonthsOfStock ?? 0,
          maxMonthsOfStock: order?.maxMonthsOfStock ?? 0,
          reasonMissing: missing.has(line.id),
        };
      }),
    [order?.lines, order?.minMonthsOfStock, order?.maxMonthsOfStock, drafts, missing],
  );

  const approved = order ? order.approvalStatus !== 'NONE' : false;
  const columns = useMemo(
    () =>
      internalOrderLineColumns({
        editable,
        reasons: reasonsAsked ? (variance?.reasons ?? []) : null,
        approved,
        onChange: saveLine,
      }),
    [editable, reasonsAsked, variance?.reasons, approved, saveLine],
  );

  if (query.isError || query.data === null) {
    return (
      <RecordNotFound
        message={t('internal-order.not-found')}
        backLabel={t('internal-order.back')}
        backTo={INTERNAL_ORDERS_PATH}
      />
    );
  }
  if (!order) return <LoadingScreen />;

  const names = programNames(programs);
  const programInfo = order.programId
    ? {
        program: names.program.get(order.programId) ?? '',
        period: order.periodId ? (names.period.get(order.periodId) ?? '') : '',
      }
    : null;
  const zeroLines = rows.filter((row) => row.requestedQuantity === 0).length;
  const requestedTotal = rows.reduce((sum, row) => sum + row.requestedQuantity, 0);

  const updateHeader = (patch: InternalOrderPatch) => {
    update.mutateAsync({ id: order.id, ...patch }).then(() => {
      toast.success(
        'minMonthsOfStock' in patch || 'maxMonthsOfStock' in patch
          ? t('internal-order.months-saved')
          : t('page.saved'),
      );
    }, fail);
  };

  const fillSuggested = async () => {
    try {
      const answer = await useSuggested.mutateAsync();
      const count = answer.__typename === 'RequisitionLinesNode' ? answer.lines.length : 0;
      toast.success(
        count === 0
          ? t('internal-order.suggested-none')
          : t('internal-order.suggested-used', { count }),
      );
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 }, flexGrow: 1, minHeight: 0 }}>
      <RecordHeader
        title={t('internal-order.title', { number: order.requisitionNumber })}
        testId="document-title"
        actions={
          <Box data-testid="document-status">
            <InternalOrderStatusChip
              t={t}
              status={order.status}
              approvalStatus={order.approvalStatus}
            />
          </Box>
        }
      />
      <StatusHistory
        statuses={INTERNAL_ORDER_STATUSES}
        statusLog={{
          DRAFT: order.createdDatetime,
          SENT: order.sentDatetime,
          FINALISED: order.finalisedDatetime,
        }}
        statusFormatter={(status) => internalOrderStatusLabel(t, status)}
      />
      {isProgram && order.status === 'DRAFT' ? (
        <Alert severity="info" data-testid="program-fixed">
          {t('internal-order.program-fixed')}
        </Alert>
      ) : null}
      {order.status !== 'DRAFT' ? (
        <Alert severity="info" data-testid="order-read-only">
          {order.status === 'SENT'
            ? t('internal-order.sent-read-only')
            : t('internal-order.finalised-read-only')}
        </Alert>
      ) : null}
      <InternalOrderHeader
        order={order}
        editable={editable}
        programInfo={programInfo}
        onUpdate={updateHeader}
      />
      <Stack spacing={1} sx={{ flexGrow: 1, minHeight: 320 }}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {t('internal-order.lines')}
          </Typography>
          {editable && !isProgram ? (
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
          ) : null}
          {editable ? (
            <Button variant="outlined" onClick={() => void fillSuggested()}>
              {t('internal-order.use-suggested')}
            </Button>
          ) : null}
          {editable && !isProgram ? (
            <AddFromMasterListButton
              nameId={null}
              intro={t('internal-order.master-list-intro')}
              emptyMessage={t('master-list.none-store')}
              confirmMessage={(list) =>
                t('internal-order.master-list-confirm', { name: isolate(list.name) })
              }
              onAdd={async (list) => {
                await addFromList.mutateAsync(list.id);
              }}
            />
          ) : null}
          {editable && !isProgram ? (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('internal-order.add-item')}
            </Button>
          ) : null}
        </Stack>
        <Box
          sx={{
            flexGrow: 1,
            minHeight: 280,
            display: 'flex',
            flexDirection: 'column',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <DataTable
            id="internal-order-lines"
            columns={columns}
            data={rows}
            noDataMessage={
              editable && !isProgram
                ? t('internal-order.lines-empty')
                : t('internal-order.no-lines')
            }
            {...(editable && !isProgram
              ? { selectedIds: selected, onSelectionChange: setSelected }
              : {})}
            dense={dense}
          />
        </Box>
      </Stack>
      <DocumentFooter>
        <Typography data-testid="document-lines-totals">
          {t('internal-order.totals', {
            lines: format.integer(rows.length),
            units: format.number(requestedTotal),
          })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {editable ? (
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('page.delete')}
          </Button>
        ) : null}
        {editable && canSend ? (
          <Button variant="contained" disabled={send.isPending} onClick={() => setSending(true)}>
            {t('internal-order.send')}
          </Button>
        ) : null}
      </DocumentFooter>
      {adding ? <AddItemDialog requisitionId={order.id} onClose={() => setAdding(false)} /> : null}
      <ConfirmationDialog
        open={sending}
        title={t('page.confirm-title')}
        message={[
          t('internal-order.send-confirm', { supplier: isolate(order.otherPartyName) }),
          zeroLines > 0 ? t('internal-order.send-removes-zero', { count: zeroLines }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('internal-order.send')}
        onConfirm={async () => {
          try {
            await send.mutateAsync(order.id);
          } catch (error) {
            markMissing(error);
            throw error;
          }
          toast.success(t('internal-order.sent-done'));
        }}
        onError={fail}
        onClose={() => setSending(false)}
      />
      <DeleteDocumentDialog
        open={deleting}
        message={t('internal-order.delete-confirm')}
        onDelete={() => remove.mutateAsync(order.id)}
        onDeleted={() => void navigate(INTERNAL_ORDERS_PATH)}
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
          toast.success(t('lines.deleted', { number: selected.length }));
          setSelected([]);
        }}
        onError={fail}
        onClose={() => setDeletingLines(false)}
      />
    </Stack>
  );
}
