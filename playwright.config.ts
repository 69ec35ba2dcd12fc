import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

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

process.env.E2E_PORT ??= await freePort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// Where the server sends mail (links to set a new password): the tests that read mail listen there.
process.env.E2E_SMTP_PORT ??= await freePort();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
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
    { name: 'chromium' },
    // Staff in Tashkent mostly use Russian or Uzbek browsers, which send their language with every
    // request: the back office must store what was typed in each tab whatever the browser speaks.
    ...['ru-RU', 'uz-UZ'].map((locale) => ({
      name: `back office, ${locale} browser`,
      testMatch: /admin-.*\.spec\.ts$/,
      use: { locale },
    })),
  ],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  },
});
