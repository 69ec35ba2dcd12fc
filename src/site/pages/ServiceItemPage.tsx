import type { Service } from '../../api/services';
import { ACTIVE_SERVICES } from '../queries/pageReads';
import { RecordItemPage } from './RecordItemPage';

/** Visitors see the services staff marked active, as the list does; an inactive one has no page. */
const isActive = (service: Service) => service.status === ACTIVE_SERVICES.status;

/** /services/{slug}: one service the park offers, its picture and what it covers. */
export default function ServiceItemPage() {
  return (
    <RecordItemPage
      page="service"
      list="services"
      ns="services"
      keyPrefix="catalog"
      resource="services"
      picture={(service) => service.photo}
      shown={isActive}
    />
  );
}
