import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SiteSettings } from '../../src/api/settings';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { E2E_ADMIN } from './admin';
import { apiLogin, openAdmin, save, textbox } from './admin-session';
import { say, sayPattern } from './adminWords';
import { browserLanguage } from './browserLanguage';

// The park's details in the back office's "Site" group ("Site settings"), as staff change them, and
// what every visitor then sees. The file runs under three browser locales against one database, so
// each test puts the details back as they were. The back office speaks the browser's language.

/** The list inputs, by react-admin's class for their source. */
const phonesInput = (page: Page) => page.locator('.ra-input-phones');
const linksInput = (page: Page) => page.locator('.ra-input-social_links');

const stored = async (request: APIRequestContext, lang = 'en') =>
  (await (await request.get('/api/settings', { params: { lang } })).json()) as SiteSettings;

let original: SiteSettings | undefined;
test.beforeEach(async ({ request }) => {
  original = await stored(request);
});
test.afterEach(async ({ request }) => {
  if (!original) return;
  const { token } = await apiLogin(request);
  const { phones, email, map_url, social_links, infrastructure_video_url, translations } = original;
  const response = await request.patch('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { phones, email, map_url, social_links, infrastructure_video_url, translations },
  });
  expect(response.ok()).toBe(true);
});

/** The poster's input and the stored poster above it, by the label staff read. */
const posterLabel = () => say('lists.resources.settings.fields.infrastructure_video_poster');
const field = (name: string) => say(`lists.resources.settings.fields.${name}`);
const saved = () => say('forms.resources.settings.notifications.updated');
/** The film's thumbnail as a visitor meets it: the picture inside the button that plays the film. */
const thumbnailOf = (page: Page) =>
  page.getByRole('button', { name: "Play the film about the park's infrastructure" }).locator('img');

/** A 16:9 poster as staff would export it from the film: a copper frame. */
const newPoster = async () => ({
  name: 'new-poster.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#b87333' } })
    .png()
    .toBuffer(),
});

/** The contact page in one language, as a new visitor opens it: its contact column and its footer. */
async function openContact(browser: Browser, prefix: string) {
  const page = await browser.newPage();
  await page.goto(`${prefix}/contact`);
  return { page, info: page.locator('main address'), footer: page.locator('footer') };
}

