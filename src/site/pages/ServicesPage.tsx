import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/frame/PageBanner';
import { PageMeta } from '../components/frame/PageMeta';
import { QueryGrid } from '../components/ui/QueryGrid';
import { ServiceCard } from '../components/services/ServiceCard';
import { useActiveServices } from '../queries/services';

function ServiceGrid() {
  const { t } = useTranslation('services');
  const services = useActiveServices();
  return (
    <QueryGrid
      query={services}
      loadingText={t('catalog.loading')}
      emptyText={t('catalog.empty')}
      size={{ xs: 12, sm: 6, md: 4 }}
      keyOf={(service) => service.id}
      renderItem={(service) => <ServiceCard service={service} />}
    />
  );
}

/** /services: what the park does for its residents, as staff keep it in the back office (active ones only). */
export default function ServicesPage() {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['services', 'notification']);
  return (
    <>
      <PageMeta
        title={t('catalog.meta.title')}
        description={t('catalog.meta.description')}
        keywords={t('catalog.meta.keywords')}
      />
      <PageBanner title={t('catalog.title')} />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('catalog.intro')}</Typography>
        <ServiceGrid />
      </Container>
    </>
  );
}
