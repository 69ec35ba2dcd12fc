import { Edit, Labeled, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar';
import { APPLICATION_STATUS_CHOICES } from './applicationStatus';
import { InvestorFiles } from './InvestorFiles';

/** After saving or deleting, back to the participants' tab of the Applications screen. */
const toParticipantsTab = () => '/applications?tab=worker';

/** One participant's application: what was sent with its documents, and the status and note staff keep on it. */
export function InvestorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toParticipantsTab}>
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
          <TextField source="info" />
        </Labeled>
        <Labeled source="Files">
          <InvestorFiles />
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
