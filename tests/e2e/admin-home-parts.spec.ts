import type { HeroSlide } from '../../src/api/heroSlides';
import type { Product } from '../../src/api/products';
import { expect, test } from './fixtures';
import { openAdmin, PNG, readPublic, save, textbox, undoAfterEach, unique, deleteConfirmed } from './admin-session';
import { inInterfaceLanguage, say, languageTab } from './adminWords';

// Home's products and hero slides in the back office's "Site" group, as staff use them, and what a
// visitor then sees on Home in each language. Each test puts back what it changed (this file runs
// under three browser locales in the same database): the six products and three slides Home
// starts with stay as they are.

const cleanups = undoAfterEach();

/** A form's language tab, by the name the interface gives it (a form opens on the interface's own). */

/** A product's or a slide's field label, as the back office names it. */
const productField = (name: string) => say(`lists.resources.products.fields.${name}`);
const slideField = (name: string) => say(`lists.resources.hero-slides.fields.${name}`);

test("staff add a product in two languages, see it first in Home's carousel, remove it and restore it from the trash @every-language", async ({
  page,
  request,
  browser,
}) => {
  const name = unique('Copper busbar');
  const russian = name.replace('Copper busbar', 'Медная шина');

  // The list shows the product in the interface's language; with no Uzbek words typed, an Uzbek
  // back office shows the Russian name and says in which language it is.
  const listed = inInterfaceLanguage({
    en: name,
    ru: russian,
    uz: `${russian} (${say('lists.translations.in_language.ru')})`,
  });

  await openAdmin(page, request, '/admin');
  await page.getByRole('menuitem', { name: say('sidebar.menu.products') }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const transformer = inInterfaceLanguage({ en: 'Transformer', ru: 'Трансформаторы', uz: 'Transformatorlar' });
  await expect(page.getByRole('cell', { name: transformer, exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await save(page).click();
  // Under the fields of the tab on show, the interface's language.
  await expect(
    page.getByText(say('forms.validation.product_not_empty')).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(say('forms.validation.image_required'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/create$/);

  // The English words on the English tab, the Russian ones on the Russian tab, whichever the form opened on.
  await languageTab(page, 'en').click();
  await textbox(page, productField('name')).fill(name);
  await textbox(page, productField('description')).fill('Flat copper bars that carry current inside switchboards.');
  await textbox(page, say('forms.picture_alt.label')).fill('Three copper bars on a workbench');
  await languageTab(page, 'ru').click();
  await textbox(page, productField('name')).fill(russian);
  await textbox(page, productField('description')).fill(
    'Плоские медные шины, по которым ток идёт внутри распределительных щитов.',
  );
  await textbox(page, say('forms.picture_alt.label')).fill('Три медные шины на верстаке');
  await languageTab(page, 'en').click();
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await expect(page.getByRole('img', { name: 'pixel.png' })).toBeVisible();
  await page.getByRole('spinbutton', { name: productField('position') }).fill('0');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.products.notifications.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // What was stored: each tab's texts in their language, none in Uzbek, the photo as an upload.
  const created = (await readPublic<Product[]>(request, '/api/products')).find((product) => product.name === name);
  expect(created).toBeDefined();
  cleanups.push((api, token) =>
    api.delete(`/api/products/${created!.id}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  expect(created).toMatchObject({
    position: 0,
    description: 'Flat copper bars that carry current inside switchboards.',
    picture_alt: 'Three copper bars on a workbench',
  });
  expect(created!.translations).toMatchObject({
    ru: {
      name: russian,
      description: 'Плоские медные шины, по которым ток идёт внутри распределительных щитов.',
      picture_alt: 'Три медные шины на верстаке',
    },
    uz: { name: '', description: '' },
  });
  expect(created!.picture).toMatch(/^\/uploads\/[\w-]+\.png$/);
  expect((await request.get(created!.picture)).status()).toBe(200);

  // A visitor (with no language stored, unlike staff) finds it as the carousel's first slide.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const firstSlide = async (path: string, carousel: string) => {
    await visitor.goto(path);
    return visitor.getByRole('region', { name: carousel }).getByRole('group').first();
  };
  const english = await firstSlide('/', 'Product photos');
  await expect(english).toHaveAccessibleName('1 of 7');
  await expect(english.getByRole('heading', { level: 3 })).toHaveText(name);
  await expect(english.getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
  await expect(english).toContainText('Flat copper bars that carry current inside switchboards.');
  await expect(english.getByRole('img', { name: 'Three copper bars on a workbench' })).toHaveAttribute(
    'src',
    created!.picture,
  );
  const inRussian = await firstSlide('/ru', 'Фотографии продукции');
  await expect(inRussian.getByRole('heading', { level: 3 })).toHaveText(russian);
  await expect(inRussian).toContainText('Плоские медные шины');
  await expect(inRussian.getByRole('img', { name: 'Три медные шины на верстаке' })).toBeVisible();
  // Nothing was typed in Uzbek: the Uzbek page shows the Russian texts, marked as Russian.
  const inUzbek = await firstSlide('/uz', 'Mahsulot suratlari');
  await expect(inUzbek.getByRole('heading', { level: 3 })).toHaveText(russian);
  await expect(inUzbek.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'ru');

  // Removed, it leaves Home; restored from the trash, it is back in its place.
  await page.getByRole('cell', { name: listed, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${created!.id}$`));
  await deleteConfirmed(page);
  await expect(page.getByText(say('forms.resources.products.notifications.deleted'))).toBeVisible();
  expect((await readPublic<Product[]>(request, '/api/products')).some((product) => product.id === created!.id)).toBe(
    false,
  );
  await visitor.goto('/ru');
  await expect(visitor.getByRole('region', { name: 'Фотографии продукции' }).getByRole('group')).toHaveCount(6);
  await expect(visitor.getByRole('heading', { level: 3, name: russian })).toHaveCount(0);

  await page.getByRole('menuitem', { name: say('sidebar.menu.trash') }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  await page.getByRole('button', { name: say('lists.trash.restore_item', { title: listed }) }).click();
  await expect(page.getByText(say('lists.trash.restored', { title: listed }))).toBeVisible();
  const restored = (await readPublic<Product[]>(request, '/api/products')).find(
    (product) => product.id === created!.id,
  );
  expect(restored).toMatchObject({ name, position: 0, picture: created!.picture });
  expect(restored!.translations.ru.name).toBe(russian);
  const back = await firstSlide('/ru', 'Фотографии продукции');
  await expect(back.getByRole('heading', { level: 3 })).toHaveText(russian);
  await expect(back.getByRole('img', { name: 'Три медные шины на верстаке' })).toHaveAttribute('src', created!.picture);
  await visitorContext.close();
});

test("staff change the first hero slide's words in three languages and visitors read them on Home @every-language", async ({
  page,
  request,
  browser,
}) => {
  const title = unique('Copper into cables');
  const titles = {
    en: title,
    ru: title.replace('Copper into cables', 'Медь в кабель'),
    uz: title.replace('Copper into cables', 'Misdan kabelgacha'),
  };
  const texts = {
    en: 'Land with power and water, three kilometres from the refinery.',
    ru: 'Участки с электричеством и водой в трёх километрах от завода.',
    uz: 'Elektr va suv tortilgan yer uchastkalari, zavoddan uch kilometr narida.',
  };
  const slides = await readPublic<HeroSlide[]>(request, '/api/hero-slides');
  const first = slides[0];
  // Home starts with the park's name on its first slide; a run that left its words behind shows here.
  expect(first.title).toBe('Olmaliq Copper Technopark');
  cleanups.push((api, token) =>
    api.patch(`/api/hero-slides/${first.id}`, {
      data: { translations: first.translations },
      headers: { Authorization: `Bearer ${token}` },
    }),
  );

  // The slide's title as the back office shows it: in the interface's language, on the form's first tab.
  const shownTitle = inInterfaceLanguage({
    en: first.title,
    ru: first.translations.ru.title,
    uz: first.translations.uz.title,
  });
  await openAdmin(page, request, '/admin');
  await page.getByRole('menuitem', { name: say('sidebar.menu.hero_slides') }).click();
  await expect(page).toHaveURL(/\/admin\/hero-slides$/);
  // The slides in the order Home shows them: the first row is the slide a visitor sees first.
  await page.getByRole('cell', { name: shownTitle, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/hero-slides/${first.id}$`));
  await expect(textbox(page, slideField('title'))).toHaveValue(shownTitle);

  for (const lang of ['en', 'ru', 'uz'] as const) {
    await languageTab(page, lang).click();
    await textbox(page, slideField('title')).fill('');
    await textbox(page, slideField('text')).fill('');
  }
  await save(page).click();
  // The tab on show (Uzbek) says so under its own fields; nothing is stored.
  await expect(
    page.getByText(say('forms.validation.hero_slide_not_empty')).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(say('forms.resources.hero-slides.notifications.updated'))).toHaveCount(0);
  expect((await readPublic<HeroSlide[]>(request, '/api/hero-slides'))[0]).toMatchObject({
    id: first.id,
    title: first.title,
  });

  for (const lang of ['en', 'ru', 'uz'] as const) {
    await languageTab(page, lang).click();
    await textbox(page, slideField('title')).fill(titles[lang]);
    await textbox(page, slideField('text')).fill(texts[lang]);
  }
  await save(page).click();
  await expect(page.getByText(say('forms.resources.hero-slides.notifications.updated'))).toBeVisible();

  const stored = (await readPublic<HeroSlide[]>(request, '/api/hero-slides')).find((slide) => slide.id === first.id)!;
  expect(stored).toMatchObject({ title: titles.en, text: texts.en, position: first.position });
  expect(stored.translations).toMatchObject({
    ru: { title: titles.ru, text: texts.ru },
    uz: { title: titles.uz, text: texts.uz },
  });

  // A visitor who asks for less motion keeps the first slide on screen: its words are the page's
  // heading and the line below it, in the page's language.
  const visitorContext = await browser.newContext({ reducedMotion: 'reduce' });
  const visitor = await visitorContext.newPage();
  for (const lang of ['en', 'ru', 'uz'] as const) {
    await visitor.goto(lang === 'en' ? '/' : `/${lang}`);
    const hero = visitor.locator('#hero');
    const heading = hero.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(titles[lang]);
    await expect(heading).not.toHaveAttribute('lang');
    await expect(hero.getByText(texts[lang], { exact: true })).toBeVisible();
  }
  await visitorContext.close();
});
