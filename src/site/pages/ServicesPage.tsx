import { CardListPage } from '../components/frame/CardListPage';
import { ServiceCard } from '../components/services/ServiceCard';
import { useContentList } from '../queries/useApiRead';
import { ACTIVE_SERVICES } from '../queries/pageReads';
import type { Service } from '../../api/services';

/** /services: what the park does for its residents, as staff keep it in the back office (active ones only). */
export default function ServicesPage() {
  const services = useContentList<Service>('services', ACTIVE_SERVICES);
  return (
    <CardListPage
      ns="services"
      keyPrefix="catalog"
      query={services}
      renderItem={(service) => <ServiceCard service={service} />}
    />
  );
}
