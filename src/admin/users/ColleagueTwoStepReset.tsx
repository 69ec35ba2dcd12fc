import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useGetIdentity, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiData } from '../../api/client';
import { BusyButton } from '../forms/BusyButton';

/**
 * Under a colleague's account: turns their two-step sign-in off, for someone who lost both the
 * phone with the app and the recovery codes. Not shown on one's own account, which turns it off
 * with its password and a code on the two-step screen.
 */
export function ColleagueTwoStepReset() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const [asking, setAsking] = useState(false);
  const turnOff = useMutation({
    mutationFn: (id: number) => apiData<{ message: string }>(`/auth/users/${id}/two-step`, { method: 'DELETE' }),
    onSuccess: () => notify('forms.two_step.colleague.done', { type: 'success' }),
    onError: () => notify('forms.two_step.colleague.failed', { type: 'error' }),
  });
  if (!record || !identity || record.id === identity.id) return null;
  return (
    <Box
      component="section"
      aria-labelledby="colleague-two-step-heading"
      sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography id="colleague-two-step-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {translate('forms.two_step.title')}
        </Typography>
        <Typography>{translate('forms.two_step.colleague.hint')}</Typography>
        <BusyButton
          type="button"
          variant="outlined"
          color="warning"
          icon={<LockResetIcon />}
          busy={turnOff.isPending}
          label="forms.two_step.colleague.button"
          onClick={() => setAsking(true)}
        />
      </Stack>
      <Confirm
        isOpen={asking}
        title="forms.two_step.colleague.button"
        content="forms.two_step.colleague.confirm"
        translateOptions={{ name: String(record.full_name) }}
        onConfirm={() => {
          setAsking(false);
          turnOff.mutate(Number(record.id));
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
