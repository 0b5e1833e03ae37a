import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { withSx } from '../sx';

export type TextInputProps = TextFieldProps & {
  width?: number | string;
  maxLength?: number;
};

/** The kit's text field: small, with an optional width and maximum length. */
export function TextInput({ width, maxLength, sx, slotProps, ...rest }: TextInputProps) {
  return (
    <TextField
      size="small"
      {...rest}
      sx={withSx({ width }, sx)}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(maxLength === undefined ? {} : { maxLength }), ...slotProps?.htmlInput },
      }}
    />
  );
}
