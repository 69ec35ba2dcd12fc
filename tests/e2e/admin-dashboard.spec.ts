import type { Page } from '@playwright/test';
import { PDF } from '../support/files';
import { openAdmin, STILL_ENGLISH, unique } from './admin-session';
import { expect, test } from './fixtures';

/** The number shown on the dashboard's card of new applications of one kind. */
const cardCount = (page: Page, card: string) => page.getByRole('region', { name: card }).getByText(/^\d+$/);

test('the dashboard counts new applications up after a visitor sends one and down when staff mark it done', async ({
  page,
  request,
}) => {
  await openAdmin(page, request, '/admin', STILL_ENGLISH);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(cardCount(page, 'New client applications')).toBeVisible();
  await expect(cardCount(page, "New participants' applications")).toBeVisible();
  const contactsBefore = Number(await cardCount(page, 'New client applications').innerText());
  const investorsBefore = Number(await cardCount(page, "New participants' applications").innerText());

  const visitor = unique('Dashboard Visitor');
  const investor = unique('Dashboard Investor');
  expect(
    (
      await request.post('/api/contacts', {
        data: { name: visitor, email: 'v@example.uz', message: 'A plot?', consent: true },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.post('/api/investor', {
        data: {
          name: investor,
          email: 'i@example.uz',
          files: [{ file: `data:application/pdf;base64,${PDF.toString('base64')}`, title: 'Business plan' }],
          consent: true,
        },
      })
    ).ok(),
  ).toBe(true);

  await page.reload();
  await expect(cardCount(page, 'New client applications')).toHaveText(String(contactsBefore + 1));
  await expect(cardCount(page, "New participants' applications")).toHaveText(String(investorsBefore + 1));
  const latestContacts = page.getByRole('region', { name: 'Latest client applications' });
  await expect(latestContacts.getByRole('link', { name: visitor })).toBeVisible();
  await expect(
    page.getByRole('region', { name: "Latest participants' applications" }).getByRole('link', { name: investor }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('link').first()).toBeVisible();

  // The count is a link to the list of the new ones; staff mark the visitor's request done there.
  await page
    .getByRole('region', { name: 'New client applications' })
    .getByRole('link', { name: /Show the new ones/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/applications\?tab=client&status=new/);
  const row = page.getByRole('row').filter({ hasText: visitor });
  await expect(row).toBeVisible();
  await row.getByRole('combobox', { name: `Processing status of the application from ${visitor}` }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(page.getByText('Application updated successfully')).toBeVisible();

  // The participant's application is opened from the dashboard and marked done with a note.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(cardCount(page, 'New client applications')).toHaveText(String(contactsBefore));
  await page
    .getByRole('region', { name: "Latest participants' applications" })
    .getByRole('link', { name: investor })
    .click();
  await expect(page).toHaveURL(/\/admin\/investors\/\d+$/);
  await expect(page.getByRole('link', { name: /^Business plan/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Processing status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await page.getByRole('textbox', { name: 'Staff note' }).fill('Documents complete');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/applications/);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(cardCount(page, "New participants' applications")).toHaveText(String(investorsBefore));
});

test('the dashboard speaks Russian and Uzbek', async ({ page, request }) => {
  await openAdmin(page, request, '/admin', { language: 'ru' });
  await expect(page.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Новые заявки клиентов' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'uz'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Boshqaruv paneli' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Soʻnggi yangiliklar' })).toBeVisible();
});
