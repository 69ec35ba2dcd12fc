import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_RESOURCES } from '../../api/contentResources';
import type { ContentLanguage } from '../../api/translations';
import { badRequest } from '../errors';
import { isBlankHtml, sanitizeNewsBody } from '../html';
import type { RouteDeps } from '../routeDeps';
import { type ContentHooks, contentRoutes } from './contentRoutes';

/**
 * A news body is HTML: it is sanitised, and one that held nothing but dangerous markup counts as
 * empty: refused in English or when sent as the plain field, '' (no translation) otherwise.
 */
function cleanNewsText(field: string, lang: ContentLanguage, value: string, sentAs: string): string {
  if (field !== 'body') return value;
  const clean = sanitizeNewsBody(value);
  if (!isBlankHtml(clean)) return clean;
  if (lang === 'en' || sentAs === 'body') throw badRequest(sentAs, 'Title, hashtag and content must not be empty');
  return '';
}

/** What a resource does beyond its declaration, by its name. */
const HOOKS: Record<string, ContentHooks> = { news: { cleanText: cleanNewsText } };

/** The route plugins of every translated content resource, in the order of their declarations. */
export const contentResourceRoutes: FastifyPluginAsyncZod<RouteDeps>[] = CONTENT_RESOURCES.map((resource) =>
  contentRoutes(resource, HOOKS[resource.name]),
);
