import MenuItem from '@mui/material/MenuItem';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { TextInput } from '../../../ui/TextInput';
import type { ReasonChoice } from './adjustment';

/** The reason of a stock change, among those of its direction; nothing when there are none. */
export function ReasonSelect(props: {
  choices: readonly ReasonChoice[];
  value: string;
  onChange: (reasonId: string) => void;
  error?: boolean;
  helperText?: string | undefined;
}) {
  const { t } = useInventoryTranslation();
  if (props.choices.length === 0) return null;
  return (
    <TextInput
      select
      name="reason"
      label={t('adjust.reason')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error ?? false}
      helperText={props.helperText}
      fullWidth
    >
      {props.choices.map((reason) => (
        <MenuItem key={reason.id} value={reason.id}>
          {reason.reason}
        </MenuItem>
      ))}
    </TextInput>
  );
}
