import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../TextInput';

export interface NameChoice {
  id: string;
  name: string;
}

/** Picks another party (a supplier, a donor, a customer); '' means none. Until the caller's
 * names arrive the field shows none, so a value the list does not hold yet is not refused. */
export function NamePicker(props: {
  /** The field's name in the form ("supplier"). */
  name: string;
  /** Translated. */
  label: string;
  value: string;
  onChange: (id: string) => void;
  names: readonly NameChoice[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      name={props.name}
      label={props.label}
      value={props.names ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value)}
      fullWidth
    >
      <MenuItem value="">{t('selector.none')}</MenuItem>
      {(props.names ?? []).map((name) => (
        <MenuItem key={name.id} value={name.id}>
          <bdi>{name.name}</bdi>
        </MenuItem>
      ))}
    </TextInput>
  );
}
