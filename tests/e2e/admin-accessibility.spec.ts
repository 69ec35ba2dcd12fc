import { openAdmin, STILL_ENGLISH } from './admin-session';
import { axeOf, seriousViolations } from './axe';
import { expect, test } from './fixtures';

const SCREENS = [
  ['/admin', 'Workers list'],
  ['/admin/new-worker', 'Create Worker'],
  ['/admin/create-news', 'News list'],
  ['/admin/create-news/new-item', 'Create News item'],
  ['/admin/rezident', 'Participants list'],
  ['/admin/applications', 'Applications'],
  ['/admin/services', 'Services'],
  ['/admin/users', 'Accounts'],
  ['/admin/statistics', 'Home figures'],
  ['/admin/statistics/create', 'Home figures'],
  ['/admin/faq', 'About Us questions'],
  ['/admin/faq/create', 'About Us questions'],
  ['/admin/documents', 'Info Center documents'],
  ['/admin/documents/create', 'Info Center documents'],
  ['/admin/hero-slides', 'Home hero slides'],
  ['/admin/hero-slides/create', 'Home hero slides'],
  ['/admin/products', 'Home products'],
  ['/admin/products/create', 'Home products'],
  ['/admin/partners', 'Home partners'],
  ['/admin/partners/create', 'Home partners'],
  ['/admin/areas', 'Park areas'],
  ['/admin/areas/create', 'Park areas'],
  ['/admin/page-sections', 'Park page texts'],
  ['/admin/page-sections/create', 'Park page texts'],
  ['/admin/infrastructure-photos', 'Infrastructure photos'],
  ['/admin/infrastructure-photos/create', 'Infrastructure photos'],
  ['/admin/settings', 'Site settings'],
  ['/admin/api-tokens', 'API tokens'],
  ['/admin/webhooks', 'Webhooks'],
  ['/admin/audit-log', 'Activity log'],
  ['/admin/trash', 'Trash'],
] as const;

for (const [path, title] of SCREENS) {
  test(`the back office screen ${path} has no serious or critical accessibility violation`, async ({
    page,
    request,
  }) => {
    await openAdmin(page, request, path, STILL_ENGLISH);
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // ra-input-rich-text's heading picker puts list items in a <nav>: its markup, not ours.
    expect(await seriousViolations(axeOf(page).exclude('.RaRichTextInputLevelSelect-list'))).toEqual([]);
  });
}
