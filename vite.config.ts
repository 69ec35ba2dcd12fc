import { cpSync, existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_PORT = Number(process.env.API_PORT ?? 3001);

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    copyLocales(),
    // The hashed scripts and styles, compressed once at build time at the best levels, next to
    // the originals (`.br`, `.gz`); the server sends them as they are (preCompressed in
    // src/server/site.ts) instead of compressing on every request. The server render needs none.
    !isSsrBuild &&
      compression({
        include: /^assets\/.+\.(js|css|svg)$/,
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 1024,
        logLevel: 'silent',
      }),
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
    // Which files each page's chunk needs: the server preloads them with the page (src/server/site.ts).
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">; the polyfill would be sent for nothing.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // The back office (react-admin) is one chunk of about 600 kB, loaded only under /admin, and its
    // rich-text editor another of about 450 kB, loaded only with the news forms; the public pages
    // stay well below the default warning.
    chunkSizeWarningLimit: 700,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app, and the module that asks for it once a server-rendered page is painted.
          input: { index: 'index.html', 'after-first-paint': 'src/site/afterFirstPaint.ts' },
          output: {
            codeSplitting: {
              // Everything the first render of any public page needs, in one file instead of a dozen:
              // a phone on HTTP/1.1 opens six connections, and every further small file waits its turn
              // (and delays the pictures behind it).
              // (The after-first-paint module is an entry too, and stays on its own.)
              groups: [{ name: 'site', tags: ['$initial'], test: (id) => !/afterFirstPaint|pageScripts/.test(id) }],
            },
          },
        },
  },
}));
