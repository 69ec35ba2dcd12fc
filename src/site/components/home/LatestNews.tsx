import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { News } from '../../../api/news';
import { LATEST_NEWS } from '../../queries/pageReads';
import { useContentList } from '../../queries/useApiRead';
import { useLocalizedPath } from '../../useLocalizedPath';
import { pagePath } from '../../publicPages';
import { NewsCard } from '../news/NewsCard';
import { QueryGrid } from '../ui/QueryGrid';
import { withSiteQueries } from '../../queries/SiteQueries';
import { PageLink } from '../frame/PageLink';

/** Home's three newest news items, with the way to the newsroom. */
export function LatestNews() {
  const { t } = useTranslation(['home', 'news', 'notification']);
  const news = useContentList<News>('news', LATEST_NEWS);
  const localize = useLocalizedPath();
  return (
    <Box component="section" aria-labelledby="latest-news-title" sx={{ py: 8 }}>
      <Container>
        <Typography variant="h2" id="latest-news-title" gutterBottom>
          {t('latestNews.title')}
        </Typography>
        <QueryGrid
          query={news}
          loadingText={t('news:newsroom.loading')}
          emptyText={t('news:newsroom.empty')}
          size={{ xs: 12, sm: 6, md: 4 }}
          renderItem={(item) => <NewsCard item={item} headingLevel={3} />}
        />
        <Button component={PageLink} to={localize(pagePath('news'))} variant="outlined" sx={{ mt: 4 }}>
          {t('latestNews.all')}
        </Button>
      </Container>
    </Box>
  );
}

/** Loaded on its own, after Home's first screen: it brings the data cache, which Home's chunk does without. */
export default withSiteQueries(LatestNews);
