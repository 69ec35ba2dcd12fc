import { MenuItem, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { Contact } from '../../api/contacts';
import { CONTACT_STATUS_CHOICES } from './contactStatus';

/** Changes a client application's processing status right in the list, once the server agrees. */
export function ContactStatusSelect() {
  const record = useRecordContext<Contact>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Contact>();
  if (!record) return null;

  const change = (event: ChangeEvent<HTMLInputElement>) =>
    update(
      'contacts',
      {
        id: record.id,
        data: { status: event.target.value as Contact['status'], note: record.note },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.contacts.notifications.updated', { type: 'success' }),
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
      {CONTACT_STATUS_CHOICES.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
