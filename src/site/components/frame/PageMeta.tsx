import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../api/languagePaths';
import { newsFeedPath } from '../../../api/newsFeed';
import { useLanguage } from '../../../i18n/useLanguage';
import { alternates, type PathIn } from '../../crawling';
import { useCurrentPage } from '../../currentPage';
import { hasParams } from '../../publicPages';
import { SHARE_IMAGE, useSiteOrigin } from '../../frameData';

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
  image?: string;
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
 */
export function PageMeta({
  title,
  description,
  keywords,
  path: shownPath,
  image = SHARE_IMAGE,
  type = 'website',
  noindex = false,
}: PageMetaProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useSiteOrigin();
  const page = useCurrentPage();
  if (!shownPath && hasParams(page)) throw new Error(`${page.page} must name the address of what it shows`);
  const path = shownPath ?? page.path;
  const url = origin + localizedPath(language, typeof path === 'string' ? path : path(language));
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
      <meta property="og:image" content={/^https?:\/\//.test(image) ? image : origin + image} />
      <meta property="og:url" content={url} />
    </>
  );
}
