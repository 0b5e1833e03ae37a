import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export interface BooleanFilterProps {
  value: boolean | undefined;
  /** Ticked gives true; unticked clears the filter (undefined). */
  onChange: (value: boolean | undefined) => void;
  label: string;
}

export function BooleanFilter({ value, onChange, label }: BooleanFilterProps) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          size="small"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked ? true : undefined)}
        />
      }
    />
  );
}
