// The item-lines editor (issue 11, DOCUMENTS.md decision 1 and 1.4): pick an item, type the
// quantity in packs or units, and the server's allocator chooses the batches, first expiry
// first out. The editor shows what it chose and every note it gave (skipped batches and why,
// expiring soon, broken pack, over-allocation, the placeholder for a shortfall: spec 001
// section 5), and each chosen batch's packs can then be changed by hand.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentsTranslation, type DocumentsT } from '../../../core/app-i18n/documents';
import { useDocumentItemChoices } from '../../../core/documents/useDocumentChoices';
import { errorMessage } from '../../../core/graphql/userErrors';
import { useFormat } from '../../../core/i18n';
import { useToast } from '../../../core/toast';
import { PackQuantityInput } from '../../../ui/MultiUnitInput';
import { Modal } from '../../../ui/Modal';
import { NumberInput } from '../../../ui/NumberInput';
import { ItemPicker, type ItemChoice } from '../../../ui/Pickers';
import type { AllocationNoteKind, UnusableReason } from '../../../gql/graphql';
import {
  useIssueItem,
  useItemBatches,
  useUpdateOutboundLine,
  type OutboundLine,
} from '../api/useOutboundShipments';

/** A note of the allocator, as the server answers it. */
export interface Note {
  kind: AllocationNoteKind;
  reason?: UnusableReason | null;
  stockLineIds: string[];
  allocatedUnits?: number | null;
  requestedUnits?: number | null;
  placeholderUnits?: number | null;
  availableUnits?: number | null;
  wholePackUnits?: number | null;
}

interface Issued {
  requestedUnits: number;
  allocatedUnits: number;
  lines: OutboundLine[];
  notes: Note[];
}

/** One note of the allocator as the user reads it (spec 001 section 5). */
export function allocationNoteText(
  t: DocumentsT,
  note: Note,
  batchName: (stockLineId: string) => string,
  number: (value: number) => string,
): string {
  const batches = note.stockLineIds.map(batchName).join(', ');
  const units = (value: number | null | undefined) => number(value ?? 0);
  switch (note.kind) {
    case 'SKIPPED':
      return t(`note.SKIPPED.${note.reason ?? 'ON_HOLD'}`, { batches });
    case 'EXPIRING_SOON':
      return t('note.EXPIRING_SOON', { batches });
    case 'PARTIAL_PACK':
      return t('note.PARTIAL_PACK', { batches, units: units(note.wholePackUnits) });
    case 'OVER_ALLOCATED':
      return t('note.OVER_ALLOCATED', {
        allocated: units(note.allocatedUnits),
        requested: units(note.requestedUnits),
      });
    case 'PLACEHOLDER':
      return t('note.PLACEHOLDER', {
        placeholder: units(note.placeholderUnits),
        requested: units(note.requestedUnits),
      });
    case 'CANNOT_CREATE_PLACEHOLDER':
      return t('note.CANNOT_CREATE_PLACEHOLDER', {
        allocated: units(note.allocatedUnits),
        requested: units(note.requestedUnits),
        available: units(note.availableUnits),
      });
  }
}

const SEVERITY: Record<Note['kind'], 'info' | 'warning'> = {
  SKIPPED: 'info',
  EXPIRING_SOON: 'warning',
  PARTIAL_PACK: 'warning',
  OVER_ALLOCATED: 'warning',
  PLACEHOLDER: 'info',
  CANNOT_CREATE_PLACEHOLDER: 'warning',
};

/** A chosen batch whose packs the user may change by hand. */
function BatchPacks({ line, editable }: { line: OutboundLine; editable: boolean }) {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const update = useUpdateOutboundLine();
  const [packs, setPacks] = useState<number | undefined>(line.numberOfPacks);
  const save = () => {
    if (packs === undefined || packs === line.numberOfPacks) return;
    update.mutateAsync({ id: line.id, numberOfPacks: packs }).then(
      () => toast.success(t('page.saved')),
      (error: unknown) => {
        const { message, detail } = errorMessage(error, t('page.could-not-save'));
        toast.error(message, detail);
        setPacks(line.numberOfPacks);
      },
    );
  };
  return (
    <NumberInput
      value={packs}
      onChange={setPacks}
      onBlur={save}
      kind="numberOfPacks"
      decimalLimit={2}
      disabled={!editable || update.isPending}
      aria-label={t('issue.packs-edit', { batch: line.batch ?? '' })}
      width={110}
    />
  );
}

