import type { FastifyReply } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { localizedPath } from '../../api/languagePaths';
import { STATUS_PAGE_PREFIX } from '../../api/applicationStatus';
import type { ContentLanguage } from '../../api/translations';

/**
 * An applicant's private status link: 256 random bits, written out only in their receipt. The
 * database keeps its SHA-256 alone, so a copy of the database (a backup, a leak) opens no
 * applicant's page; erasing the application, or revoking the link, makes it answer 404.
 */
export const newStatusToken = () => randomBytes(32).toString('base64url');

export const statusTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The status page's full address in the applicant's language. */
export const statusLink = (siteUrl: string, language: ContentLanguage, token: string) =>
  `${siteUrl}${localizedPath(language, `${STATUS_PAGE_PREFIX}${token}`)}`;

/** What an answer for one applicant's eyes carries: kept by no cache, shown to no search engine, its address told to no other site. */
export const forTheApplicantOnly = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').header('Referrer-Policy', 'no-referrer');
