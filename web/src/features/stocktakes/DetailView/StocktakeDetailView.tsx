import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { stocktakeRefusal, type MismatchResolution } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { errorMessage } from '../../../core/graphql/userErrors';
import { DATETIME_DISPLAY_FORMAT, formatDate, useFormat } from '../../../core/i18n';
import { ALTERNATIVE_DEFAULT_ROWS_PER_PAGE } from '../../../core/list-state/useStoredRowsPerPage';
import { useListState } from '../../../core/list-state/useListState';
import { usePermission } from '../../../core/session';
import { useRecordLabel } from '../../../core/shell';
import { useShortcut } from '../../../core/shortcuts';
import { useToast } from '../../../core/toast';
import { BarcodeScanChip } from '../../../ui/BarcodeScan';
import { DocumentFooter, isolate } from '../../../ui/document';
import { useDebouncedCallback } from '../../../ui/hooks/useDebouncedCallback';
import { useFocusWhenShown } from '../../../ui/hooks/useFocusWhenShown';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { RecordHeader, RecordNotFound } from '../../../ui/RecordPage';
import { TextInput } from '../../../ui/TextInput';
import type { StocktakeLineFilterInput } from '../../../gql/graphql';
import {
  StocktakeRefusal,
  useCountAsSnapshot,
  useCountSheetLines,
  useLocationChoices,
  useMismatchedLines,
  useResolveAllMismatches,
  useStocktakeFigures,
  type StocktakeLine,
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
import {
  STOCKTAKE_LINE_SORT_KEYS,
  StocktakeLinesTable,
  useStocktakeLinesPage,
} from './StocktakeLinesTable';
import { useStocktakeScan } from './useStocktakeScan';
import { DeleteDocumentDialog } from '../../../ui/document';

/** The filter chips: which lines are shown (answered by the server). */
type Show = 'all' | 'counted' | 'uncounted' | 'difference' | 'mismatched';
const SHOW_FILTER: Record<Show, StocktakeLineFilterInput> = {
  all: {},
  counted: { counted: true },
  uncounted: { counted: false },
  difference: { hasDifference: true },
  mismatched: { hasSnapshotMismatch: true },
};
const SHOWN_COUNT = {
  all: 'lineCount',
  counted: 'countedLineCount',
  uncounted: 'uncountedLineCount',
  difference: 'withDifferenceLineCount',
  mismatched: 'mismatchedLineCount',
} as const;
const LIST_OPTIONS = {
  filters: [
    { urlParameter: 'item', type: 'text' },
    { urlParameter: 'location', key: 'locationId', type: 'enum' },
  ] as const,
  sortKeys: STOCKTAKE_LINE_SORT_KEYS,
  defaultPageSize: ALTERNATIVE_DEFAULT_ROWS_PER_PAGE,
};

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
  const resolveAll = useResolveAllMismatches(id);
  const countAsSnapshotOf = useCountAsSnapshot(id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const list = useListState(LIST_OPTIONS);
  const [show, setShowState] = useState<Show>('all');
  const setShow = (next: Show) => {
    setShowState(next);
    list.setPage(1);
  };
  const itemText = typeof list.filters.item === 'string' ? list.filters.item : '';
  const [search, setSearch] = useState(itemText);
  const searchLater = useDebouncedCallback((text: string) => list.setFilter('item', text));
  const locationId = typeof list.filters.location === 'string' ? list.filters.location : '';
  // Asked when the location filter is opened (or set), not with the page's first rows.
  const [locationsWanted, setLocationsWanted] = useState(locationId !== '');
  const locations = useLocationChoices(locationsWanted || locationId !== '');
  // A scan shows its item's lines whatever the page, the filter chips and the search held.
  const showScanned = useCallback(() => {
    setShowState('all');
    setSearch('');
    list.clearFilters();
  }, [list]);
  const scanning = useStocktakeScan(id, showScanned, true);
  const scanned = scanning.target;
  const filter = useMemo<StocktakeLineFilterInput>(
    () => ({
      ...SHOW_FILTER[show],
      ...(itemText ? { item: { like: itemText } } : {}),
      ...(locationId ? { locationId: { equalTo: locationId } } : {}),
      ...(scanned ? { itemId: { equalTo: scanned.itemId } } : {}),
    }),
    [show, itemText, locationId, scanned],
  );
  // The scanned line's count field, focused once its row is on the page.
  const [linesBox, setLinesBox] = useState<HTMLElement | null>(null);
  useFocusWhenShown(
    linesBox,
    scanned?.lineId
      ? `[data-row-id="${CSS.escape(scanned.lineId)}"] [data-column="countedNumberOfPacks"] input`
      : undefined,
    scanned,
  );
  const figures = useStocktakeFigures(id, filter).data;
  const linesPage = useStocktakeLinesPage(id, list, filter);
  const [adding, setAdding] = useState<boolean | 'scanned'>(false);
  const [printing, setPrinting] = useState(false);
  const [finalising, setFinalising] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [mismatch, setMismatch] = useState<{ deleteUncounted: boolean }>();
  const mismatchedLines = useMismatchedLines(id, mismatch !== undefined);
  const countSheet = useCountSheetLines(id, printing);
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
  // A line saved from its dialog: the count the row held for the server is settled.
  const settleLine = useCallback((lineId: string) => {
    const { [lineId]: _saved, ...rest } = draftsNow.current;
    draftsNow.current = rest;
    setDrafts(rest);
    setRefusals(({ [lineId]: _settled, ...others }) => others);
  }, []);

  // Cheap and stable between counts: a page's rows (and an opened item's) are made from it.
  const toRow = useCallback(
    (line: StocktakeLine): CountRow => {
      const draft = drafts[line.id];
      const counted =
        draft && 'countedNumberOfPacks' in draft
          ? (draft.countedNumberOfPacks ?? null)
          : line.countedNumberOfPacks;
      return {
        ...line,
        countedNumberOfPacks: counted,
        reasonOptionId:
          draft && 'reasonOptionId' in draft ? (draft.reasonOptionId ?? null) : line.reasonOptionId,
        difference: counted === null ? null : counted - line.snapshotNumberOfPacks,
        numberOfPacks: counted ?? 0,
        refusal: refusals[line.id],
      };
    },
    [drafts, refusals],
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

  const all = figures?.all;
  const uncounted = all?.uncountedLineCount ?? 0;
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
      setShow('all');
    } catch (error) {
      if (
        error instanceof StocktakeRefusal &&
        error.typename === 'SnapshotCountCurrentCountMismatch'
      ) {
        setMismatch({ deleteUncounted });
        return;
      }
      markRefused(error);
      fail(error);
    }
  };

  const settle = async (choices: { id: string; resolution: MismatchResolution }[]) => {
    try {
      // One choice for every line: settled by the stocktake, whatever the dialog holds.
      const one = choices[0]?.resolution;
      if (one && choices.every((choice) => choice.resolution === one))
        await resolveAll.mutateAsync(one);
      else await resolve.mutateAsync(choices);
    } catch (error) {
      fail(error);
      return;
    }
    const recounts = choices.filter((choice) => choice.resolution === 'RECOUNT').length;
    const again = mismatch?.deleteUncounted ?? false;
    setMismatch(undefined);
    if (recounts > 0) {
      toast.info(t('stocktake.recount-now', { count: recounts }));
      setShow('uncounted');
      return;
    }
    await finalise(again);
  };

  const countAsSnapshot = async (chosen: { ids: string[]; all: boolean }) => {
    try {
      const answer = await countAsSnapshotOf.mutateAsync(
        chosen.all ? { filter } : { lineIds: chosen.ids },
      );
      const count = 'count' in answer ? answer.count : chosen.ids.length;
      toast.success(t('stocktake.counted-as-snapshot', { count }));
      return true;
    } catch (error) {
      markRefused(error);
      fail(error);
      return false;
    }
  };

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
            <BarcodeScanChip
              hint={t('stocktake.scan-hint')}
              readingLabel={t('stocktake.scan-reading')}
              reading={scanning.reading}
              onScan={(text) => void scanning.scan(text)}
            />
          </Stack>
        }
      />
      <StocktakeHeader stocktake={stocktake} canMutate={canMutate} onUpdate={updateHeader} />
      {scanning.missing ? (
        <Alert
          severity="warning"
          data-testid="scan-batch-missing"
          onClose={scanning.clearMissing}
          action={
            editable ? (
              <Button color="inherit" size="small" onClick={() => setAdding('scanned')}>
                {t('stocktake.scan-add-batch')}
              </Button>
            ) : undefined
          }
        >
          {t('stocktake.scan-batch-missing', {
            batch: isolate(scanning.missing.batch),
            item: isolate(scanning.missing.item.name),
          })}
        </Alert>
      ) : null}
      <Box
        ref={setLinesBox}
        sx={{ flexGrow: 1, minHeight: 320, display: 'flex', flexDirection: 'column' }}
      >
        <StocktakeLinesTable
          stocktakeId={stocktake.id}
          page={linesPage}
          filter={filter}
          list={list}
          columns={columns}
          toRow={toRow}
          highlightedLineId={scanned?.lineId}
          openItemIds={scanned?.openItemIds}
          onLineSaved={settleLine}
          shown={figures?.shown ?? undefined}
          emptyMessage={
            (all?.lineCount ?? 0) > 0 ? t('stocktake.none-shown') : t('stocktake.lines-empty')
          }
          {...(editable
            ? {
                deleteLines: async (lineIds: string[]) => {
                  await deleteLines.mutateAsync(lineIds);
                },
                countAsSnapshot,
              }
            : {})}
          actions={
            <>
              {scanned ? (
                <Chip
                  label={t('stocktake.scanned-item', { item: isolate(scanned.itemName) })}
                  onDelete={scanning.clearTarget}
                  data-testid="scanned-item"
                />
              ) : null}
              <TextInput
                name="item"
                label={t('stocktake.search-item')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  searchLater(event.target.value);
                }}
                width={220}
              />
              <TextInput
                select
                name="location"
                label={t('stocktake.location')}
                value={locationId}
                onChange={(event) => list.setFilter('location', event.target.value)}
                slotProps={{
                  select: { displayEmpty: true, onOpen: () => setLocationsWanted(true) },
                  inputLabel: { shrink: true },
                }}
                width={170}
              >
                <MenuItem value="">{t('stocktake.any')}</MenuItem>
                {locations.map((location) => (
                  <MenuItem key={location.id} value={location.id}>
                    {location.code}
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
          chips={
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="line-chips">
              {(Object.keys(SHOW_FILTER) as Show[]).map((value) => (
                <Chip
                  key={value}
                  label={
                    all
                      ? t('stocktake.filter-count', {
                          label: t(`stocktake.filter.${value}`),
                          number: format.integer(all[SHOWN_COUNT[value]]),
                        })
                      : t(`stocktake.filter.${value}`)
                  }
                  color={show === value ? 'primary' : 'default'}
                  variant={show === value ? 'filled' : 'outlined'}
                  aria-pressed={show === value}
                  onClick={() => setShow(value)}
                />
              ))}
            </Stack>
          }
        />
      </Box>
      <DocumentFooter>
        <Typography>
          {t('stocktake.progress', {
            counted: format.integer(all?.countedLineCount ?? 0),
            total: format.integer(all?.lineCount ?? 0),
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
          initial={adding === 'scanned' ? scanning.missing : undefined}
          onClose={() => {
            if (adding === 'scanned') scanning.clearMissing();
            setAdding(false);
          }}
        />
      ) : null}
      {finalising ? (
        <FinaliseDialog
          uncounted={uncounted}
          onFinalise={(deleteUncounted) => void finalise(deleteUncounted)}
          onClose={() => setFinalising(false)}
        />
      ) : null}
      {mismatch && mismatchedLines.data && !mismatchedLines.isFetching ? (
        <MismatchDialog
          lines={mismatchedLines.data.nodes}
          onResolve={settle}
          onClose={() => setMismatch(undefined)}
        />
      ) : null}
      <DeleteDocumentDialog
        open={deleting}
        message={t('stocktake.delete-confirm')}
        onDelete={() => remove.mutateAsync(stocktake.id)}
        onDeleted={() => void navigate(STOCKTAKES_PATH)}
        onError={fail}
        onClose={() => setDeleting(false)}
      />
      {printing && countSheet.data ? (
        <CountSheet stocktake={stocktake} lines={countSheet.data} onDone={stopPrinting} />
      ) : null}
    </Stack>
  );
}
