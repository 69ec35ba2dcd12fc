import type { News } from '../../api/news';
import { NewsCard } from '../components/news/NewsCard';
import { NEWSROOM } from '../queries/pagedLists';
import { PagedListPage } from './PagedListPage';

/** /news: everything staff published, newest first, nine to a page (`?page=2`). */
export default function NewsPage() {
  return (
    <PagedListPage<News>
      pageKey="news"
      list={NEWSROOM}
      ns="news"
      keyPrefix="newsroom"
      renderItem={(item, firstRow) => <NewsCard item={item} onScreen={firstRow} />}
    />
  );
}