export function ItemLinesEditor(props: {
  invoiceId: string;
  /** Lines stay editable by hand (the shipment is editable). */
  editable: boolean;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const toast = useToast();
  const issue = useIssueItem();
  const [item, setItem] = useState<ItemChoice | null>(null);
  const [packs, setPacks] = useState<number | undefined>(undefined);
  const [issued, setIssued] = useState<Issued | null>(null);
  const batches = useItemBatches(item?.id ?? '');
  const packSize = item?.defaultPackSize && item.defaultPackSize > 0 ? item.defaultPackSize : 1;
  const batchName = (stockLineId: string) =>
    batches.data?.find((line) => line.id === stockLineId)?.batch ?? t('issue.no-batch');
  const canAllocate = item !== null && packs !== undefined && packs >= 0 && !issue.isPending;

  const allocate = async () => {
    if (!item || packs === undefined) return;
    try {
      const answer = await issue.mutateAsync({
        invoiceId: props.invoiceId,
        itemId: item.id,
        quantity: packs * packSize,
      });
      if (answer && 'lines' in answer) setIssued(answer);
    } catch (error) {
      const { message, detail } = errorMessage(error, t('page.could-not-save'));
      toast.error(message, detail);
    }
  };

  const chosen = issued?.lines.filter((line) => line.type === 'STOCK_OUT') ?? [];
  return (
    <Modal
      open
      onClose={props.onClose}
      title={t('issue.title')}
      size={{ width: 760, height: 560 }}
      actions={
        <>
          <Button onClick={props.onClose}>{t('issue.close')}</Button>
          <Button variant="contained" disabled={!canAllocate} onClick={() => void allocate()}>
            {t('issue.allocate')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ paddingTop: 1 }}>
        <ItemPicker
          label={t('issue.item')}
          useSearch={useDocumentItemChoices}
          value={item}
          onChange={(next) => {
            setItem(next);
            setIssued(null);
          }}
          helperText={item ? undefined : t('issue.item-required')}
          autoFocus
        />
        <PackQuantityInput
          name="quantity"
          label={t('issue.quantity')}
          value={packs}
          packSize={packSize}
          unitName={item?.unitName}
          packDecimals={2}
          onChange={setPacks}
          helperText={t('issue.hint')}
        />
        {issued ? (
          <Stack spacing={1} data-testid="issued-item">
            <Typography fontWeight={600}>
              {t('issue.summary', {
                allocated: format.number(issued.allocatedUnits),
                requested: format.number(issued.requestedUnits),
              })}
            </Typography>
            {issued.notes.map((note, index) => (
              <Alert
                key={`${note.kind}-${note.reason ?? ''}-${index}`}
                severity={SEVERITY[note.kind]}
              >
                {allocationNoteText(t, note, batchName, (value) => format.number(value))}
              </Alert>
            ))}
            {chosen.length === 0 ? (
              <Typography color="text.secondary">{t('issue.no-batches')}</Typography>
            ) : (
              <Table size="small" aria-label={t('issue.batches')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{common('label.batch')}</TableCell>
                    <TableCell>{common('label.expiry')}</TableCell>
                    <TableCell align="right">{common('label.pack-size')}</TableCell>
                    <TableCell align="right">{common('label.num-packs')}</TableCell>
                    <TableCell align="right">{common('label.unit-quantity')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {chosen.map((line) => (
                    <TableRow key={line.id} data-testid="issued-batch">
                      <TableCell>
                        <bdi>{line.batch ?? t('issue.no-batch')}</bdi>
                      </TableCell>
                      <TableCell>{line.expiryDate ? format.date(line.expiryDate) : ''}</TableCell>
                      <TableCell align="right">{format.number(line.packSize)}</TableCell>
                      <TableCell align="right">
                        <BatchPacks line={line} editable={props.editable} />
                      </TableCell>
                      <TableCell align="right">
                        {format.number(line.numberOfPacks * line.packSize)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
