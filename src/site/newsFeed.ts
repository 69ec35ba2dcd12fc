import { localizedPath } from '../api/languagePaths';
import type { News } from '../api/news';
import { NEWS_FEED_ITEMS, newsFeedPath } from '../api/newsFeed';
import type { NewsFeed, NewsFeedRequest } from '../api/pageRendering';
import { publicationDate } from '../api/publicationDate';
import { excerpt, plainText } from './components/news/excerpt';
import { absoluteUrl } from './structuredData';
import { pagePath } from './publicPages';
import { itemAddressIn } from './itemAddress';
import { createServerI18n } from './render/serverTranslations';
import { escapeXml } from './xmlText';
import type { Paged } from './queries/apiRead';

/**
 * The news feeds (RSS 2.0): the latest news of one language as the newsroom lists them, newest
 * first, read through the public API, so a draft, a scheduled item before its time and an item in
 * the trash are never there, and an item without a text in the feed's language shows the one it
 * has, as on the newsroom's page. Written as a template rather than with a feed library: the few
 * elements RSS needs are fewer lines than a library's options, and every text goes through the
 * one escape of the sitemap and the OpenSearch descriptions (xmlText.ts).
 */

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** RFC 822 as RSS asks (`Sun, 29 Nov 2026 01:15:51 GMT`). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** How long an item's description is: enough to tell what it is about, the rest on its page. */
const DESCRIPTION_LENGTH = 400;

/** An item's picture or film, with its size in bytes where this site serves it (0, as RSS advises, where unknown). */
async function enclosure(item: News, origin: string, fileLength: NewsFeedRequest['fileLength']) {
  const { image_url: url, mime_type: type } = item.file;
  if (!url || !type) return '';
  const length = url.startsWith('/') && !url.startsWith('//') ? await fileLength(url) : undefined;
  return `<enclosure url="${escapeXml(absoluteUrl(origin, url))}" length="${length ?? 0}" type="${escapeXml(type)}"/>`;
}

/**
 * An item's lasting name in the feed: its numeric address, which leads to its page (301) whatever its
 * slug becomes. Readers and the channels that repost by RSS know an item by its guid: were it the
 * slug's address, retitling a news item would make it new to them and post it a second time.
 */
const lastingAddress = (item: News, origin: string, request: NewsFeedRequest) =>
  origin + localizedPath(request.language, pagePath('newsItem', { slug: String(item.id) }));

async function itemXml(item: News, origin: string, request: NewsFeedRequest): Promise<string> {
  const link = origin + itemAddressIn('newsItem', item, request.language);
  const published = publicationDate(item) ?? item.created_at;
  return [
    '<item>',
    element('title', item.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(lastingAddress(item, origin, request))}</guid>`,
    element('pubDate', rfc822(published)),
    element('description', excerpt(plainText(item.body), DESCRIPTION_LENGTH)),
    await enclosure(item, origin, request.fileLength),
    '</item>',
  ].join('');
}

/** The feed of one language, and when the news last changed (their latest write or scheduled appearance). */
export async function newsFeed(request: NewsFeedRequest): Promise<NewsFeed> {
  const { readApi, siteUrl: origin, language } = request;
  const [page, changes] = await Promise.all([
    readApi(`/news?lang=${language}&page=1&per_page=${NEWS_FEED_ITEMS}`, { paged: true }) as Promise<Paged<News>>,
    readApi('/content-changes') as Promise<Record<string, string>>,
  ]);
  const lastModified = changes.news;
  const i18n = createServerI18n(language);
  const items = await Promise.all(page.items.map((item) => itemXml(item, origin, request)));
  const channel = [
    element('title', i18n.t('newsFeed')),
    element('link', origin + localizedPath(language, pagePath('news'))),
    element('description', i18n.t('news:newsroom.meta.description')),
    element('language', language),
    lastModified ? element('lastBuildDate', rfc822(lastModified)) : '',
    `<atom:link href="${escapeXml(origin + newsFeedPath(language))}" rel="self" type="application/rss+xml"/>`,
    ...items,
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${channel.join('\n')}</channel></rss>\n`;
  return { xml, lastModified };
}
