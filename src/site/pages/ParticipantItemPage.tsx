import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Resident } from '../../api/residents';
import { useLanguage } from '../../i18n/useLanguage';
import { ItemAtAddress } from '../components/frame/ItemAtAddress';
import { RecordArticle } from '../components/frame/RecordArticle';
import { StatusBadge } from '../components/participants/StatusBadge';
import { isItemKey } from '../itemSlug';
import { itemRead } from '../queries/pageReads';
import { useRecordRead } from '../queries/useApiRead';
import { NotFoundPage } from './NotFoundPage';

function Participant({ address }: { address: string }) {
  const { t } = useTranslation('participants');
  return (
    <ItemAtAddress
      page="participant"
      address={address}
      item={useRecordRead(itemRead('residents', useLanguage(), address))}
      loading={t('item.loading')}
    >
      {(resident: Resident) => (
        <RecordArticle
          page="participant"
          list="participants"
          ns="participants"
          record={resident}
          picture={resident.image_url}
          badge={<StatusBadge status={resident.status} />}
        />
      )}
    </ItemAtAddress>
  );
}

/** /participants/{slug}: one participant of the park, its status, picture and description. */
export default function ParticipantItemPage() {
  const { slug } = useParams();
  return isItemKey(slug) ? <Participant key={slug} address={slug} /> : <NotFoundPage />;
}
