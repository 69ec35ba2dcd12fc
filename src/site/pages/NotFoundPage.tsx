import { Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Button variant="contained" onClick={() => navigate(-1)}>
        {t('notFound.back')}
      </Button>
    </Container>
  );
}
