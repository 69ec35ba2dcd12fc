import { Alert, Box, CircularProgress } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { AdminsTwoStepPolicy } from './AdminsTwoStepPolicy';
import { TwoStepOff } from './TwoStepOff';
import { TwoStepSetupSteps } from './TwoStepSetupSteps';
import { useTwoStepStatus } from './twoStepCalls';
import { IntroducedPage } from '../layout/IntroducedPage';

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
    <IntroducedPage
      title="forms.two_step.title"
      intro="forms.two_step.intro"
      maxWidth={760}
      opening={
        <>
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
        </>
      }
    >
      {permissions === 'admin' && status.data && <AdminsTwoStepPolicy required={status.data.admins_required} />}
    </IntroducedPage>
  );
}
