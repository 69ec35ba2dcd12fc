import type { Page } from '@playwright/test';
import { PDF } from '../support/files';
import { openAdmin, save, unique } from './admin-session';
import { say } from './adminWords';
import { expect, test } from './fixtures';

/** The number shown on the dashboard's card of new applications of one kind. */
const cardCount = (page: Page, card: string) => page.getByRole('region', { name: card }).getByText(/^\d+$/);

/** The dashboard's words (`applications.dashboard.*`) in the browser's language, which the back office speaks. */
const dashboard = (key: string) => say(`applications.dashboard.${key}`);

test('the dashboard counts new applications up after a visitor sends one and down when staff mark it done', async ({
  page,
  request,
}) => {
  await openAdmin(page, request, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: dashboard('title') })).toBeVisible();
  await expect(cardCount(page, dashboard('new_contacts'))).toBeVisible();
  await expect(cardCount(page, dashboard('new_investors'))).toBeVisible();
  const contactsBefore = Number(await cardCount(page, dashboard('new_contacts')).innerText());
  const investorsBefore = Number(await cardCount(page, dashboard('new_investors')).innerText());

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
  await expect(cardCount(page, dashboard('new_contacts'))).toHaveText(String(contactsBefore + 1));
  await expect(cardCount(page, dashboard('new_investors'))).toHaveText(String(investorsBefore + 1));
  const latestContacts = page.getByRole('region', { name: dashboard('latest_contacts') });
  await expect(latestContacts.getByRole('link', { name: visitor })).toBeVisible();
  await expect(
    page.getByRole('region', { name: dashboard('latest_investors') }).getByRole('link', { name: investor }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: dashboard('latest_news') })
      .getByRole('link')
      .first(),
  ).toBeVisible();

  // The count is a link to the list of the new ones; staff mark the visitor's request done there.
  await page
    .getByRole('region', { name: dashboard('new_contacts') })
    .getByRole('link', { name: new RegExp(dashboard('open_new')) })
    .click();
  await expect(page).toHaveURL(/\/admin\/applications\?tab=client&status=new/);
  const row = page.getByRole('row').filter({ hasText: visitor });
  await expect(row).toBeVisible();
  await row.getByRole('combobox', { name: say('applications.change_status', { name: visitor }) }).click();
  await page.getByRole('option', { name: say('applications.status.done') }).click();
  await expect(page.getByText(say('forms.resources.contacts.notifications.updated'))).toBeVisible();

  // The participant's application is opened from the dashboard and marked done with a note.
  await page.getByRole('menuitem', { name: say('sidebar.menu.dashboard') }).click();
  await expect(cardCount(page, dashboard('new_contacts'))).toHaveText(String(contactsBefore));
  await page
    .getByRole('region', { name: dashboard('latest_investors') })
    .getByRole('link', { name: investor })
    .click();
  await expect(page).toHaveURL(/\/admin\/investors\/\d+$/);
  await expect(page.getByRole('link', { name: /^Business plan/ })).toBeVisible();
  await page.getByRole('combobox', { name: say('lists.resources.investors.fields.status') }).click();
  await page.getByRole('option', { name: say('applications.status.done') }).click();
  await page.getByRole('textbox', { name: say('lists.resources.investors.fields.note') }).fill('Documents complete');
  await save(page).click();
  await expect(page).toHaveURL(/\/admin\/applications/);
  await page.getByRole('menuitem', { name: say('sidebar.menu.dashboard') }).click();
  await expect(cardCount(page, dashboard('new_investors'))).toHaveText(String(investorsBefore));
});

test('the dashboard speaks Russian and Uzbek @every-language', async ({ page, request }) => {
  // A language chosen in the app bar, then another: the dashboard follows the choice, whatever the browser speaks.
  await openAdmin(page, request, '/admin', { language: 'ru' });
  await expect(page.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Новые заявки клиентов' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'uz'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Boshqaruv paneli' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Soʻnggi yangiliklar' })).toBeVisible();
});
