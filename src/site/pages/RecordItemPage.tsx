import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Resident } from '../../api/residents';
import type { Service } from '../../api/services';
import { useLanguage } from '../../i18n/useLanguage';
import { ItemAtAddress } from '../components/frame/ItemAtAddress';
import { RecordArticle, type RecordArticleProps } from '../components/frame/RecordArticle';
import { isItemKey } from '../itemSlug';
import { itemRead } from '../queries/pageReads';
import { useRecordRead } from '../queries/useApiRead';
import { NotFoundPage } from './NotFoundPage';

type PagedResource = 'residents' | 'services';
type ItemOf<Resource extends PagedResource> = Resource extends 'residents' ? Resident : Service;

interface RecordItemPageProps<Resource extends PagedResource> extends Omit<
  RecordArticleProps,
  'record' | 'picture' | 'badge'
> {
  resource: Resource;
  picture: (item: ItemOf<Resource>) => string | null;
  /** What is said beside the name (a participant's status). */
  badge?: (item: ItemOf<Resource>) => ReactNode;
  /** Whether visitors may see the record: a page for one they may not is a 404. */
  shown?: (item: ItemOf<Resource>) => boolean;
}

function RecordAtAddress<Resource extends PagedResource>({
  address,
  resource,
  picture,
  badge,
  shown,
  ...article
}: RecordItemPageProps<Resource> & { address: string }) {
  const { t } = useTranslation(article.ns, { keyPrefix: article.keyPrefix });
  return (
    <ItemAtAddress
      page={article.page}
      address={address}
      item={useRecordRead(itemRead(resource, useLanguage(), address))}
      shown={shown}
      loading={t('item.loading')}
    >
      {(item: ItemOf<Resource>) => (
        <RecordArticle {...article} record={item} picture={picture(item)} badge={badge?.(item)} />
      )}
    </ItemAtAddress>
  );
}

/**
 * The page of one participant or service at `/{list}/{slug}` (ParticipantItemPage, ServiceItemPage):
 * the record its address names, read in the page's language; an address that cannot name one is
 * the 404 page.
 */
export function RecordItemPage<Resource extends PagedResource>(props: RecordItemPageProps<Resource>) {
  const { slug } = useParams();
  return isItemKey(slug) ? <RecordAtAddress key={slug} address={slug} {...props} /> : <NotFoundPage />;
}
