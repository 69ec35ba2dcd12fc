import { DateTimeInput, RadioButtonGroupInput } from 'react-admin';
import { PUBLICATION_STATUSES } from '../../api/publishing';

const CHOICES = PUBLICATION_STATUSES.map((status) => ({ id: status, name: `forms.publishing.status.${status}` }));

/**
 * Whether visitors see the record: a draft, or published (at once, or from the moment chosen).
 * An empty moment publishes at once; the server keeps it in UTC.
 */
export function PublicationInputs() {
  return (
    <>
      <RadioButtonGroupInput
        source="status"
        label="forms.publishing.fields.status"
        choices={CHOICES}
        defaultValue="published"
        helperText="forms.publishing.hints.status"
      />
      <DateTimeInput
        source="publish_at"
        label="forms.publishing.fields.publish_at"
        helperText="forms.publishing.hints.publish_at"
        parse={(value: string) => (value ? new Date(value).toISOString() : null)}
      />
    </>
  );
}
