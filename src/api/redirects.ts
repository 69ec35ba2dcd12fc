import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * Addresses visitors miss (the 404 log) and the staff redirects that lead them on: the server
 * records the misses and answers the redirects (src/server/missed), the back office lists both.
 */

/** The longest path kept or matched: a longer one is cut here (a bot's endless path is one row, not many). */
export const MAX_ADDRESS_PATH = 300;

/**
 * A path as the server compares it: without query or fragment, its slashes squeezed, without a
 * trailing slash (but `/`), percent-encoded the one way URL parsing writes it, and cut at
 * MAX_ADDRESS_PATH. `/Old//page/?p=1` and `/Old/page` are one address; letter case counts, as
 * it does on this site.
 */
export function normalisedPath(address: string): string {
  const path = address.split(/[?#]/)[0].replace(/\/{2,}/g, '/');
  let written: string;
  try {
    written = new URL(path.startsWith('/') ? path : `/${path}`, 'http://site').pathname;
  } catch {
    written = path;
  }
  const trimmed = written.length > 1 ? written.replace(/\/+$/, '') || '/' : written;
  return trimmed.slice(0, MAX_ADDRESS_PATH);
}

/** A stored path as people read it: `/ru/%D0%BE...` shows its Cyrillic letters (as stored if it cannot be decoded). */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Paths a redirect may not start from: the API and the back office are no old addresses. */
const RESERVED = /^\/(api|admin)(\/|$)/i;

export const REDIRECT_FROM_RULE = 'Enter a path of this site starting with /, not under /api or /admin';
export const REDIRECT_TO_RULE = 'Enter a path of this site starting with / or a full https:// address';
export const REDIRECT_LOOP_RULE = 'A redirect cannot lead back to the address it starts from';

/** An old address: a path (no scheme, no host), not the API's or the back office's. */
export const redirectFromSchema = z
  .string({ error: REDIRECT_FROM_RULE })
  .trim()
  .max(2000, REDIRECT_FROM_RULE)
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'), REDIRECT_FROM_RULE)
  .transform(normalisedPath)
  .refine((path) => path !== '/' && !RESERVED.test(path), REDIRECT_FROM_RULE)
  .describe('the old address: a path starting with `/` (a language prefix is part of it; the query is ignored)');

/** Where it leads: a path of this site, or a whole https address elsewhere. */
export const redirectToSchema = z
  .string({ error: REDIRECT_TO_RULE })
  .trim()
  .max(2000, REDIRECT_TO_RULE)
  .refine(isRedirectTarget, REDIRECT_TO_RULE)
  .transform((value) => (value.startsWith('/') ? normalisedTarget(value) : value))
  .describe('a path of this site (`/news`, `/ru/contact`, a query kept) or a full `https://` address');

function isRedirectTarget(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A target path: its path normalised as a `from` is (so chains are found), its query kept. */
function normalisedTarget(value: string): string {
  const [, query = ''] = /^[^?#]*(\?[^#]*)?/.exec(value) ?? [];
  return `${normalisedPath(value)}${query}`;
}

export const redirectBodySchema = z.object({
  from_path: redirectFromSchema,
  to: redirectToSchema,
});
export type RedirectBody = z.infer<typeof redirectBodySchema>;

export const redirectSchema = z.object({
  id: z.number().int(),
  from_path: z.string(),
  to: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Redirect = z.infer<typeof redirectSchema>;

export const REDIRECT_SORTABLE = ['id', 'from_path', 'to', 'created_at', 'updated_at'] as const;

export const missedAddressSchema = z.object({
  id: z.number().int(),
  path: z.string().describe('the address that answered 404, normalised (no query)'),
  hits: z.number().int().describe('how many times it was asked for'),
  first_seen_at: timestampSchema,
  last_seen_at: timestampSchema,
  referrer_host: z
    .string()
    .nullable()
    .describe('the host of the page that linked to it last (never the whole referring address); null for none'),
});
export type MissedAddress = z.infer<typeof missedAddressSchema>;

export const MISSED_SORTABLE = ['id', 'path', 'hits', 'first_seen_at', 'last_seen_at'] as const;

/** How long a missed address stays in the list after it was last asked for. */
export const MISSED_RETENTION_DAYS = 30;

/** Staff who are not admins are refused these screens. */
export const REDIRECTS_ADMINS_ONLY = 'Only an admin can see missed addresses and manage redirects';
