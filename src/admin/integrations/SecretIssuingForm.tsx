import AddIcon from '@mui/icons-material/Add';
import { Alert, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ShownOnce } from './ShownOnce';
import { BusyButton } from '../forms/BusyButton';

interface SecretIssuingFormProps {
  /** The secret of what was just made, with the words naming it; shown instead of the form until kept. */
  secret: { label: string; value: string } | undefined;
  onKept: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The making's call, for its progress and its failure. */
  making: { isPending: boolean; isError: boolean };
  /** The server refused a field, which says so itself: no general failure is shown then. */
  fieldRefused: boolean;
  /** The create button's words, a translation key. */
  submitLabel: string;
  maxWidth: number;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The form that makes something the server answers with a secret only once (an API token, a
 * webhook's signing secret), then that secret in its place until the admin says they have kept it.
 */
export function SecretIssuingForm({
  secret,
  onKept,
  onSubmit,
  making,
  fieldRefused,
  submitLabel,
  maxWidth,
  children,
}: SecretIssuingFormProps) {
  const translate = useTranslate();
  if (secret) return <ShownOnce label={secret.label} value={secret.value} onDone={onKept} />;
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate sx={{ maxWidth }}>
      {children}
      {making.isError && !fieldRefused && (
        <Alert severity="error">{translate('integrations.errors.unreachable')}</Alert>
      )}
      <div>
        <BusyButton icon={<AddIcon />} busy={making.isPending} label={submitLabel} />
      </div>
    </Stack>
  );
}
