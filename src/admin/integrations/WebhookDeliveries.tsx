import { Alert, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WebhookDelivery } from '../../api/webhooks';
import { HeadedTable } from '../layout/HeadedTable';
import { useWebhookDeliveries } from './integrationCalls';
import { useStaffDates } from '../dates/useStaffDates';

/** A webhook's last deliveries, each with its state and the last answer it got. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const translate = useTranslate();
  const { dateTime } = useStaffDates();
  const deliveries = useWebhookDeliveries(webhookId);
  if (deliveries.isError) return <Alert severity="error">{translate('integrations.errors.unreachable')}</Alert>;
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0) {
    return <Typography variant="body2">{translate('integrations.deliveries.none')}</Typography>;
  }
  const answer = (delivery: WebhookDelivery) => {
    if (delivery.attempts === 0) return translate('integrations.deliveries.not_yet');
    if (delivery.last_error) return delivery.last_error;
    return delivery.last_status === null ? '' : `HTTP ${delivery.last_status}`;
  };
  return (
    <>
      <Typography variant="h4" sx={{ fontSize: '1rem' }}>
        {translate('integrations.deliveries.title')}
      </Typography>
      <HeadedTable
        label={translate('integrations.deliveries.title')}
        headings={[
          'integrations.deliveries.event',
          'integrations.deliveries.state',
          'integrations.deliveries.attempts',
          'integrations.deliveries.last_answer',
          'integrations.deliveries.last_attempt',
        ]}
      >
        {deliveries.data.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell>{translate(`integrations.events.${delivery.event}`)}</TableCell>
            <TableCell>{translate(`integrations.deliveries.states.${delivery.state}`)}</TableCell>
            <TableCell>{delivery.attempts}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{answer(delivery)}</TableCell>
            <TableCell>{delivery.last_attempt_at ? dateTime(delivery.last_attempt_at) : ''}</TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </>
  );
}
