import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { Reply } from '../../api/applicationReplies';
import type { AdminDataProvider } from '../data/dataProvider';
import { useStaffDates } from '../dates/useStaffDates';

/** One message of the thread: who wrote it and when, whether the applicant sees it, and what it says. */
function ThreadMessage({ reply }: { reply: Reply }) {
  const translate = useTranslate();
  const { dateTime } = useStaffDates();
  const who = reply.author === 'applicant' ? translate('applications.thread.applicant') : reply.author_name;
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{who}</Typography>
        <Typography variant="caption" color="text.secondary">
          {dateTime(reply.created_at)}
        </Typography>
        {!reply.public && <Chip size="small" label={translate('applications.thread.internal')} />}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.message}</Typography>
      {reply.documents.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('applications.thread.documents', { titles: reply.documents.join(', ') })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * An application's thread on its screen, oldest first, and a plain text box to answer: sent to
 * the applicant (mailed, and on their status page) or kept as an internal note for staff.
 */
export function ApplicationThread() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<{ id: number; replies?: Reply[] }>();
  const resource = useResourceContext() as 'contacts' | 'investors';
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  if (!record) return null;

  const send = async (toApplicant: boolean) => {
    if (!message.trim()) return;
    setSending(true);
    try {
      await dataProvider.replyToApplication(resource, record.id, { message, public: toApplicant });
      notify(toApplicant ? 'applications.thread.sent' : 'applications.thread.noted', { type: 'success' });
      setMessage('');
      refresh();
    } catch {
      notify('applications.thread.failed', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const replies = record.replies ?? [];
  return (
    <Box component="section" aria-labelledby="application-thread" sx={{ width: '100%', my: 2 }}>
      <Typography variant="h6" id="application-thread">
        {translate('applications.thread.title')}
      </Typography>
      {replies.length ? (
        <Stack component="ol" spacing={1} sx={{ p: 0 }}>
          {replies.map((reply) => (
            <ThreadMessage key={reply.id} reply={reply} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('applications.thread.empty')}</Typography>
      )}
      <TextField
        label={translate('applications.thread.reply')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={sending || !message.trim()} onClick={() => void send(true)}>
          {translate('applications.thread.send')}
        </Button>
        <Button variant="outlined" disabled={sending || !message.trim()} onClick={() => void send(false)}>
          {translate('applications.thread.note')}
        </Button>
      </Stack>
    </Box>
  );
}
