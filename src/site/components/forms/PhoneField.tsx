import { FormTextField, type FormTextFieldProps } from './FormTextField';

/**
 * A visitor's phone number on a public form: the phone keypad, the browser's own number, and the
 * characters the server takes (digits with the usual separators, at most 32; `phoneNumberSchema`).
 */
export function PhoneField(props: FormTextFieldProps) {
  return (
    <FormTextField
      {...props}
      type="tel"
      autoComplete="tel"
      inputProps={{ inputMode: 'tel', pattern: '\\+?[0-9 \\(\\)\\-]*', maxLength: 32 }}
    />
  );
}
