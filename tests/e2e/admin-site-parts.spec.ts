import type { Area } from '../../src/api/areas';
import type { Partner } from '../../src/api/partners';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openAdmin, PNG, readPublic, save, textbox, undoAfterEach, unique } from './admin-session';
import { inInterfaceLanguage, say } from './adminWords';

// Home's partners and the park's areas in the back office's "Site" group, as staff use them, and
// what a visitor then sees in each language. Each test puts back what it changed (this file runs
// under three browser locales in the same database).

const cleanups = undoAfterEach();

// The back office speaks the browser's language: it lists a record by its text in that language,
// and each language's tab is chosen by name. A partner and an area the site starts with (the
// seed's names, the Uzbek apostrophe stored as the letter ʻ):
const TAX_COMMITTEE = {
  en: 'State Tax Committee',
  ru: 'Государственный налоговый комитет',
  uz: 'Davlat soliq qoʻmitasi',
};
const PARKENT = { en: 'Parkent', ru: 'Паркент', uz: 'Parkent' };

const tab = (page: Page, language: 'en' | 'ru' | 'uz') =>
  page.getByRole('tab', { name: say(`forms.languages.${language}`) });
const partnerField = (name: string) => say(`lists.resources.partners.fields.${name}`);

test("staff add a partner with its logo and change an area's hectares; visitors see both in three languages @every-language", async ({
  page,
  request,
  browser,
}) => {
  const name = unique('Copper guild');

  await openAdmin(page, request, '/admin');
  await page.getByRole('menuitem', { name: say('sidebar.menu.partners') }).click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  // Each row: the logo (named after the partner), then the position and the name.
  await expect(page.getByRole('cell', { name: inInterfaceLanguage(TAX_COMMITTEE), exact: true })).toHaveCount(2);

  await page.getByRole('link', { name: say('ra.action.create') }).click();
  await save(page).click();
  await expect(page.getByText(say('forms.validation.partner_name')).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(say('forms.validation.image_required'))).toBeVisible();
  await expect(page.getByText(say('forms.validation.https_link'))).toBeVisible();

  await tab(page, 'en').click();
  await textbox(page, partnerField('name')).fill(name);
  await textbox(page, say('forms.picture_alt.label')).fill('A copper ring on white');
  await tab(page, 'ru').click();
  await textbox(page, partnerField('name')).fill(`${name} RU`);
  await tab(page, 'uz').click();
  await textbox(page, partnerField('name')).fill(`${name} UZ`);
  await tab(page, 'en').click();
  await page.locator('input[type="file"]').setInputFiles(PNG);
  await expect(page.getByRole('img', { name: 'pixel.png' })).toBeVisible();
  await textbox(page, partnerField('link')).fill('http://example.uz/guild');
  await page.getByRole('spinbutton', { name: partnerField('position') }).fill('0');
  await save(page).click();
  await expect(page.getByText(say('forms.validation.https_link'))).toBeVisible();
  await textbox(page, partnerField('link')).fill('https://example.uz/guild');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.partners.notifications.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/partners$/);

  // What was stored: the texts of each tab in their language, the logo as an upload, the link.
  const created = (await readPublic<Partner[]>(request, '/api/partners')).find((partner) => partner.name === name);
  expect(created).toBeDefined();
  cleanups.push((api, token) =>
    api.delete(`/api/partners/${created!.id}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  expect(created).toMatchObject({
    link: 'https://example.uz/guild',
    position: 0,
    picture_alt: 'A copper ring on white',
  });
  expect(created!.picture).toMatch(/^\/uploads\/[\w-]+\.png$/);
  expect(created!.translations).toMatchObject({ ru: { name: `${name} RU` }, uz: { name: `${name} UZ` } });
  expect((await request.get(created!.picture)).status()).toBe(200);

  await page.getByRole('menuitem', { name: say('sidebar.menu.areas') }).click();
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await page
    .getByRole('cell', { name: inInterfaceLanguage(PARKENT), exact: true })
    .last()
    .click();
  const parkent = (await readPublic<Area[]>(request, '/api/areas')).find((area) => area.name === 'Parkent')!;
  cleanups.push((api, token) =>
    api.patch(`/api/areas/${parkent.id}`, {
      data: { hectares: parkent.hectares },
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  const hectares = page.getByRole('spinbutton', { name: say('lists.resources.areas.fields.hectares') });
  await expect(hectares).toHaveValue(String(parkent.hectares));
  await hectares.fill('-3');
  await save(page).click();
  await expect(page.getByText(say('forms.validation.hectares'))).toBeVisible();
  await hectares.fill('1250.5');
  await save(page).click();
  await expect(page.getByText(say('forms.resources.areas.notifications.updated'))).toBeVisible();
  const stored = (await readPublic<Area[]>(request, '/api/areas')).find((area) => area.id === parkent.id)!;
  expect(stored).toMatchObject({ hectares: 1250.5, name: 'Parkent', position: parkent.position });

  // A visitor (with no language stored, unlike staff) sees both, in each language.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  /** The partner is first in the row (position 0), its logo the uploaded one. */
  const expectPartner = async (path: string, row: string, label: string) => {
    await visitor.goto(path);
    const partners = visitor.getByRole('navigation', { name: row }).getByRole('link');
    const link = visitor.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', 'https://example.uz/guild');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(partners.first()).toHaveAccessibleName(label);
    await expect(link.getByRole('img')).toHaveAttribute('src', created!.picture);
  };
  await expectPartner('/', 'Our partners', `${name} (opens in a new tab)`);
  await expectPartner('/ru', 'Наши партнёры', `${name} RU (откроется в новой вкладке)`);
  await expectPartner('/uz', 'Bizning hamkorlarimiz', `${name} UZ (yangi oynada ochiladi)`);

  const expectHectares = async (path: string, area: string, shown: string) => {
    await visitor.goto(path);
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: area, exact: true }) });
    await expect(card).toContainText(shown);
  };
  await expectHectares('/region', 'Parkent', '1,250.5 ha');
  await expectHectares('/ru/region', 'Паркент', '1\u00a0250,5 га');
  await expectHectares('/uz/region', 'Parkent', '1\u00a0250,5 ga');
  await visitorContext.close();
});
