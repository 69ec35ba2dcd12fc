import type { APIRequestContext, Page } from '@playwright/test';
import type { InfrastructurePhoto } from '../../src/api/infrastructurePhotos';
import { expect, test } from './fixtures';
import { openAdmin, PNG, save, textbox, undoAfterEach, unique, deleteConfirmed } from './admin-session';
import { inInterfaceLanguage, say, languageTab } from './adminWords';

// The Infrastructure page's photos in the back office's "Site" group, as staff use them, and what a
// visitor then sees in the page's carousel. The test removes what it made (this file runs under
// three browser locales in the same database). The back office speaks the browser's language: it
// lists a photo by its caption in that language (else the one it falls back to), and each
// language's tab is chosen by name.

/** One of the photos the page always showed (the seed's caption; its Uzbek apostrophe stored as the letter ʻ). */
const SUBSTATION = {
  en: "The park's own 110 kV substation",
  ru: 'Собственная подстанция парка на 110 кВ',
  uz: 'Parkning oʻz 110 kV podstansiyasi',
};
const caption = (page: Page) => textbox(page, say('lists.resources.infrastructure-photos.fields.caption'));

const photos = async (request: APIRequestContext) =>
  (await (await request.get('/api/infrastructure-photos')).json()) as InfrastructurePhoto[];

const cleanups = undoAfterEach();

test('staff add a photo captioned in two languages, visitors see it in the Infrastructure carousel, staff delete it @every-language', async ({
  page,
  request,
  browser,
}) => {
  const english = unique('New cable hall');
  const russian = `Новый кабельный цех ${english.split(' ').at(-1)}`;
  // Uzbek falls back to the Russian caption.
  const listed = inInterfaceLanguage({ en: english, ru: russian, uz: russian });

  await openAdmin(page, request, '/admin');
  await page.getByRole('menuitem', { name: say('sidebar.menu.infrastructure_photos') }).click();
  await expect(page).toHaveURL(/\/admin\/infrastructure-photos$/);
  // The three photos the page always showed are there to start with.
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(SUBSTATION), exact: true })).toHaveCount(2);

  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await save(page).click();
  await expect(page.getByText(say('forms.validation.photo_caption')).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(say('forms.validation.image_required'))).toBeVisible();

  await languageTab(page, 'en').click();
  await caption(page).fill(english);
  await textbox(page, say('forms.picture_alt.label')).fill('A long lit hall with cable drums');
  await languageTab(page, 'ru').click();
  await caption(page).fill(russian);
  await languageTab(page, 'en').click();
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await expect(page.getByRole('img', { name: 'pixel.png' })).toBeVisible();
  await page.getByRole('spinbutton', { name: say('lists.resources.infrastructure-photos.fields.position') }).fill('0');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.infrastructure-photos.notifications.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/infrastructure-photos$/);

  // What was stored: each tab's caption in its language, the picture as an upload, first in order.
  const created = (await photos(request)).find((photo) => photo.caption === english);
  expect(created).toBeDefined();
  cleanups.push((api, token) =>
    api.delete(`/api/infrastructure-photos/${created!.id}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  expect(created).toMatchObject({ position: 0, picture_alt: 'A long lit hall with cable drums' });
  expect(created!.picture).toMatch(/^\/uploads\/[\w-]+\.png$/);
  expect(created!.translations).toMatchObject({ ru: { caption: russian } });

  // A visitor (with no language stored, unlike staff) sees it first in the carousel, in each language.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const expectFirstSlide = async (path: string, carousel: string, shown: string) => {
    await visitor.goto(path);
    const slides = visitor.getByRole('region', { name: carousel }).getByRole('group');
    await expect(slides).toHaveCount(4);
    await expect(slides.first().locator('figcaption')).toHaveText(shown);
    await expect(slides.first().getByRole('img', { name: 'A long lit hall with cable drums' })).toHaveAttribute(
      'src',
      created!.picture,
    );
  };
  await expectFirstSlide('/infrastructure', 'The park in pictures', english);
  await expectFirstSlide('/ru/infrastructure', 'Парк в фотографиях', russian);

  await deleteConfirmed(page, page.getByRole('row').filter({ hasText: listed }));
  await expect(page.getByText(say('forms.resources.infrastructure-photos.notifications.deleted'))).toBeVisible();
  expect((await request.get(`/api/infrastructure-photos/${created!.id}`)).status()).toBe(404);

  await visitor.goto('/infrastructure');
  await expect(visitor.getByRole('region', { name: 'The park in pictures' }).getByRole('group')).toHaveCount(3);
  await visitorContext.close();
});
