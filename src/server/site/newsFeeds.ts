import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newsFeedPath } from '../../api/newsFeed';
import type { NewsFeedRequest, ReadApi, RenderEntry } from '../../api/pageRendering';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../api/translations';
import type { PublicAddress } from '../http/publicAddress';

/**
 * The size of a file this site serves, from its own answer to a HEAD (the stored uploads' route
 * reads only the file's description for it; the build's files are on disk): undefined if none.
 */
const fileLengthFrom =
  (app: FastifyInstance): NewsFeedRequest['fileLength'] =>
  async (path) => {
    const response = await app.inject({ method: 'HEAD', url: path });
    const length = Number(response.headers['content-length']);
    return response.statusCode === 200 && Number.isSafeInteger(length) ? length : undefined;
  };

/**
 * /rss.xml, /ru/rss.xml, /uz/rss.xml: each language's news feed, written by the render entry
 * (src/site/newsFeed.ts) and kept in the public cache like a page, so it is the same for every
 * reader, answers 304 to one who holds it (by its tag or its `Last-Modified`), and changes as
 * soon as the news do: at once on the instance that saved them, within CONTENT_CHECK_MS on the
 * others, and when a scheduled item's time comes.
 */
export function serveNewsFeeds(app: FastifyInstance, entry: RenderEntry, readApi: ReadApi, siteUrl: PublicAddress) {
  const fileLength = fileLengthFrom(app);
  const sendFeed = async (language: ContentLanguage, request: FastifyRequest, reply: FastifyReply) => {
    const cache = app.publicCache;
    const key = newsFeedPath(language);
    const { answer, generation } = await cache.lookup(key);
    if (answer) return cache.send(request, reply, answer);
    const made = await cache.makeOnce(key, generation, async () => {
      const feed = await entry.newsFeed({ readApi, siteUrl: siteUrl(), language, fileLength });
      const headers: Record<string, string> = { 'content-type': 'application/rss+xml; charset=utf-8' };
      if (feed.lastModified) headers['last-modified'] = new Date(feed.lastModified).toUTCString();
      return cache.keep(key, generation, { status: 200, headers, body: Buffer.from(feed.xml) });
    });
    return cache.send(request, reply, made);
  };
  for (const language of CONTENT_LANGUAGES) {
    app.get(newsFeedPath(language), (request, reply) => sendFeed(language, request, reply));
  }
}
