import { MenuItem, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { API_TOKEN_SCOPES, type ApiTokenScope, type CreatedApiToken } from '../../api/apiTokens';
import { ApiError } from '../../api/client';
import { SecretIssuingForm } from './SecretIssuingForm';
import { useCreateApiToken } from './integrationCalls';

/** The form of a new token, then the token itself, shown this once. */
export function NewApiToken() {
  const translate = useTranslate();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('content:read');
  const [nameMissing, setNameMissing] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameMissing(true);
      return;
    }
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName('');
        },
      },
    );
  };

  const refused = create.error instanceof ApiError && create.error.fields.name;
  return (
    <SecretIssuingForm
      secret={
        created && { label: translate('integrations.tokens.token_of', { name: created.name }), value: created.token }
      }
      onKept={() => setCreated(undefined)}
      onSubmit={submit}
      making={create}
      fieldRefused={Boolean(refused)}
      submitLabel="integrations.tokens.create"
      maxWidth={520}
    >
      <TextField
        label={translate('integrations.tokens.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameMissing(false);
        }}
        required
        error={nameMissing || Boolean(refused)}
        helperText={
          nameMissing || refused
            ? translate('integrations.tokens.name_needed')
            : translate('integrations.tokens.name_hint')
        }
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        label={translate('integrations.tokens.scope')}
        value={scope}
        onChange={(event) => setScope(event.target.value as ApiTokenScope)}
        helperText={translate(`integrations.scope_hints.${scope.replace(':', '.')}`)}
      >
        {API_TOKEN_SCOPES.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`integrations.scopes.${option.replace(':', '.')}`)}
          </MenuItem>
        ))}
      </TextField>
    </SecretIssuingForm>
  );
}
