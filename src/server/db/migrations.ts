import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from './connect';
import { FIRST_DOCUMENTS } from './firstDocuments';
import { FIRST_FIGURES } from './firstFigures';
import { FIRST_PAGE_SECTIONS, FIRST_SECTION_PICTURE_SIZES } from './firstPageSections';
import { FIRST_QUESTIONS } from './firstQuestions';
import { FIRST_SETTINGS } from './firstSettings';
import {
  FIRST_AREAS,
  FIRST_HERO_SLIDES,
  FIRST_INFRASTRUCTURE_PHOTOS,
  FIRST_PARTNERS,
  FIRST_PRODUCTS,
} from './firstSiteParts';
import { uzbekSpelling } from '../../api/uzbekSpelling';
import { referenceOf } from '../../api/applicationReference';
import type { Database, NewRow } from './schema';
import { CONTENT_LANGUAGES } from '../../api/translations';
import { fillMissingSlugs, type SlugColumns, slugColumn } from './slugHistory';
import { indexPhoneDigits } from './phoneDigitsIndexMigration';
import { indexTrigrams } from './trigramIndexMigration';
import { keepListCounts } from './keptCounts';

/**
 * A table's slug columns (src/server/db/slugHistory.ts) as a migration names them: written out
 * rather than read from today's declaration, so that a migration does what it did when it shipped.
 */
const slugsOfTable = (table: string, from: string): SlugColumns => ({ resource: table, table, field: 'slug', from });

