// Lint rules of the repository. The layer rules below are the ones docs/architecture.md describes:
// site and admin meet only in src/api, and nothing that runs in the browser reaches into the server.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The layers of src, each a folder: [the layer, the layers it must not reach, why]. */
const layers = [
  ['site', ['admin', 'server'], 'the public site uses only src/api, src/i18n and its own code'],
  ['admin', ['site', 'server'], 'the back office uses only src/api, src/i18n and its own code'],
  ['api', ['site', 'admin', 'server', 'i18n'], 'src/api is the shared contract'],
  ['i18n', ['site', 'admin', 'server'], 'the i18n setup is shared by the site and the back office'],
  ['server', ['site', 'admin', 'i18n'], 'the server loads rendered pages from the build'],
];

/**
 * The folders of src/server, each a concern (docs/architecture.md, "The server's folders"); the
 * files at its top assemble them. Each is an element of its own, named `server-<folder>`, so that
 * the rules below can say which folder may use which.
 */
const serverFolders = [
  'applications',
  'audit',
  'auth',
  'backup',
  'content',
  'db',
  'files',
  'http',
  'mail',
  'publicCache',
  'routes',
  'secrets',
  'site',
  'startup',
  'webhooks',
];

/** A layer's element types: the layer itself and, for the server, each of its folders. */
const layerTypes = (layer) => [layer, `${layer}-*`];

/** The rules inside src/server: [the folder, the server elements it must not reach, why]. */
const serverRules = [
  [
    'server-db',
    ['server', 'server-!(db)'],
    'db/ holds the data (connection, migrations, schema, seed) and imports nothing else of src/server; what needs the config or auth to start belongs to startup/',
  ],
  [
    'server-!(routes)',
    ['server-routes'],
    'only the assembly at the top of src/server (apiRoutes.ts) imports the route files; auth and the engines never do',
  ],
];

/**
 * The layer rules, by the file an import resolves to rather than by how its path is written: a
 * path that climbs further than it needs (`../../../src/admin/…`) is caught, and `../site` inside
 * src/server (the server's own site.ts) is not. Static and dynamic imports and re-exports count.
 */
const layerRules = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      ...serverFolders.map((folder) => ({ type: `server-${folder}`, pattern: `src/server/${folder}` })),
      ...layers.map(([type]) => ({ type, pattern: `src/${type}` })),
    ],
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          ...layers.map(([type, forbidden, why]) => ({
            from: { element: { types: { anyOf: layerTypes(type) } } },
            disallow: { to: { element: { types: { anyOf: forbidden.flatMap(layerTypes) } } } },
            message: `Layer rule: ${why}.`,
          })),
          ...serverRules.map(([folder, forbidden, why]) => ({
            from: { element: { types: folder } },
            disallow: { to: { element: { types: { anyOf: forbidden } } } },
            message: `Server rule: ${why}.`,
          })),
        ],
      },
    ],
  },
};

/**
 * No two files of src/server import each other through a circle: a circle makes the order in which
 * modules start matter, and is where a folder's concern has leaked into another's. (The rule
 * passes over type-only imports, which are gone at run time.)
 */
const noServerCircles = {
  files: ['src/server/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

const noBarrels = {
  selector: 'ExportAllDeclaration',
  message: 'No barrel files: import from the module that defines the thing.',
};

/**
 * What the public site shows visitors is made for the park: its icons are its own
 * (src/site/components/ui/icons/). Material's icons stay the back office's, react-admin's toolkit.
 */
const ownIcons = 'The public site draws its own icons: use SiteIcon with a drawing of src/site/components/ui/icons/.';
const siteIconRules = {
  files: ['src/site/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@mui/icons-material', '@mui/icons-material/**'], message: ownIcons }] },
    ],
    'no-restricted-syntax': [
      'error',
      noBarrels,
      { selector: 'ImportExpression[source.value=/^@mui\\/icons-material(\\/|$)/]', message: ownIcons },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'data/**', 'coverage/**', 'public/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Promises nobody awaits hide failures; a promise handed to an event handler or a condition is a bug.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-restricted-syntax': ['error', noBarrels],
    },
  },
  layerRules,
  noServerCircles,
  siteIconRules,
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
