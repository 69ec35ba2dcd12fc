import { SITE } from '../siteConfig';

interface PageMetaProps {
  title: string;
  description: string;
  keywords: string;
  /** The page's path, e.g. `/contact`. */
  path: string;
  image?: string;
}

/**
 * Head metadata of a page. React 19 moves these elements into <head>, in the browser and when
 * rendered on the server, so each page states its own and the texts follow the language.
 */
export function PageMeta({ title, description, keywords, path, image = SITE.shareImage }: PageMetaProps) {
  const url = `${SITE.url}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={`${SITE.url}${image}`} />
      <meta property="og:url" content={url} />
    </>
  );
}