/** Versioned migrations, applied in name order at start. Never edit one that has shipped: add the next. */
function migrations(dialect: Dialect, log?: Pick<FastifyBaseLogger, 'warn'>): Record<string, Migration> {
  const id = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  const withId = (db: Kysely<unknown>, table: string) =>
    db.schema.createTable(table).addColumn('id', id, (col) => {
      const key = col.primaryKey();
      return dialect === 'sqlite' ? key.autoIncrement() : key;
    });

  /**
   * A table of a content resource staff order (src/api/contentResource.ts): its uuid, each text
   * in English (`<field>`), Russian and Uzbek (`<field>_ru`, `<field>_uz`, '' until written), the
   * table's own `columns`, its position, when it was added and its version.
   */
  const orderedContentTable = (
    db: Kysely<unknown>,
    table: string,
    texts: string[],
    columns: (builder: CreateTableBuilder<string>) => CreateTableBuilder<string>,
  ) => {
    let builder = withId(db, table).addColumn('uuid', 'text', (c) => c.notNull().unique());
    for (const text of texts) {
      builder = builder
        .addColumn(text, 'text', (c) => c.notNull())
        .addColumn(`${text}_ru`, 'text', (c) => c.notNull().defaultTo(''))
        .addColumn(`${text}_uz`, 'text', (c) => c.notNull().defaultTo(''));
    }
    return columns(builder)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  };

  return {
    '0001_initial': {
      async up(db) {
        await withId(db, 'users')
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'sessions')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'staff')
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('image_url', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'news')
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('file_url', 'text')
          .addColumn('file_mime', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'residents')
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('image_url', 'text')
          .addColumn('status', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'services')
          .addColumn('uuid', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('photo_url', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'contacts')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone_number', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('note', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'investors')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('info', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'investor_files')
          .addColumn('investor_id', 'integer', (c) => c.notNull().references('investors.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('file_url', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
        await db.schema.createIndex('investor_files_investor_id').on('investor_files').column('investor_id').execute();
      },
    },
    /** Investor applications are processed like contact requests: a phone, a status, a note, a change time. */
    '0002_investor_processing': {
      async up(db) {
        for (const [column, fallback] of [
          ['phone_number', ''],
          ['status', 'new'],
          ['note', ''],
          ['updated_at', ''],
        ] as const) {
          await db.schema
            .alterTable('investors')
            .addColumn(column, 'text', (c) => c.notNull().defaultTo(fallback))
            .execute();
        }
        await db
          .updateTable('investors' as never)
          .set({ updated_at: sql.ref('created_at') } as never)
          .execute();
        // Both lists are read newest first, often narrowed to one status (the dashboard's counts).
        for (const table of ['contacts', 'investors']) {
          await db.schema
            .createIndex(`${table}_status_created_at`)
            .on(table)
            .columns(['status', 'created_at'])
            .execute();
        }
      },
    },
    // Russian and Uzbek beside each English text (see src/server/content/translations.ts for why columns);
    // the rows already there keep their text as English and have no translation yet.
    '0003_content_translations': {
      async up(db) {
        const translatable = {
          news: ['title', 'body'],
          residents: ['name', 'content'],
          services: ['name', 'content'],
          staff: ['full_name', 'position'],
        };
        for (const [table, fields] of Object.entries(translatable)) {
          for (const field of fields) {
            for (const lang of ['ru', 'uz']) {
              await db.schema
                .alterTable(table)
                .addColumn(`${field}_${lang}`, 'text', (c) => c.notNull().defaultTo(''))
                .execute();
            }
          }
        }
      },
    },
    '0004_account_roles': {
      // Every account made before roles could manage accounts, so each stays an admin.
      async up(db) {
        await db.schema
          .alterTable('users')
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
          .execute();
      },
    },
    // Failed logins live in the database so that every instance of the server counts the same
    // attempts (src/server/auth/loginThrottle.ts explains the policy).
    '0005_login_failures': {
      async up(db) {
        await db.schema
          .createTable('login_failures')
          .addColumn('account', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('failures', 'integer', (c) => c.notNull())
          .addColumn('window_ends_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('login_failures_pk', ['account', 'address'])
          .execute();
        await db.schema
          .createTable('login_accounts')
          .addColumn('account', 'text', (c) => c.primaryKey())
          .addColumn('failures', 'integer', (c) => c.notNull())
          .addColumn('window_ends_at', 'text', (c) => c.notNull())
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0006_rate_limit_hits': {
      // Rate limits live in the database so that every instance of the server counts together.
      async up(db) {
        await db.schema
          .createTable('rate_limit_hits')
          .addColumn('bucket', 'text', (c) => c.primaryKey())
          .addColumn('hits', 'integer', (c) => c.notNull())
          .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('rate_limit_hits_window_ends_at')
          .on('rate_limit_hits')
          .column('window_ends_at')
          .execute();
      },
    },
    // Every row staff edit gets a version, one more with each change: reads answer it as the ETag,
    // and a write sent with If-Match is carried out only while the row is still at that version
    // (src/server/content/rowVersions.ts), so two staff members saving one record cannot overwrite each other.
    '0007_row_versions': {
      async up(db) {
        for (const table of ['users', 'staff', 'news', 'residents', 'services', 'contacts', 'investors']) {
          await db.schema
            .alterTable(table)
            .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
            .execute();
        }
      },
    },
    // Home's figures move from the code into a table staff edit, each text in three languages.
    '0008_statistics': {
      async up(db) {
        await orderedContentTable(db, 'statistics', ['title', 'description'], (table) =>
          table
            .addColumn('value', 'double precision', (c) => c.notNull())
            .addColumn('icon', 'text', (c) => c.notNull()),
        );
        const now = new Date().toISOString();
        await (db as Kysely<Database>)
          .insertInto('statistics')
          .values(
            FIRST_FIGURES.map(({ icon, value, en, ru, uz }, index) => ({
              uuid: randomUUID(),
              title: en[0],
              title_ru: ru[0],
              title_uz: uz[0],
              description: en[1],
              description_ru: ru[1],
              description_uz: uz[1],
              value,
              icon,
              position: index + 1,
              created_at: now,
            })),
          )
          .execute();
      },
    },
    // The Info Center's PDFs move from the code into a table staff edit, each title in three
    // languages. The shipped files stay in public/site/docs; their rows name those addresses.
    '0009_documents': {
      async up(db) {
        await orderedContentTable(db, 'documents', ['title'], (table) =>
          table.addColumn('file_url', 'text', (c) => c.notNull()).addColumn('file_mime', 'text', (c) => c.notNull()),
        );
        const now = new Date().toISOString();
        await (db as Kysely<Database>)
          .insertInto('documents')
          .values(
            FIRST_DOCUMENTS.map(({ url, en, ru, uz }, index) => ({
              uuid: randomUUID(),
              title: en,
              title_ru: ru,
              title_uz: uz,
              file_url: url,
              file_mime: 'application/pdf',
              position: index + 1,
              created_at: now,
            })),
          )
          .execute();
      },
    },
    // About Us's tasks move from the translation files into a table staff edit, as questions and
    // answers in three languages.
    '0010_faq': {
      async up(db) {
        await orderedContentTable(db, 'faq', ['question', 'answer'], (table) => table);
        const now = new Date().toISOString();
        const paragraph = (text: string) => `<p>${text}</p>`;
        await (db as Kysely<Database>)
          .insertInto('faq')
          .values(
            FIRST_QUESTIONS.map(({ en, ru, uz }, index) => ({
              uuid: randomUUID(),
              question: en[0],
              question_ru: ru[0],
              question_uz: uz[0],
              answer: paragraph(en[1]),
              answer_ru: paragraph(ru[1]),
              answer_uz: paragraph(uz[1]),
              position: index + 1,
              created_at: now,
            })),
          )
          .execute();
      },
    },
    // Links to set a forgotten password (src/server/auth/passwordResets.ts): only the hash of each
    // link's secret is kept, as for sessions, so a leaked database holds no usable link.
    '0011_password_resets': {
      async up(db) {
        await withId(db, 'password_resets')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('password_resets_user_id_created_at')
          .on('password_resets')
          .columns(['user_id', 'created_at'])
          .execute();
      },
    },
    // The park's details move from build-time variables into one row staff edit at run time; the
    // values the site was built with by default are its first content.
    '0012_settings': {
      async up(db) {
        let table = withId(db, 'site_settings')
          .addColumn('phones', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull());
        for (const text of ['address', 'working_hours']) {
          table = table
            .addColumn(text, 'text', (c) => c.notNull())
            .addColumn(`${text}_ru`, 'text', (c) => c.notNull().defaultTo(''))
            .addColumn(`${text}_uz`, 'text', (c) => c.notNull().defaultTo(''));
        }
        await table
          .addColumn('map_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('social_links', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('infrastructure_video_url', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        const { phones, email, address, workingHours, infrastructureVideoUrl } = FIRST_SETTINGS;
        await (db as Kysely<Database>)
          .insertInto('site_settings')
          .values({
            phones: JSON.stringify(phones),
            email,
            address: address.en,
            address_ru: address.ru,
            address_uz: address.uz,
            working_hours: workingHours.en,
            working_hours_ru: workingHours.ru,
            working_hours_uz: workingHours.uz,
            infrastructure_video_url: infrastructureVideoUrl,
            updated_at: new Date().toISOString(),
          })
          .execute();
      },
    },
    // Home's hero slides, products and partners and the Region page's areas move from the code into
    // tables staff edit: each text in three languages, a picture (with its alt text) and a position.
    // Their first rows name the pictures the site ships in public/site (firstSiteParts.ts).
    '0013_site_parts': {
      async up(db) {
        const withPicture = (builder: CreateTableBuilder<string>) =>
          builder.addColumn('picture_url', 'text', (c) => c.notNull());
        await orderedContentTable(db, 'hero_slides', ['title', 'text', 'picture_alt'], (table) =>
          withPicture(table).addColumn('link', 'text', (c) => c.notNull().defaultTo('')),
        );
        await orderedContentTable(db, 'products', ['name', 'description', 'picture_alt'], withPicture);
        await orderedContentTable(db, 'partners', ['name', 'picture_alt'], (table) =>
          withPicture(table).addColumn('link', 'text', (c) => c.notNull()),
        );
        await orderedContentTable(db, 'areas', ['name', 'text', 'picture_alt'], (table) =>
          withPicture(table).addColumn('hectares', 'double precision', (c) => c.notNull()),
        );

        const now = new Date().toISOString();
        /** A first row: its texts in every language (picture_alt '' where none was written), picture and place. */
        const firstRow = (
          texts: Record<'en' | 'ru' | 'uz', Record<string, string>>,
          fields: string[],
          picture: string,
          index: number,
        ) => ({
          uuid: randomUUID(),
          ...Object.fromEntries(
            [...fields, 'picture_alt'].flatMap((field) => [
              [field, texts.en[field] ?? ''],
              [`${field}_ru`, texts.ru[field] ?? ''],
              [`${field}_uz`, texts.uz[field] ?? ''],
            ]),
          ),
          picture_url: picture,
          position: index + 1,
          created_at: now,
        });
        const typed = db as Kysely<Database>;
        await typed
          .insertInto('hero_slides')
          .values(
            FIRST_HERO_SLIDES.map(({ picture, texts }, index) => ({
              ...(firstRow(texts, ['title', 'text'], picture, index) as NewRow<'hero_slides'>),
              link: '',
            })),
          )
          .execute();
        await typed
          .insertInto('products')
          .values(
            FIRST_PRODUCTS.map(
              ({ picture, texts }, index) =>
                firstRow(texts, ['name', 'description'], picture, index) as NewRow<'products'>,
            ),
          )
          .execute();
        await typed
          .insertInto('partners')
          .values(
            FIRST_PARTNERS.map(({ picture, link, texts }, index) => ({
              ...(firstRow(texts, ['name'], picture, index) as NewRow<'partners'>),
              link,
            })),
          )
          .execute();
        await typed
          .insertInto('areas')
          .values(
            FIRST_AREAS.map(({ picture, hectares, texts }, index) => ({
              ...(firstRow(texts, ['name', 'text'], picture, index) as NewRow<'areas'>),
              hectares,
            })),
          )
          .execute();
      },
    },
    // The prose of Privileges, Region and Infrastructure moves from the components and translation
    // files into a table staff edit: sections of a page, each a heading, a rich text and a picture
    // in three languages.
    '0014_page_texts': {
      async up(db) {
        await orderedContentTable(db, 'page_sections', ['title', 'body', 'picture_alt'], (table) =>
          table.addColumn('page_key', 'text', (c) => c.notNull()).addColumn('picture_url', 'text'),
        );
        await db.schema
          .createIndex('page_sections_page_key_position')
          .on('page_sections')
          .columns(['page_key', 'position'])
          .execute();
        const now = new Date().toISOString();
        // The texts are the translators' own, with no markup: written into paragraphs as they are.
        const body = ({ subheading, text }: { subheading?: string; text: string }) =>
          `${subheading ? `<h2>${subheading}</h2>` : ''}<p>${text}</p>`;
        await (db as Kysely<Database>)
          .insertInto('page_sections')
          .values(
            FIRST_PAGE_SECTIONS.map(({ page, picture, en, ru, uz }, index) => ({
              uuid: randomUUID(),
              page_key: page,
              title: en.title,
              title_ru: ru.title,
              title_uz: uz.title,
              body: body(en),
              body_ru: body(ru),
              body_uz: body(uz),
              picture_url: picture ?? null,
              picture_alt: '',
              // Each page counts from 1.
              position: FIRST_PAGE_SECTIONS.slice(0, index).filter((before) => before.page === page).length + 1,
              created_at: now,
            })),
          )
          .execute();
      },
    },
    // The team, the participants and the services get the order staff set (src/api/contentResource.ts,
    // `ordering`), numbered as the site showed them until now (oldest first) so nothing moves. The
    // team's is `list_position`: its `position` is the job title.
    '0015_positions': {
      async up(db) {
        for (const [table, column] of [
          ['staff', 'list_position'],
          ['residents', 'position'],
          ['services', 'position'],
        ]) {
          await db.schema
            .alterTable(table)
            .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
            .execute();
          await sql`update ${sql.table(table)} set ${sql.ref(column)} = (
              select count(*) from ${sql.table(table)} as earlier where earlier.id <= ${sql.table(table)}.id
            )`.execute(db);
        }
      },
    },
    // Two-step sign-in (src/server/auth/twoStep.ts): each account's secret, its recovery codes
    // (hashed), the sign-ins waiting for a code (hashed), and whether admins must use it.
    '0016_two_step': {
      async up(db) {
        await db.schema
          .createTable('two_step_secrets')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
          .addColumn('secret', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', 'text')
          .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await withId(db, 'two_step_recovery_codes')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addUniqueConstraint('two_step_recovery_codes_user_code', ['user_id', 'code_hash'])
          .execute();
        await withId(db, 'two_step_challenges')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('security_settings')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('admins_need_two_step', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await (db as Kysely<Database>)
          .insertInto('security_settings')
          .values({ id: 1, admins_need_two_step: 0 })
          .execute();
      },
    },
    // When each content resource last changed (src/server/content/contentChanges.ts). The resources that
    // exist now start at the moment of the migration: their content is at least that fresh.
    '0018_content_changes': {
      async up(db) {
        await db.schema
          .createTable('content_changes')
          .addColumn('resource', 'text', (c) => c.primaryKey())
          .addColumn('changed_at', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        const now = new Date().toISOString();
        const resources = [
          ...['staff', 'news', 'residents', 'services', 'statistics', 'faq', 'documents'],
          ...['hero-slides', 'products', 'partners', 'areas', 'page-sections'],
        ];
        await (db as Kysely<Database>)
          .insertInto('content_changes')
          .values(resources.map((resource) => ({ resource, changed_at: now, version: 1 })))
          .execute();
      },
    },
    // The public forms ask for consent to the privacy notice; when it was given is kept with the
    // application. Applications from before have none (null).
    '0019_applicant_consent': {
      async up(db) {
        for (const table of ['contacts', 'investors']) {
          await db.schema.alterTable(table).addColumn('consented_at', 'text').execute();
        }
      },
    },
    // Every picture staff upload gets an alt text in each language, like the record's other texts
    // ('' until written; the pages then describe the picture as before).
    '0020_picture_alt': {
      async up(db) {
        for (const table of ['staff', 'news', 'residents', 'services']) {
          for (const column of ['picture_alt', 'picture_alt_ru', 'picture_alt_uz']) {
            await db.schema
              .alterTable(table)
              .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
              .execute();
          }
        }
      },
    },
    // Integrators' tokens (src/server/auth/apiTokens.ts): only the hash of each, like sessions.
    '0021_api_tokens': {
      async up(db) {
        await withId(db, 'api_tokens')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .execute();
      },
    },
    // Webhooks and their deliveries (src/server/webhooks/): a delivery waits in the table until it
    // is sent or given up, so a restart or another instance picks up what is due.
    '0022_webhooks': {
      async up(db) {
        await withId(db, 'webhooks')
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('events', 'text', (c) => c.notNull())
          .addColumn('secret', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await withId(db, 'webhook_deliveries')
          .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
          .addColumn('delivery_id', 'text', (c) => c.notNull().unique())
          .addColumn('event', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text')
          .addColumn('last_attempt_at', 'text')
          .addColumn('last_status', 'integer')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('webhook_deliveries_due')
          .on('webhook_deliveries')
          .columns(['state', 'next_attempt_at'])
          .execute();
      },
    },
    // Drafts and the trash (src/server/content/publication.ts, src/server/content/trash.ts): every content record
    // may wait in the trash; news, questions, documents and page sections may be drafts or wait
    // for their time. What exists now is published, as it was; preview addresses are kept hashed.
    '0023_drafts_and_trash': {
      async up(db) {
        const contentTables = [
          ...['staff', 'news', 'residents', 'services', 'statistics', 'faq', 'documents'],
          ...['hero_slides', 'products', 'partners', 'areas', 'page_sections'],
        ];
        for (const table of contentTables) {
          await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
        }
        for (const table of ['news', 'faq', 'documents', 'page_sections']) {
          await db.schema
            .alterTable(table)
            .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
            .execute();
          await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
        }
        await withId(db, 'preview_links')
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', 'integer', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    // Every save of a translated content record keeps a copy of its row (src/server/content/revisions.ts),
    // and staff's acts, sign-ins and refused sign-ins are logged (src/server/audit/auditLog.ts).
    '0024_revisions_and_audit': {
      async up(db) {
        await withId(db, 'content_revisions')
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', 'integer', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('user_email', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('content_revisions_record')
          .on('content_revisions')
          .columns(['resource', 'record_id', 'id'])
          .execute();
        await withId(db, 'audit_log')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('user_email', 'text', (c) => c.notNull())
          .addColumn('ip', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', 'text')
          .addColumn('summary', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
      },
    },
    // A section's picture keeps its width and height (read from each upload), so a page gives the
    // <img> its size and the text below does not jump when the picture arrives. The first
    // sections' own icons get theirs here; an uploaded picture of an older row stays unknown until replaced.
    '0026_picture_sizes': {
      async up(db) {
        for (const column of ['picture_width', 'picture_height']) {
          await db.schema.alterTable('page_sections').addColumn(column, 'integer').execute();
        }
        for (const [picture, { width, height }] of Object.entries(FIRST_SECTION_PICTURE_SIZES)) {
          await (db as Kysely<Database>)
            .updateTable('page_sections')
            .set({ picture_width: width, picture_height: height })
            .where('picture_url', '=', picture)
            .execute();
        }
      },
    },
    // The Infrastructure page's photo carousel moves from the component and its translations into a
    // table staff keep (src/api/infrastructurePhotos.ts), starting with the three photos it showed.
    '0027_infrastructure_photos': {
      async up(db) {
        await orderedContentTable(db, 'infrastructure_photos', ['caption', 'picture_alt'], (table) =>
          table.addColumn('picture_url', 'text', (c) => c.notNull()).addColumn('deleted_at', 'text'),
        );
        const now = new Date().toISOString();
        await (db as Kysely<Database>)
          .insertInto('infrastructure_photos')
          .values(
            FIRST_INFRASTRUCTURE_PHOTOS.map(({ picture, texts: { en, ru, uz } }, index) => ({
              uuid: randomUUID(),
              caption: en.caption,
              caption_ru: ru.caption,
              caption_uz: uz.caption,
              picture_alt: en.picture_alt,
              picture_alt_ru: ru.picture_alt,
              picture_alt_uz: uz.picture_alt,
              picture_url: picture,
              position: index + 1,
              created_at: now,
            })),
          )
          .execute();
      },
    },
    // The film's poster moves from the code into the park's details, so staff who change the film
    // can change its picture too. Existing sites keep the picture they showed: the site's own file,
    // which has its other widths in public/site and is never removed as an upload would be.
    '0028_infrastructure_video_poster': {
      async up(db) {
        await db.schema
          .alterTable('site_settings')
          .addColumn('infrastructure_video_poster', 'text', (c) =>
            c.notNull().defaultTo('/site/infrastructure/video-poster.webp'),
          )
          .execute();
      },
    },
    // The first content said other things in Russian and Uzbek than in English: Home's figures kept
    // the old product's Uzbek words ("Foydalanuvchilar", users, above the number of projects), the
    // products their English names, and a few texts lost part of their meaning. Texts staff have
    // changed since are left alone. And the Uzbek texts mixed four signs for oʻ and gʻ.
    '0029_first_texts_in_every_language': {
      async up(db) {
        const kysely = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
        for (const [table, column, shown, meant] of FIRST_TEXTS_CORRECTED) {
          await kysely
            .updateTable(table)
            .set({ [column]: meant })
            .where(column, '=', shown)
            .execute();
        }
        await respellUzbekColumns(db as Kysely<Database>, dialect);
      },
    },
    // The activity log keeps what happened as data (src/api/auditEvents.ts), worded when shown in
    // the reader's language. Older entries keep only their English summary, which is shown as it is.
    '0030_audit_log_events': {
      async up(db) {
        await db.schema.alterTable('audit_log').addColumn('event', 'text').execute();
      },
    },
    // The search (src/server/search): an index of the content's searched texts in each language,
    // filled at start from the records there are (startup/openDatabase.ts), kept by every write after.
    '0031_search_index': {
      async up(db) {
        await db.schema
          .createTable('search_words')
          .addColumn('language', 'text', (c) => c.notNull())
          // Compared byte by byte on both databases, so a prefix's range is the same on each.
          .addColumn('word', dialect === 'postgres' ? sql`text collate "C"` : 'text', (c) => c.notNull())
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', 'integer', (c) => c.notNull())
          .addColumn('word_weight', 'integer', (c) => c.notNull())
          .addColumn('stem_weight', 'integer', (c) => c.notNull())
          .addColumn('status', 'text')
          .addColumn('publish_at', 'text')
          .addColumn('shown', 'integer', (c) => c.notNull())
          .addColumn('dated', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('search_words_key', ['language', 'word', 'resource', 'record_id'])
          // SQLite keeps the rows in their key's order: a word's rows are read together, not one by one.
          .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
          .execute();
        await db.schema
          .createIndex('search_words_record')
          .on('search_words')
          .columns(['resource', 'record_id'])
          .execute();
      },
    },
    // The park's details get a history like the content's: every save keeps a revision. Their
    // history starts with the details as they stand, so the first save after this can be undone too.
    '0031_settings_first_revision': {
      async up(db) {
        const kysely = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
        const row = await kysely.selectFrom('site_settings').selectAll().orderBy('id').limit(1).executeTakeFirst();
        if (!row) return;
        await (db as Kysely<Database>)
          .insertInto('content_revisions')
          .values({
            resource: 'settings',
            record_id: Number(row.id),
            content: JSON.stringify(row),
            user_id: null,
            user_email: '',
            created_at: String(row.updated_at),
          })
          .execute();
      },
    },
    // PostgreSQL keeps a table's rows in the order they came, a record's words together, so a common
    // word's rows lie on thousands of pages: an index holding all the search reads lets it answer
    // from the index alone. SQLite's table is already kept in the key's order (without rowid).
    '0032_lead_search_words_covering': {
      async up(db) {
        if (dialect !== 'postgres') return;
        await sql`create index search_words_covering on search_words (language, word)
          include (resource, record_id, word_weight, stem_weight, dated, status, publish_at, shown)`.execute(db);
      },
    },
    // A visitor's search lists a page under a title once (src/server/search/searchIndex.ts, `hit_key`).
    // The index is emptied, so the start after this builds it again with the key (`fillEmptySearchIndex`).
    '0033_lead_search_hit_key': {
      async up(db) {
        await db.deleteFrom('search_words').execute();
        await db.schema
          .alterTable('search_words')
          .addColumn('hit_key', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        if (dialect !== 'postgres') return;
        await sql`drop index search_words_covering`.execute(db);
        await sql`create index search_words_covering on search_words (language, word)
          include (resource, record_id, word_weight, stem_weight, dated, status, publish_at, shown, hit_key)`.execute(
          db,
        );
      },
    },
    // The addresses visitors miss and the staff redirects (src/server/missed): one row per path,
    // found by it; the list is read by hits and by the last miss, and swept by the last miss.
    '0033_missed_addresses_and_redirects': {
      async up(db) {
        await withId(db, 'missed_addresses')
          .addColumn('path', 'text', (c) => c.notNull().unique())
          .addColumn('hits', 'integer', (c) => c.notNull())
          .addColumn('first_seen_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .addColumn('referrer_host', 'text')
          .execute();
        await db.schema
          .createIndex('missed_addresses_kept')
          .on('missed_addresses')
          .columns(['hits', 'last_seen_at'])
          .execute();
        await db.schema
          .createIndex('missed_addresses_last_seen')
          .on('missed_addresses')
          .column('last_seen_at')
          .execute();
        await withId(db, 'redirects')
          .addColumn('from_path', 'text', (c) => c.notNull().unique())
          .addColumn('to_address', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      },
    },
    // The periodic sweeps (src/server/periodicSweep.ts) run once per period across every instance on
    // the database: the instance whose conditional update moves `held_until` (ms since 1970) sweeps.
    '0033_cluster_sweep_leases': {
      async up(db) {
        await db.schema
          .createTable('sweep_leases')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('held_until', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    // A list's page is read along an index in its order (the id breaks ties, as list.ts orders),
    // and its count from an index alone, so neither reads a table of 100,000 records: one index
    // per sortable column of the lists that grow (docs/performance.md). The content tables' are
    // of the records not in the trash, the rows every list but the trash's reads; the newsroom's
    // (status, time, publication) lets a visitor's page and count skip drafts without a row.
    '0033_scale_list_indexes': {
      async up(db) {
        for (const [table, columns, live] of LIST_INDEXES) {
          const name = `${table}_list_${columns.join('_')}`;
          if (!live) {
            await db.schema.createIndex(name).on(table).columns(columns).execute();
          } else if (dialect === 'postgres') {
            // A partial index: PostgreSQL orders along it and counts from it alone (an index-only scan).
            await db.schema
              .createIndex(name)
              .on(table)
              .columns(columns)
              .where(sql.ref('deleted_at'), 'is', null)
              .execute();
          } else {
            // SQLite takes `deleted_at is null` as an equality on the first column and orders by the
            // rest (a partial index it would not count from without reading the rows).
            await db.schema
              .createIndex(name)
              .on(table)
              .columns(['deleted_at', ...columns])
              .execute();
          }
        }
      },
    },
    // Readable addresses that last (src/server/content/slugs.ts): a news item's slug in each
    // language, made for the news there are from their titles, and the history of every slug a
    // record has had, so that an earlier address still leads to it.
    '0033_slugs_news': {
      async up(db) {
        await db.schema
          .createTable('slug_history')
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('record_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('slug_history_key', ['resource', 'language', 'slug'])
          .execute();
        await db.schema
          .createIndex('slug_history_record')
          .on('slug_history')
          .columns(['resource', 'record_id'])
          .execute();
        for (const language of CONTENT_LANGUAGES) {
          await db.schema
            .alterTable('news')
            .addColumn(slugColumn('slug', language), 'text', (c) => c.notNull().defaultTo(''))
            .execute();
        }
        await indexSlugs(db, 'news');
        await fillMissingSlugs(db as Kysely<Database>, slugsOfTable('news', 'title'));
      },
    },
    // Every contact request and investor application gets a reference staff and the applicant quote
    // (TP-2026-000123): one series a year for both kinds, counted in a row of its own so a number is
    // never given twice, even after its application is deleted. Those already kept get theirs in
    // the order they came.
    '0033_apply_references': {
      async up(db) {
        await db.schema
          .createTable('reference_counters')
          .addColumn('year', 'integer', (c) => c.primaryKey())
          .addColumn('last', 'integer', (c) => c.notNull())
          .execute();
        const kysely = db as unknown as Kysely<Database>;
        for (const table of ['contacts', 'investors'] as const) {
          await db.schema
            .alterTable(table)
            .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
        }
        const kept = [
          ...(await kysely.selectFrom('contacts').select(['id', 'created_at']).execute()).map((row) => ({
            ...row,
            table: 'contacts' as const,
          })),
          ...(await kysely.selectFrom('investors').select(['id', 'created_at']).execute()).map((row) => ({
            ...row,
            table: 'investors' as const,
          })),
        ].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
        const counted = new Map<number, number>();
        for (const row of kept) {
          const year = new Date(row.created_at).getUTCFullYear();
          const last = (counted.get(year) ?? 0) + 1;
          counted.set(year, last);
          await kysely
            .updateTable(row.table)
            .set({ reference: referenceOf(year, last) })
            .where('id', '=', row.id)
            .execute();
        }
        if (counted.size > 0) {
          await kysely
            .insertInto('reference_counters')
            .values([...counted].map(([year, last]) => ({ year, last })))
            .execute();
        }
        for (const table of ['contacts', 'investors'] as const) {
          await db.schema.createIndex(`${table}_reference`).on(table).column('reference').unique().execute();
        }
      },
    },
    // Applicants hear back (src/server/applications): the language of the page they sent from (for
    // their mail), their private status link's hash, when the status last changed, and the thread of
    // the park's replies, staff's internal notes and the applicant's own messages.
    '0033_apply_threads': {
      async up(db) {
        for (const table of ['contacts', 'investors'] as const) {
          await db.schema
            .alterTable(table)
            .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
            .execute();
          await db.schema.alterTable(table).addColumn('status_token_hash', 'text').execute();
          await db.schema.alterTable(table).addColumn('status_changed_at', 'text').execute();
          await db.schema
            .createIndex(`${table}_status_token_hash`)
            .on(table)
            .column('status_token_hash')
            .unique()
            .execute();
        }
        await withId(db, 'application_messages')
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('application_id', 'integer', (c) => c.notNull())
          .addColumn('author', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('author_name', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('public', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('application_messages_application')
          .on('application_messages')
          .columns(['resource', 'application_id'])
          .execute();
        // A document the investor added later, from the status page, names the message it came with.
        await db.schema.alterTable('investor_files').addColumn('message_id', 'integer').execute();
      },
    },
    // The status link's token sealed under SECRETS_KEY (applications/statusLinks.ts), so a later
    // mail to the applicant can carry the link; null without a key, and for links given before.
    '0034_apply_status_token_sealed': {
      async up(db) {
        for (const table of ['contacts', 'investors'] as const) {
          await db.schema.alterTable(table).addColumn('status_token_sealed', 'text').execute();
        }
      },
    },
    // Participants and services get pages of their own at a slug per language, as news items did in
    // 0033_slugs_news (same history table), made for those there are from their names. A search hit
    // of theirs now leads to its own page: their entries leave the index, and the next start builds
    // them again (`fillEmptySearchIndex`) with a hit per record; the news' entries stay.
    '0034_slugs_participants_services': {
      async up(db) {
        for (const table of ['residents', 'services']) {
          for (const language of CONTENT_LANGUAGES) {
            await db.schema
              .alterTable(table)
              .addColumn(slugColumn('slug', language), 'text', (c) => c.notNull().defaultTo(''))
              .execute();
          }
          await indexSlugs(db, table);
          await fillMissingSlugs(db as Kysely<Database>, slugsOfTable(table, 'name'));
          await db.deleteFrom('search_words').where('resource', '=', table).execute();
        }
      },
    },
    // A page at a slug is found by its slug (`where slug_ru = ?`), and a new slug is checked against
    // the others: without an index each read the whole table (at 100,000 news, a seed's slugs took
    // hours). 0033_slugs_news and 0034 now make these before filling the slugs; a database that had
    // them before gets them here.
    '0035_lead_slug_indexes': {
      async up(db) {
        for (const table of ['news', 'residents', 'services']) await indexSlugs(db, table);
      },
    },
    // The searchable columns of the lists that grow without bound: applications, and the activity log.
    '0036_trgm_application_search': {
      async up(db) {
        const searchable = {
          contacts: ['name', 'email', 'phone_number', 'message', 'reference'],
          investors: ['name', 'email', 'info', 'reference'],
          audit_log: ['summary', 'user_email'],
        };
        await indexTrigrams(db, dialect, searchable, log);
      },
    },
    // The unfiltered back-office lists' counts, kept on PostgreSQL (content/keptCounts.ts).
    '0036_memory_kept_counts': {
      async up(db) {
        if (dialect === 'postgres') await keepListCounts(db);
      },
    },
    // The staff search compares a phone number's digits alone: their trigrams, beside 0036's columns.
    '0037_staff_phone_digits': {
      async up(db) {
        await indexPhoneDigits(db, dialect);
      },
    },
  };
}

/** An index on each language's slug column of a table, where there is none yet. */
async function indexSlugs(db: Kysely<unknown>, table: string) {
  for (const language of CONTENT_LANGUAGES) {
    const column = slugColumn('slug', language);
    await db.schema.createIndex(`${table}_${column}`).ifNotExists().on(table).column(column).execute();
  }
}

/**
 * [table, columns, only the records not in the trash] of migration 0033: the list sorts and filters
 * of the tables that grow to tens of thousands of rows (news, participants, applications).
 */
const LIST_INDEXES: readonly (readonly [string, string[], boolean])[] = [
  ['news', ['id'], true],
  ['news', ['created_at', 'id'], true],
  ['news', ['updated_at', 'id'], true],
  ['news', ['title', 'id'], true],
  ['news', ['status', 'created_at', 'id', 'publish_at'], true],
  ['news', ['file_mime', 'created_at', 'id'], true],
  ['residents', ['id'], true],
  ['residents', ['position', 'id'], true],
  ['residents', ['name', 'id'], true],
  ['residents', ['status', 'position', 'id'], true],
  ['residents', ['status', 'id'], true],
  ['residents', ['created_at', 'id'], true],
  ...(['contacts', 'investors'] as const).flatMap((table) =>
    [['created_at'], ['updated_at'], ['name'], ['email'], ['status', 'id'], ['status', 'created_at', 'id']].map(
      (columns): [string, string[], boolean] => [table, columns.includes('id') ? columns : [...columns, 'id'], false],
    ),
  ),
];

/** [table, column, the first text as it was written, what it says now]. */
const FIRST_TEXTS_CORRECTED: readonly (readonly [string, string, string, string])[] = [
  ['statistics', 'title_uz', 'Foydalanuvchilar', 'Loyihalar'],
  ['statistics', 'title_uz', "O'sish", 'Umumiy qiymat'],
  ['statistics', 'title_uz', 'Savdolar', 'Toshkent viloyati'],
  ['statistics', 'title_uz', 'Daromad', 'Fargʻona viloyati'],
  ['statistics', 'title_uz', 'Mintaqalar', 'Xorazm viloyati'],
  ['statistics', 'title_uz', 'Xabarlar', 'Yillik quvvat'],
  ['statistics', 'title_uz', 'Reyting', 'Eksport'],
  ['statistics', 'title_uz', 'Vazifalar', 'Ichki bozor'],
  ['products', 'name', 'Stabilizater', 'Stabilizer'],
  ['products', 'name_ru', 'Transformer', 'Трансформаторы'],
  ['products', 'name_ru', 'Switchgear', 'Распределительные устройства'],
  ['products', 'name_ru', 'Cables', 'Кабели'],
  ['products', 'name_ru', 'Stabilizater', 'Стабилизаторы'],
  ['products', 'name_ru', 'Appliance', 'Бытовая техника'],
  ['products', 'name_ru', 'High voltage', 'Высоковольтное оборудование'],
  ['products', 'name_uz', 'Transformer', 'Transformatorlar'],
  ['products', 'name_uz', 'Switchgear', 'Taqsimlash qurilmalari'],
  ['products', 'name_uz', 'Cables', 'Kabellar'],
  ['products', 'name_uz', 'Stabilizater', 'Stabilizatorlar'],
  ['products', 'name_uz', 'Appliance', 'Maishiy texnika'],
  ['products', 'name_uz', 'High voltage', 'Yuqori kuchlanishli uskunalar'],
  ['partners', 'name_uz', 'Kon-sanoat va geologiya vazirligi', 'Togʻ-kon sanoati va geologiya vazirligi'],
  [
    'areas',
    'text_uz',
    "Aniq uskunalar va yig'ish uchun maydon.",
    'Yuqori aniqlikdagi uskunalar va yigʻish uchun maydon.',
  ],
  [
    'page_sections',
    'body_uz',
    "<p>Mamlakatda ishlab chiqarilmaydigan uskunalar, butlovchi qismlar va xomashyo uchun bojxona to'lovlarisiz.</p>",
    '<p>Ishlab chiqarish uchun olib kiriladigan, mamlakatda ishlab chiqarilmaydigan uskunalar, butlovchi qismlar va xomashyo uchun bojxona toʻlovlari olinmaydi.</p>',
  ],
  [
    'page_sections',
    'body_uz',
    "<p>Texnopark O'zbekistonning to'rtta hududida joylashgan, har biri xomashyosi, transport aloqalari va ishchi kuchi uchun tanlangan.</p>",
    '<p>Texnopark Oʻzbekistondagi toʻrtta maydonda joylashgan, ularning har biri xomashyosi, transport aloqalari va ishchi kuchi uchun tanlangan.</p>',
  ],
  [
    'page_sections',
    'body_uz',
    '<p>Park ichida energiya talab qiladigan eritish uchun zaxira quvvatli 110 kV podstansiya.</p>',
    '<p>Park ichida koʻp energiya talab qiladigan eritish uchun zaxira quvvatli 110 kV podstansiya.</p>',
  ],
];

/** Every Uzbek text column (`…_uz`) of every table, written with the site's one spelling of oʻ, gʻ and ʼ. */
async function respellUzbekColumns(db: Kysely<Database>, dialect: Dialect) {
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  // PostgreSQL's introspection lists every schema's tables; ours are those of the search path.
  const current =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  for (const table of await db.introspection.getTables()) {
    if (current !== undefined && table.schema !== current) continue;
    const columns = table.columns.map((column) => column.name).filter((name) => name.endsWith('_uz'));
    if (columns.length === 0 || !table.columns.some((column) => column.name === 'id')) continue;
    const rows = await loose
      .selectFrom(table.name)
      .select(['id', ...columns])
      .execute();
    for (const row of rows) {
      const changed = Object.fromEntries(
        columns
          .filter((column) => typeof row[column] === 'string')
          .map((column) => [column, uzbekSpelling(row[column] as string)])
          .filter(([column, text]) => text !== row[column as string]),
      );
      if (Object.keys(changed).length > 0)
        await loose.updateTable(table.name).set(changed).where('id', '=', row.id).execute();
    }
  }
}

const migratorOf = (db: Kysely<Database>, dialect: Dialect, log?: Pick<FastifyBaseLogger, 'warn'>) => {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect, log) };
  // Work done side by side adds migrations of the same number (`0034_<who>_<what>`), merged in any
  // order: a database that had one of them before the others arrived takes those others too.
  return new Migrator({ db: db as unknown as Kysely<unknown>, provider, allowUnorderedMigrations: true });
};

/** The names of the migrations this code knows that the database has not had yet (the readiness check). */
export async function pendingMigrations(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const known = await migratorOf(db, dialect).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * Applies what is missing; answers whether the database was new (its first migration ran now).
 * `log` hears what a migration could not do and the site does without (e.g. a missing extension).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ created: boolean }> {
  const { error, results } = await migratorOf(db, dialect, log).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return { created: results?.some((result) => result.migrationName === '0001_initial') ?? false };
}
