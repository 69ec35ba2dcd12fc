import { Alert, Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { AdminsTwoStepPolicy } from './AdminsTwoStepPolicy';
import { TwoStepOff } from './TwoStepOff';
import { TwoStepSetupSteps } from './TwoStepSetupSteps';
import { useTwoStepStatus } from './twoStepCalls';

/**
 * /admin/two-step, from the session menu: each account turns its two-step sign-in on or off here;
 * admins also choose whether every admin must use it. An admin who must set it up is sent here
 * before anything else (TwoStepGate).
 */
export function TwoStepPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string | undefined>();
  const status = useTwoStepStatus();
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="forms.two_step.title" />
      <Card component="section">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
              {translate('forms.two_step.title')}
            </Typography>
            <Typography>{translate('forms.two_step.intro')}</Typography>
            {status.data?.setup_required && <Alert severity="warning">{translate('forms.two_step.required')}</Alert>}
            {status.isError && <Alert severity="error">{translate('forms.two_step.errors.unreachable')}</Alert>}
            {status.isPending && (
              <Box>
                <CircularProgress aria-label={translate('ra.page.loading')} />
              </Box>
            )}
            {status.data &&
              (status.data.enabled ? (
                <TwoStepOff status={status.data} />
              ) : (
                <TwoStepSetupSteps onDone={() => void status.refetch()} />
              ))}
          </Stack>
        </CardContent>
      </Card>
      {permissions === 'admin' && status.data && <AdminsTwoStepPolicy required={status.data.admins_required} />}
    </Stack>
  );
}
