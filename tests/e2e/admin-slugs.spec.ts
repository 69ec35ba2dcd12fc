import type { News } from '../../src/api/news';
import { apiLogin, PNG, undoAfterEach, unique } from './admin-session';
import { expect, test } from './fixtures';
import { changeRussianSlug, createdForTheTest } from './slugChange';

// Staff give a news item its address in a language's tab: the server refuses one another item
// holds, said under the input in the back office's language; the one they choose is the page's
// address, and the one it had leads there. Runs under three browser locales in one database, so
// each run makes (and deletes) its own items.

const undo = undoAfterEach();

test('staff change a news item’s Russian address: a taken one is refused, the new one is its page, the old one leads there @every-language', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  const { token } = await apiLogin(request);
  const createNews = (title: string, russianTitle: string) =>
    createdForTheTest<News>(request, token, undo, 'news', {
      title,
      body: '<p>The hall is ready.</p>',
      image: `data:image/png;base64,${PNG.buffer.toString('base64')}`,
      translations: { ru: { title: russianTitle, body: '<p>Цех готов.</p>' } },
    });
  const other = await createNews(unique('Press shop opened'), unique('Открыт прессовый цех'));
  const russianTitle = unique('Открыт сборочный цех');
  const item = await createNews(unique('Assembly hall opened'), russianTitle);
  const formerAddress = `/ru/news/${item.translations.ru.slug}`;
  const chosen = `${item.translations.ru.slug}-montazh`;

  await changeRussianSlug(page, request, consoleErrors, {
    resource: 'news',
    record: item,
    taken: other.translations.ru.slug,
    chosen,
  });

  const visitor = await browser.newPage();
  await visitor.goto(`/ru/news/${chosen}`);
  await expect(visitor.getByRole('heading', { level: 1, name: russianTitle })).toBeVisible();
  await visitor.goto(formerAddress);
  await expect(visitor).toHaveURL(`/ru/news/${chosen}`);
  await expect(visitor.getByRole('heading', { level: 1, name: russianTitle })).toBeVisible();
  await visitor.goto(`/ru/news/${item.id}`);
  await expect(visitor).toHaveURL(`/ru/news/${chosen}`);
  await visitor.close();
});
