// Lint rules of the repository. The layer rules below are the ones docs/architecture.md describes:
// site and admin meet only in src/api, and nothing that runs in the browser reaches into the server.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which folder may not import which: [the importing folder, the folders it must not reach, why]. */
const layers = [
  ['./src/site', ['./src/admin', './src/server'], 'the public site uses only src/api, src/i18n and its own code'],
  ['./src/admin', ['./src/site', './src/server'], 'the back office uses only src/api and its own code'],
  ['./src/api', ['./src/site', './src/admin', './src/server', './src/i18n'], 'src/api is the shared contract'],
  ['./src/i18n', ['./src/site', './src/admin', './src/server'], 'the i18n setup is shared by the site'],
  ['./src/server', ['./src/site', './src/admin', './src/i18n'], 'the server loads rendered pages from the build'],
];

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
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Promises nobody awaits hide failures; a promise handed to an event handler or a condition is a bug.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: layers.map(([target, from, message]) => ({ target, from, message })) },
      ],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module that defines the thing.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
