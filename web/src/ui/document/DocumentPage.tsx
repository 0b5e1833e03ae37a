// A document's page (spec 001 sections 2 and 4, issue 11): the heading with its status, the
// header (party, references, dates, comment, hold), the status stepper with the date of each
// status reached, the lines the feature gives, a footer with the totals, the next status and
// its confirmation, and delete, and the side panel the feature gives (in the shell's panel).
// Generic over the document type: the lifecycle table says which statuses exist and which move
// comes next; the feature gives the texts and the saves.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIFECYCLES, type InvoiceStatus, type InvoiceType } from '@dawa/domain';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useFormat } from '../../core/i18n';
import { errorMessage } from '../../core/graphql/userErrors';
import { useToast } from '../../core/toast';
import { ConfirmationDialog } from '../ConfirmationDialog';
import { RecordHeader } from '../RecordPage';
import { StatusChip } from '../StatusChip';
import { StatusHistory } from '../StatusHistory';
import { DocumentFooter } from './DocumentFooter';
import { DocumentHeader } from './DocumentHeader';
import { nextMoveOf } from './documentMoves';
import { documentStatusMap, statusLogOf } from './documentStatus';
import type { DocumentPatch, DocumentView } from './documentTypes';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';

export interface DocumentPageProps {
  type: InvoiceType;
  document: DocumentView;
  /** Translated: "Outbound shipment 12". */
  title: string;
  /** Translated: "Customer", "Supplier". */
  partyLabel: string;
  /** The user holds the type's mutate permission. */
  canMutate: boolean;
  /** An inbound shipment entered by hand (no transfer): it is never marked shipped. */
  manual?: boolean;
  /** Shows the expected delivery date (outbound shipments). */
  expectedDelivery?: boolean;
  /** Header fields of the type's own, shown while the document is editable. */
  headerExtra?: ReactNode;
  onUpdate: (patch: DocumentPatch) => Promise<void>;
  onChangeStatus: (status: InvoiceStatus) => Promise<void>;
  /** Absent: no delete button. */
  onDelete?: () => Promise<void>;
  /** Actions of the type's own in the footer, before the next status (return to supplier). */
  footerActions?: ReactNode;
  /** The side panel: the kit's DocumentSidePanel with the type's facts and related documents. */
  sidePanel?: ReactNode;
  /** The lines: the kit's DocumentLinesTable with the type's columns and actions. */
  children: ReactNode;
}

export function DocumentPage(props: DocumentPageProps) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const toast = useToast();
  const { document, type } = props;
  const statusMap = documentStatusMap(t);
  const editable = props.canMutate && LIFECYCLES[type].editable.includes(document.status);
  const move = props.canMutate
    ? nextMoveOf(type, document.status, props.manual ?? false)
    : undefined;
  const [confirmingMove, setConfirmingMove] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const fail = (error: unknown) => {
    const { message, detail } = errorMessage(error, t('page.could-not-save'));
    toast.error(message, detail);
  };
  const update = (patch: DocumentPatch) => {
    props.onUpdate(patch).then(() => toast.success(t('page.saved')), fail);
  };
  const moveMessage = move
    ? [
        t('page.status-confirm', { status: t(`status.${move.to}`) }),
        move.leavesNew ? t('page.status-confirm-leave-new') : '',
        move.effect === 'ISSUE' ? t('page.status-confirm-issue') : '',
        move.effect === 'RECEIVE' ? t('page.status-confirm-receive') : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 }, flexGrow: 1, minHeight: 0 }}>
      <RecordHeader
        title={props.title}
        testId="document-title"
        actions={
          <Stack direction="row" spacing={1} alignItems="center" data-testid="document-status">
            <StatusChip status={document.status} statusMap={statusMap} />
            {document.onHold ? (
              <Typography variant="body2" color="warning.dark">
                {t('page.on-hold')}
              </Typography>
            ) : null}
          </Stack>
        }
      />
      <StatusHistory
        statuses={LIFECYCLES[type].statuses.filter(
          (status) => status !== 'PICKED' || LIFECYCLES[type].direction === 'OUT',
        )}
        statusLog={statusLogOf(document)}
        statusFormatter={(status) => t(`status.${status}`)}
      />
      <DocumentHeader
        document={document}
        partyLabel={props.partyLabel}
        editable={editable}
        onUpdate={update}
        expectedDelivery={props.expectedDelivery ?? false}
        extra={editable ? props.headerExtra : null}
      />
      <Box sx={{ flexGrow: 1, minHeight: 320, display: 'flex', flexDirection: 'column' }}>
        {props.children}
      </Box>
      <DocumentFooter>
        <Typography>
          {t('page.total-before-tax', { amount: format.currency(document.totalBeforeTax) })}
        </Typography>
        <Typography fontWeight={600}>
          {t('page.total', { amount: format.currency(document.totalAfterTax) })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {props.footerActions}
        {editable && props.onDelete ? (
          <Button color="error" onClick={() => setConfirmingDelete(true)}>
            {t('page.delete')}
          </Button>
        ) : null}
        {move && document.onHold ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('page.on-hold-blocks')}
          </Typography>
        ) : null}
        {move ? (
          <Button
            variant="contained"
            disabled={document.onHold}
            onClick={() => setConfirmingMove(true)}
          >
            {t('page.next-status', { status: t(`status.${move.to}`) })}
          </Button>
        ) : null}
      </DocumentFooter>
      <ConfirmationDialog
        open={confirmingMove}
        title={t('page.confirm-title')}
        message={moveMessage}
        onConfirm={async () => {
          if (move) await props.onChangeStatus(move.to);
          toast.success(t('page.saved'));
        }}
        onError={fail}
        onClose={() => setConfirmingMove(false)}
      />
      <DeleteDocumentDialog
        open={confirmingDelete}
        onDelete={async () => props.onDelete?.()}
        onError={fail}
        onClose={() => setConfirmingDelete(false)}
      />
      {props.sidePanel}
    </Stack>
  );
}
