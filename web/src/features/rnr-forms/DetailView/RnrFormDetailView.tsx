import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { INTERNAL_ORDER_PATH } from '../../../core/documents/paths';
import { errorMessage, refusedLineIds, UserFacingError } from '../../../core/graphql/userErrors';
import { DATETIME_DISPLAY_FORMAT, formatDate, useFormat } from '../../../core/i18n';
import { useDenseTables } from '../../../core/preferences';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useToast } from '../../../core/toast';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { DataTable } from '../../../ui/DataTable';
import { CommittedText, DocumentFooter } from '../../../ui/document';
import { isolate } from '../../../ui/document/DocumentSidePanel';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordHeader, RecordNotFound } from '../../../ui/RecordPage';
import { StatusHistory } from '../../../ui/StatusHistory';
import {
  useDeleteRnrForm,
  useFinaliseRnrForm,
  useRnrForm,
  useUpdateRnrForm,
  type RnrForm,
  type RnrFormLine,
} from '../api/useRnrForms';
import { periodText } from '../ListView/RnrFormListView';
import { RNR_FORMS_PATH } from '../paths';
import { RNR_FORM_STATUSES, RnrFormStatusChip, rnrFormStatusLabel } from '../rnrFormStatus';
import { rnrLineColumns } from './rnrLineColumns';
import { rnrLineRow, withEntry, type RnrLineDraft, type RnrLineRow } from './rnrRows';
import { DeleteDocumentDialog } from '../../../ui/document';

const headerGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
};

function Fact(props: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <Box data-testid={props.testId}>
      <Typography variant="caption" color="text.secondary">
        {props.label}
      </Typography>
      <Typography fontWeight={600}>{props.children}</Typography>
    </Box>
  );
}

function RnrFormHeader(props: {
  form: RnrForm;
  editable: boolean;
  onUpdate: (patch: { theirReference?: string; comment?: string }) => void;
}) {
  const { t } = useDocumentsTranslation();
  const { form, editable } = props;
  return (
    <Box sx={headerGrid} data-testid="document-header">
      <Fact label={t('internal-order.program')} testId="rnr-program">
        <bdi>{form.programName}</bdi>
      </Fact>
      <Fact label={t('internal-order.period')} testId="rnr-period">
        <bdi>{periodText(form.period)}</bdi>
        <Typography component="span" display="block" variant="body2">
          {t('rnr-form.period-days', { count: form.periodDays })}
        </Typography>
      </Fact>
      <Fact label={t('internal-order.supplier')} testId="document-party">
        <bdi>{form.supplierName}</bdi>
        <Typography component="span" display="block" variant="caption" color="text.secondary">
          {t('page.created', { date: formatDate(form.createdDatetime, DATETIME_DISPLAY_FORMAT) })}
        </Typography>
      </Fact>
      <CommittedText
        name="theirReference"
        label={t('page.their-reference')}
        value={form.theirReference ?? ''}
        disabled={!editable}
        onCommit={(value) => props.onUpdate({ theirReference: value })}
      />
      <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2' } }}>
        <CommittedText
          name="comment"
          label={t('page.comment')}
          value={form.comment ?? ''}
          disabled={!editable}
          multiline
          onCommit={(value) => props.onUpdate({ comment: value })}
        />
      </Box>
    </Box>
  );
}

/** One R&R form (DOCUMENTS.md 8): its header, a line per program item with the entries typed
 * in DRAFT and the figures worked out again as they are typed (a line that does not balance
 * says so and waits), lines confirmed one by one or all, and finalising into an internal order
 * sent to the supplier; read-only once finalised, with a link to that order. */
