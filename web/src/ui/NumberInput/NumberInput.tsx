import TextField from '@mui/material/TextField';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { withSx } from '../sx';
import { useNumberField, type NumberFieldRules } from './useNumberField';

export interface NumberInputProps extends NumberFieldRules {
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  id?: string;
  name?: string;
  width?: number | string;
  sx?: SxProps<Theme>;
}

/**
 * A number field of a form (spec 001 "Number input", docs/decisions/0023), drawn by MUI with its
 * problem under it; the rules are useNumberField's (a table cell draws them as CellNumberInput).
 */
export function NumberInput(props: NumberInputProps) {
  const theme = useTheme();
  const field = useNumberField(props);
  const invalid = field.problem !== null || (props.error ?? false);
  return (
    <TextField
      size="small"
      value={field.text}
      onChange={(event) => field.onTextChange(event.target.value)}
      onBlur={field.onBlur}
      onKeyDown={field.onKeyDown}
      label={props.label}
      placeholder={props.placeholder}
      helperText={field.problem ?? props.helperText}
      error={invalid}
      disabled={props.disabled ?? false}
      autoFocus={props.autoFocus ?? false}
      fullWidth={props.fullWidth ?? false}
      id={props.id}
      name={props.name}
      sx={withSx({ width: props.width }, props.sx)}
      slotProps={{
        htmlInput: {
          inputMode: field.inputMode,
          'aria-label': props['aria-label'],
          'aria-invalid': invalid,
          // A number reads left to right in every language ("-3", not "3-" in Arabic); it
          // still sits at the end of the field as the page reads.
          dir: 'ltr',
          style: { textAlign: theme.direction === 'rtl' ? 'left' : 'right' },
        },
      }}
    />
  );
}
