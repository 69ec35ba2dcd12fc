import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Webhook } from '../../api/webhooks';
import { ConfirmRemoval } from './ConfirmRemoval';
import { NewWebhook } from './NewWebhook';
import { WebhookDeliveries } from './WebhookDeliveries';
import { useDeleteWebhook, useWebhooks } from './integrationCalls';
import { useStaffDates } from '../dates/useStaffDates';
import { IntroducedPage } from '../layout/IntroducedPage';

/** /admin/webhooks: the addresses told about events, and how their deliveries went. */
export function WebhooksPage() {
  const translate = useTranslate();
  const webhooks = useWebhooks();
  const [deleting, setDeleting] = useState<Webhook>();
  const remove = useDeleteWebhook();
  return (
    <IntroducedPage title="integrations.webhooks.title" intro="integrations.webhooks.intro" opening={<NewWebhook />}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {translate('integrations.webhooks.list')}
      </Typography>
      {webhooks.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {webhooks.isError && <Alert severity="error">{translate('integrations.errors.unreachable')}</Alert>}
      {webhooks.data?.length === 0 && <Typography>{translate('integrations.webhooks.none')}</Typography>}
      {webhooks.data?.map((webhook) => (
        <WebhookCard key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
      ))}
      <ConfirmRemoval
        item={deleting}
        action="integrations.webhooks.delete"
        question="integrations.webhooks.delete_confirm"
        names={(webhook) => ({ url: webhook?.url ?? '' })}
        removal={remove}
        removed="integrations.webhooks.deleted"
        onClose={() => setDeleting(undefined)}
      />
    </IntroducedPage>
  );
}

function WebhookCard({ webhook, onDelete }: { webhook: Webhook; onDelete: () => void }) {
  const translate = useTranslate();
  const { dateTime } = useStaffDates();
  const headingId = `webhook-${webhook.id}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', wordBreak: 'break-all' }}>
              {webhook.url}
            </Typography>
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              aria-label={translate('integrations.webhooks.delete_named', { url: webhook.url })}
              onClick={onDelete}
            >
              {translate('integrations.webhooks.delete')}
            </Button>
          </Stack>
          <Typography variant="body2">
            {translate('integrations.webhooks.created', { time: dateTime(webhook.created_at) })}
          </Typography>
          <Box
            component="ul"
            aria-label={translate('integrations.webhooks.events')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {webhook.events.map((event) => (
              <li key={event}>
                <Chip size="small" label={translate(`integrations.events.${event}`)} />
              </li>
            ))}
          </Box>
          <WebhookDeliveries webhookId={webhook.id} />
        </Stack>
      </CardContent>
    </Card>
  );
}
