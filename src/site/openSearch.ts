import { localizedPath } from '../api/languagePaths';
import { SEARCH_PAGE_PATH, OPENSEARCH_PATH } from '../api/siteSearch';
import type { Language } from '../i18n/namespaces';
import { escapeXml } from './xmlText';
import { createServerI18n } from './render/serverTranslations';

/**
 * /opensearch.xml, /ru/opensearch.xml, /uz/opensearch.xml: the site's search in one language, as
 * browsers read it (OpenSearch 1.1) to offer it in their address bar. Its template is the search
 * page in that language, at the site's public address (`origin`), like the sitemap's addresses.
 */
export function openSearchXml(language: Language, origin: string): string {
  const t = createServerI18n(language).getFixedT(language, 'search');
  const template = `${origin}${localizedPath(language, SEARCH_PAGE_PATH)}?q={searchTerms}`;
  const self = origin + localizedPath(language, OPENSEARCH_PATH);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeXml(t('openSearch.shortName'))}</ShortName>`,
    `  <Description>${escapeXml(t('openSearch.description'))}</Description>`,
    `  <Language>${language}</Language>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image type="image/svg+xml">${escapeXml(`${origin}/favicon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeXml(template)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(self)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
