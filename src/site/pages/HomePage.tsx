import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem' }} gutterBottom>
        {t('home.title')}
      </Typography>
      <Typography>{t('home.lead')}</Typography>
    </>
  );
}
