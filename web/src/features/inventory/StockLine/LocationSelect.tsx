import MenuItem from '@mui/material/MenuItem';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { TextInput } from '../../../ui/TextInput';

export interface LocationChoice {
  id: string;
  code: string;
  name: string;
}

export function LocationSelect(props: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  locations: readonly LocationChoice[];
}) {
  const { t } = useInventoryTranslation();
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
      <MenuItem value="">{t('line.no-location')}</MenuItem>
      {props.locations.map((location) => (
        <MenuItem key={location.id} value={location.id}>
          {`${location.code} · ${location.name}`}
        </MenuItem>
      ))}
    </TextInput>
  );
}
