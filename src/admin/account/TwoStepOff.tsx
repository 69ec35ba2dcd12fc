import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { TwoStepStatus } from '../../api/twoStep';
import { refusalText } from './twoStepErrors';
import { TwoStepField } from './TwoStepField';
import { useTurnOff } from './twoStepCalls';
import { BusyButton } from '../forms/BusyButton';
import { useStaffDates } from '../dates/useStaffDates';

/** Two-step sign-in is on: since when, the recovery codes left, and turning it off with the password and a code. */
export function TwoStepOff({ status }: { status: TwoStepStatus }) {
  const translate = useTranslate();
  const { date } = useStaffDates();
  const turnOff = useTurnOff();
  const [values, setValues] = useState({ password: '', code: '' });
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    turnOff.mutate(values);
  };
  const since = status.enabled_at ? date(status.enabled_at) : '';
  const refusal = refusalText(turnOff.error, translate);
  return (
    <Stack spacing={2}>
      <Alert severity="success">{translate('forms.two_step.on.since', { date: since })}</Alert>
      <Typography>{translate('forms.two_step.on.codes_left', { count: status.recovery_codes_left })}</Typography>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', pt: 1 }}>
        {translate('forms.two_step.off.heading')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
        <Typography>{translate('forms.two_step.off.hint')}</Typography>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <TwoStepField field="password" value={values.password} onChange={set('password')} failure={turnOff.error} />
        <TwoStepField field="code" value={values.code} onChange={set('code')} failure={turnOff.error} />
        <BusyButton
          variant="outlined"
          color="error"
          icon={<LockOpenIcon />}
          busy={turnOff.isPending}
          label="forms.two_step.off.submit"
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Stack>
  );
}
