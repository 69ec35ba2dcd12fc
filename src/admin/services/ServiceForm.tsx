import { SelectInput } from 'react-admin';
import { NameAndContentInputs } from '../forms/NameAndContentInputs';
import { PictureAltInput } from '../forms/PictureAltInput';
import { PictureInput } from '../forms/PictureInput';
import type { ResourceFormProps } from '../forms/formScreens';
import { GuardedForm } from '../forms/GuardedForm';

export const SERVICE_STATUS_CHOICES = [
  { id: 'active', name: 'lists.service_status.active' },
  { id: 'inactive', name: 'lists.service_status.inactive' },
];

/** An optional picture, then its alt text, name and description in three languages, and the status. */
export function ServiceForm({ creating, ...props }: ResourceFormProps) {
  return (
    <GuardedForm {...props}>
      <PictureInput label="resources.services.fields.photo" creating={creating} required={false} />
      <NameAndContentInputs message="forms.validation.service_not_empty" minRows={4} before={<PictureAltInput />} />
      <SelectInput source="status" choices={SERVICE_STATUS_CHOICES} defaultValue="active" />
    </GuardedForm>
  );
}
