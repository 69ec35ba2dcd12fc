import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldErrorKey } from './twoStepErrors';

type TwoStepFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'error'> & {
  /** The current password, or a code from the app (`label` names which one). */
  field: 'password' | 'code';
  /** Its label, a translation key: by default the field's own. */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The failure of the form's last call, which may refuse this field. */
  failure: unknown;
};

/**
 * A field of the two-step forms, always needed: the account's current password (as the browser
 * fills it) or a code from the app, with the server's refusal of it under it.
 */
export function TwoStepField({
  field,
  label = `forms.two_step.fields.${field}`,
  value,
  onChange,
  failure,
  ...props
}: TwoStepFieldProps) {
  const translate = useTranslate();
  const refused = fieldErrorKey(failure, field);
  return (
    <TextField
      label={translate(label)}
      type={field === 'password' ? 'password' : 'text'}
      autoComplete={field === 'password' ? 'current-password' : 'one-time-code'}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(refused)}
      helperText={refused && translate(refused)}
      {...props}
    />
  );
}
