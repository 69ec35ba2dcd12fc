import { useCallback, useState } from 'react';

/** Only the form's own fields, from what a visitor sent. */
const pick = <Values extends object>(empty: Values, sent: Partial<Values> | undefined): Partial<Values> =>
  Object.fromEntries(Object.entries(sent ?? {}).filter(([name]) => name in empty)) as Partial<Values>;

/**
 * The values of a visitor's form and the message under each field (the server's, or the
 * browser's own check): typing in a field clears its message. `fieldProps` gives a
 * FormTextField what it needs to show both.
 */
export function useFormFields<Values extends Record<string, string | undefined>>(
  empty: Values,
  /** What the page starts with: a plain form the server refused comes back filled in, with its messages. */
  initial?: { values: Partial<Values>; errors: Partial<Record<keyof Values & string, string>> },
) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(() => ({ ...empty, ...pick(empty, initial?.values) }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initial?.errors ?? {});

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

  /**
   * A plain form can be typed into before the page's scripts take it over (on a slow phone): what
   * the fields hold then is kept as the form's values, never cleared by the hydration.
   */
  const adoptTyped = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const typed: Partial<Values> = {};
      for (const name of Object.keys(empty)) {
        const field = form.elements.namedItem(name);
        const value = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
        if (value) Object.assign(typed, { [name]: value });
      }
      if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    },
    [empty],
  );

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  return { values, setValues, errors, setErrors, fieldProps, reset, adoptTyped };
}
