import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface FormTextFieldProps extends Omit<OutlinedInputProps, 'label'> {
  label: ReactNode;
  /** The message under the field: the server's or the browser's word on what is wrong. */
  helperText?: ReactNode;
}

/**
 * A labelled text field of a public form, put together from the pieces MUI's TextField is made of
 * (FormControl, InputLabel, OutlinedInput, FormHelperText), so it looks and is labelled the same.
 * TextField itself always brings its `select` mode along, with the menu, popover and modal behind
 * it (about 12 kB gzip), which these forms never use.
 */
export function FormTextField({ label, helperText, required, error, fullWidth, id, ...input }: FormTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl required={required} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
