import { Pagination, PaginationItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CardListPage } from '../components/frame/CardListPage';
import { PageLink } from '../components/frame/PageLink';
import type { ApiRecord, QueryGridProps } from '../components/ui/QueryGrid';
import { useLanguage } from '../../i18n/useLanguage';
import { type PageKey, pagePath } from '../publicPages';
import { listPageNumber, listPagePath, listPageRead, type PagedList } from '../queries/pagedLists';
import { usePagedRead } from '../queries/useApiRead';
import { useLocalizedPath } from '../useLocalizedPath';
import { NotFoundPage } from './NotFoundPage';

interface PagedListPageProps<Item extends ApiRecord> {
  /** The page's key in the route table: its first page's address, the others' with `?page=`. */
  pageKey: PageKey;
  /** What it lists, and how many to a page. */
  list: PagedList;
  /**
   * Where the page's texts are: the frame's (CardListPage.tsx), `pages` (what its page links are
   * called) and `meta.pageTitle` (the tab's title of a page after the first, with `{{page}}`).
   */
  ns: string;
  keyPrefix?: string;
  renderItem: QueryGridProps<Item>['renderItem'];
}

interface PageLinksProps {
  ns: string;
  keyPrefix?: string;
  /** The English address of the list's first page. */
  path: string;
  page: number;
  count: number;
}

/** Links to the other pages of the list: plain links, so they work without scripts too. */
function PageLinks({ ns, keyPrefix, path, page, count }: PageLinksProps) {
  const { t } = useTranslation('common');
  const named = useTranslation(ns, { keyPrefix }).t;
  const localize = useLocalizedPath();
  if (count < 2) return null;
  return (
    <Pagination
      page={page}
      count={count}
      sx={{ mt: 5, display: 'flex', justifyContent: 'center' }}
      aria-label={named('pages')}
      getItemAriaLabel={(type, number, selected) => {
        if (type === 'previous') return t('pageLinks.previous');
        if (type === 'next') return t('pageLinks.next');
        return selected ? t('pageLinks.page', { page: number }) : t('pageLinks.goToPage', { page: number });
      }}
      renderItem={(item) =>
        item.page !== null && item.page >= 1 && item.page <= count ? (
          <PaginationItem {...item} component={PageLink} to={localize(listPagePath(path, item.page))} />
        ) : (
          <PaginationItem {...item} />
        )
      }
    />
  );
}

function OnePage<Item extends ApiRecord>({
  pageKey,
  list,
  ns,
  keyPrefix,
  renderItem,
  page,
}: PagedListPageProps<Item> & { page: number }) {
  const { t } = useTranslation(ns, { keyPrefix });
  const { items, total } = usePagedRead(listPageRead<Item>(list, useLanguage(), page));
  // A page past the last one names nothing.
  if (page > 1 && items.isSuccess && items.data.length === 0) return <NotFoundPage />;
  const path = pagePath(pageKey);
  return (
    <CardListPage
      ns={ns}
      keyPrefix={keyPrefix}
      metaTitle={page === 1 ? undefined : t('meta.pageTitle', { page })}
      path={listPagePath(path, page)}
      query={items}
      renderItem={renderItem}
    >
      {total !== undefined && (
        <PageLinks ns={ns} keyPrefix={keyPrefix} path={path} page={page} count={Math.ceil(total / list.perPage)} />
      )}
    </CardListPage>
  );
}

/**
 * A page listing what the API holds as cards, a page at a time (`?page=2`): the page its address
 * asks for, with its own title and canonical address, and links to the others; an address that
 * names no page, or one past the last, is the 404 page.
 */
export function PagedListPage<Item extends ApiRecord>(props: PagedListPageProps<Item>) {
  const [search] = useSearchParams();
  const page = listPageNumber(search);
  return page === undefined ? <NotFoundPage /> : <OnePage key={page} page={page} {...props} />;
}
