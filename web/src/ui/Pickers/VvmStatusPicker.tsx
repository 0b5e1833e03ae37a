import MenuItem from '@mui/material/MenuItem';
import { TextInput } from '../TextInput';

export interface VvmStatusChoice {
  id: string;
  code: string;
  description: string;
}

/** Picks a vaccine vial monitor stage; '' means none. The caller hands the statuses. */
export function VvmStatusPicker(props: {
  /** Translated. */
  label: string;
  /** Translated: what '' reads as. */
  noneLabel: string;
  value: string;
  onChange: (id: string) => void;
  statuses: readonly VvmStatusChoice[];
}) {
  return (
    <TextInput
      select
      name="vvmStatus"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <MenuItem value="">{props.noneLabel}</MenuItem>
      {props.statuses.map((status) => (
        <MenuItem key={status.id} value={status.id}>
          {status.code} · <bdi>{status.description}</bdi>
        </MenuItem>
      ))}
    </TextInput>
  );
}