test('staff change the phone and the Russian address; every language shows them at once @every-language', async ({
  page,
  request,
  browser,
}) => {
  const phone = '+998 95 321 07 07';
  const ruAddress = 'Узбекистан, Алмалык, ул. Медников, 3';

  await openAdmin(page, request, '/admin');
  await page.getByRole('menuitem', { name: say('sidebar.menu.settings') }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const firstPhone = phonesInput(page)
    .getByRole('textbox', { name: field('phone') })
    .first();
  await expect(firstPhone).toHaveValue(original!.phones[0]);
  // The form opens on the interface's language.
  await expect(textbox(page, field('address'))).toHaveValue(original!.translations[browserLanguage()].address);

  // Saved untouched, the form says there is nothing to save.
  await save(page).click();
  await expect(page.getByText(say('forms.messages.no_changes'))).toBeVisible();

  // What is not a phone is refused, in the back office's words, before anything is sent.
  await firstPhone.fill('call the office');
  await save(page).click();
  await expect(page.getByText(say('forms.validation.park_phone'))).toBeVisible();
  await firstPhone.fill(phone);

  await page.getByRole('tab', { name: say('forms.languages.ru') }).click();
  await textbox(page, field('address')).fill(ruAddress);
  await save(page).click();
  await expect(page.getByText(saved())).toBeVisible();
  // One record: the form stays open with what was saved.
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(firstPhone).toHaveValue(phone);

  const english = await stored(request, 'en');
  expect(english.phones[0]).toBe(phone);
  expect(english.phones.slice(1)).toEqual(original!.phones.slice(1));
  expect(english.translations.ru.address).toBe(ruAddress);
  expect(english.translations.en.address).toBe(original!.translations.en.address);
  expect(english.translations.uz.address).toBe(original!.translations.uz.address);

  const addresses = {
    '': original!.translations.en.address,
    '/ru': ruAddress,
    '/uz': original!.translations.uz.address,
  };
  for (const [prefix, address] of Object.entries(addresses)) {
    const visitor = await openContact(browser, prefix);
    const { info, footer } = visitor;
    await expect(info.getByText(address, { exact: true })).toBeVisible();
    await expect(info.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:+998953210707');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(address, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:+998953210707');
    await expect(visitor.page.getByText(original!.phones[0], { exact: true })).toHaveCount(0);
    await visitor.page.close();
  }
});

test('staff add and remove phones and social links; the contact page lists them', async ({
  page,
  request,
  browser,
}) => {
  await openAdmin(page, request, '/admin/settings');
  const phones = phonesInput(page);
  const [add, remove] = [say('ra.action.add'), say('ra.action.remove')];
  await expect(phones.getByRole('textbox', { name: field('phone') })).toHaveCount(original!.phones.length);

  await phones.getByRole('button', { name: add }).click();
  await phones
    .getByRole('textbox', { name: field('phone') })
    .last()
    .fill('+998 71 555 00 11');
  // The first number goes; the second and the new one stay.
  await phones.getByRole('button', { name: remove }).first().click();

  const links = linksInput(page);
  const network = () => links.getByRole('textbox', { name: field('social_label') });
  const link = () => links.getByRole('textbox', { name: field('social_url') });
  await links.getByRole('button', { name: add }).click();
  await network().fill('Telegram');
  await link().fill('http://t.me/olmaliq_park');
  await save(page).click();
  await expect(page.getByText(say('forms.validation.https_url'))).toBeVisible();
  await link().fill('https://t.me/olmaliq_park');
  await links.getByRole('button', { name: add }).click();
  await network().last().fill('Instagram');
  await link().last().fill('https://instagram.com/olmaliq_park');
  await links.getByRole('button', { name: remove }).last().click();
  await textbox(page, field('map_url')).fill('https://www.openstreetmap.org/#map=16/40.8447/69.5986');
  await save(page).click();
  await expect(page.getByText(saved())).toBeVisible();

  const now = await stored(request);
  expect(now.phones).toEqual([...original!.phones.slice(1), '+998 71 555 00 11']);
  expect(now.social_links).toEqual([{ label: 'Telegram', url: 'https://t.me/olmaliq_park' }]);
  expect(now.map_url).toBe('https://www.openstreetmap.org/#map=16/40.8447/69.5986');

  const { info, page: visitor } = await openContact(browser, '/uz');
  await expect(info.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/olmaliq_park');
  await expect(info.getByRole('link', { name: 'Xaritada koʻrsatish' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/#map=16/40.8447/69.5986',
  );
  await expect(info.getByRole('link', { name: '+998 71 555 00 11' })).toBeVisible();
  await expect(info.getByRole('link', { name: original!.phones[0] })).toHaveCount(0);
  await visitor.close();
});

test('leaving the settings with unsaved changes asks first; a colleague’s newer save is not overwritten', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { token } = await openAdmin(page, request, '/admin/settings');
  const email = () => textbox(page, field('email'));
  await expect(email()).toHaveValue(original!.email);
  await email().fill('desk@park.example');

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: say('sidebar.menu.statistics') }).click();
  await expect.poll(() => questions).toHaveLength(1);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(email()).toHaveValue('desk@park.example');

  // A colleague saves the details meanwhile.
  const colleague = await request.patch('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: 'office@park.example' },
  });
  expect(colleague.ok()).toBe(true);
  await save(page).click();
  await expect(page.getByRole('alert').filter({ hasText: say('forms.messages.conflict') })).toBeVisible();
  forgiveRefusedRequests(consoleErrors);
  expect((await stored(request)).email).toBe('office@park.example');

  await page.getByRole('button', { name: say('forms.messages.conflict_reload') }).click();
  await expect(email()).toHaveValue('office@park.example');
  await email().fill('desk@park.example');
  await save(page).click();
  await expect(page.getByText(saved())).toBeVisible();
  expect((await stored(request)).email).toBe('desk@park.example');

  // Nothing left unsaved: the menu leaves without asking.
  await page.getByRole('menuitem', { name: say('sidebar.menu.statistics') }).click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);
});

