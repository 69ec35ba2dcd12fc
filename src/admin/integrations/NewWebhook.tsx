import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../api/client';
import { type CreatedWebhook, WEBHOOK_EVENTS, type WebhookEvent } from '../../api/webhooks';
import { SecretIssuingForm } from './SecretIssuingForm';
import { useCreateWebhook } from './integrationCalls';

const looksLikeWebAddress = (value: string) => /^https?:\/\/[^\s/]+/i.test(value.trim());

/** The form of a new webhook (an address and its events), then its signing secret, shown this once. */
export function NewWebhook() {
  const translate = useTranslate();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook>();

  const urlWrong = checked && !looksLikeWebAddress(url);
  const eventsMissing = checked && events.length === 0;
  // The server's refusal of the address (a private one, a host that cannot be found) is said in its own words.
  const refusal = create.error instanceof ApiError ? create.error.fields.url : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!looksLikeWebAddress(url) || events.length === 0) return;
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (webhook) => {
          setCreated(webhook);
          setUrl('');
          setEvents([]);
          setChecked(false);
        },
      },
    );
  };

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((one) => one !== event)));

  return (
    <SecretIssuingForm
      secret={
        created && { label: translate('integrations.webhooks.secret_of', { url: created.url }), value: created.secret }
      }
      onKept={() => setCreated(undefined)}
      onSubmit={submit}
      making={create}
      fieldRefused={Boolean(refusal)}
      submitLabel="integrations.webhooks.create"
      maxWidth={640}
    >
      <TextField
        label={translate('integrations.webhooks.url')}
        value={url}
        type="url"
        onChange={(event) => {
          setUrl(event.target.value);
          create.reset();
        }}
        required
        error={urlWrong || Boolean(refusal)}
        helperText={
          urlWrong
            ? translate('integrations.webhooks.url_needed')
            : refusal
              ? translate('integrations.webhooks.url_refused', { reason: refusal })
              : translate('integrations.webhooks.url_hint')
        }
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormControl component="fieldset" error={eventsMissing} required>
        <FormLabel component="legend">{translate('integrations.webhooks.events')}</FormLabel>
        <FormGroup>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={<Checkbox checked={events.includes(event)} onChange={(_, on) => toggle(event, on)} />}
              label={translate(`integrations.events.${event}`)}
            />
          ))}
        </FormGroup>
        {eventsMissing && <FormHelperText>{translate('integrations.webhooks.events_needed')}</FormHelperText>}
      </FormControl>
    </SecretIssuingForm>
  );
}
