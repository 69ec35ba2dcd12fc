import type { FastifyReply } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { localizedPath } from '../../api/languagePaths';
import { STATUS_PAGE_PREFIX } from '../../api/applicationStatus';
import type { ContentLanguage } from '../../api/translations';
import { type SecretBox, SecretUnreadable, isSealed } from '../secrets/secretBox';

/**
 * An applicant's private status link: 256 random bits. The database finds the application by the
 * token's SHA-256; the token itself is kept only sealed under SECRETS_KEY (AES-256-GCM, a key
 * kept outside the database), so that a later mail (a reply, a new status) can carry the link
 * while a copy of the database alone (a backup, a leak) opens no applicant's page. Without a key
 * the token is not kept at all, and later mails point to the receipt's link. Erasing the
 * application, or revoking the link, makes it answer 404.
 */
export const newStatusToken = () => randomBytes(32).toString('base64url');

export const statusTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The status page's full address in the applicant's language. */
export const statusLink = (siteUrl: string, language: ContentLanguage, token: string) =>
  `${siteUrl}${localizedPath(language, `${STATUS_PAGE_PREFIX}${token}`)}`;

/** What an answer for one applicant's eyes carries: kept by no cache, shown to no search engine, its address told to no other site. */
export const forTheApplicantOnly = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').header('Referrer-Policy', 'no-referrer');

const SEALED_PURPOSE = 'applications.status_token';

/** The columns a new application keeps of its status link. */
export const storedStatusLink = (secrets: SecretBox, token: string) => ({
  status_token_hash: statusTokenHash(token),
  status_token_sealed: secrets.sealing ? secrets.seal(token, SEALED_PURPOSE) : null,
});

/** What revoking a link leaves of it: nothing. */
export const REVOKED_STATUS_LINK = { status_token_hash: null, status_token_sealed: null };

/**
 * The token of an application's standing link, when the server can open it: sealed under the
 * present key, and still the one its hash names (a link revoked, or sealed for another row, gives
 * none).
 */
export function openedStatusToken(
  secrets: SecretBox,
  row: { status_token_hash: string | null; status_token_sealed: string | null },
): string | undefined {
  const { status_token_hash: hash, status_token_sealed: sealed } = row;
  if (!hash || !sealed || !isSealed(sealed) || !secrets.sealing) return undefined;
  try {
    const token = secrets.open(sealed, SEALED_PURPOSE);
    return statusTokenHash(token) === hash ? token : undefined;
  } catch (error) {
    if (error instanceof SecretUnreadable) return undefined;
    throw error;
  }
}
