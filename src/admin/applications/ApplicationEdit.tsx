import type { ReactNode } from 'react';
import { Labeled, SelectInput, TextField, TextInput } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { APPLICATION_STATUS_CHOICES } from './applicationStatus';
import { GuardedForm } from '../forms/GuardedForm';

const statusChosen = (value: unknown) => (value ? undefined : 'forms.validation.status_required');

/**
 * One application of either kind: what was sent (`sent`, read-only, then `children`), and the
 * status and note staff keep on it. Saving or deleting goes back to `redirect`.
 */
export function ApplicationEdit({
  redirect,
  sent,
  children,
}: {
  redirect: () => string;
  sent: readonly string[];
  children?: ReactNode;
}) {
  return (
    <GuardedEdit redirect={redirect}>
      <GuardedForm toolbar={<EditToolbar />}>
        {sent.map((source) => (
          <Labeled key={source}>
            <TextField source={source} />
          </Labeled>
        ))}
        {children}
        <SelectInput source="status" choices={APPLICATION_STATUS_CHOICES} validate={statusChosen} />
        <TextInput source="note" multiline minRows={3} fullWidth />
      </GuardedForm>
    </GuardedEdit>
  );
}
