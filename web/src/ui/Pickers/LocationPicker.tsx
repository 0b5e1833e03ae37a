import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../TextInput';

export interface LocationChoice {
  id: string;
  code: string;
  name: string;
}

/** Picks one of the store's locations; '' means none. The caller hands the locations. */
export function LocationPicker(props: {
  /** Translated. */
  label: string;
  value: string;
  onChange: (id: string) => void;
  locations: readonly LocationChoice[];
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      name="location"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      fullWidth
    >
      <MenuItem value="">{t('selector.no-location')}</MenuItem>
      {props.locations.map((location) => (
        <MenuItem key={location.id} value={location.id}>
          {`${location.code} · ${location.name}`}
        </MenuItem>
      ))}
    </TextInput>
  );
}
