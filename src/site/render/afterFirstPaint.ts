/**
 * A server-rendered page is complete without scripts: its text, pictures and styles are in the
 * HTML. Its scripts (React, the router, the page's own code, ~150 kB) only make it interactive,
 * so they are asked for once the page has been painted, not with the HTML: on a phone's slow line
 * they would otherwise share it with the page's pictures and hold back the first paint. This
 * module is the only script the HTML names (the server, src/server/site.ts); the list it reads is written by
 * the server from the build's manifest. It also starts what must work before the scripts and is
 * not the browser's own: keeping a language chosen in the menu (languageChoice.ts).
 */
import { PAGE_SCRIPTS_ID, type PageScripts } from '../../api/pageScripts';
import { keepLanguageChoices } from './languageChoice';

function addToHead(element: HTMLElement) {
  document.head.append(element);
}

// Asking for a file costs the browser 1.5-3 ms of main thread on a fast computer and four times
// that on a phone; a data page has some thirty chunks, so the requests are made two per task and
// the page stays responsive while they start.
const REQUESTS_PER_TASK = 2;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function fetchScripts({ entry, preload }: PageScripts) {
  // All before the entry, so the page's own chunks do not wait for the entry to ask for them.
  for (const [index, href] of preload.entries()) {
    if (index > 0 && index % REQUESTS_PER_TASK === 0) await nextTask();
    addToHead(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
  addToHead(Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }));
}

keepLanguageChoices();

const list = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
if (list) {
  const scripts = JSON.parse(list) as PageScripts;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void fetchScripts(scripts);
  };
  // The frame after the first paint; a tab opened in the background paints nothing, so a timer
  // starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}
