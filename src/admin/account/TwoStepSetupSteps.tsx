import QrCode2Icon from '@mui/icons-material/QrCode2';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { TwoStepSetup } from '../../api/twoStep';
import { refusalText } from './twoStepErrors';
import { TwoStepField } from './TwoStepField';
import { useConfirmSetup, useStartSetup } from './twoStepCalls';
import { BusyButton } from '../forms/BusyButton';

/** The secret in groups of four, as authenticator apps ask it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** A form's button at its start, not stretched across the form. */
const AT_START = { alignSelf: 'flex-start' } as const;

/** Step 1: the password, for a new secret. */
function StartForm({ onStarted }: { onStarted: (setup: TwoStepSetup) => void }) {
  const translate = useTranslate();
  const start = useStartSetup();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ password }, { onSuccess: onStarted });
  };
  const refusal = refusalText(start.error, translate);
  return (
    <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
      <Typography>{translate('forms.two_step.setup.start_hint')}</Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <TwoStepField field="password" value={password} onChange={setPassword} failure={start.error} />
      <BusyButton icon={<QrCode2Icon />} busy={start.isPending} label="forms.two_step.setup.start" sx={AT_START} />
    </Stack>
  );
}

/** Step 2: the QR code and the key as text, and the first code that confirms them. */
function ConfirmForm({ setup, onConfirmed }: { setup: TwoStepSetup; onConfirmed: (codes: string[]) => void }) {
  const translate = useTranslate();
  const confirm = useConfirmSetup();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code }, { onSuccess: ({ recovery_codes }) => onConfirmed(recovery_codes) });
  };
  const refusal = refusalText(confirm.error, translate);
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <Typography>{translate('forms.two_step.setup.scan')}</Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt={translate('forms.two_step.setup.qr_alt')}
        sx={{ width: 220, height: 220, bgcolor: '#fff', border: 1, borderColor: 'divider' }}
      />
      <Typography>{translate('forms.two_step.setup.key_hint')}</Typography>
      <Typography
        component="code"
        aria-label={translate('forms.two_step.setup.key_label')}
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, wordBreak: 'break-all' }}
      >
        {grouped(setup.secret)}
      </Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <TwoStepField
        field="code"
        label="forms.two_step.fields.first_code"
        value={code}
        onChange={setCode}
        failure={confirm.error}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        sx={{ maxWidth: 240 }}
      />
      <BusyButton
        icon={<VerifiedUserIcon />}
        busy={confirm.isPending}
        label="forms.two_step.setup.confirm"
        sx={AT_START}
      />
    </Stack>
  );
}

/** Step 3: the recovery codes, shown this once. */
function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="success">{translate('forms.two_step.setup.done')}</Alert>
      <Typography>{translate('forms.two_step.setup.recovery_hint')}</Typography>
      <Box
        component="ul"
        aria-label={translate('forms.two_step.setup.recovery_label')}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, maxWidth: 420, pl: 3, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        {translate('forms.two_step.setup.saved')}
      </Button>
    </Stack>
  );
}

/** Turning two-step sign-in on: password, then QR code and first code, then the recovery codes. */
export function TwoStepSetupSteps({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesShown codes={codes} onDone={onDone} />;
  if (setup) return <ConfirmForm setup={setup} onConfirmed={setCodes} />;
  return <StartForm onStarted={setSetup} />;
}
