import type { APIRequestContext, Route } from '@playwright/test';
import type { News } from '../../src/api/news';
import type { Resident } from '../../src/api/residents';
import { expect, forgiveRefusedRequests, test } from './fixtures';
import { openInApp } from './inAppNavigation';

const RESIDENTS = /\/api\/residents\/(\?.*)?$/;

/** How many participants the API holds under construction (status 1) and operating. */
async function statusCounts(request: APIRequestContext) {
  const residents: Resident[] = await (await request.get('/api/residents/')).json();
  const building = residents.filter((resident) => resident.status === 1).length;
  expect(building).toBeGreaterThan(0);
  expect(residents.length - building).toBeGreaterThan(0);
  return { total: residents.length, building, operating: residents.length - building };
}

test('participants show their status badge in the warning or success style, in their Uzbek words', async ({
  page,
  request,
}) => {
  const counts = await statusCounts(request);
  await page.addInitScript(() => localStorage.setItem('language', 'uz'));
  await page.goto('/participants');
  await expect(page.getByRole('article')).toHaveCount(counts.total);

  await expect(page.getByText('Qurilayotgan', { exact: true })).toHaveCount(counts.building);
  await expect(page.getByText('Ishlamoqda', { exact: true })).toHaveCount(counts.operating);
  await expect(page.locator('[data-status="building"].MuiChip-colorWarning')).toHaveCount(counts.building);
  await expect(page.locator('[data-status="operating"].MuiChip-colorSuccess')).toHaveCount(counts.operating);

  // The participant's own name and description in Uzbek, as staff wrote them.
  const lab = page.getByRole('article').filter({ hasText: 'Metallurgiya sinov laboratoriyasi' });
  await expect(lab.locator('[data-status="building"]')).toBeVisible();
  // Its picture described in Uzbek too, by the alt text staff wrote.
  await expect(
    lab.getByRole('img', { name: 'Old tomoni shishadan, tomida gumbazi bor laboratoriya binosi' }),
  ).toBeVisible();
  await expect(lab.getByText(/akkreditatsiyalangan laboratoriya/)).toBeVisible();
});

test('participants badges are translated in English', async ({ page, request }) => {
  const counts = await statusCounts(request);
  await page.goto('/participants');
  await expect(page.getByText('Under construction', { exact: true })).toHaveCount(counts.building);
  await expect(page.getByText('Operating', { exact: true })).toHaveCount(counts.operating);
});

test('a loading text shows while the participants are on their way', async ({ page, request }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(RESIDENTS, async (route: Route) => {
    await released;
    await route.continue();
  });
  await openInApp(page, '/participants');
  await expect(page.getByText('Loading participants…')).toBeVisible();
  release();
  await expect(page.getByRole('article')).toHaveCount((await statusCounts(request)).total);
  await expect(page.getByText('Loading participants…')).toHaveCount(0);
});

test('with the API down the page says so kindly, and Try again recovers', async ({ page, request, consoleErrors }) => {
  await page.route(RESIDENTS, (route) => route.abort('connectionrefused'));
  await openInApp(page, '/participants');
  await expect(page.getByText('We cannot reach our server right now')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.unroute(RESIDENTS);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount((await statusCounts(request)).total);
  await expect(page.getByText('We cannot reach our server right now')).toHaveCount(0);
  forgiveRefusedRequests(consoleErrors);
});

test('a server error on the team page gets the same friendly message', async ({ page, consoleErrors }) => {
  await page.route(/\/api\/staff\/(\?.*)?$/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Down for maintenance' }),
    }),
  );
  await openInApp(page, '/team');
  await expect(page.getByText('We cannot reach our server right now')).toBeVisible();
  await page.unroute(/\/api\/staff\/(\?.*)?$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
  forgiveRefusedRequests(consoleErrors);
});

test('multimedia shows the news whose file is a video, with title and body, and the player once asked for', async ({
  page,
  request,
}) => {
  const news: News[] = await (await request.get('/api/news')).json();
  const videos = news.filter((item) => item.file.mime_type?.startsWith('video/'));
  // The demo content has two films; the other files' tests may add news, so the page is held to the API.
  expect(videos.length).toBeGreaterThan(0);

  await openInApp(page, '/multimedia');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(videos.length);
  // No player and no film is loaded before a visitor asks for one.
  await expect(page.locator('video')).toHaveCount(0);
  for (const item of videos) {
    const card = cards.filter({ has: page.getByRole('heading', { name: item.title }) });
    const play = card.getByRole('link', { name: `Play the film “${item.title}”` });
    // Without scripts the sign opens the film in the browser.
    await expect(play).toHaveAttribute('href', item.file.image_url!);
    await play.click();
    const video = card.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toBeFocused();
    await expect(video.locator('source')).toHaveAttribute('src', item.file.image_url!);
    // It plays: the time moves. On a busy machine a cold browser may take seconds to start decoding,
    // so the wait is long; if it never moves, the player's own state says why (blocked, no data, an error).
    await expect
      .poll(
        () =>
          video.evaluate((element: HTMLVideoElement) =>
            element.currentTime > 0.2
              ? 'playing'
              : `at ${element.currentTime} s, paused ${element.paused}, ready ${element.readyState}, network ${element.networkState}, error ${element.error?.code ?? 'none'} ${element.error?.message ?? ''}`,
          ),
        { timeout: 20_000, message: `the film “${item.title}” plays` },
      )
      .toBe('playing');
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const text = item.body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    await expect(card).toContainText(text.slice(0, 40));
  }
  await expect(page.getByRole('heading', { name: 'Copper cathode line reaches full capacity' })).toHaveCount(0);
});

test('multimedia sanitises news bodies again in the browser', async ({ page }) => {
  await page.route(/\/api\/news(\?.*)?$/, async (route) => {
    const news: News[] = await (await route.fetch()).json();
    const [first] = news.filter((item) => item.file.mime_type?.startsWith('video/'));
    first.body =
      '<p>Safe words</p><a href="javascript:alert(1)">tricky link</a><script>window.__hacked = true</script>';
    await route.fulfill({ json: news });
  });
  await openInApp(page, '/multimedia');
  await expect(page.getByText('Safe words')).toBeVisible();
  await expect(page.getByText('tricky link')).not.toHaveAttribute('href');
  await expect(page.locator('article script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
});
