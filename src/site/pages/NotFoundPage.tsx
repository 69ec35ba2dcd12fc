import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem' }} gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Button variant="contained" onClick={() => navigate(-1)}>
        {t('notFound.back')}
      </Button>
    </>
  );
}
