import { SimpleForm } from 'react-admin';
import type { ResourceFormProps } from '../forms/formScreens';
import { RedirectInputs } from './RedirectInputs';

/** A redirect's create and edit form: the old address and where it leads. */
export function RedirectForm({ creating: _creating, ...props }: ResourceFormProps) {
  return (
    <SimpleForm {...props}>
      <RedirectInputs />
    </SimpleForm>
  );
}
