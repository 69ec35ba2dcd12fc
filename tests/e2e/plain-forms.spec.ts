import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Contact } from '../../src/api/contacts';
import type { Investor } from '../../src/api/investors';
import { readAsStaff } from './admin-session';
import { expect, forgiveRefusedRequests, test } from './fixtures';

/** The public forms with scripts off: plain HTML forms the server answers with the page again. */
test.use({ javaScriptEnabled: false });

type Texts = Record<string, Record<string, string>>;
/** A namespace of the translations, as the page shows them. */
const texts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Texts;

const LANGUAGES = {
  en: { prefix: '', contact: texts('en', 'contact'), infoCenter: texts('en', 'infoCenter') },
  uz: { prefix: '/uz', contact: texts('uz', 'contact'), infoCenter: texts('uz', 'infoCenter') },
} as const;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Takes away the browser's own checks, as an old browser would, so the empty form reaches the server. */
const withoutBrowserChecks = (page: Page) =>
  page.locator('main form').evaluate((form) => form.setAttribute('novalidate', ''));

/** A document's file input, shown as it is without scripts. */
const fileInput = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

const storedContacts = (request: APIRequestContext) => readAsStaff<Contact[]>(request, '/api/contacts');
const storedApplications = (request: APIRequestContext) => readAsStaff<Investor[]>(request, '/api/investor');

for (const [language, { prefix, contact, infoCenter }] of Object.entries(LANGUAGES)) {
  const notification = texts(language, 'notification');
  const common = texts(language, 'common');

  test.describe(`in ${language}`, () => {
    test('an empty contact form comes back with every message under its field, and what was typed', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${prefix}/contact`);
      await page.getByRole('textbox', { name: contact.form.email }).fill('laylo@');
      await withoutBrowserChecks(page);
      await page.getByRole('button', { name: contact.form.send }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('alert').first()).toHaveText(notification.problems.fixFields);
      await expect(page.getByRole('textbox', { name: contact.form.name })).toHaveAccessibleDescription(
        notification.fields.nameRequired,
      );
      const email = page.getByRole('textbox', { name: contact.form.email });
      await expect(email).toHaveAccessibleDescription(notification.fields.emailInvalid);
      await expect(email).toHaveValue('laylo@');
      await expect(page.getByRole('textbox', { name: contact.form.message })).toHaveAccessibleDescription(
        notification.fields.messageRequired,
      );
      await expect(page.getByText(common.privacy.required)).toBeVisible();
      // The refused form's page comes with its 400, which the browser logs.
      forgiveRefusedRequests(consoleErrors);
    });

    test('a filled contact form is kept and the page says it was sent', async ({ page, request }) => {
      const message = `Plain form ${language} ${Date.now()}`;
      await page.goto(`${prefix}/contact`);
      await page.getByRole('textbox', { name: contact.form.name }).fill('Laylo Qodirova');
      await page.getByRole('textbox', { name: contact.form.email }).fill('laylo@example.uz');
      await page.getByRole('textbox', { name: contact.form.message }).fill(message);
      await page.getByRole('checkbox', { name: common.privacy.consent }).check();
      await page.getByRole('button', { name: contact.form.send }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/contact\\?sent=TP-\\d{4}-\\d{6}&receipt=mailed$`));
      await expect(page.getByRole('status')).toHaveText(notification.contact.sent);
      const stored = (await storedContacts(request)).find((item) => item.message === message);
      expect(stored).toMatchObject({ name: 'Laylo Qodirova', email: 'laylo@example.uz' });
      await expect(page.getByText(stored!.reference)).toBeVisible();
    });

    test('an investor application is kept with its PDF', async ({ page, request }) => {
      const name = `Plain Invest ${language} ${Date.now()}`;
      await page.goto(`${prefix}/info-center`);
      await page.getByRole('textbox', { name: infoCenter.form.name }).fill(name);
      await page.getByRole('textbox', { name: infoCenter.form.email }).fill('invest@example.uz');
      await fileInput(page, infoCenter.slots.businessPlan).setInputFiles({
        name: 'plan.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.getByRole('checkbox', { name: common.privacy.consent }).check();
      await page.getByRole('button', { name: infoCenter.form.send }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/info-center\\?sent=TP-\\d{4}-\\d{6}&receipt=mailed$`));
      await expect(page.getByRole('status')).toHaveText(notification.infoCenter.sent);
      const stored = (await storedApplications(request)).find((item) => item.name === name);
      expect(stored?.Files.map((file) => file.title)).toEqual([infoCenter.slots.businessPlan]);
    });

    test('a fake PDF is refused under its document, and the files are asked for again', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${prefix}/info-center`);
      await page.getByRole('textbox', { name: infoCenter.form.name }).fill('Fake PDF Ltd');
      await page.getByRole('textbox', { name: infoCenter.form.email }).fill('fake@example.uz');
      await fileInput(page, infoCenter.slots.charter).setInputFiles({
        name: 'charter.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html>not a pdf</html>'),
      });
      await page.getByRole('checkbox', { name: common.privacy.consent }).check();
      await page.getByRole('button', { name: infoCenter.form.send }).click();

      await expect(fileInput(page, infoCenter.slots.charter)).toHaveAccessibleDescription(
        notification.files.invalidType,
      );
      await expect(page.getByText(notification.problems.chooseFilesAgain)).toBeVisible();
      await expect(page.getByRole('textbox', { name: infoCenter.form.name })).toHaveValue('Fake PDF Ltd');
      forgiveRefusedRequests(consoleErrors);
    });
  });
}
