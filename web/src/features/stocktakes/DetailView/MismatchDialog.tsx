import { useState } from 'react';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MismatchResolution } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useFormat } from '../../../core/i18n';
import { Modal } from '../../../ui/Modal';
import type { StocktakeLine } from '../api/useStocktakes';

/**
 * Stock moved while it was counted (decision 8): the lines whose batch no longer holds its
 * snapshot, and for each (or all at once) "keep my count", adjusted against the stock now, or
 * "recount". Keeping every count finalises at once; a recount first needs its new count.
 */
export function MismatchDialog(props: {
  lines: readonly StocktakeLine[];
  onResolve: (choices: { id: string; resolution: MismatchResolution }[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const [choices, setChoices] = useState<Record<string, MismatchResolution>>(() =>
    Object.fromEntries(props.lines.map((line) => [line.id, 'KEEP_COUNT'])),
  );
  const [saving, setSaving] = useState(false);
  const setAll = (resolution: MismatchResolution) =>
    setChoices(Object.fromEntries(props.lines.map((line) => [line.id, resolution])));
  const resolve = () => {
    setSaving(true);
    // onResolve reports its own failures; the dialog only stops spinning.
    void props
      .onResolve(
        props.lines.map((line) => ({ id: line.id, resolution: choices[line.id] ?? 'KEEP_COUNT' })),
      )
      .finally(() => setSaving(false));
  };
  const packs = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : format.number(value);
  return (
    <Modal
      open
      title={t('stocktake.mismatch-title')}
      onClose={props.onClose}
      disableClose={saving}
      size={{ width: 900, height: 480 }}
      {...(saving ? {} : { onSave: resolve })}
      actions={
        <>
          <Button onClick={props.onClose} disabled={saving}>
            {common('button.cancel')}
          </Button>
          <Button variant="contained" onClick={resolve} disabled={saving}>
            {t('stocktake.mismatch-apply')}
          </Button>
        </>
      }
    >
      <Typography>{t('stocktake.mismatch-explain', { count: props.lines.length })}</Typography>
      <Stack direction="row" spacing={1} sx={{ marginBlock: 1 }} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => setAll('KEEP_COUNT')}>
          {t('stocktake.keep-all')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll('RECOUNT')}>
          {t('stocktake.recount-all')}
        </Button>
      </Stack>
      <Table size="small" data-testid="mismatch-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t('stocktake.item')}</TableCell>
            <TableCell>{t('stocktake.batch')}</TableCell>
            <TableCell align="right">{t('stocktake.snapshot')}</TableCell>
            <TableCell align="right">{t('stocktake.current')}</TableCell>
            <TableCell align="right">{t('stocktake.counted')}</TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              {t('stocktake.keep-count')}
            </TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              {t('stocktake.recount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.lines.map((line) => (
            <TableRow key={line.id} data-testid="mismatch-line">
              <TableCell>
                <bdi>{`${line.itemCode} ${line.itemName}`}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{line.batch ?? ''}</bdi>
              </TableCell>
              <TableCell align="right">{packs(line.snapshotNumberOfPacks)}</TableCell>
              <TableCell align="right">{packs(line.currentNumberOfPacks)}</TableCell>
              <TableCell align="right">{packs(line.countedNumberOfPacks)}</TableCell>
              {(['KEEP_COUNT', 'RECOUNT'] as const).map((resolution) => (
                <TableCell key={resolution} align="center" padding="checkbox">
                  <Radio
                    checked={choices[line.id] === resolution}
                    onChange={() => setChoices((c) => ({ ...c, [line.id]: resolution }))}
                    name={`resolution-${line.id}`}
                    value={resolution}
                    slotProps={{
                      input: {
                        'aria-label': `${t(resolution === 'KEEP_COUNT' ? 'stocktake.keep-count' : 'stocktake.recount')} ${line.itemName} ${line.batch ?? ''}`,
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Modal>
  );
}
