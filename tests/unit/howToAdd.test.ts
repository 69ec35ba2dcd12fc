import { CONTENT_RESOURCES } from '../../src/api/contentResources';
import swagger from '@fastify/swagger';
import CategoryIcon from '@mui/icons-material/Category';
import Sqlite from 'better-sqlite3';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Kysely, SqliteDialect } from 'kysely';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactsResource, investorsResource } from '../../src/admin/applications/resources';
import { declaredCsvColumns } from '../../src/admin/contentScreens/declaredCsv';
import { declaredFields } from '../../src/admin/contentScreens/declaredFields';
import { declaredResource } from '../../src/admin/contentScreens/declaredResource';
import { contentEndpoints } from '../../src/admin/data/contentEndpoints';
import { createDataProvider } from '../../src/admin/data/dataProvider';
import { endpoints } from '../../src/admin/data/endpoints';
import { isResource } from '../../src/admin/layout/sidebarEntry';
import { SIDEBAR, sidebarOf } from '../../src/admin/sidebar';
import { choice, picture, pictureAlt, position, richText, text } from '../../src/api/contentFields';
import { contentResource } from '../../src/api/contentResource';
import { LANGUAGES } from '../../src/i18n/namespaces';
import { createContentTable } from '../../src/server/db/contentTableMigration';
import { openApiDocument } from '../../src/server/openApiDocument';
import type { RouteDeps } from '../../src/server/routeDeps';
import { contentRoutes } from '../../src/server/routes/contentRoutes';

/**
 * docs/architecture.md says which files to touch to add a public page, an API route or a
 * back-office resource. These checks keep that list true as the code moves.
 */

const ARCHITECTURE = readFileSync('docs/architecture.md', 'utf8');
const HOW_TO_ADD = ARCHITECTURE.slice(ARCHITECTURE.indexOf('## How to add things'), ARCHITECTURE.indexOf('## Tests'));

/** `locales/{en,ru,uz}/lists.json` stands for three files. */
const expand = (path: string): string[] => {
  const braces = /\{([^}]+)\}/.exec(path);
  if (!braces) return [path];
  return braces[1].split(',').flatMap((part) => expand(path.replace(braces[0], part)));
};

