import { openAdmin } from './admin-session';
import { say } from './adminWords';
import { axeOf, seriousViolations } from './axe';
import { expect, test } from './fixtures';

/** Each screen, and a text it shows once ready (its sidebar entry or its heading), in the browser's language. */
const creating = (resource: string) =>
  say('ra.page.create', { name: say(`lists.resources.${resource}.name`, { smart_count: 1 }) });
const menu = (entry: string) => say(`sidebar.menu.${entry}`);
const SCREENS: [string, () => string][] = [
  ['/admin', () => menu('workers')],
  ['/admin/new-worker', () => creating('staff')],
  ['/admin/create-news', () => menu('news')],
  ['/admin/create-news/new-item', () => creating('news')],
  ['/admin/rezident', () => menu('participants')],
  ['/admin/applications', () => menu('applications')],
  ['/admin/services', () => menu('services')],
  ['/admin/users', () => menu('accounts')],
  ['/admin/statistics', () => menu('statistics')],
  ['/admin/statistics/create', () => menu('statistics')],
  ['/admin/faq', () => menu('faq')],
  ['/admin/faq/create', () => menu('faq')],
  ['/admin/documents', () => menu('documents')],
  ['/admin/documents/create', () => menu('documents')],
  ['/admin/hero-slides', () => menu('hero_slides')],
  ['/admin/hero-slides/create', () => menu('hero_slides')],
  ['/admin/products', () => menu('products')],
  ['/admin/products/create', () => menu('products')],
  ['/admin/partners', () => menu('partners')],
  ['/admin/partners/create', () => menu('partners')],
  ['/admin/areas', () => menu('areas')],
  ['/admin/areas/create', () => menu('areas')],
  ['/admin/page-sections', () => menu('page_sections')],
  ['/admin/page-sections/create', () => menu('page_sections')],
  ['/admin/infrastructure-photos', () => menu('infrastructure_photos')],
  ['/admin/infrastructure-photos/create', () => menu('infrastructure_photos')],
  ['/admin/settings', () => menu('settings')],
  ['/admin/api-tokens', () => menu('api_tokens')],
  ['/admin/webhooks', () => menu('webhooks')],
  ['/admin/audit-log', () => menu('activity_log')],
  ['/admin/trash', () => menu('trash')],
];

/**
 * The screens are walked in groups, each screen opened afresh by its address in one signed-in
 * page: a browser context and a sign-in per screen cost more than the check itself. A soft
 * expectation per screen reports every screen that fails, not only the first.
 */
const GROUP = 8;
for (let first = 0; first < SCREENS.length; first += GROUP) {
  const group = SCREENS.slice(first, first + GROUP);
  test(`the back office screens ${group[0][0]} to ${group.at(-1)![0]} have no serious or critical accessibility violation`, async ({
    page,
    request,
  }) => {
    // A screen's share of the time a test has, as when each screen was a test of its own.
    test.setTimeout(30_000 * group.length);
    await openAdmin(page, request, group[0][0]);
    for (const [path, title] of group) {
      await test.step(path, async () => {
        if (path !== group[0][0]) await page.goto(path);
        await expect(page.getByText(title(), { exact: true }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // ra-input-rich-text's heading picker puts list items in a <nav>: its markup, not ours.
        const violations = await seriousViolations(axeOf(page).exclude('.RaRichTextInputLevelSelect-list'));
        expect.soft(violations, path).toEqual([]);
      });
    }
  });
}
