import { Alert, Box, Container, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PREVIEW_PARAMETER } from '../../api/previewAddress';
import { publicationDate } from '../../api/publicationDate';
import type { News } from '../../api/news';
import { useLanguage } from '../../i18n/useLanguage';
import { SafeHtml } from '../components/ui/SafeHtml';
import { excerpt, plainText } from '../components/news/excerpt';
import { PageBanner } from '../components/frame/PageBanner';
import { PageMeta } from '../components/frame/PageMeta';
import { formatDate } from '../dateFormat';
import { isVideo, useNewsItem } from '../queries/news';
import { pagePath } from '../publicPages';
import { itemPathIn } from '../itemAddress';
import { isItemKey } from '../itemSlug';
import { ItemAtAddress } from '../components/frame/ItemAtAddress';
import { useLocalizedPath } from '../useLocalizedPath';
import { NotFoundPage } from './NotFoundPage';
import { ResponsivePicture } from '../components/ui/ResponsivePicture';
import { useTextLanguage } from '../textLanguage';
import { PageLink } from '../components/frame/PageLink';
import { useSiteOrigin } from '../frameData';
import { shareCardOf, sharePictureUrl } from '../shareCard';
import { newsArticleNode, usePageUrl, useStructuredData } from '../structuredData';

const FRAME = { width: 1280, height: 720 };
const mediaStyle = { display: 'block', width: '100%', height: 'auto', maxHeight: '70vh', borderRadius: 1 } as const;

/** The item's picture, or its film with the player's controls (never playing by itself). */
function NewsMedia({ item }: { item: News }) {
  const { altOf } = useTextLanguage();
  if (!item.file.image_url) return null;
  if (isVideo(item)) {
    return (
      <Box component="video" controls preload="metadata" {...FRAME} sx={{ ...mediaStyle, bgcolor: '#000' }}>
        <source src={item.file.image_url} type={item.file.mime_type ?? undefined} />
      </Box>
    );
  }
  return (
    <ResponsivePicture src={item.file.image_url} sizes="(max-width: 1200px) 100vw, 1200px">
      <Box
        component="img"
        src={item.file.image_url}
        {...altOf(item)}
        {...FRAME}
        fetchPriority="high"
        sx={{ ...mediaStyle, objectFit: 'contain', bgcolor: 'grey.100' }}
      />
    </ResponsivePicture>
  );
}

/** `previewing`: shown through a staff's preview address, perhaps not published: kept out of search engines. */
function NewsArticle({ item, previewing }: { item: News; previewing: boolean }) {
  const { t } = useTranslation(['news', 'translation']);
  const language = useLanguage();
  const localize = useLocalizedPath();
  const { langOf, altOf } = useTextLanguage();
  const picture = item.file.image_url && !isVideo(item) ? item.file.image_url : undefined;
  // A draft seen through its preview address is not published: it gives no date.
  const published = publicationDate(item);
  const origin = useSiteOrigin();
  const pageUrl = usePageUrl();
  const path = itemPathIn('newsItem', item, language);
  // Its own picture as it is, or else the picture the page shares, drawn with its title.
  const image =
    picture ??
    sharePictureUrl(origin, shareCardOf(language, path, { title: item.title, brand: t('translation:brand') }));
  useStructuredData(() => newsArticleNode(item, { origin, language, pageUrl, image }));
  return (
    <>
      <PageMeta
        title={t('newsroom.item.metaTitle', { title: item.title })}
        description={excerpt(plainText(item.body), 160)}
        keywords={t('newsroom.meta.keywords')}
        path={(shownIn) => itemPathIn('newsItem', item, shownIn)}
        shareTitle={item.title}
        picture={picture}
        pictureAlt={altOf(item).alt}
        type="article"
        noindex={previewing}
      />
      <PageBanner
        title={item.title}
        titleLang={langOf(item, 'title')}
        parent={{ path: pagePath('news'), title: t('newsroom.title') }}
      />
      <Container component="article" maxWidth="md" sx={{ py: 6 }}>
        {previewing && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('newsroom.item.preview')}
          </Alert>
        )}
        {published && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('newsroom.item.published')} <time dateTime={published}>{formatDate(language, published)}</time>
          </Typography>
        )}
        <NewsMedia item={item} />
        <Typography component="div" sx={{ mt: 4, fontSize: '1.1rem', lineHeight: 1.7 }} lang={langOf(item, 'body')}>
          <SafeHtml html={item.body} />
        </Typography>
        <Link component={PageLink} to={localize(pagePath('news'))} sx={{ display: 'inline-block', mt: 5 }}>
          {t('newsroom.item.back')}
        </Link>
      </Container>
    </>
  );
}

/**
 * `address` is the item's slug in the page's language, a slug it had, or its number: all but the
 * first move for good to the item's address (a preview stays where its link points).
 */
function NewsItem({ address, preview }: { address: string; preview?: string }) {
  const { t } = useTranslation('news');
  return (
    <ItemAtAddress
      page="newsItem"
      address={address}
      item={useNewsItem(address, preview)}
      stays={preview !== undefined}
      loading={t('newsroom.item.loading')}
    >
      {(item) => <NewsArticle item={item} previewing={preview !== undefined} />}
    </ItemAtAddress>
  );
}

/** /news/{slug}: one news item in full, with its own title, description and share picture. */
export default function NewsItemPage() {
  const { slug } = useParams();
  const preview = useSearchParams()[0].get(PREVIEW_PARAMETER) ?? undefined;
  return isItemKey(slug) ? <NewsItem key={slug} address={slug} preview={preview} /> : <NotFoundPage />;
}