/** Every concrete path the steps name in backticks (those with `<placeholders>` are the new files). */
const namedFiles = [...HOW_TO_ADD.matchAll(/`((?:src|tests|locales|docs)\/[^`\s<]+)`/g)].flatMap(([, path]) =>
  expand(path),
);

/** Every back-office resource: those of the sidebar (sidebar.ts), and those AdminApp.tsx registers itself. */
const adminResources = [
  ...SIDEBAR.flatMap((group) => group.screens).filter(isResource),
  contactsResource,
  investorsResource,
];
const resourceNames = adminResources.map((resource) => resource.name);
/** The modules' exported constants, as AdminApp.tsx and sidebar.ts name them. */
const resourceConsts = readdirSync('src/admin', { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)resources?\.tsx?$/.test(file))
  .flatMap((file) => [
    ...readFileSync(join('src/admin', file), 'utf8').matchAll(
      /^export const (\w+)(?:: (?:ResourceProps|SidebarResource)\b| = declaredResource\()/gm,
    ),
  ])
  .map(([, name]) => name);

describe('how to add things (docs/architecture.md)', () => {
  it('names files that exist', () => {
    expect(namedFiles.length).toBeGreaterThan(20);
    expect(namedFiles.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has one endpoints entry per back-office resource, and no entry without one', () => {
    expect(resourceNames.length).toBe(resourceConsts.length);
    expect([...resourceNames].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('registers every resource in AdminApp.tsx, itself or through the sidebar it shows in (sidebar.ts)', () => {
    const app = readFileSync('src/admin/AdminApp.tsx', 'utf8');
    const sidebar = readFileSync('src/admin/sidebar.ts', 'utf8').split('const PEOPLE')[1] ?? '';
    expect(app).toContain('SIDEBAR_RESOURCES.map');
    const registered = (name: string) =>
      app.includes(`<Resource {...${name}} />`) || new RegExp(`\\b${name}\\b`).test(sidebar);
    expect(resourceConsts.filter((name) => !registered(name))).toEqual([]);
  });

  it('names every resource in the three languages', () => {
    for (const language of LANGUAGES) {
      const lists = JSON.parse(readFileSync(`locales/${language}/lists.json`, 'utf8')) as {
        resources: Record<string, { name?: string }>;
      };
      expect(resourceNames.filter((name) => !lists.resources[name]?.name)).toEqual([]);
    }
  });
});

/**
 * The walk-through's "A translated content resource": a declaration is all a new resource needs
 * for its routes, its OpenAPI operations, its data-provider entry, its table and its back-office
 * screens. This one lives only here.
 */
const gadgetResource = contentResource({
  name: 'gadgets',
  what: 'Gadget',
  publishing: true,
  fields: {
    name: text({ max: 100, required: 'Name must not be empty', sortable: true, screen: { column: true, title: true } }),
    about: richText({ max: 2000, screen: { subtitle: true } }),
    size: choice(z.enum(['small', 'large']), {
      fallback: 'small',
      default: 'small',
      filter: z.enum(['small', 'large']).optional(),
      screen: { column: true },
    }),
    picture: picture({ column: 'picture_url', message: 'Please upload a picture', optional: true }),
    picture_alt: pictureAlt(),
    position: position({ sortable: true, screen: { help: true } }),
  },
});

describe('a content resource added by its declaration alone', () => {
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  afterAll(() => db.destroy());

  it('has its routes and their OpenAPI operations, and its list answers', async () => {
    await createContentTable(db, 'sqlite', gadgetResource);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, openApiDocument);
    await app.register(contentRoutes(gadgetResource), { prefix: '/api', db } as unknown as RouteDeps);
    await app.ready();
    const paths = app.swagger().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/gadgets'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/gadgets/{id}'] ?? {})).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
    expect(paths['/api/gadgets/order']).toBeDefined();
    const list = await app.inject({ method: 'GET', url: '/api/gadgets?size=large&lang=ru' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
    await app.close();
  });

  it('has its data-provider entry', async () => {
    const asked: string[] = [];
    const provider = createDataProvider({
      resources: { gadgets: contentEndpoints(gadgetResource) as never },
      getToken: () => 'token',
      httpClient: async <T>(path: string, request: { query?: Record<string, unknown> }) => {
        asked.push(`${path} ${JSON.stringify(request.query)}`);
        return { status: 200, headers: new Headers({ 'X-Total-Count': '0' }), data: [] as T };
      },
    });
    await provider.getList('gadgets', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'position', order: 'ASC' },
      filter: { size: 'large' },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/gadgets /);
    expect(asked[0]).toContain('"size":"large"');
  });

  it('is in the back-office menu with no module of its own, under its name, with the generic screens', () => {
    const site = sidebarOf([...CONTENT_RESOURCES, gadgetResource]).find(
      (group) => group.heading === 'sidebar.menu.site',
    );
    const screens = site?.screens.filter(isResource).find((screen) => screen.name === 'gadgets');
    expect(screens).toMatchObject({ options: { label: 'sidebar.menu.gadgets' } });
    expect(screens?.icon).toBeTypeOf('object');
    expect([screens?.list, screens?.create, screens?.edit].every((screen) => typeof screen === 'function')).toBe(true);
    // The resources with modules of their own keep them, and appear once.
    const names = sidebarOf(CONTENT_RESOURCES).flatMap((group) => group.screens.filter(isResource).map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('has its item in the back-office menu and its generic list and form', () => {
    const screens = declaredResource(gadgetResource, { icon: CategoryIcon, label: 'sidebar.menu.gadgets' });
    // What AdminMenu shows for it: its address, label and icon.
    expect(screens).toMatchObject({ name: 'gadgets', icon: CategoryIcon, options: { label: 'sidebar.menu.gadgets' } });
    expect([screens.list, screens.create, screens.edit].every((screen) => typeof screen === 'function')).toBe(true);
    expect(screens.recordRepresentation).toBeTypeOf('function');

    const fields = declaredFields(gadgetResource);
    expect(fields.listed.map(({ name }) => name)).toEqual(['name', 'size']);
    expect(fields.title.name).toBe('name');
    expect(fields.subtitle?.name).toBe('about');
    expect(fields.file?.label).toBe('resources.gadgets.fields.picture');
    expect(fields.texts.map(({ name }) => name)).toEqual(['picture_alt', 'name', 'about']);
    expect(fields.values.map(({ name }) => name)).toEqual(['size']);
    expect(fields.position?.name).toBe('position');

    const csv = declaredCsvColumns(gadgetResource).map(({ label, language }) =>
      language ? `${label} (${language})` : label,
    );
    expect(csv).toEqual([
      'lists.export.id',
      'resources.gadgets.fields.position',
      ...['picture_alt', 'name', 'about'].flatMap((field) =>
        ['en', 'ru', 'uz'].map((language) => `resources.gadgets.fields.${field} (${language})`),
      ),
      'resources.gadgets.fields.size',
      'resources.gadgets.fields.picture',
      'forms.publishing.fields.state',
      'resources.gadgets.fields.created_at',
    ]);
  });
});
