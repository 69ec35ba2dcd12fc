import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InputType } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_PORT = Number(process.env.API_PORT ?? 3001);

/**
 * The modules the first script of a server-rendered page (src/site/render/afterFirstPaint.ts)
 * shares with the app: its language-choice listener and the few constants it reads.
 */
const FIRST_SCRIPT_SHARES =
  /src\/(site\/render\/languageChoice|i18n\/namespaces|i18n\/languagePaths|api\/browserStorage)\.ts$/;

/**
 * MUI's theme machinery (making the theme, `styled`, `sx`) and the site's MUI theme: every page
 * drawn with MUI needs all of it, and Home's parts below the hero too. The first screen of Home
 * does without it (the frame is drawn with emotion alone), so it is not in the app's file. Left to
 * the bundler, it was cut into many small files shared by different sets of pages (`/news` loaded
 * 52 files instead of 43, and 4 kB more gzip than when MUI's core was in the app's file); in one
 * file, the pages load as many files as before. The system's Grid, Stack and Container stay with
 * the pages that use them. MUI's transition helpers (transitions/utils) come along: Paper, Button,
 * IconButton, the inputs and SvgIcon all import them, so nearly every page drawn with MUI needs
 * them, and left alone they were a small file of their own on each of those pages.
 */
const MUI_THEME_MODULES =
  /node_modules\/@mui\/(system\/(?!Grid\/|Stack\/|Container\/)|utils\/|styled-engine\/|private-theming\/|material\/(styles|DefaultPropsProvider|zero-styled)\/|material\/transitions\/utils\.)|src\/site\/(theme\.ts|render\/SiteTheme\.tsx)$/;

/** The translations live in locales/ and are read over HTTP; the build carries them along. */
function copyLocales(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'copy-locales',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server render bundles the translations it needs; only the browser reads these files.
      if (!serverBuild && existsSync('locales')) cpSync('locales', `${outDir}/locales`, { recursive: true });
    },
  };
}

/**
 * The hashed scripts and styles, compressed once at build time at the best levels, next to the
 * originals (`.br`, `.gz`); the server sends them as they are (preCompressed in src/server/site/staticFiles.ts)
 * instead of compressing on every request. With `zopfli`, the gzip copies are made by Zopfli, whose
 * gzip any browser reads and which is some 3.5% smaller than zlib's best level (4 kB on the app's
 * file), for some 10 seconds more of build: the public site's files, which a phone on a browser
 * without brotli gets as gzip. The back office keeps zlib's, its files being several times larger.
 * Files from 256 bytes are compressed: Home's first download has eight chunks under a kilobyte (the
 * bundler's runtime, the after-first-paint module, small shared modules), which sent as they are
 * weighed 1.3 kB more than compressed; below 256 bytes gzip's frame eats most of the gain.
 */
/**
 * Zopfli's gzip: Zopfli's default of 15 iterations on the large files (the app's file: 130 bytes
 * fewer than one iteration, some 10 s of build), one on the others, where more saves a few bytes.
 */
async function zopfliGzipOf(input: InputType): Promise<Buffer> {
  // The plugin hands over the files' bytes (a Uint8Array); InputType says it could be any view.
  const bytes =
    typeof input === 'string'
      ? Buffer.from(input)
      : ArrayBuffer.isView(input)
        ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
        : new Uint8Array(input);
  const numiterations = bytes.length > 64 * 1024 ? 15 : 1;
  return Buffer.from(await zopfliGzip(bytes, { numiterations }));
}

export const precompressAssets = ({ zopfli = false } = {}) =>
  compression({
    include: /^assets\/.+\.(js|css|svg)$/,
    algorithms: ['brotliCompress', zopfli ? [zopfliGzipOf, {}] : 'gzip'],
    threshold: 256,
    logLevel: 'silent',
  });

/**
 * The back office is a page of its own, admin.html (built by vite.admin.config.ts); the dev server
 * answers it for every address under /admin, as the real server does.
 */
