import type { ComponentType } from 'react';
import { Create, type SimpleFormProps } from 'react-admin';
import { CreateToolbar } from './CreateToolbar';
import { EditToolbar } from './EditToolbar';
import { GuardedEdit } from './GuardedEdit';

/** What a resource's form is given: whether it makes a new record, and its toolbar. */
export type ResourceFormProps = { creating: boolean } & Omit<SimpleFormProps, 'children'>;

/**
 * A resource's create and edit screens around its one form. Creating goes back to the list once
 * saved, with Save enabled on the empty form (CreateToolbar); editing is GuardedEdit's, with
 * EditToolbar's Delete. A resource whose edit screen holds more than its form writes its own.
 */
export function formScreens(Form: ComponentType<ResourceFormProps>) {
  function CreateScreen() {
    return (
      <Create redirect="list">
        <Form creating toolbar={<CreateToolbar />} />
      </Create>
    );
  }
  function EditScreen() {
    return (
      <GuardedEdit>
        <Form creating={false} toolbar={<EditToolbar />} />
      </GuardedEdit>
    );
  }
  return { create: CreateScreen, edit: EditScreen };
}
