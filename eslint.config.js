// Lint rules of the repository. The layer rules below are the ones docs/architecture.md describes:
// site and admin meet only in src/api, and nothing that runs in the browser reaches into the server.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which folder may not import which: [the importing folder, the folders it must not reach, why]. */
const layers = [
  ['src/site', ['admin', 'server'], 'the public site uses only src/api, src/i18n and its own code'],
  ['src/admin', ['site', 'server'], 'the back office uses only src/api and its own code'],
  ['src/api', ['site', 'admin', 'server', 'i18n'], 'src/api is the shared contract'],
  ['src/i18n', ['site', 'admin', 'server'], 'the i18n setup is shared by the site'],
  ['src/server', ['site', 'admin', 'i18n'], 'the server loads rendered pages from the build'],
];

/**
 * One config block per layer. A relative import that climbs out of the folder into a forbidden sibling
 * (`../admin/…`, `../../server/…`) is refused; package imports such as `react-dom/server` are not relative
 * and so never match.
 */
const layerBlocks = layers.map(([folder, forbidden, message]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`, message: `Layer rule: ${message}.` }] },
    ],
  },
}));

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
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module that defines the thing.',
        },
      ],
    },
  },
  ...layerBlocks,
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
