import type { Resident } from '../../src/api/residents';
import { apiLogin, PNG, undoAfterEach, unique } from './admin-session';
import { expect, test } from './fixtures';
import { changeRussianSlug, createdForTheTest } from './slugChange';

// Staff give a participant its address in a language's tab, as they do a news item's
// (admin-slugs.spec.ts): one another participant holds is refused under the input in the back
// office's language; the one they choose is the page's address, and the one it had leads there.
// Runs under three browser locales in one database, so each run makes (and deletes) its own records.

const undo = undoAfterEach();

test('staff change a participant’s Russian address: a taken one is refused, the new one is its page, the old one leads there', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  const { token } = await apiLogin(request);
  const createResident = (name: string, russianName: string) =>
    createdForTheTest<Resident>(request, token, undo, 'residents', {
      name,
      desc: 'Copper wire and cable.',
      status: 2,
      image: `data:image/png;base64,${PNG.buffer.toString('base64')}`,
      translations: { ru: { name: russianName, content: 'Медная проволока и кабель.' } },
    });
  const other = await createResident(unique('Rod Works'), unique('Завод катанки'));
  const russianName = unique('Кабельный завод');
  const resident = await createResident(unique('Cable Works'), russianName);
  const formerAddress = `/ru/participants/${resident.translations.ru.slug}`;
  const chosen = `${resident.translations.ru.slug}-kabel`;

  await changeRussianSlug(page, request, consoleErrors, {
    resource: 'residents',
    record: resident,
    taken: other.translations.ru.slug,
    chosen,
  });

  const visitor = await browser.newPage();
  await visitor.goto(`/ru/participants/${chosen}`);
  await expect(visitor.getByRole('heading', { level: 1, name: russianName })).toBeVisible();
  await visitor.goto(formerAddress);
  await expect(visitor).toHaveURL(`/ru/participants/${chosen}`);
  await visitor.goto(`/ru/participants/${resident.id}`);
  await expect(visitor).toHaveURL(`/ru/participants/${chosen}`);
  await visitor.close();
});
