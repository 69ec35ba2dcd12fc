import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AnyContentResource,
  type ContentRecord,
  MISSING_FILTER,
  missingLanguageQuerySchema,
  type ReorderBody,
  reorderBodySchema,
  reorderPath,
  wireName,
} from '../../api/contentResource';
import {
  CONTENT_LANGUAGES,
  langQuerySchema,
  requiredTextNames,
  type ContentLanguage,
  type TranslationsInput,
} from '../../api/translations';
import { publishes, recordPublication } from '../audit/auditLog';
import { type ColumnNames, noteSavedChanges } from '../audit/changedFields';
import { changedForVisitors, noteContentChange, noteWrittenRecord } from '../content/contentChanges';
import { contentRouteOptions } from '../content/contentRouteOptions';
import { HttpError, notFound } from '../http/errors';
import { isBlankHtml, sanitizeRichText } from '../content/richText';
import type { TableName } from '../db/schema';
import { listHandler } from '../content/list';
import { lastPlace, reorderRows } from '../content/listOrder';
import { contentRevisions } from '../content/revisions';
import { pictureSizeColumns, pictureSizeOf } from '../content/pictureSizeColumns';
import type { RouteDeps } from '../routeDeps';
import { type ContentRow, rowsWithFile } from '../content/rowsWithFile';
import { answerVersion, requiredVersion } from '../content/rowVersions';
import {
  allLanguageColumns,
  columnOf,
  localized,
  newRowColumns,
  requestLanguage,
  textsMissingEverywhere,
  translatedColumns,
  translationsOf,
  writeLanguage,
} from '../content/translations';
import { type DecodedFile, decodeUpload, uploadBodyLimit, uploadPolicies } from '../files/uploads';
import {
  assertTokenSees,
  hiddenFromToken,
  listScope,
  publicationColumns,
  readOneOptions,
  shownRecord,
} from '../content/publication';
import { rowsWithTrash } from '../content/trash';
import { rowIdOf } from '../content/rows';
import { recordIdOfSlug, slugColumnsOfWrite } from '../content/slugs';
import { keepSlugHistory, slugColumnsOf } from '../db/slugHistory';
import { rowsWithSearch, SEARCHED_RESOURCES } from '../search/searchIndex';
import { indexedListSearch } from '../search/listSearch';
import { trashAndPreviewRoutes } from './trashAndPreview';

type Write = 'create' | 'update';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Body = Record<string, unknown> & { translations?: TranslationsInput<string> };

/** The record (contentResource.ts) of a stored row, its texts in the language asked for (or the one they have). */
function recordOf(resource: AnyContentResource, row: ContentRow, lang: ContentLanguage): ContentRecord {
  const { file } = resource;
  const translations = translationsOf(row, resource.texts);
  const { texts, languages } = localized(translations, resource.texts, lang);
  return {
    id: row.id,
    uuid: row.uuid,
    created_at: row.created_at as string,
    ...(resource.stampsUpdates && { updated_at: row.updated_at as string }),
    picture: file ? ((row[file.column] as string | null) ?? null) : null,
    ...(file?.typeColumn && { picture_type: (row[file.typeColumn] as string | null) ?? null }),
    ...pictureSizeOf(file, row),
    ...texts,
    translations,
    languages,
    ...Object.fromEntries(resource.fields.map((field) => [field, row[field]])),
  } as ContentRecord;
}

/**
 * The five routes of a translated content resource, from its declaration: a public list and read
 * in the language asked for, and the staff's create, update and delete, each with the file the
 * record refers to and the version (`If-Match`/`ETag`) that keeps a save from overwriting another.
 */
