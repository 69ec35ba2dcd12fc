import { CardListPage } from '../components/frame/CardListPage';
import { VideoCard } from '../components/multimedia/VideoCard';
import type { News } from '../../api/news';
import { VIDEO_NEWS } from '../queries/pageReads';
import { useContentList } from '../queries/useApiRead';

/** /multimedia: the news told in film (news whose file is a video). */
export default function MultimediaPage() {
  const videos = useContentList<News>('news', VIDEO_NEWS);
  return (
    <CardListPage
      ns="news"
      keyPrefix="multimedia"
      query={videos}
      size={{ xs: 12, md: 6 }}
      renderItem={(item) => <VideoCard item={item} />}
    />
  );
}
