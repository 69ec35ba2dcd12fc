import { readFileSync } from 'node:fs';
import type { Contact } from '../../src/api/contacts';
import type enApplicant from '../../locales/en/applicant.json';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from '../support/smtpCatcher';
import { readAsStaff } from './admin-session';
import { expect, test } from './fixtures';
import { openForm } from './plainForm';

type Texts = Record<string, Record<string, string>>;
const texts = (language: string, namespace: string) =>
  JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Texts;

let smtp: SmtpCatcher;
test.beforeAll(async () => {
  smtp = await startSmtpCatcher(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(() => smtp.close());

const LANGUAGES = { en: '', ru: '/ru', uz: '/uz' } as const;

/**
 * An applicant hears back, in each language: the page shows the reference once the form is sent,
 * the receipt's link opens the status page (without scripts), and a message written there
 * reaches the application's thread.
 */
for (const [language, prefix] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, string][]) {
  const contact = texts(language, 'contact');
  const common = texts(language, 'common');
  const page = (JSON.parse(readFileSync(`locales/${language}/applicant.json`, 'utf8')) as typeof enApplicant)
    .statusPage;

  test(`in ${language}: the reference after sending, the status page, writing back`, async ({
    page: tab,
    request,
    browser,
  }) => {
    const email = `status-${language}-${Date.now()}@example.uz`;
    // The scripted form names the address the receipt went to; pressed before the scripts take it
    // over, the plain form is sent and its page says "the address you gave" (plain-forms.spec.ts).
    await openForm(tab, `${prefix}/contact`);
    await tab.getByRole('textbox', { name: contact.form.name }).fill('Malika Yusupova');
    await tab.getByRole('textbox', { name: contact.form.email }).fill(email);
    await tab.getByRole('textbox', { name: contact.form.message }).fill('Is there a free plot near Tashkent?');
    await tab.getByRole('checkbox', { name: common.privacy.consent }).check();
    await tab.getByRole('button', { name: contact.form.send }).click();

    const stored = async () =>
      (await readAsStaff<Contact[]>(request, '/api/contacts')).find((item) => item.email === email);
    await expect.poll(async () => (await stored())?.reference).toMatch(/^TP-\d{4}-\d{6}$/);
    const { id, reference } = (await stored())!;
    // The server mails: the page says where the receipt went, in the page's language.
    const mailed = texts(language, 'notification').reference.mailed;
    await expect(tab.getByText(mailed.replace('{{reference}}', reference).replace('{{email}}', email))).toBeVisible();

    const receipt = await smtp.mailTo(email);
    const link = linkIn(receipt)!;
    expect(new URL(link).pathname).toMatch(new RegExp(`^${prefix}/application/[A-Za-z0-9_-]{43}$`));

    // The status page needs no scripts, and fits a phone in the site's frame.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const status = await context.newPage();
    await status.goto(new URL(link).pathname);
    const token = new URL(link).pathname.split('/').pop();
    await expect(
      status.getByRole('link', { name: texts(language, 'translation').brand as unknown as string }),
    ).toHaveAttribute('href', prefix || '/');
    for (const [other, otherPrefix] of Object.entries(LANGUAGES).filter(([one]) => one !== language))
      await expect(
        status.getByRole('link', { name: (texts(language, 'navbar').language as Record<string, string>)[other] }),
      ).toHaveAttribute('href', `${otherPrefix}/application/${token}`);
    await expect(
      status.getByRole('heading', { name: texts(language, 'footer').contacts as unknown as string }),
    ).toBeVisible();
    expect(await status.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(status.getByRole('heading', { level: 1 })).toHaveText(page.title);
    await expect(status.getByText(reference)).toBeVisible();
    await expect(status.getByText(page.statuses.received, { exact: true })).toBeVisible();
    await status.getByRole('textbox', { name: page.message }).fill('I can come on Tuesday.');
    await status.getByRole('button', { name: page.send }).click();
    await expect(status.getByRole('status')).toHaveText(page.written);
    await expect(status.getByText('I can come on Tuesday.')).toBeVisible();
    await context.close();

    const detail = await readAsStaff<Contact>(request, `/api/service/client_request_detail/${id}`);
    expect(detail.replies?.map((reply) => [reply.author, reply.message])).toEqual([
      ['applicant', 'I can come on Tuesday.'],
    ]);
  });
}
