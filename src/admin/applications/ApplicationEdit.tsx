import type { ReactNode } from 'react';
import { BooleanInput, Labeled, SelectInput, TextField, TextInput } from 'react-admin';
import { ApplicantSees } from './ApplicantSees';
import { ApplicationThread } from './ApplicationThread';
import { EditToolbar } from '../forms/EditToolbar';
import { GuardedEdit } from '../forms/GuardedEdit';
import { APPLICATION_STATUS_CHOICES } from './applicationStatus';
import { GuardedForm } from '../forms/GuardedForm';

const statusChosen = (value: unknown) => (value ? undefined : 'forms.validation.status_required');

/**
 * One application of either kind: what was sent (`sent`, read-only, then `children`), the
 * status and note staff keep on it, and its thread with the box to reply. Saving or deleting goes back to `redirect`.
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
        <ApplicantSees />
        {/* Off unless ticked for this save: a new status is mailed to the applicant only when staff choose. */}
        <BooleanInput source="notify_applicant" defaultValue={false} />
        <TextInput source="note" multiline minRows={3} fullWidth />
        <ApplicationThread />
      </GuardedForm>
    </GuardedEdit>
  );
}
