import { MenuItem, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { ApplicationStatus } from '../../api/common';
import { APPLICATION_STATUS_CHOICES } from './applicationStatus';

interface Application {
  id: number;
  name: string;
  status: ApplicationStatus;
  note: string;
}

/** Changes an application's processing status right in the list, once the server agrees. */
export function ApplicationStatusSelect({ resource }: { resource: 'contacts' | 'investors' }) {
  const record = useRecordContext<Application>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Application>();
  if (!record) return null;

  const change = (event: ChangeEvent<HTMLInputElement>) =>
    update(
      resource,
      {
        id: record.id,
        data: { status: event.target.value as ApplicationStatus, note: record.note },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`resources.${resource}.notifications.updated`, { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'forms.messages.error_saving', { type: 'error' }),
      },
    );

  return (
    <TextField
      select
      size="small"
      value={record.status}
      onChange={change}
      disabled={isPending}
      slotProps={{ htmlInput: { 'aria-label': translate('applications.change_status', { name: record.name }) } }}
    >
      {APPLICATION_STATUS_CHOICES.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
