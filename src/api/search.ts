import { z } from 'zod';
import { pagingQuerySchema, SUBSTRING_SEARCH_SHORTEST } from './common';
import { SEARCH_QUERY_MAX } from './siteSearch';
import { PUBLICATION_STATES } from './publishing';
import { CONTENT_LANGUAGES } from './translations';

// Written in siteSearch.ts, which the site's first download reads without zod; named here too for the API's readers.
export { SEARCH_PER_PAGE, SEARCH_QUERY_MAX } from './siteSearch';

/** What `type` may name beside the content resources, with `scope=staff`: applications and (for admins) accounts. */
export const STAFF_SEARCH_TYPES = ['contacts', 'investors', 'users'] as const;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(10_000)
    .optional()
    .describe(
      `the words to find, in any case and form; only the first ${SEARCH_QUERY_MAX} characters are read, ` +
        'quotes and operators are words like any other, and fewer than two letters find nothing; with scope=staff, ' +
        `a text of fewer than ${SUBSTRING_SEARCH_SHORTEST} characters (spaces around it not counted) is refused (400), ` +
        'as the applications are looked up by their trigrams, and words all shorter than three letters find no application',
    ),
  lang: z
    .enum(CONTENT_LANGUAGES, 'lang must be en, ru or uz')
    .optional()
    .describe('the language searched and answered in (default English)'),
  type: z
    .string()
    .max(500)
    .optional()
    .describe(
      'only these kinds of record, comma-separated: content resources (news, residents…), and with scope=staff contacts, investors, users',
    ),
  ...pagingQuerySchema.shape,
  scope: z
    .enum(['public', 'staff'], 'scope must be public or staff')
    .optional()
    .describe(
      'staff: with a member of staff’s session, drafts and scheduled records too, contact requests and investor applications, ' +
        'and for admins the accounts; with an API token of the applications:read scope, the applications ' +
        '(content as visitors see it; other tokens get 403)',
    ),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  type: z.string().describe('the content resource (news, residents…), or contacts, investors, users'),
  id: z.number().int(),
  title: z.string().describe('the record’s title or name, in `language`'),
  snippet: z
    .string()
    .describe('HTML: a passage of the matched text, escaped, with the matched words inside <mark></mark>'),
  url: z.string().nullable().describe('the public page showing the record in the language asked; null for none'),
  published_at: z.string().nullable().describe('when the record was published (or added); null where not dated'),
  language: z.enum(CONTENT_LANGUAGES).describe('the language of the title and snippet'),
  fallback: z
    .boolean()
    .describe('true where the record has no text in the language asked and its fallback was searched'),
  edit_url: z.string().optional().describe('with scope=staff: the record in the back office'),
  status: z
    .enum(PUBLICATION_STATES)
    .optional()
    .describe(
      'with a member of staff’s scope=staff, for a resource with drafts: draft, scheduled (published, its publish_at ahead) or published',
    ),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
