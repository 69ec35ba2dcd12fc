import { useState } from 'react';

/**
 * The values of a visitor's form and the message under each field (the server's, or the
 * browser's own check): typing in a field clears its message. `fieldProps` gives a
 * FormTextField what it needs to show both.
 */
export function useFormFields<Values extends Record<string, string | undefined>>(empty: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const fieldProps = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  return { values, setValues, errors, setErrors, fieldProps, reset };
}
