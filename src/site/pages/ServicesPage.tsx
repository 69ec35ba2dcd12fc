import { CardListPage } from '../components/frame/CardListPage';
import { ServiceCard } from '../components/services/ServiceCard';
import { useActiveServices } from '../queries/services';

/** /services: what the park does for its residents, as staff keep it in the back office (active ones only). */
export default function ServicesPage() {
  const services = useActiveServices();
  return (
    <CardListPage
      ns="services"
      keyPrefix="catalog"
      query={services}
      renderItem={(service) => <ServiceCard service={service} />}
    />
  );
}
