import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';

/** The server could not be reached or failed on its side: worth trying again later. */
function isServerDown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR' || (error.status ?? 0) >= 500;
}

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying?: boolean;
}

/** What a data page shows instead of its content when the API did not answer. */
export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation('notification');
  const reason = isServerDown(error) ? 'unavailable' : 'failed';
  return (
    <Alert
      severity="warning"
      sx={{ my: 4, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onRetry} loading={retrying}>
          {t('loadError.retry')}
        </Button>
      }
    >
      <AlertTitle>{t(`loadError.${reason}.title`)}</AlertTitle>
      {t(`loadError.${reason}.text`)}
    </Alert>
  );
}
