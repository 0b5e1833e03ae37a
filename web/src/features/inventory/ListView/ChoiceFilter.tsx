import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FILTER_WIDTH } from '../../../ui/Filters';
import { TextInput } from '../../../ui/TextInput';

export interface Choice {
  id: string;
  /** Shown as is: a code or name from the store's data, not a translation key. */
  text: string;
}

/** One of the store's records (a location, a VVM status) or "All", which clears the filter. */
export function ChoiceFilter(props: {
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  choices: readonly Choice[];
}) {
  const common = useTranslation().t;
  // Until the choices arrive the select cannot show the value (MUI warns): it shows "All".
  const known = props.choices.some((choice) => choice.id === props.value);
  return (
    <TextInput
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      label={props.label}
      value={known ? (props.value ?? '') : ''}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      width={FILTER_WIDTH}
    >
      <MenuItem value="">{common('label.all')}</MenuItem>
      {props.choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.text}
        </MenuItem>
      ))}
    </TextInput>
  );
}
