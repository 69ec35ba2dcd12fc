import { SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { notBlank } from '../forms/formRules';
import { PictureInput } from '../forms/PictureInput';
import { inEnglish, TranslatedInputs } from '../forms/TranslatedInputs';

const NOT_EMPTY = inEnglish(notBlank('forms.validation.service_not_empty'));

export const SERVICE_STATUS_CHOICES = [
  { id: 'active', name: 'lists.service_status.active' },
  { id: 'inactive', name: 'lists.service_status.inactive' },
];

/** Name, description, status and an optional picture. */
export function ServiceForm({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TranslatedInputs>
        <TextInput source="name" label="resources.services.fields.name" validate={NOT_EMPTY} fullWidth />
        <TextInput
          source="content"
          label="resources.services.fields.content"
          validate={NOT_EMPTY}
          multiline
          minRows={4}
          fullWidth
        />
      </TranslatedInputs>
      <SelectInput source="status" choices={SERVICE_STATUS_CHOICES} defaultValue="active" />
      <PictureInput label="resources.services.fields.photo" creating={creating} required={false} />
    </SimpleForm>
  );
}
