import { Chip } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { type Publication, PUBLICATION_STATES, publicationState } from '../../api/publishing';

/** Draft, Scheduled (with its moment) or Published, as visitors see the record now. */
export function PublicationField() {
  const record = useRecordContext<Publication & { id: number | string }>();
  const translate = useTranslate();
  if (!record?.status) return null;
  const state = publicationState(record);
  const label = translate(`forms.publishing.state.${state}`);
  const when = state === 'scheduled' && record.publish_at ? new Date(record.publish_at).toLocaleString() : undefined;
  return (
    <Chip
      size="small"
      variant={state === 'published' ? 'outlined' : 'filled'}
      color={state === 'draft' ? 'default' : state === 'scheduled' ? 'info' : 'success'}
      label={when ? `${label}: ${when}` : label}
    />
  );
}

/** The list's filter by where records stand (the server's `?status=`). */
export const publicationFilter = (
  <SelectInput
    key="status"
    source="status"
    label="forms.publishing.fields.state"
    choices={PUBLICATION_STATES.map((state) => ({ id: state, name: `forms.publishing.state.${state}` }))}
    alwaysOn
    sx={{ minWidth: 180 }}
  />
);
