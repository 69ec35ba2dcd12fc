import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { apiErrorSchema } from '../../api/common';
import {
  SETTINGS_PATH,
  SETTINGS_TRANSLATABLE,
  settingsSchema,
  settingsUpdateSchema,
  type SiteSettings,
  type SocialLink,
} from '../../api/settings';
import { type ContentLanguage, langQuerySchema } from '../../api/translations';
import { SETTINGS_CHANGES } from '../../api/pageRendering';
import { PICTURE_MAX_MB } from '../../api/uploadLimits';
import { SETTINGS_TAGS } from '../../api/openApiTags';
import type { Database, Row } from '../db/schema';
import { DEFAULT_RETENTION_DAYS } from '../config';
import { noteContentChange } from '../content/contentChanges';
import { noteSavedChanges } from '../audit/changedFields';
import type { RouteDeps } from '../routeDeps';
import { type ContentRow, rowsWithFile } from '../content/rowsWithFile';
import { answerVersion, requiredVersion, STALE_VERSION_MESSAGE } from '../content/rowVersions';
import { localized, requestLanguage, translatedColumns, translationsOf, writeLanguage } from '../content/translations';
import { decodeUpload, uploadBodyLimit, uploadPolicies } from '../files/uploads';

const TAGS = SETTINGS_TAGS;

/** The one upload the record takes, under its own name in the body and in a refusal. */
const POSTER_FIELD = 'infrastructure_video_poster';
const { bodyLimit, bodyTooLarge } = uploadBodyLimit(PICTURE_MAX_MB, POSTER_FIELD);

/** A JSON list kept as text; anything else (never written by this server) reads as none. */
function listOf<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The record in the language asked for. */
function settingsOf(row: Row<'site_settings'>, lang: ContentLanguage, retentionDays: number): SiteSettings {
  const translations = translationsOf(row, SETTINGS_TRANSLATABLE);
  return {
    phones: listOf<string>(row.phones),
    email: row.email,
    ...localized(translations, SETTINGS_TRANSLATABLE, lang).texts,
    map_url: row.map_url,
    social_links: listOf<SocialLink>(row.social_links).map(({ label, url }) => ({ label, url })),
    infrastructure_video_url: row.infrastructure_video_url,
    infrastructure_video_poster: row.infrastructure_video_poster,
    application_retention_days: retentionDays,
    updated_at: row.updated_at,
    translations,
  };
}

/** The one row; the migration that made the table wrote it. */
const storedRow = (db: Kysely<Database>) =>
  db.selectFrom('site_settings').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();

/**
 * GET and PATCH /settings: the park's details (src/api/settings.ts). Reading is public, in the
 * language asked for, with the row's version as the ETag; a change is for staff and, sent with
 * `If-Match`, refused (412) when a colleague saved first.
 */
export const settingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, store, config }) => {
  // The poster is stored as every record's picture is: saved (with its other widths) before the
  // row names it, taken back if the write fails, and the upload it replaces removed after. The
  // site's own first poster (/site/…) is not an upload and is never removed.
  const withPoster = rowsWithFile(db, store, 'site_settings', POSTER_FIELD, 'Site settings');
  // The public forms' privacy notice says how long applications are kept: the operator's setting.
  const retentionDays = config.applicationRetentionDays ?? DEFAULT_RETENTION_DAYS;
  app.get(
    SETTINGS_PATH,
    {
      config: { public: true, sharedCache: true },
      schema: {
        tags: TAGS,
        summary: 'The park’s details: phones, e-mail, address, working hours, map, social links, film',
        querystring: langQuerySchema,
        response: { 200: settingsSchema },
      },
    },
    async (request, reply) =>
      settingsOf(answerVersion(reply, await storedRow(db)), requestLanguage(request), retentionDays),
  );

  app.patch(
    SETTINGS_PATH,
    {
      bodyLimit,
      config: { bodyTooLarge },
      schema: {
        tags: TAGS,
        summary: 'Change the park’s details and the film’s poster; only the fields sent change',
        querystring: langQuerySchema,
        body: settingsUpdateSchema,
        response: { 200: settingsSchema, 412: apiErrorSchema.describe(STALE_VERSION_MESSAGE) },
      },
    },
    async (request, reply) => {
      const {
        phones,
        email,
        map_url,
        social_links,
        infrastructure_video_url,
        infrastructure_video_poster: poster,
        translations,
        ...texts
      } = request.body;
      // Decoded (and refused, naming the field) before anything is read or stored.
      const file = poster ? await decodeUpload(poster, uploadPolicies.picture, POSTER_FIELD) : undefined;
      const before = await storedRow(db);
      const ifVersion = requiredVersion(request, before);
      // The one row has no uuid, which the update never uses: it is found above, not by key.
      const row = (await withPoster.update(
        before as unknown as ContentRow,
        file,
        {
          ...translatedColumns(SETTINGS_TRANSLATABLE, writeLanguage(request), texts, translations),
          phones: phones && JSON.stringify(phones),
          email,
          map_url,
          social_links: social_links && JSON.stringify(social_links),
          infrastructure_video_url,
        },
        ifVersion,
      )) as unknown as Row<'site_settings'>;
      noteSavedChanges(request, before, row);
      // The pages that show the details (the contact page) have changed: the sitemap dates them by
      // this, as it dates the other pages by their resources' writes.
      await noteContentChange(db, SETTINGS_CHANGES);
      return settingsOf(answerVersion(reply, row), requestLanguage(request), retentionDays);
    },
  );
};
