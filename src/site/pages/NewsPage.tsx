import { Pagination, PaginationItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NewsCard } from '../components/news/NewsCard';
import { CardListPage } from '../components/frame/CardListPage';
import { useNewsPage } from '../queries/news';
import { NEWS_PER_PAGE, newsroomPage } from '../queries/pageReads';
import { pagePath } from '../publicPages';
import { useLocalizedPath } from '../useLocalizedPath';
import { NotFoundPage } from './NotFoundPage';
import { PageLink } from '../components/frame/PageLink';

/** The newsroom's own path for one of its pages: page 1 is plain /news. */
const newsroomPath = (page: number) => (page === 1 ? pagePath('news') : `${pagePath('news')}?page=${page}`);

/** Links to the other pages of the newsroom: plain links, so they work without scripts too. */
function NewsPages({ page, count }: { page: number; count: number }) {
  const { t } = useTranslation('news');
  const localize = useLocalizedPath();
  if (count < 2) return null;
  return (
    <Pagination
      page={page}
      count={count}
      sx={{ mt: 5, display: 'flex', justifyContent: 'center' }}
      aria-label={t('newsroom.pages')}
      getItemAriaLabel={(type, number, selected) => {
        if (type === 'previous') return t('newsroom.previous');
        if (type === 'next') return t('newsroom.next');
        return selected ? t('newsroom.page', { page: number }) : t('newsroom.goToPage', { page: number });
      }}
      renderItem={(item) =>
        item.page !== null && item.page >= 1 && item.page <= count ? (
          <PaginationItem {...item} component={PageLink} to={localize(newsroomPath(item.page))} />
        ) : (
          <PaginationItem {...item} />
        )
      }
    />
  );
}

function Newsroom({ page }: { page: number }) {
  const { t } = useTranslation(['news', 'notification']);
  const { items, total } = useNewsPage(page);
  // A page past the last one names nothing.
  if (page > 1 && items.isSuccess && items.data.length === 0) return <NotFoundPage />;
  return (
    <CardListPage
      ns="news"
      keyPrefix="newsroom"
      metaTitle={page === 1 ? undefined : t('newsroom.meta.pageTitle', { page })}
      path={newsroomPath(page)}
      query={items}
      renderItem={(item, firstRow) => <NewsCard item={item} onScreen={firstRow} />}
    >
      {total !== undefined && <NewsPages page={page} count={Math.ceil(total / NEWS_PER_PAGE)} />}
    </CardListPage>
  );
}

/** /news: everything staff published, newest first, nine to a page (`?page=2`). */
export default function NewsPage() {
  const [search] = useSearchParams();
  const page = newsroomPage(search);
  return page === undefined ? <NotFoundPage /> : <Newsroom key={page} page={page} />;
}
