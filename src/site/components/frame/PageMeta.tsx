import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../api/languagePaths';
import { newsFeedPath } from '../../../api/newsFeed';
import { useLanguage } from '../../../i18n/useLanguage';
import { alternates, type PathIn } from '../../crawling';
import { useCurrentPage } from '../../currentPage';
import { hasParams } from '../../publicPages';
import { useSiteOrigin } from '../../frameData';
import { SHARE_PICTURE_HEIGHT, SHARE_PICTURE_WIDTH } from '../../../api/sharePicture';
import { shareCardOf, sharePictureUrl, useCollectedShareCard } from '../../shareCard';

interface PageMetaProps {
  title: string;
  description: string;
  keywords: string;
  /**
   * The English address of what the page shows, where its entry in PUBLIC_PAGES does not say it
   * (a news item, a newsroom page after the first), or one per language where it differs (a news
   * item's slug); the language on show adds its prefix.
   */
  path?: PathIn;
  /** The heading drawn on the share picture, where it is not `title` (a section's name, a news item's title). */
  shareTitle?: string;
  /** The page's own picture, cropped for its share picture instead of drawing one. */
  picture?: string;
  /** What the own picture shows, for those who cannot see it; without one, the share picture's heading. */
  pictureAlt?: string;
  /** `article` for a news item; pages are `website`. */
  type?: 'website' | 'article';
  /** Keep this address out of search engines, whatever the page's entry says (a preview). */
  noindex?: boolean;
}

/** The news feed of the page's language, for feed readers and browsers that offer to follow it. */
export function NewsFeedLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={t('newsFeed')}
      href={useSiteOrigin() + newsFeedPath(language)}
    />
  );
}

const OG_LOCALES = { en: 'en_US', ru: 'ru_RU', uz: 'uz_UZ' } as const;

/**
 * Head metadata of a page. React 19 moves these elements into <head>, in the browser and when
 * rendered on the server, so each page states its own and the texts follow the language. The
 * canonical address is the page in the language on show; hreflang names its other versions.
 * The address and whether search engines may index it come from the page's entry in PUBLIC_PAGES.
 * Its share picture (1200×630) is made for it by the server from the card named here
 * (src/server/site/sharePictures.ts): its own picture cropped, or its heading drawn.
 */
export function PageMeta({
  title,
  description,
  keywords,
  path: shownPath,
  shareTitle = title,
  picture,
  pictureAlt,
  type = 'website',
  noindex = false,
}: PageMetaProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const page = useCurrentPage();
  if (!shownPath && hasParams(page)) throw new Error(`${page.page} must name the address of what it shows`);
  const path = shownPath ?? page.path;
  const pathHere = typeof path === 'string' ? path : path(language);
  const url = origin + localizedPath(language, pathHere);
  const card = shareCardOf(language, pathHere, { title: shareTitle, brand: t('brand'), picture });
  useCollectedShareCard(card);
  const image = sharePictureUrl(origin, card);
  const imageAlt = (card.picture && pictureAlt?.trim()) || card.title;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {(page.noindex || noindex) && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {alternates(origin, path).map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <NewsFeedLink />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('brand')} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_PICTURE_WIDTH)} />
      <meta property="og:image:height" content={String(SHARE_PICTURE_HEIGHT)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
