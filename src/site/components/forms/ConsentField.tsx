import { Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParkDetails } from '../../frameData';

interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the form was not sent (the browser's check or the server's), under the tick. */
  error?: string;
  disabled?: boolean;
}

/**
 * The privacy notice of a public form and the tick that agrees to it: what is kept, why and for how
 * long (the operator's APPLICATION_RETENTION_DAYS), said before anything is sent. The server refuses an application without it and stores
 * when it was given.
 */
export function ConsentField({ checked, onChange, error, disabled }: ConsentFieldProps) {
  const { t } = useTranslation('common');
  const noticeId = useId();
  // The operator's setting, so the notice never promises a shorter or longer keeping than the server's.
  const { application_retention_days: days } = useParkDetails();
  return (
    <FormControl error={Boolean(error)} required component="fieldset" variant="standard">
      <Typography id={noticeId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('privacy.notice', { count: days })}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            name="consent"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { required: true, 'aria-describedby': noticeId } }}
          />
        }
        label={t('privacy.consent')}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