function serveAdminPage(): Plugin {
  return {
    name: 'serve-admin-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (/^\/admin(\/[^.]*)?$/.test(path)) request.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * MUI makes a default theme as some of its modules load (`const defaultTheme = createTheme()` in
 * Box, styles/defaultTheme, and the system's styled, useTheme, Stack, Grid, Container): two whole
 * Material themes and a few small ones, over 10 ms of this machine's time and four times that of a
 * phone's, in the one task that evaluates the page's scripts. They are fallbacks for a component
 * rendered outside a ThemeProvider, and every site page renders inside the site's own, so each is
 * made when first read instead (src/site/render/lazyTheme.ts), which on our pages is never. The build
 * fails if MUI's files no longer read as expected, so an upgrade that changes them is noticed
 * rather than silently slower.
 */
export function lazyMuiDefaultThemes(): Plugin {
  const muiFile = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/].+\.mjs$/;
  const mustChange = /@mui[\\/]material[\\/](styles[\\/]defaultTheme|Box[\\/]Box)\.mjs$/;
  const eagerTheme = /^(export )?const (\w+) = createTheme\(\);$/gm;
  const lazyThemeModule = fileURLToPath(new URL('src/site/render/lazyTheme.ts', import.meta.url));
  return {
    name: 'lazy-mui-default-themes',
    apply: 'build',
    transform: {
      // Only MUI's files reach the handler: the bundler matches the ids itself, without a call
      // into JavaScript for each of the build's thousands of modules.
      filter: { id: muiFile },
      handler(code, id) {
        const lazy = code.replace(eagerTheme, '$1const $2 = lazyTheme(() => createTheme());');
        if (lazy !== code)
          return { code: `import lazyTheme from ${JSON.stringify(lazyThemeModule)};\n${lazy}`, map: null };
        if (mustChange.test(id))
          throw new Error(`${id} no longer makes its default theme as lazyMuiDefaultThemes expects`);
        return undefined;
      },
    },
  };
}

/**
 * MUI's createTheme hands a theme asked for with CSS variables (`cssVariables`) to a second, larger
 * maker (createThemeWithVars, with its variable and colour-scheme helpers: 4.3 kB of gzip) and
 * every other theme to the plain one. The site's theme and MUI's fallback themes are plain, so in
 * the browser bundle that branch is never taken; the maker is left out and the branch throws instead.
 * A theme given CSS variables some day fails its first render with the message below, instead of
 * quietly bringing the kilobytes back. Like lazyMuiDefaultThemes, the build fails if MUI's file no
 * longer reads as expected.
 */
export function plainMuiThemesOnly(): Plugin {
  const createThemeFile = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
  const withVarsImport = 'import createThemeWithVars from "./createThemeWithVars.mjs";';
  const refusal =
    'const createThemeWithVars = () => { throw new Error("The site is built without MUI\'s CSS-variables themes (plainMuiThemesOnly in vite.config.ts)"); };';
  return {
    name: 'plain-mui-themes-only',
    apply: 'build',
    transform: {
      filter: { id: createThemeFile },
      handler(code, id) {
        if (!code.includes(withVarsImport))
          throw new Error(`${id} no longer imports createThemeWithVars as plainMuiThemesOnly expects`);
        return { code: code.replace(withVarsImport, refusal), map: null };
      },
    },
  };
}

/**
 * react-router's package names only its development build, whatever the mode, and that build keeps
 * parts the site never uses in every page's first download (some 1.8 kB of gzip):
 * - its warnings to developers, behind a flag its production build turns off (the two builds
 *   differ by nothing else);
 * - Form and the submission code under it: `Form.displayName = …` and the unmarked `forwardRef`
 *   calls read to the bundler as work done at load, so none of it can be dropped.
 * The same is done to the browser bundle here: the flag off, the `displayName` labels (read only by
 * React's developer tools) dropped, and `forwardRef` marked as free of side effects. The build fails
 * if react-router no longer reads as expected, so an upgrade that changes it is noticed.
 */
export function reactRouterWithoutDevelopmentParts(): Plugin {
  const routerFile = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
  const devWarnings = 'var ENABLE_DEV_WARNINGS = true;';
  const displayName = /^\w+\.displayName = "[^"]*";$/gm;
  const forwardRef = /= (React\d*)\.forwardRef\(/g;
  let flagsTurnedOff = 0;
  return {
    name: 'react-router-without-development-parts',
    apply: 'build',
    buildStart() {
      flagsTurnedOff = 0;
    },
    transform: {
      filter: { id: routerFile },
      handler(code) {
        if (code.includes(devWarnings)) flagsTurnedOff += 1;
        const edited = code
          .replace(devWarnings, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(displayName, '')
          .replace(forwardRef, '= /* @__PURE__ */ $1.forwardRef(');
        return edited === code ? undefined : { code: edited, map: null };
      },
    },
    buildEnd(error) {
      if (!error && flagsTurnedOff !== 1)
        throw new Error(
          `react-router's development flag was found ${flagsTurnedOff} times, not once as reactRouterWithoutDevelopmentParts expects`,
        );
    },
  };
}

/** The public site: the browser bundle (index.html), and with `--ssr` the server render entry. */
export default defineConfig(({ isSsrBuild }) => ({
  // The server render needs no compressed copies.
  plugins: [
    react(),
    lazyMuiDefaultThemes(),
    plainMuiThemesOnly(),
    !isSsrBuild && reactRouterWithoutDevelopmentParts(),
    copyLocales(),
    serveAdminPage(),
    !isSsrBuild && precompressAssets({ zopfli: true }),
  ],
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${API_PORT}`,
      '/uploads': `http://127.0.0.1:${API_PORT}`,
    },
  },
  build: {
    outDir: 'dist',
    // Which files each page's chunk needs: the server preloads them with the page (src/server/site/buildManifest.ts).
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">; the polyfill would be sent for nothing.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app, and the module that asks for it once a server-rendered page is painted.
          input: { index: 'index.html', 'after-first-paint': 'src/site/render/afterFirstPaint.ts' },
          treeshake: {
            // @emotion/react imports hoist-non-react-statics for its withTheme, which the site does not
            // use, by a bare `import 'hoist-non-react-statics'`; the package does not say it has no
            // side effects, so the bundler kept it and an old copy of react-is with it (0.9 kB of gzip
            // on every page's first download). It only defines a function.
            moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
          },
          output: {
            codeSplitting: {
              // Everything the first render of any public page needs, in one file instead of a dozen:
              // a phone on HTTP/1.1 opens six connections, and every further small file waits its turn
              // (and delays the pictures behind it).
              // The after-first-paint module is an entry too, and stays on its own: what it shares
              // with the app (keeping a language choice, src/site/render/languageChoice.ts) is a
              // small file of its own, so that it never waits for the app's file to run.
              groups: [
                { name: 'first-script', test: FIRST_SCRIPT_SHARES, priority: 2 },
                // Below the app's file: a module the first render needs stays in it.
                { name: 'mui-theme', test: MUI_THEME_MODULES, priority: 0 },
                {
                  name: 'site',
                  tags: ['$initial'],
                  test: (id) => !/afterFirstPaint|pageScripts/.test(id) && !FIRST_SCRIPT_SHARES.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
