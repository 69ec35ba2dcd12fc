import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type {
  BreadcrumbList,
  ContactPoint,
  FAQPage,
  NewsArticle,
  OrganizationLeaf,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import { localizedPath } from '../api/languagePaths';
import type { News } from '../api/news';
import { publicationDate } from '../api/publicationDate';
import type { SiteSettings } from '../api/settings';
import type { Language } from '../i18n/namespaces';
import { excerpt, plainText } from './components/news/excerpt';
import { useSiteOrigin } from './frameData';

/**
 * The schema.org description of a page (JSON-LD), for search engines: one `@graph` per page, its
 * nodes named by `@id` and linked by it (a news item's publisher is the park's Organization). The
 * server writes it into the page's head (entry-server.tsx) from what the page's parts show: each
 * part adds its node while it renders (`useStructuredData`), so a node holds the very texts on
 * screen. In the browser each part's node is on show while the part is (`shownNodes`): once the
 * visitor moves within the site, the head's graph is written again from them (HeadGraph.tsx).
 */

/** A node of the graph: every one has its `@id`, so the others can point at it. */
export type GraphNode = Exclude<Thing, string> & { '@id': string };

/** Where the nodes of one server render are collected, by `@id`; none in the browser. */
export const StructuredDataContext = createContext<Map<string, GraphNode> | undefined>(undefined);

/** In the browser: the nodes of the parts on screen, as JSON, one entry per part. */
const nodesOnShow: string[] = [];
const nodesOnShowListeners = new Set<() => void>();

function nodesOnShowChanged() {
  for (const listener of nodesOnShowListeners) listener();
}

/** Puts a part's node on show until the returned function takes it off. */
function showNode(json: string): () => void {
  nodesOnShow.push(json);
  nodesOnShowChanged();
  return () => {
    nodesOnShow.splice(nodesOnShow.indexOf(json), 1);
    nodesOnShowChanged();
  };
}

/** The nodes the parts on screen add, one per `@id` (the last part's), as the server collects them. */
export function shownNodes(): GraphNode[] {
  const byId = new Map<string, GraphNode>();
  for (const json of nodesOnShow) {
    const node = JSON.parse(json) as GraphNode;
    byId.set(node['@id'], node);
  }
  return [...byId.values()];
}

/** Calls `listener` whenever a part's node comes on show or goes; returns what stops it. */
export function onShownNodesChange(listener: () => void): () => void {
  nodesOnShowListeners.add(listener);
  return () => {
    nodesOnShowListeners.delete(listener);
  };
}

/**
 * Adds the node `make` gives to the page's graph: on the server while the page is rendered for its
 * head, in the browser while the part is on screen.
 */
export function useStructuredData(make: () => GraphNode | undefined): void {
  const collected = useContext(StructuredDataContext);
  const node = make();
  if (collected && node) collected.set(node['@id'], node);
  // As text, the effect runs again only when what the node says changes.
  const json = node && JSON.stringify(node);
  useEffect(() => (json ? showNode(json) : undefined), [json]);
}

/** The address of the page on show, absolute, without its query (as its canonical link). */
export function usePageUrl(): string {
  return useSiteOrigin() + useLocation().pathname;
}

export const absoluteUrl = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

/** The `@id` of the park: the same node on every page of a language. */
export const organizationId = (origin: string, language: Language) =>
  `${origin}${localizedPath(language, '/')}#organization`;
const webSiteId = (origin: string, language: Language) => `${origin}${localizedPath(language, '/')}#website`;

/** The park from its details in the back office: name, logo, address, phones, e-mail, social profiles. */
export function organizationNode(
  origin: string,
  language: Language,
  name: string,
  settings: SiteSettings,
  logo: string,
): OrganizationLeaf & GraphNode {
  const contactPoints: ContactPoint[] = settings.phones.map((telephone) => ({
    '@type': 'ContactPoint',
    telephone,
    contactType: 'customer service',
    availableLanguage: ['en', 'ru', 'uz'],
  }));
  const organization: OrganizationLeaf & GraphNode = {
    '@type': 'Organization',
    '@id': organizationId(origin, language),
    name,
    url: origin + localizedPath(language, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, logo) },
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'UZ' },
    contactPoint: contactPoints,
  };
  // Details staff left empty are left out, not given as empty texts.
  if (settings.phones[0]) organization.telephone = settings.phones[0];
  if (settings.email) organization.email = settings.email;
  if (settings.social_links.length > 0) organization.sameAs = settings.social_links.map((link) => link.url);
  return organization;
}

