import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { buildSite } from './tests/api/builtSite';

/** A free loopback port, chosen once: workers inherit it through the environment. */
async function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(String(port)));
    });
  });
}

// The site the test servers serve: the build of the sources as they are, which the API tests made
// already in `npm test` (one build per state of the sources, kept for the next run), or made here.
// `dist/` is left as `npm run build` left it. E2E_DIST names another build to test.
process.env.E2E_DIST ??= await buildSite();

// Where the server sends mail (links to set a new password): the tests that read mail listen there.
process.env.E2E_SMTP_PORT ??= await freePort();

// Staff in Tashkent mostly use Russian or Uzbek browsers, which send their language with every
// request: the back office must store what was typed in each tab whatever the browser speaks.
const STAFF_BROWSERS = ['ru-RU', 'uz-UZ'];

/**
 * Each project has a server and a database of its own, and one worker: a project's files run one
 * after the other on their own data (each test removes what it made, for the next), while the
 * four projects run side by side. A browser test waits much of its time (for a debounce, a quiet
 * network, an answer), so four chains on two cores keep both busy where two left them idle: the
 * whole run took 16.8 min with four, 22 with two, with no test failing. Ports are chosen once:
 * workers inherit them.
 */
const ports: Record<string, string> = {
  chromium: (process.env.E2E_PORT ??= await freePort()),
  en: (process.env.E2E_PORT_en ??= await freePort()),
};
for (const locale of STAFF_BROWSERS)
  ports[locale] = process.env[`E2E_PORT_${locale.replace('-', '_')}`] ??= await freePort();
const ADMIN_SPECS = /admin-.*\.spec\.ts$/;

/**
 * A back-office test whose checks vary with the interface language (the tab a form opens on and
 * where typed text is stored, translated messages as its subject, dates, numbers and export
 * headers in that language, the public site's language chosen from the back office) carries
 * `@every-language` in its title, and runs under the Russian and Uzbek browsers as well as the
 * English one. The others (ordering, uploads, deletions, sessions, permissions, the shell's
 * mechanics) would check the same thing three times: they run once, in an English browser. That
 * took the Russian and Uzbek chains from 20 minutes to 15 (docs/architecture.md, "Tests", says how to choose).
 */
const EVERY_LANGUAGE = /@every-language/;

/**
 * With the language-free tests once only, the English back office would be the longest chain by
 * five minutes: the language-free tests of these files run in the public site's chain instead (an
 * English browser too, on a server and database of its own), so that the four chains end together.
 * A test's title path holds its file's name and its tags, which is what the two patterns read.
 */
const ONCE_WITH_THE_PUBLIC_SITE = ['integrations', 'replies', 'safekeeping', 'shell'].join('|');
/** The back-office specs (admin-*.spec.ts) but those files. */
const ADMIN_SPECS_BUT_THOSE = new RegExp(`admin-(?!(${ONCE_WITH_THE_PUBLIC_SITE})\\.spec\\.ts$).*\\.spec\\.ts$`);
/** The tests of those files not tagged `@every-language`. */
const LANGUAGE_FREE_OF_THOSE = new RegExp(
  `^(?!.*@every-language).*\\badmin-(${ONCE_WITH_THE_PUBLIC_SITE})\\.spec\\.ts\\b`,
);
const originOf = (port: string) => `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 4,
  // Four projects share the two cores: a back-office screen opened cold (a new browser context, the
  // rich-text editor's chunk to fetch and compile) can take longer than the default 5 s to show,
  // and a long test longer than the default 30 s to finish.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  // After the summary, the ten slowest spec files (per project): where CI's minutes go.
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      workers: 1,
      testIgnore: ADMIN_SPECS_BUT_THOSE,
      grepInvert: EVERY_LANGUAGE,
      use: { baseURL: originOf(ports.chromium) },
    },
    {
      name: 'back office, English browser',
      testMatch: ADMIN_SPECS,
      grepInvert: LANGUAGE_FREE_OF_THOSE,
      workers: 1,
      use: { baseURL: originOf(ports.en) },
    },
    ...STAFF_BROWSERS.map((locale) => ({
      name: `back office, ${locale} browser`,
      testMatch: ADMIN_SPECS,
      grep: EVERY_LANGUAGE,
      workers: 1,
      use: { locale, baseURL: originOf(ports[locale]) },
    })),
  ],
  webServer: Object.values(ports).map((port) => ({
    command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/server.ts',
    env: { E2E_PORT: port },
    url: `${originOf(port)}/api/health`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    timeout: 60_000,
  })),
});
