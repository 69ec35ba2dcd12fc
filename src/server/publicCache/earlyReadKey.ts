import type { IncomingMessage } from 'node:http';
import { isContentLanguage } from '../../api/translations';
import { acceptedLanguage } from '../content/translations';

/**
 * A query read here as Fastify's parser reads it: only names and values that need no decoding
 * (no `%`, `+`, `#` or `;`), where splitting at `&` and `=` gives what it gives.
 */
const PLAIN_QUERY = /^[\w.,=&-]*$/;

/**
 * The language of a read as `requestLanguage` finds it (`?lang=`, else Accept-Language), from the
 * raw address; undefined where the query is not plain or names the language twice (Fastify then
 * finds the key itself).
 */
function plainReadLanguage(url: string, acceptLanguage: string | undefined): string | undefined {
  const start = url.indexOf('?');
  if (start < 0) return acceptedLanguage(acceptLanguage);
  const query = url.slice(start + 1);
  if (!PLAIN_QUERY.test(query)) return undefined;
  const named = query.split('&').filter((parameter) => parameter === 'lang' || parameter.startsWith('lang='));
  if (named.length > 1) return undefined;
  const asked = named[0]?.slice('lang='.length);
  return isContentLanguage(asked) ? asked : acceptedLanguage(acceptLanguage);
}

/**
 * The public cache's key (`<language> <address>`, as its hooks make it) of a request that can be
 * answered before routing: a GET of the API without credentials or a body, whose language the
 * address says plainly (no `#` or `;`, where the router might split it otherwise). Anything else goes through Fastify, whose hooks answer it from the cache
 * alike where they may.
 */
export function earlyReadKey({ method, url, headers }: IncomingMessage): string | undefined {
  if (method !== 'GET' || !url?.startsWith('/api/') || headers.authorization !== undefined) return undefined;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return undefined;
  // The router ends the path at a `#` too (and at a `;` where told to): its query would not be this one's.
  if (url.includes('#') || url.includes(';')) return undefined;
  const language = plainReadLanguage(url, headers['accept-language']);
  return language && `${language} ${url}`;
}