/** The site in one language, with the search box search engines may show under it (the site search page). */
export function webSiteNode(origin: string, language: Language, name: string): WebSite & GraphNode {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}${localizedPath(language, '/search')}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': webSiteId(origin, language),
    name,
    url: origin + localizedPath(language, '/'),
    inLanguage: language,
    publisher: { '@id': organizationId(origin, language) },
    potentialAction: search,
  };
}

/** One step of a page's breadcrumbs: its name on screen and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** The way from home to the page on show, as its banner shows it. */
export const breadcrumbNode = (pageUrl: string, crumbs: readonly Crumb[]): BreadcrumbList & GraphNode => ({
  '@type': 'BreadcrumbList',
  '@id': `${pageUrl}#breadcrumb`,
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/** Google cuts longer headlines in its results (its Article guidelines). */
const HEADLINE_MAX = 110;

/** A news item as its page shows it; a preview's graph leaves it out (entry-server.tsx, HeadGraph.tsx). */
export function newsArticleNode(
  item: News,
  { origin, language, pageUrl, image }: { origin: string; language: Language; pageUrl: string; image: string },
): NewsArticle & GraphNode {
  const published = publicationDate(item) ?? item.created_at;
  const updated = item.updated_at > published ? item.updated_at : published;
  const publisher = { '@id': organizationId(origin, language) };
  return {
    '@type': 'NewsArticle',
    '@id': `${pageUrl}#article`,
    headline: excerpt(item.title, HEADLINE_MAX),
    description: excerpt(plainText(item.body), 160),
    image: [absoluteUrl(origin, image)],
    datePublished: published,
    dateModified: updated,
    // The language of the text on show: the API gives another where the item lacks the page's.
    inLanguage: item.languages.body ?? language,
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    isPartOf: { '@id': webSiteId(origin, language) },
  };
}

/** The tags Google reads in a FAQ answer; any other is left out, its text kept. */
const FAQ_ANSWER_TAGS = /^(?:h[1-6]|br|ol|ul|li|a|p|div|b|strong|i|em)$/;

/** An answer's stored HTML (already sanitised) with only the tags Google reads, and of those only a link's href. */
export function faqAnswerHtml(html: string): string {
  return html.replace(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g,
    (_tag, close: string, tagName: string, attributes: string) => {
      const name = tagName.toLowerCase();
      if (!FAQ_ANSWER_TAGS.test(name)) return '';
      const href = name === 'a' && !close ? /\shref="([^"]*)"/.exec(attributes)?.[1] : undefined;
      return href === undefined ? `<${close}${name}>` : `<a href="${href}">`;
    },
  );
}

/** The questions and answers a page shows. */
export const faqPageNode = (
  pageUrl: string,
  language: Language,
  questions: readonly { question: string; answer: string }[],
): FAQPage & GraphNode => ({
  '@type': 'FAQPage',
  '@id': `${pageUrl}#faq`,
  url: pageUrl,
  inLanguage: language,
  mainEntity: questions.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: faqAnswerHtml(answer) },
  })),
});

/** The park's logo, as the navbar shows it. */
const PARK_LOGO = '/site/logo.svg';

/** The nodes every page of a language has: the park (`park`: its details in that language) and the site. */
export const siteNodes = (origin: string, language: Language, brand: string, park: SiteSettings): GraphNode[] => [
  organizationNode(origin, language, brand, park, PARK_LOGO),
  webSiteNode(origin, language, brand),
];

/**
 * The graph as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` written as
 * JSON escapes, so no text staff typed (`</script>`) can end the element or open another.
 */
export const graphJson = (nodes: readonly GraphNode[]): string =>
  JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The graph as the server writes it into the page's head. */
export const structuredDataScript = (nodes: readonly GraphNode[]): string =>
  `<script type="application/ld+json">${graphJson(nodes)}</script>`;
