import { Card, CardContent, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GridList } from '../components/ui/GridList';
import { PageFrame } from '../components/frame/PageFrame';

/** Privileges: three static cards. */
const PRIVILEGES = ['tax', 'customs', 'land'] as const;

export default function PrivilegesPage() {
  const { t } = useTranslation('services');
  return (
    <PageFrame ns="services" keyPrefix="privileges">
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Typography sx={{ maxWidth: 820, mb: 5, fontSize: '1.1rem' }}>{t('privileges.intro')}</Typography>
        <GridList gap={3} columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}>
          {PRIVILEGES.map((privilege) => (
            <Card component="li" key={privilege} variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
                <img src={`/site/privileges/${privilege}.svg`} alt="" width={96} height={96} />
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
                  {t(`privileges.cards.${privilege}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`privileges.cards.${privilege}.text`)}</Typography>
              </CardContent>
            </Card>
          ))}
        </GridList>
      </Container>
    </PageFrame>
  );
}
