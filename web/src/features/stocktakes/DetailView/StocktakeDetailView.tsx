import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { stocktakeRefusal, type MismatchResolution } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { errorMessage } from '../../../core/graphql/userErrors';
import { DATETIME_DISPLAY_FORMAT, formatDate, useFormat } from '../../../core/i18n';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
import { useToast } from '../../../core/toast';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { DocumentFooter, DocumentLinesTable } from '../../../ui/document';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordHeader, RecordNotFound } from '../../../ui/RecordPage';
import { TextInput } from '../../../ui/TextInput';
import {
  StocktakeRefusal,
  useDeleteStocktake,
  useDeleteStocktakeLines,
  useFinaliseStocktake,
  useResolveMismatch,
  useStocktake,
  useStocktakeReasons,
  useUpdateStocktake,
  useUpdateStocktakeLines,
} from '../api/useStocktakes';
import { STOCKTAKES_PATH } from '../paths';
import { StocktakeStatusChip } from '../stocktakeStatus';
import { AddLineDialog } from './AddLineDialog';
import { CountSheet } from './CountSheet';
import { FinaliseDialog } from './FinaliseDialog';
import { MismatchDialog } from './MismatchDialog';
import { StocktakeFlags, StocktakeHeader, type StocktakePatch } from './StocktakeHeader';
import { stocktakeLineColumns, type CountRow } from './stocktakeLineColumns';

type CountedFilter = 'all' | 'counted' | 'uncounted';

/** A count typed or a reason chosen that the server has not taken yet (it asked for a reason). */
interface Draft {
  countedNumberOfPacks?: number | null;
  reasonOptionId?: string | null;
}

/** One stocktake: its header, its lines counted in the table (grouped by item by default),
 * lines added and deleted, the count sheet printed, and finalising with the choice about
 * uncounted lines and, when stock moved during the count, the choice per line (decision 8). */
