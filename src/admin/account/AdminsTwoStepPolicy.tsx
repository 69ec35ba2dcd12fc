import { Alert, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { refusalText } from './twoStepErrors';
import { useAdminsPolicy } from './twoStepCalls';

/** An admin's choice: whether every admin must sign in with two steps. */
export function AdminsTwoStepPolicy({ required }: { required: boolean }) {
  const translate = useTranslate();
  const policy = useAdminsPolicy();
  const refusal = refusalText(policy.error, translate);
  return (
    <Card component="section" aria-labelledby="admins-two-step-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="admins-two-step-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
            {translate('forms.two_step.policy.heading')}
          </Typography>
          <Typography>{translate('forms.two_step.policy.hint')}</Typography>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <FormControlLabel
            control={
              <Switch
                checked={required}
                disabled={policy.isPending}
                onChange={(event) => policy.mutate({ admins_required: event.target.checked })}
              />
            }
            label={translate('forms.two_step.policy.label')}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
