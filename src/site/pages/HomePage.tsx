import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built. */
export default function HomePage() {
  const { t } = useTranslation('news');
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1">{t('companyName')}</Typography>
      <Typography>{t('infoText')}</Typography>
    </Container>
  );
}