test('the back office names the settings, its buttons and its notice in Russian and Uzbek @every-language', async ({
  browser,
  request,
}) => {
  const languages = [
    {
      language: 'ru' as const,
      menu: 'Настройки сайта',
      phone: 'Телефон',
      add: 'Добавить',
      save: 'Сохранить',
      saved: 'Настройки сайта сохранены',
    },
    {
      language: 'uz' as const,
      menu: 'Sayt sozlamalari',
      phone: 'Telefon',
      add: 'Qoʻshish',
      save: 'Saqlash',
      saved: 'Sayt sozlamalari saqlandi',
    },
  ];
  for (const [index, words] of languages.entries()) {
    // A colleague who chose that language in the app bar, in a browser of their own: each of
    // them saves in their language, whatever this project's browser speaks.
    const page = await browser.newPage();
    await openAdmin(page, request, '/admin', { language: words.language });
    await page.getByRole('menuitem', { name: words.menu }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    const phones = phonesInput(page);
    await phones.getByRole('button', { name: words.add }).click();
    await phones
      .getByRole('textbox', { name: words.phone })
      .last()
      .fill(`+998 71 400 00 0${index + 1}`);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved)).toBeVisible();
    await page.close();
  }
  expect((await stored(request)).phones.slice(-2)).toEqual(['+998 71 400 00 01', '+998 71 400 00 02']);
});

test('staff upload a new poster for the film; the Infrastructure page and the film show it', async ({
  page,
  request,
  browser,
}) => {
  // The picture visitors saw, sent back afterwards so the next tests (and locales) see it again.
  const before = await request.get(original!.infrastructure_video_poster);
  expect(before.ok()).toBe(true);
  const originalPoster = {
    name: 'video-poster.webp',
    mimeType: before.headers()['content-type'],
    buffer: await before.body(),
  };

  try {
    await openAdmin(page, request, '/admin/settings');
    await expect(page.getByRole('img', { name: posterLabel() })).toHaveAttribute(
      'src',
      original!.infrastructure_video_poster,
    );
    await page.getByLabel(posterLabel(), { exact: true }).setInputFiles(await newPoster());
    await save(page).click();
    await expect(page.getByText(saved())).toBeVisible();
    const poster = (await stored(request)).infrastructure_video_poster;
    expect(poster).toMatch(/^\/uploads\/[\w-]+\.png$/);
    // The form shows the picture it now keeps; the other details are as they were.
    await expect(page.getByRole('img', { name: posterLabel() })).toHaveAttribute('src', poster);
    expect((await stored(request)).phones).toEqual(original!.phones);

    const visitor = await browser.newPage();
    await visitor.goto('/infrastructure');
    const thumbnail = thumbnailOf(visitor);
    await expect(thumbnail).toHaveAttribute('src', poster);
    // The browser shows one of the upload's widths (its own choice by screen), never the old poster.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(poster.replace(/\.png$/, ''));
    await thumbnailOf(visitor).click();
    await expect(visitor.getByRole('dialog').locator('video')).toHaveAttribute('poster', poster);
    await visitor.close();
  } finally {
    // Put the picture visitors saw back, as staff would: by uploading it.
    const { token } = await apiLogin(request);
    const restored = await request.patch('/api/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        infrastructure_video_poster: `data:${originalPoster.mimeType};base64,${originalPoster.buffer.toString('base64')}`,
      },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('staff see the earlier versions of the settings and bring one back', async ({ page, request }) => {
  const { token } = await apiLogin(request);
  const authorised = { headers: { Authorization: `Bearer ${token}` } };
  const versions = async () => (await (await request.get('/api/settings/revisions', authorised)).json()).length;
  const before = await versions();
  const newEmail = 'history@park.example';

  await openAdmin(page, request, '/admin/settings');
  const email = textbox(page, field('email'));
  await expect(email).toHaveValue(original!.email);
  await email.fill(newEmail);
  await save(page).click();
  await expect(page.getByText(saved())).toBeVisible();

  // The history lists the save on top, as the current version, naming what it changed.
  await page.getByRole('button', { name: say('forms.history.title') }).click();
  const entries = page.getByRole('list', { name: say('forms.history.title') }).getByRole('listitem');
  await expect(entries).toHaveCount(before + 1);
  await expect(entries.nth(0).getByRole('heading')).toContainText(E2E_ADMIN.email);
  await expect(entries.nth(0)).toContainText(say('forms.history.current'));
  await expect(entries.nth(0)).toContainText(say('forms.history.other_changes', { fields: field('email') }));

  // The version before it comes back after a confirmation, as a new save.
  await entries
    .nth(1)
    .getByRole('button', { name: sayPattern('forms.history.restore') })
    .click();
  const dialog = page.getByRole('dialog', { name: say('forms.history.confirm_title') });
  await dialog.getByRole('button', { name: say('forms.history.confirm'), exact: true }).click();
  await expect(page.getByText(say('forms.history.restored'))).toBeVisible();
  await expect(email).toHaveValue(original!.email);
  await expect(entries).toHaveCount(before + 2);

  expect((await stored(request)).email).toBe(original!.email);
  expect(await versions()).toBe(before + 2);
});
