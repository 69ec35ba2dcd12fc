import { Edit, SelectInput, SimpleForm, TextField, TextInput, Labeled } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { APPLICATION_STATUS_CHOICES } from './applicationStatus';

/** Back to the Applications screen after saving or deleting. */
export const toApplications = () => '/applications';

/** One client application: what was sent, and the status and note staff keep on it. */
export function ContactEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toApplications}>
      <SimpleForm toolbar={<EditToolbar />}>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="phone_number" />
        </Labeled>
        <Labeled>
          <TextField source="message" />
        </Labeled>
        <SelectInput
          source="status"
          choices={APPLICATION_STATUS_CHOICES}
          validate={(value) => (value ? undefined : 'forms.validation.status_required')}
        />
        <TextInput source="note" multiline minRows={3} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
