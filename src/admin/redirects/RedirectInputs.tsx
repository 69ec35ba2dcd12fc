import { required, TextInput } from 'react-admin';

/** The two addresses of a redirect, with what each may be (the server checks them: src/api/redirects.ts). */
export function RedirectInputs({ fromReadOnly = false }: { fromReadOnly?: boolean }) {
  return (
    <>
      <TextInput
        source="from_path"
        validate={required()}
        helperText="lists.redirects.hints.from_path"
        readOnly={fromReadOnly}
        fullWidth
      />
      <TextInput source="to" validate={required()} helperText="lists.redirects.hints.to" fullWidth autoFocus />
    </>
  );
}
