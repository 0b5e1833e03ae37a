// A status change of the documents chosen in a list (issue 11 item 2): only the statuses the
// lifecycle table lets every one of them reach (forward only), the documents on hold or with no
// next status named with the reason they stay as they are, a confirmation naming how many will
// change, then the feature's status mutation for each, one after the other. The server decides
// each move: what it refuses is listed per document, in the user's language.
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, InvoiceType } from '@dawa/domain';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { errorMessage } from '../../core/graphql/userErrors';
import { useToast } from '../../core/toast';
import { Modal } from '../Modal';
import { TextInput } from '../TextInput';
import { planBulkMove, userMoveOf } from './documentMoves';

interface Row {
  id: string;
  invoiceNumber: number;
  status: InvoiceStatus;
  onHold: boolean;
}

export interface BulkStatusDialogProps<T extends Row> {
  type: InvoiceType;
  /** The chosen documents. */
  rows: readonly T[];
  /** A document made by hand rather than by a transfer (inbound: never marked shipped). */
  manualOf: (row: T) => boolean;
  onChangeStatus: (row: T, status: InvoiceStatus) => Promise<void>;
  /** After the run: how many changed. */
  onDone: (changed: number) => void;
  onClose: () => void;
}

function Lines({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <Stack spacing={0.5} data-testid={testId}>
      <Typography variant="subtitle2">{title}</Typography>
      <Stack component="ul" sx={{ margin: 0, paddingInlineStart: 3 }}>
        {lines.map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

export function BulkStatusDialog<T extends Row>(props: BulkStatusDialogProps<T>) {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const toast = useToast();
  const plan = planBulkMove(props.type, props.rows, props.manualOf);
  const [target, setTarget] = useState<InvoiceStatus | ''>(plan.targets[0] ?? '');
  const [running, setRunning] = useState(false);
  const [failures, setFailures] = useState<string[] | null>(null);
  const statusText = (status: InvoiceStatus) => t(`status.${status}`);

  const skipped = plan.skipped.map(({ row, reason }) =>
    reason === 'ON_HOLD'
      ? t('list.skip-on-hold', { number: row.invoiceNumber })
      : t('list.skip-no-next', { number: row.invoiceNumber, status: statusText(row.status) }),
  );
  const moves = target
    ? plan.movable.map((row) => userMoveOf(props.type, row.status, target, props.manualOf(row)))
    : [];
  const message = target
    ? [
        t('list.change-status-confirm', { count: plan.movable.length, status: statusText(target) }),
        moves.some((move) => move?.leavesNew) ? t('page.status-confirm-leave-new') : '',
        moves.some((move) => move?.effect === 'ISSUE') ? t('page.status-confirm-issue') : '',
        moves.some((move) => move?.effect === 'RECEIVE') ? t('page.status-confirm-receive') : '',
      ]
        .filter(Boolean)
        .join(' ')
    : t('list.change-status-none');

  const run = async () => {
    if (!target) return;
    setRunning(true);
    let changed = 0;
    const failed: string[] = [];
    for (const row of plan.movable) {
      try {
        await props.onChangeStatus(row, target);
        changed += 1;
      } catch (error) {
        const { message: reason, detail } = errorMessage(
          error,
          t('list.status-change-failed-generic'),
        );
        const text = t('list.status-change-failed', {
          number: row.invoiceNumber,
          message: reason,
        });
        failed.push(detail ? `${text} (${detail})` : text);
      }
    }
    setRunning(false);
    if (changed > 0) toast.success(t('list.status-changed', { count: changed }));
    props.onDone(changed);
    if (failed.length > 0) setFailures(failed);
    else props.onClose();
  };

  const done = failures !== null;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={t('list.change-status-title')}
      size="confirm"
      disableClose={running}
      actions={
        done || !target ? (
          <Button variant="contained" onClick={props.onClose}>
            {common('button.close')}
          </Button>
        ) : (
          <>
            <Button onClick={props.onClose} disabled={running} color="inherit">
              {common('button.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void run()}
              disabled={running}
              startIcon={
                running ? (
                  <CircularProgress size={16} color="inherit" aria-label={common('label.saving')} />
                ) : undefined
              }
            >
              {running ? common('label.saving') : t('list.change-status')}
            </Button>
          </>
        )
      }
    >
      <Stack spacing={2} data-testid="bulk-status-dialog">
        {done ? (
          <Lines
            title={t('list.status-change-failures')}
            lines={failures}
            testId="bulk-status-failures"
          />
        ) : (
          <>
            {target ? (
              <TextInput
                select
                name="bulkStatus"
                label={t('list.new-status')}
                value={target}
                disabled={running}
                onChange={(event) => setTarget(event.target.value as InvoiceStatus)}
                fullWidth
              >
                {plan.targets.map((status) => (
                  <MenuItem key={status} value={status}>
                    {statusText(status)}
                  </MenuItem>
                ))}
              </TextInput>
            ) : null}
            <Typography>{message}</Typography>
            <Lines title={t('list.not-changed')} lines={skipped} testId="bulk-status-skipped" />
          </>
        )}
      </Stack>
    </Modal>
  );
}
