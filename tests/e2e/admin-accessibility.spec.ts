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

for (const [path, title] of SCREENS) {
  test(`the back office screen ${path} has no serious or critical accessibility violation`, async ({
    page,
    request,
  }) => {
    await openAdmin(page, request, path);
    await expect(page.getByText(title(), { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // ra-input-rich-text's heading picker puts list items in a <nav>: its markup, not ours.
    expect(await seriousViolations(axeOf(page).exclude('.RaRichTextInputLevelSelect-list'))).toEqual([]);
  });
}