export function RnrFormDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const [dense] = useDenseTables();
  const query = useRnrForm(id);
  const canMutate = usePermission('RN_R_FORM_MUTATE');
  const update = useUpdateRnrForm();
  const finalise = useFinaliseRnrForm();
  const remove = useDeleteRnrForm();
  const [drafts, setDrafts] = useState<Record<string, RnrLineDraft>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [finalising, setFinalising] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = query.data;
  const editable = Boolean(canMutate && form && form.status === 'DRAFT');
  useRecordLabel(
    form ? { label: t('rnr-form.title', { program: form.programName }), id: '' } : undefined,
  );

  const fail = useCallback(
    (error: unknown) => {
      const { message, detail } = errorMessage(error, t('page.could-not-save'));
      toast.error(message, detail);
    },
    [t, toast],
  );
  const markRefused = useCallback((error: unknown) => {
    const ids = refusedLineIds(error);
    const type = error instanceof UserFacingError ? error.typename : '';
    if (ids.length > 0)
      setRefusals((current) => ({ ...current, ...Object.fromEntries(ids.map((i) => [i, type])) }));
  }, []);

  const draftsNow = useRef(drafts);
  const formNow = useRef<RnrForm | undefined>(undefined);
  formNow.current = form ?? undefined;
  const saveLine = useCallback(
    (lineId: string, change: RnrLineDraft) => {
      const current = formNow.current;
      const line = current?.lines.find((l) => l.id === lineId);
      if (!current || !line) return;
      const draft = withEntry(line, draftsNow.current[lineId], change);
      draftsNow.current = { ...draftsNow.current, [lineId]: draft };
      setDrafts(draftsNow.current);
      // A line the domain finds wrong stays here, its problem shown, until it is put right.
      if (rnrLineRow(current, line, draft, null).problems.length > 0) return;
      update.mutateAsync({ id: current.id, lines: [{ id: lineId, ...draft }] }).then(
        () => {
          if (draftsNow.current[lineId] === draft) {
            const { [lineId]: _saved, ...rest } = draftsNow.current;
            draftsNow.current = rest;
            setDrafts(rest);
          }
          setRefusals(({ [lineId]: _cleared, ...rest }) => rest);
        },
        (error: unknown) => {
          markRefused(error);
          fail(error);
        },
      );
    },
    // The mutation object changes each render; its function is what is called.
    [update.mutateAsync, markRefused, fail],
  );

  const rows = useMemo<RnrLineRow[]>(
    () =>
      form
        ? form.lines.map((line: RnrFormLine) =>
            rnrLineRow(form, line, drafts[line.id], refusals[line.id] ?? null),
          )
        : [],
    [form, drafts, refusals],
  );
  const columns = useMemo(
    () => rnrLineColumns({ editable, onChange: saveLine }),
    [editable, saveLine],
  );

  if (query.isError || query.data === null) {
    return (
      <RecordNotFound
        message={t('rnr-form.not-found')}
        backLabel={t('rnr-form.back')}
        backTo={RNR_FORMS_PATH}
      />
    );
  }
  if (!form) return <LoadingScreen />;

  const unconfirmed = rows.filter((row) => !row.confirmed).length;
  // Typed lines that do not hold were never sent: finalising would go with the stored ones.
  // A stored line's problem (a generated balance floored at 0) is the server's to refuse.
  const withProblems = rows.filter((row) => row.edited && row.problems.length > 0).length;

  const confirmAll = async () => {
    try {
      await update.mutateAsync({
        id: form.id,
        lines: rows.filter((row) => !row.confirmed).map((row) => ({ id: row.id, confirmed: true })),
      });
      toast.success(t('rnr-form.confirmed-all'));
    } catch (error) {
      markRefused(error);
      fail(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 }, flexGrow: 1, minHeight: 0 }}>
      <RecordHeader
        title={t('rnr-form.title', { program: form.programName })}
        testId="document-title"
        actions={
          <Box data-testid="document-status">
            <RnrFormStatusChip t={t} status={form.status} />
          </Box>
        }
      />
      <StatusHistory
        statuses={RNR_FORM_STATUSES}
        statusLog={{ DRAFT: form.createdDatetime, FINALISED: form.finalisedDatetime }}
        statusFormatter={(status) => rnrFormStatusLabel(t, status)}
      />
      {form.status === 'FINALISED' ? (
        <Alert severity="success" data-testid="rnr-linked-order">
          {t('rnr-form.finalised-read-only')}{' '}
          {form.linkedRequisitionId ? (
            <Link component={RouterLink} to={`${INTERNAL_ORDER_PATH}/${form.linkedRequisitionId}`}>
              {t('rnr-form.open-order')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <RnrFormHeader
        form={form}
        editable={editable}
        onUpdate={(patch) => {
          update
            .mutateAsync({ id: form.id, ...patch })
            .then(() => toast.success(t('page.saved')), fail);
        }}
      />
      <Stack spacing={1} sx={{ flexGrow: 1, minHeight: 320 }}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {t('internal-order.lines')}
          </Typography>
          {editable ? (
            <Button
              variant="outlined"
              disabled={unconfirmed === 0}
              onClick={() => void confirmAll()}
            >
              {t('rnr-form.confirm-all')}
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
            id="rnr-form-lines"
            columns={columns}
            data={rows}
            noDataMessage={t('rnr-form.no-lines')}
            dense={dense}
          />
        </Box>
      </Stack>
      <DocumentFooter>
        <Typography data-testid="document-lines-totals">
          {t('rnr-form.totals', {
            lines: format.integer(rows.length),
            unconfirmed: format.integer(unconfirmed),
          })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {editable ? (
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('page.delete')}
          </Button>
        ) : null}
        {editable ? (
          <Button
            variant="contained"
            disabled={finalise.isPending}
            onClick={() =>
              withProblems > 0
                ? toast.error(t('rnr-form.fix-lines-first', { count: withProblems }))
                : setFinalising(true)
            }
          >
            {t('rnr-form.finalise')}
          </Button>
        ) : null}
      </DocumentFooter>
      <ConfirmationDialog
        open={finalising}
        title={t('page.confirm-title')}
        message={[
          unconfirmed > 0 ? t('rnr-form.finalise-unconfirmed', { count: unconfirmed }) : '',
          t('rnr-form.finalise-confirm', { supplier: isolate(form.supplierName) }),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('rnr-form.finalise')}
        onConfirm={async () => {
          try {
            await finalise.mutateAsync(form.id);
          } catch (error) {
            markRefused(error);
            throw error;
          }
          toast.success(t('rnr-form.finalised-done'));
        }}
        onError={fail}
        onClose={() => setFinalising(false)}
      />
      <DeleteDocumentDialog
        open={deleting}
        message={t('rnr-form.delete-confirm')}
        onDelete={() => remove.mutateAsync(form.id)}
        onDeleted={() => void navigate(RNR_FORMS_PATH)}
        onError={fail}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
