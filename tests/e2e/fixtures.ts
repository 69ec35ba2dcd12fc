import { test as base, expect } from '@playwright/test';

/** Every browser test fails when the page logs an error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium logs each refused request; tests that refuse or fail requests on purpose forgive those lines. */
export function forgiveRefusedRequests(consoleErrors: string[]) {
  const expected = consoleErrors.filter((text) => /Failed to load resource/.test(text));
  for (const text of expected) consoleErrors.splice(consoleErrors.indexOf(text), 1);
}
