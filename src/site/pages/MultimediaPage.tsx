import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VideoCard } from '../components/multimedia/VideoCard';
import { PageBanner } from '../components/frame/PageBanner';
import { PageMeta } from '../components/frame/PageMeta';
import { QueryGrid } from '../components/ui/QueryGrid';
import { useVideoNews } from '../queries/news';

function VideoGrid() {
  const { t } = useTranslation('news');
  const videos = useVideoNews();
  return (
    <QueryGrid
      query={videos}
      loadingText={t('multimedia.loading')}
      emptyText={t('multimedia.empty')}
      size={{ xs: 12, md: 6 }}
      keyOf={(item) => item.id}
      renderItem={(item) => <VideoCard item={item} />}
    />
  );
}

/** /multimedia: the news told in film (news whose file is a video). */
export default function MultimediaPage() {
  // The load-error texts come along, so a failure does not suspend the page a second time.
  const { t } = useTranslation(['news', 'notification']);
  return (
    <>
      <PageMeta
        title={t('multimedia.meta.title')}
        description={t('multimedia.meta.description')}
        keywords={t('multimedia.meta.keywords')}
      />
      <PageBanner title={t('multimedia.title')} />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('multimedia.intro')}</Typography>
        <VideoGrid />
      </Container>
    </>
  );
}
