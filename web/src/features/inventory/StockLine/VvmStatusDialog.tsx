import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useInventoryTranslation, vvmStatusText } from '../../../core/app-i18n/inventory';
import { TextInput } from '../../../ui/TextInput';
import { useUpdateVvmStatus } from '../api/useInventoryMutations';
import type { StockLineRow } from '../stockLineColumns';
import { SaveDialog } from '../../../ui/Modal';

export interface VvmChoice {
  id: string;
  code: string;
  description: string;
  unusable: boolean;
}

/** Records the vaccine vial monitor stage of a vaccine stock line. */
export function VvmStatusDialog(props: {
  line: StockLineRow;
  statuses: readonly VvmChoice[];
  onClose: () => void;
}) {
  const { t } = useInventoryTranslation();
  const update = useUpdateVvmStatus();
  const [statusId, setStatusId] = useState(props.line.vvmStatusId ?? '');
  const [comment, setComment] = useState('');
  const chosen = props.statuses.find((status) => status.id === statusId);
  return (
    <SaveDialog
      title={t('vvm.title')}
      onClose={props.onClose}
      successMessage={t('vvm.saved')}
      canSave={statusId !== '' && statusId !== props.line.vvmStatusId}
      isDirty={statusId !== (props.line.vvmStatusId ?? '') || comment !== ''}
      onSave={async () => {
        await update.mutateAsync({
          id: props.line.id,
          vvmStatusId: statusId,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        });
      }}
    >
      <TextInput
        select
        name="vvmStatus"
        label={t('vvm.status')}
        value={statusId}
        onChange={(event) => setStatusId(event.target.value)}
        helperText={chosen?.unusable ? t('vvm.unusable') : undefined}
        error={chosen?.unusable ?? false}
        fullWidth
      >
        {props.statuses.map((status) => (
          <MenuItem key={status.id} value={status.id}>
            {vvmStatusText(status)}
          </MenuItem>
        ))}
      </TextInput>
      <TextInput
        name="comment"
        label={t('vvm.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={200}
        fullWidth
      />
    </SaveDialog>
  );
}
