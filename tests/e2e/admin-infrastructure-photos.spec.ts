import type { APIRequestContext } from '@playwright/test';
import type { InfrastructurePhoto } from '../../src/api/infrastructurePhotos';
import { expect, test } from './fixtures';
import { openAdmin, STILL_ENGLISH, PNG, save, textbox, undoAfterEach, unique } from './admin-session';

// The Infrastructure page's photos in the back office's "Site" group, as staff use them, and what a
// visitor then sees in the page's carousel. The test removes what it made (this file runs under
// three browser locales in the same database).

const photos = async (request: APIRequestContext) =>
  (await (await request.get('/api/infrastructure-photos')).json()) as InfrastructurePhoto[];

const cleanups = undoAfterEach();

test('staff add a photo captioned in two languages, visitors see it in the Infrastructure carousel, staff delete it', async ({
  page,
  request,
  browser,
}) => {
  const caption = unique('New cable hall');
  const russian = `Новый кабельный цех ${caption.split(' ').at(-1)}`;

  await openAdmin(page, request, '/admin', STILL_ENGLISH);
  await page.getByRole('menuitem', { name: 'Infrastructure photos' }).click();
  await expect(page).toHaveURL(/\/admin\/infrastructure-photos$/);
  // The three photos the page always showed are there to start with.
  await expect(page.getByRole('cell', { name: "The park's own 110 kV substation", exact: true })).toHaveCount(2);

  await page.getByRole('link', { name: 'Create' }).click();
  await save(page).click();
  await expect(page.getByText('Caption must not be empty').first()).toBeVisible();
  await expect(page.getByText('Please upload a valid image')).toBeVisible();

  await textbox(page, 'Caption').fill(caption);
  await textbox(page, 'What the picture shows (alt text)').fill('A long lit hall with cable drums');
  await page.getByRole('tab', { name: 'Russian' }).click();
  await textbox(page, 'Caption').fill(russian);
  await page.getByRole('tab', { name: 'English' }).click();
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await expect(page.getByRole('img', { name: 'pixel.png' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Position' }).fill('0');
  await save(page).click();
  await expect(page.getByText('Photo added')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/infrastructure-photos$/);

  // What was stored: each tab's caption in its language, the picture as an upload, first in order.
  const created = (await photos(request)).find((photo) => photo.caption === caption);
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
  await expectFirstSlide('/infrastructure', 'The park in pictures', caption);
  await expectFirstSlide('/ru/infrastructure', 'Парк в фотографиях', russian);

  await page.getByRole('row').filter({ hasText: caption }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  expect((await request.get(`/api/infrastructure-photos/${created!.id}`)).status()).toBe(404);

  await visitor.goto('/infrastructure');
  await expect(visitor.getByRole('region', { name: 'The park in pictures' }).getByRole('group')).toHaveCount(3);
  await visitorContext.close();
});
