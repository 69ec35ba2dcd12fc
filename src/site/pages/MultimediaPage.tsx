import { Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../components/LoadError';
import { VideoCard } from '../components/multimedia/VideoCard';
import { PageBanner } from '../components/PageBanner';
import { PageMeta } from '../components/PageMeta';
import { useVideoNews } from '../queries/news';

function VideoGrid() {
  const { t } = useTranslation('news');
  const videos = useVideoNews();
  if (videos.isPending) return <Typography role="status">{t('multimedia.loading')}</Typography>;
  if (videos.isError) {
    return <LoadError error={videos.error} onRetry={() => videos.refetch()} retrying={videos.isFetching} />;
  }
  if (videos.data.length === 0) return <Typography>{t('multimedia.empty')}</Typography>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {videos.data.map((item) => (
        <Grid key={item.id} size={{ xs: 12, md: 6 }} component="li">
          <VideoCard item={item} />
        </Grid>
      ))}
    </Grid>
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
        path="/multimedia"
      />
      <PageBanner title={t('multimedia.title')} />
      <Container sx={{ py: 6 }}>
        <Typography sx={{ mb: 4, maxWidth: '70ch' }}>{t('multimedia.intro')}</Typography>
        <VideoGrid />
      </Container>
    </>
  );
}