export function contentRoutes(resource: AnyContentResource): FastifyPluginAsyncZod<RouteDeps> {
  const { texts, fields, file, paths } = resource;
  const required = requiredTextNames<string>(resource.textRules);
  const policy = file && uploadPolicies[file.policy];
  const maxMb = policy && Math.max(...policy.limits.map((limit) => limit.maxMb));
  const options = contentRouteOptions(
    [resource.tag],
    resource.item,
    maxMb ? uploadBodyLimit(maxMb, wireName(resource, 'create', 'picture')) : {},
  );
  const answer = (request: FastifyRequest, row: ContentRow, lang = requestLanguage(request)) =>
    resource.toItem(recordOf(resource, row, lang));

  /** The new file of a write, if one was sent. */
  const newFile = async (body: Body, write: Write): Promise<DecodedFile | undefined> => {
    const field = wireName(resource, write, 'picture');
    const value = body[field];
    return policy && typeof value === 'string' && value ? decodeUpload(value, policy, field) : undefined;
  };

  /** The sent texts in the write's language, by their record names. */
  const sentTexts = (body: Body, write: Write) =>
    Object.fromEntries(texts.map((field) => [field, body[wireName(resource, write, field)] as string | undefined]));

  /** The columns a write stores beside the texts and the file. */
  const otherColumns = (body: Body, write: Write, stored?: DecodedFile) => ({
    ...Object.fromEntries(fields.map((field) => [field, body[wireName(resource, write, field)]])),
    ...(file?.typeColumn && { [file.typeColumn]: stored?.mime }),
    ...pictureSizeColumns(file, stored),
    ...publicationColumns(resource, body),
  });

  /** The file's columns as the activity log names them: the file by its name in updates, its type and size not at all. */
  const columnNames: ColumnNames = {
    derived: [file?.typeColumn, file?.sizeColumns?.width, file?.sizeColumns?.height].filter(
      (column): column is string => column !== undefined,
    ),
    renamed: file ? { [file.column]: wireName(resource, 'update', 'picture') } : {},
  };

  /** A new record of an ordered resource goes last unless its create names its place. */
  const placeOfNew = (body: Body) => {
    const { ordering } = resource;
    return ordering && body[wireName(resource, 'create', ordering)] === undefined
      ? { [ordering]: lastPlace(resource.table, ordering) }
      : {};
  };

  /**
   * Cleans the rich texts of a write (the declaration's `richTexts`, without `<img>` where it says
   * `pictures: false`): one with nothing to show is no text.
   */
  const cleanRichText = (field: string, _lang: ContentLanguage, value: string) => {
    const rich = resource.richTexts;
    if (!rich?.fields.includes(field)) return value;
    const clean = sanitizeRichText(value, { pictures: rich.pictures ?? true });
    return isBlankHtml(clean) ? '' : clean;
  };

  /**
   * A record may be written in any language, but each required text in at least one: a write
   * that would leave one in none is refused, naming its plain field with the resource's message.
   */
  const requireSomeLanguage = (write: Write, columns: Record<string, unknown>, stored?: ContentRow) => {
    const missing = textsMissingEverywhere(required, columns, stored);
    if (missing.length === 0) return;
    const messages = missing.map((field) => [
      wireName(resource, write, field),
      resource.textRules[field].required ?? '',
    ]);
    throw new HttpError(400, resource.textRules[missing[0] as string].required ?? '', Object.fromEntries(messages));
  };

  /** Where the resource keeps its slugs (readable addresses), if it has them. */
  const slugs = slugColumnsOf(resource);
  /** A refused slug is named as the write sent it: plain in the write's language, else in `translations`. */
  const slugFieldIn = (request: FastifyRequest, write: Write) => (language: ContentLanguage) =>
    language === writeLanguage(request)
      ? wireName(resource, write, slugs!.field)
      : `translations.${language}.${slugs!.field}`;

  /** `?missing=ru`: the records with a required text not written in that language. */
  const missingFilter = {
    [MISSING_FILTER]: Object.fromEntries(
      CONTENT_LANGUAGES.map((lang) => [lang, required.map((field) => columnOf(field, lang))]),
    ),
  };

  return async (app, deps) => {
    const { db, store, webhooks } = deps;
    // Deleting moves a record to the trash (content/trash.ts); reads and writes no longer find it there.
    // Every write keeps the search's index current (search/searchIndex.ts).
    const rows = rowsWithSearch(
      db,
      rowsWithTrash(db, rowsWithFile(db, store, resource.table, file?.column, resource.what), resource),
      resource,
    );
    // Every create and save keeps a revision; staff list them and bring one back (content/revisions.ts).
    const revisions = contentRevisions(resource, db, store);
    await app.register(revisions.routes(rows, answer));

    /** Integrators hear of a record visitors see now, or will from its `publish_at`. */
    const tellPublished = (row: ContentRow, record: unknown) => {
      if (row.status !== 'published') return;
      webhooks.tell('content.published', {
        resource: resource.name,
        id: row.id,
        publish_at: row.publish_at ?? null,
        record,
      });
    };

    // A write that succeeded moves the resource's change time (the sitemap's lastmod) before its
    // answer leaves, so whoever saw the answer sees the change; a write visitors cannot see (a
    // draft's) moves nothing. A POST that changes nothing (a preview address) says so in its route's config.
    // A callback hook: the reads (nearly every request, `GET /api/news` among them) go on at once,
    // without the promise and the turn an async hook costs each.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return done(null, payload);
      if (request.routeOptions.config.changesContent === false) return done(null, payload);
      const noted = changedForVisitors(request) ? noteContentChange(db, resource.name) : Promise.resolve();
      noted.then(() => {
        webhooks.tellContentChange(resource.name, request.method, payload);
        done(null, payload);
      }, done);
    });

    app.get(
      // The router answers a path with or without its last slash; the document names it without.
      paths.list.replace(/(.)\/$/, '$1'),
      options.list(
        resource.listQuery.extend({ ...langQuerySchema.shape, ...missingLanguageQuerySchema.shape }),
        resource.listSummary,
      ),
      listHandler(
        db,
        resource.table as TableName,
        {
          sortable: resource.list.sortable as never[],
          searchable: allLanguageColumns(texts),
          search: SEARCHED_RESOURCES.includes(resource) ? indexedListSearch(db, resource) : undefined,
          defaultSort: resource.list.defaultSort as never,
          defaultOrder: resource.list.defaultOrder,
          filters: resource.list.filters as never[] | undefined,
          prefixFilters: resource.list.prefixFilters as never,
          blankFilters: missingFilter,
        },
        (found, request) => {
          // One language for the whole page, read from the request once.
          const lang = requestLanguage(request);
          return found.map((row) => answer(request, row as unknown as ContentRow, lang));
        },
        listScope(db, resource),
      ),
    );

    /**
     * The record a read names: by its number or uuid, or, for a resource with slugs, by a slug it
     * has or had in the language asked for (or those that language falls back to).
     */
    const recordNamed = async (request: FastifyRequest, key: string) => {
      if (!slugs || rowIdOf(key) !== undefined || UUID.test(key)) return rows.find(key);
      const id = await recordIdOfSlug(db, slugs, requestLanguage(request), key);
      if (id === undefined) throw notFound(resource.what);
      return rows.find(String(id));
    };

    app.get(paths.one, readOneOptions(resource, options.readOne), async (request, reply) =>
      answer(
        request,
        answerVersion(
          reply,
          await shownRecord(db, resource, request, reply, await recordNamed(request, request.params.id)),
        ),
      ),
    );

    app.post(paths.create, options.create(resource.createBody), async (request, reply) => {
      const body = request.body as Body;
      const lang = writeLanguage(request);
      const columns = newRowColumns(texts, lang, sentTexts(body, 'create'), body.translations, cleanRichText);
      requireSomeLanguage('create', columns);
      if (slugs)
        Object.assign(columns, await slugColumnsOfWrite(db, slugs, columns, undefined, slugFieldIn(request, 'create')));
      const stored = await newFile(body, 'create');
      const now = new Date().toISOString();
      const row = await rows.insert(stored, {
        ...columns,
        ...otherColumns(body, 'create', stored),
        ...placeOfNew(body),
        created_at: now,
        ...(resource.stampsUpdates && { updated_at: now }),
      });
      if (slugs) await keepSlugHistory(db, slugs, row);
      await revisions.keep(request, row);
      noteWrittenRecord(request, resource, row);
      const created = answer(request, answerVersion(reply, row));
      if (resource.publishing) tellPublished(row, created);
      return reply.code(201).send(created);
    });

    app.patch(paths.update, options.update(resource.updateBody), async (request, reply: FastifyReply) => {
      const body = request.body as Body;
      const before = await rows.find(request.params.id);
      assertTokenSees(resource, request, before);
      const ifVersion = requiredVersion(request, before);
      const lang = writeLanguage(request);
      const plain = sentTexts(body, 'update');
      const columns = translatedColumns(texts, lang, plain, body.translations, cleanRichText);
      requireSomeLanguage('update', columns, before);
      if (slugs)
        Object.assign(columns, await slugColumnsOfWrite(db, slugs, columns, before, slugFieldIn(request, 'update')));
      const stored = await newFile(body, 'update');
      const row = await rows.update(before, stored, { ...columns, ...otherColumns(body, 'update', stored) }, ifVersion);
      if (slugs) await keepSlugHistory(db, slugs, row);
      await revisions.keep(request, row, before);
      noteWrittenRecord(request, resource, before, row);
      noteSavedChanges(request, before, row, columnNames);
      const saved = answer(request, answerVersion(reply, row));
      if (resource.publishing) {
        await recordPublication(request, resource.name, before, row);
        if (publishes(before, row)) tellPublished(row, saved);
      }
      return saved;
    });

    app.delete(paths.remove, options.remove, async (request) => {
      const removed = await rows.remove(request.params.id, (row) => {
        assertTokenSees(resource, request, row);
        return requiredVersion(request, row);
      });
      noteWrittenRecord(request, resource, removed);
      return answer(request, removed);
    });

    const { ordering } = resource;
    if (ordering) {
      const summary = `Put ${resource.tag} in a new order: the ids named take the places they held, in the order given`;
      app.put(reorderPath(resource), options.reorder(reorderBodySchema, summary), async (request) => {
        const { ids } = request.body as ReorderBody;
        const lang = requestLanguage(request);
        // A record a token cannot read is no record it may name.
        const hidden = (row: ContentRow) => hiddenFromToken(resource, request, row);
        const reordered = await reorderRows(db, resource.table, ordering, ids, resource.what, hidden);
        return reordered.map((row) => answer(request, row, lang));
      });
    }

    trashAndPreviewRoutes(app, resource, rows, deps, answer, resource.item);
  };
}