export function StocktakeDetailView() {
  const { id = '' } = useParams();
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const query = useStocktake(id);
  const canMutate = usePermission('STOCKTAKE_MUTATE');
  const reasons = useStocktakeReasons().data;
  const update = useUpdateStocktake();
  const remove = useDeleteStocktake();
  const updateLines = useUpdateStocktakeLines(id);
  const deleteLines = useDeleteStocktakeLines(id);
  const finaliseStocktake = useFinaliseStocktake();
  const resolve = useResolveMismatch(id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [countedFilter, setCountedFilter] = useState<CountedFilter>('all');
  const [adding, setAdding] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [finalising, setFinalising] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [mismatch, setMismatch] = useState<{ lineIds: string[]; deleteUncounted: boolean }>();
  const stocktake = query.data;
  const editable = Boolean(
    canMutate && stocktake && !stocktakeRefusal(stocktake, { kind: 'LINES' }),
  );
  useShortcut('add', editable ? () => setAdding(true) : undefined);
  useRecordLabel(
    stocktake
      ? { label: t('stocktake.title', { number: stocktake.stocktakeNumber }), id: '' }
      : undefined,
  );

  const fail = useCallback(
    (error: unknown) => {
      const { message, detail } = errorMessage(error, t('page.could-not-save'));
      toast.error(message, detail);
    },
    [t, toast],
  );

  /** Marks the lines a refusal names, so the table shows it where it belongs. */
  const markRefused = useCallback((error: unknown) => {
    if (!(error instanceof StocktakeRefusal) || error.lineIds.length === 0) return;
    setRefusals((current) => ({
      ...current,
      ...Object.fromEntries(error.lineIds.map((lineId) => [lineId, error.typename])),
    }));
  }, []);

  // The drafts as last set, read by saves that follow one another before a render.
  const draftsNow = useRef(drafts);
  const saveLine = useCallback(
    (lineId: string, change: Draft) => {
      const draft = { ...draftsNow.current[lineId], ...change };
      draftsNow.current = { ...draftsNow.current, [lineId]: draft };
      setDrafts(draftsNow.current);
      updateLines.mutateAsync([{ id: lineId, ...draft }]).then(
        () => {
          // Taken: the line shows as the server answered, unless the user changed it since.
          if (draftsNow.current[lineId] === draft) {
            const { [lineId]: _saved, ...rest } = draftsNow.current;
            draftsNow.current = rest;
            setDrafts(rest);
          }
          setRefusals(({ [lineId]: _settled, ...rest }) => rest);
        },
        (error: unknown) => {
          markRefused(error);
          fail(error);
        },
      );
    },
    // The mutation object changes each render; its function is what is called.
    [updateLines.mutateAsync, markRefused, fail],
  );
  const stopPrinting = useCallback(() => setPrinting(false), []);

  const rows = useMemo<CountRow[]>(
    () =>
      (stocktake?.lines ?? [])
        .map((line) => {
          const draft = drafts[line.id];
          const counted =
            draft && 'countedNumberOfPacks' in draft
              ? (draft.countedNumberOfPacks ?? null)
              : line.countedNumberOfPacks;
          return {
            ...line,
            countedNumberOfPacks: counted,
            reasonOptionId:
              draft && 'reasonOptionId' in draft
                ? (draft.reasonOptionId ?? null)
                : line.reasonOptionId,
            difference: counted === null ? null : counted - line.snapshotNumberOfPacks,
            numberOfPacks: counted ?? 0,
            refusal: refusals[line.id],
          };
        })
        .filter(
          (line) =>
            countedFilter === 'all' ||
            (countedFilter === 'counted') === (line.countedNumberOfPacks !== null),
        ),
    [stocktake?.lines, drafts, refusals, countedFilter],
  );

  const columns = useMemo(
    () =>
      stocktakeLineColumns({
        editable,
        reasons: reasons ?? [],
        onCount: (lineId, counted) => saveLine(lineId, { countedNumberOfPacks: counted }),
        onReason: (lineId, reasonOptionId) => saveLine(lineId, { reasonOptionId }),
        formatNumber: format.number,
      }),
    [editable, reasons, saveLine, format],
  );

  if (query.isError || query.data === null) {
    return (
      <RecordNotFound
        message={t('stocktake.not-found')}
        backLabel={t('stocktake.back')}
        backTo={STOCKTAKES_PATH}
      />
    );
  }
  if (!stocktake) return <LoadingScreen />;

  const uncounted = stocktake.lines.filter((line) => line.countedNumberOfPacks === null).length;
  const isNew = stocktake.status === 'NEW';
  const canDelete = canMutate && isNew && !stocktake.onHold && !stocktake.isLocked;

  const updateHeader = (patch: StocktakePatch) => {
    update
      .mutateAsync({ id: stocktake.id, ...patch })
      .then(() => toast.success(t('page.saved')), fail);
  };

  const finalise = async (deleteUncounted: boolean) => {
    setFinalising(false);
    try {
      await finaliseStocktake.mutateAsync({
        id: stocktake.id,
        deleteUncountedLines: deleteUncounted,
      });
      toast.success(t('stocktake.finalised-done'));
      setCountedFilter('all');
    } catch (error) {
      if (
        error instanceof StocktakeRefusal &&
        error.typename === 'SnapshotCountCurrentCountMismatch'
      ) {
        await query.refetch();
        setMismatch({ lineIds: [...error.lineIds], deleteUncounted });
        return;
      }
      markRefused(error);
      fail(error);
    }
  };

  const settle = async (choices: { id: string; resolution: MismatchResolution }[]) => {
    try {
      await resolve.mutateAsync(choices);
    } catch (error) {
      fail(error);
      return;
    }
    const recounts = choices.filter((choice) => choice.resolution === 'RECOUNT').length;
    const again = mismatch?.deleteUncounted ?? false;
    setMismatch(undefined);
    if (recounts > 0) {
      toast.info(t('stocktake.recount-now', { count: recounts }));
      setCountedFilter('uncounted');
      return;
    }
    await finalise(again);
  };

  const countAsSnapshot = async (selected: readonly string[], clear: () => void) => {
    const chosen = stocktake.lines.filter((line) => selected.includes(line.id));
    if (chosen.length === 0) return toast.info(t('stocktake.select-lines'));
    try {
      await updateLines.mutateAsync(
        chosen.map((line) => ({ id: line.id, countedNumberOfPacks: line.snapshotNumberOfPacks })),
      );
      toast.success(t('stocktake.counted-as-snapshot', { count: chosen.length }));
      clear();
    } catch (error) {
      markRefused(error);
      fail(error);
    }
  };

  const mismatched = mismatch
    ? stocktake.lines.filter((line) => mismatch.lineIds.includes(line.id))
    : [];

  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 }, flexGrow: 1, minHeight: 0 }}>
      <RecordHeader
        title={t('stocktake.title', { number: stocktake.stocktakeNumber })}
        testId="document-title"
        lines={[
          t('page.created', {
            date: formatDate(stocktake.createdDatetime, DATETIME_DISPLAY_FORMAT),
          }),
        ]}
        actions={
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            {isNew ? (
              <StocktakeFlags stocktake={stocktake} canMutate={canMutate} onUpdate={updateHeader} />
            ) : null}
            <Box data-testid="document-status">
              <StocktakeStatusChip t={t} row={stocktake} />
            </Box>
            <Button variant="outlined" onClick={() => setPrinting(true)}>
              {t('stocktake.print')}
            </Button>
          </Stack>
        }
      />
      <StocktakeHeader stocktake={stocktake} canMutate={canMutate} onUpdate={updateHeader} />
      <Box sx={{ flexGrow: 1, minHeight: 320, display: 'flex', flexDirection: 'column' }}>
        <DocumentLinesTable
          id="stocktake-lines"
          groupByItemOf="stocktake"
          lines={rows}
          columns={columns}
          emptyMessage={
            stocktake.lines.length > 0 ? t('stocktake.none-shown') : t('stocktake.lines-empty')
          }
          {...(editable
            ? {
                deleteLine: async (lineId: string) => {
                  await deleteLines.mutateAsync([lineId]);
                },
                selectionActions: (selected: readonly string[], clear: () => void) => (
                  <Button color="inherit" onClick={() => void countAsSnapshot(selected, clear)}>
                    {t('stocktake.count-as-snapshot')}
                  </Button>
                ),
              }
            : {})}
          actions={
            <>
              <TextInput
                select
                name="counted"
                label={t('stocktake.show')}
                value={countedFilter}
                onChange={(event) => setCountedFilter(event.target.value as CountedFilter)}
                width={170}
              >
                {(['all', 'counted', 'uncounted'] as const).map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`stocktake.filter.${value}`)}
                  </MenuItem>
                ))}
              </TextInput>
              {editable ? (
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {t('stocktake.add-line')}
                </Button>
              ) : null}
            </>
          }
        />
      </Box>
      <DocumentFooter>
        <Typography>
          {t('stocktake.progress', {
            counted: format.integer(stocktake.lines.length - uncounted),
            total: format.integer(stocktake.lines.length),
          })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {canDelete ? (
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('page.delete')}
          </Button>
        ) : null}
        {canMutate && isNew ? (
          <Button
            variant="contained"
            disabled={!editable || finaliseStocktake.isPending}
            onClick={() => setFinalising(true)}
          >
            {t('stocktake.finalise')}
          </Button>
        ) : null}
      </DocumentFooter>
      {adding ? (
        <AddLineDialog
          stocktakeId={stocktake.id}
          onStocktake={
            new Set(stocktake.lines.flatMap((line) => (line.stockLineId ? [line.stockLineId] : [])))
          }
          onClose={() => setAdding(false)}
        />
      ) : null}
      {finalising ? (
        <FinaliseDialog
          uncounted={uncounted}
          onFinalise={(deleteUncounted) => void finalise(deleteUncounted)}
          onClose={() => setFinalising(false)}
        />
      ) : null}
      {mismatch ? (
        <MismatchDialog
          lines={mismatched}
          onResolve={settle}
          onClose={() => setMismatch(undefined)}
        />
      ) : null}
      <ConfirmationDialog
        open={deleting}
        title={t('page.confirm-title')}
        message={t('stocktake.delete-confirm')}
        confirmLabel={t('page.delete')}
        onConfirm={async () => {
          await remove.mutateAsync(stocktake.id);
          toast.success(t('page.deleted'));
          void navigate(STOCKTAKES_PATH);
        }}
        onError={fail}
        onClose={() => setDeleting(false)}
      />
      {printing ? <CountSheet stocktake={stocktake} onDone={stopPrinting} /> : null}
    </Stack>
  );
}
