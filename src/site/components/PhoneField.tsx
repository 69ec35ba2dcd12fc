import { TextField, type TextFieldProps } from '@mui/material';

/**
 * A visitor's phone number on a public form: the phone keypad, the browser's own number, and the
 * characters the server takes (digits with the usual separators, at most 32; `phoneNumberSchema`).
 */
export function PhoneField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete="tel"
      slotProps={{ htmlInput: { inputMode: 'tel', pattern: '\\+?[0-9 \\(\\)\\-]*', maxLength: 32 } }}
    />
  );
}
