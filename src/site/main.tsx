import '../api/zodWithoutEval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startI18n } from '../i18n/i18n';
import { addressInLanguage, splitLanguage, storedLanguage } from '../i18n/languagePaths';
import { PREVIEW_PARAMETER } from '../api/previewAddress';
import { BrowserSiteRouter } from './render/BrowserSiteRouter';
import { createEmotionCache, RootProviders } from './render/RootProviders';
import { keepLanguageChoices } from './render/languageChoice';
import { readServerState } from './render/serverState';
import type { SiteSettings } from '../api/settings';
import type { FrameData } from './frameData';
import { siteRouteAt, SiteRoutes } from './siteRoutes';

/**
 * Ends the current task. The start has three steps of a few milliseconds each on a computer
 * (reading the page's state and translations, matching the address, rendering): a phone takes
 * four times as long, and run in the task that evaluated the scripts they would hold its main
 * thread for one long stretch; between tasks it can paint and answer a tap.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The frame's data of a page the browser renders itself (`npm run dev`, or a failed server render):
 * the park's details as the API has them now, at this page's own address. The HTTP client comes
 * only then, out of the server-rendered pages' first download.
 */
async function readFrameData(): Promise<FrameData> {
  const { apiData } = await import('../api/client');
  return { origin: window.location.origin, settings: await apiData<SiteSettings>('/settings') };
}

/** The public site in the browser: hydrates the page the server rendered, or renders it here (`npm run dev`). */
async function start() {
  const { pathname } = window.location;
  const address = splitLanguage(pathname);
  const chosen = storedLanguage();
  // A returning visitor who chose another language gets this page in their language; a preview
  // address (staff's, `?preview=`) stays in the language it was asked in.
  const preview = new URLSearchParams(window.location.search).has(PREVIEW_PARAMETER);
  if (chosen && chosen !== address.language && !preview) {
    window.location.replace(addressInLanguage(chosen, window.location));
    return;
  }

  await nextTask();
  const server = readServerState();
  // A server-rendered page started this with its first script (render/afterFirstPaint.ts).
  if (!server) keepLanguageChoices();
  const translated = startI18n(address.language, server?.translations);
  await nextTask();
  // The page's own code arrives before the first render, so it matches what the server sent.
  const [frame] = await Promise.all([
    server?.frame ?? readFrameData(),
    translated,
    siteRouteAt(pathname).handle.load(),
  ]);
  await nextTask();

  const app = (
    <StrictMode>
      <RootProviders emotionCache={createEmotionCache()} frame={frame}>
        <BrowserSiteRouter>
          <SiteRoutes />
        </BrowserSiteRouter>
      </RootProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone could not answer a tap meanwhile); a press
  // on a part not yet hydrated still hydrates that part at once.
  if (server)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}

void start();
