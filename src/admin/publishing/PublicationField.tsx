import { Chip } from '@mui/material';
import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { publicationDate } from '../../api/publicationDate';
import type { CsvColumn } from '../lists/csvExport';
import { type Publication, PUBLICATION_STATES, publicationState } from '../../api/publishing';
import { StaffDateField } from '../dates/StaffDateField';
import { useStaffDates } from '../dates/useStaffDates';

/** Draft, Scheduled (with its moment) or Published, as visitors see the record now. */
export function PublicationField() {
  const record = useRecordContext<Publication & { id: number | string }>();
  const translate = useTranslate();
  const { dateTime } = useStaffDates();
  if (!record?.status) return null;
  const state = publicationState(record);
  const label = translate(`forms.publishing.state.${state}`);
  const when = state === 'scheduled' && record.publish_at ? dateTime(record.publish_at) : undefined;
  return (
    <Chip
      size="small"
      variant={state === 'published' ? 'outlined' : 'filled'}
      color={state === 'draft' ? 'default' : state === 'scheduled' ? 'info' : 'success'}
      label={when ? `${label}: ${when}` : label}
    />
  );
}

/** A table's column of where each record stands for visitors. */
export function PublicationColumn() {
  return (
    <DataTable.Col source="status" label="forms.publishing.fields.state" disableSort>
      <PublicationField />
    </DataTable.Col>
  );
}

/** The date the record was published (publicationDate); a draft's cell stays empty. */
export function PublicationDateField() {
  const record = useRecordContext<Publication & { id: number | string; created_at: string }>();
  if (!record) return null;
  const published = publicationDate(record);
  return published ? <StaffDateField record={{ id: record.id, published }} source="published" /> : null;
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

/** A list's export: the record's state, worded as the list's column, and its publication date (none for a draft). */
export const publicationCsvColumns = (resource: string): CsvColumn[] => [
  {
    label: 'forms.publishing.fields.state',
    value: (record, translate) =>
      translate(`forms.publishing.state.${publicationState(record as unknown as Publication)}`),
  },
  {
    label: `resources.${resource}.fields.created_at`,
    value: (record) => publicationDate(record as unknown as Publication & { created_at: string }),
  },
];
