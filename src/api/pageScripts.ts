/** The element of a server-rendered page that lists its scripts: the server writes it, src/site/render/afterFirstPaint.ts reads it. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What the server writes there (JSON): the build's entry and every chunk the page needs at once. */
export interface PageScripts {
  entry: string;
  preload: string[];
}
