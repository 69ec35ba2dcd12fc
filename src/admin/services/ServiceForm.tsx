import { SelectInput, type SimpleFormProps } from 'react-admin';
import { NameAndContentInputs } from '../forms/NameAndContentInputs';
import { PictureInput } from '../forms/PictureInput';
import { GuardedForm } from '../forms/GuardedForm';

export const SERVICE_STATUS_CHOICES = [
  { id: 'active', name: 'lists.service_status.active' },
  { id: 'inactive', name: 'lists.service_status.inactive' },
];

/** Name, description, status and an optional picture. */
export function ServiceForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  return (
    <GuardedForm {...props}>
      <NameAndContentInputs message="forms.validation.service_not_empty" minRows={4} />
      <SelectInput source="status" choices={SERVICE_STATUS_CHOICES} defaultValue="active" />
      <PictureInput label="resources.services.fields.photo" creating={creating} required={false} />
    </GuardedForm>
  );
}
