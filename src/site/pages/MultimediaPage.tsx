import { CardListPage } from '../components/frame/CardListPage';
import { VideoCard } from '../components/multimedia/VideoCard';
import { useVideoNews } from '../queries/news';

/** /multimedia: the news told in film (news whose file is a video). */
export default function MultimediaPage() {
  const videos = useVideoNews();
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
