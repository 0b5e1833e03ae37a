import TextField, { type TextFieldProps } from '@mui/material/TextField';

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
      sx={[{ width }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(maxLength === undefined ? {} : { maxLength }), ...slotProps?.htmlInput },
      }}
    />
  );
}
