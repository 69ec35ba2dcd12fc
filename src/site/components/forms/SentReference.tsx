import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The reference a sent application was given, above the form until the visitor sends another:
 * the toast that says it was sent is gone in two seconds, the number is one to write down.
 */
export function SentReference({ reference }: { reference: string | undefined }) {
  const { t } = useTranslation('notification');
  if (!reference) return null;
  return (
    <Alert severity="info" data-reference={reference}>
      {t('reference.keep', { reference })}
    </Alert>
  );
}
