import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAX_TEXT_LENGTH } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useFormat } from '../../../core/i18n';
import { SaveDialog } from '../../../ui/Modal';
import { NumberInput } from '../../../ui/NumberInput';
import { TextInput } from '../../../ui/TextInput';
import type { CustomerRequisitionLine } from '../api/useCustomerRequisitions';

interface Decision {
  approvedQuantity: number | undefined;
  approvalComment: string;
}

/** Approving a requisition that waits for it (decision 10): an approved quantity (what was
 * requested unless changed) and a comment per line; supply then becomes the approved quantity. */
export function ApprovalDialog(props: {
  lines: readonly CustomerRequisitionLine[];
  onApprove: (
    lines: { id: string; approvedQuantity: number; approvalComment?: string }[],
  ) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const [decisions, setDecisions] = useState<Record<string, Decision>>(() =>
    Object.fromEntries(
      props.lines.map((line) => [
        line.id,
        { approvedQuantity: line.requestedQuantity, approvalComment: line.approvalComment ?? '' },
      ]),
    ),
  );
  const change = (id: string, patch: Partial<Decision>) =>
    setDecisions((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));
  const incomplete = Object.values(decisions).some((d) => d.approvedQuantity === undefined);
  return (
    <SaveDialog
      title={t('customer-requisition.approve-title')}
      size={{ width: 820, height: 420 }}
      onClose={props.onClose}
      successMessage={t('customer-requisition.approved-done')}
      canSave={!incomplete}
      whyDisabled={t('customer-requisition.approved-required')}
      isDirty
      onSave={() =>
        props.onApprove(
          props.lines.map((line) => {
            const d = decisions[line.id]!;
            return {
              id: line.id,
              approvedQuantity: d.approvedQuantity ?? 0,
              ...(d.approvalComment.trim() ? { approvalComment: d.approvalComment.trim() } : {}),
            };
          }),
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('customer-requisition.approve-intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'minmax(140px, 1fr) 110px 130px minmax(160px, 1fr)',
          },
          gap: 1.5,
          alignItems: 'center',
        }}
      >
        {props.lines.map((line) => {
          const d = decisions[line.id]!;
          return (
            <Box key={line.id} sx={{ display: 'contents' }} data-testid="approval-line">
              <Typography fontWeight={600}>
                <bdi>{line.itemName}</bdi>
              </Typography>
              <Typography variant="body2">
                {t('customer-requisition.requested-of', {
                  number: format.integer(line.requestedQuantity),
                })}
              </Typography>
              <NumberInput
                name={`approved-${line.id}`}
                aria-label={t('customer-requisition.approved-of', { item: line.itemName })}
                label={t('customer-requisition.approved')}
                value={d.approvedQuantity}
                onChange={(value) => change(line.id, { approvedQuantity: value })}
                decimalLimit={0}
              />
              <TextInput
                name={`approval-comment-${line.id}`}
                label={t('customer-requisition.approval-comment')}
                value={d.approvalComment}
                onChange={(event) => change(line.id, { approvalComment: event.target.value })}
                maxLength={MAX_TEXT_LENGTH}
                fullWidth
              />
            </Box>
          );
        })}
      </Box>
    </SaveDialog>
  );
}
