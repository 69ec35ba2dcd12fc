import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Service } from '../../api/services';
import { useLanguage } from '../../i18n/useLanguage';
import { ItemAtAddress } from '../components/frame/ItemAtAddress';
import { RecordArticle } from '../components/frame/RecordArticle';
import { isItemKey } from '../itemSlug';
import { ACTIVE_SERVICES, itemRead } from '../queries/pageReads';
import { useRecordRead } from '../queries/useApiRead';
import { NotFoundPage } from './NotFoundPage';

/** Visitors see the services staff marked active, as the list does; an inactive one has no page. */
const isActive = (service: Service) => service.status === ACTIVE_SERVICES.status;

function ServiceArticle({ address }: { address: string }) {
  const { t } = useTranslation('services', { keyPrefix: 'catalog' });
  return (
    <ItemAtAddress
      page="service"
      address={address}
      item={useRecordRead(itemRead('services', useLanguage(), address))}
      shown={isActive}
      loading={t('item.loading')}
    >
      {(service: Service) => (
        <RecordArticle
          page="service"
          list="services"
          ns="services"
          keyPrefix="catalog"
          record={service}
          picture={service.photo}
        />
      )}
    </ItemAtAddress>
  );
}

/** /services/{slug}: one service the park offers, its picture and what it covers. */
export default function ServiceItemPage() {
  const { slug } = useParams();
  return isItemKey(slug) ? <ServiceArticle key={slug} address={slug} /> : <NotFoundPage />;
}
