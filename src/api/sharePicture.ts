/**
 * The share picture of a public page (og:image, twitter:image): 1200×630, the size link previews
 * (Facebook, Telegram, X, LinkedIn) show whole. The page names it (src/site/components/frame/PageMeta.tsx)
 * and the server makes it (src/server/site/sharePictures.ts); both read its address here.
 */
export const SHARE_PICTURE_WIDTH = 1200;
export const SHARE_PICTURE_HEIGHT = 630;

/** Where share pictures are served: `/share` + the page's address + `/{hash}.png`. */
export const SHARE_PICTURES_PREFIX = '/share';

/**
 * What a page's share picture shows: the page's own picture cropped to fit (a news item's), or a
 * picture drawn with its title and the park's name over the park's look.
 */
export interface ShareCard {
  /** The address of the page in its language, without a query: `/ru/news/14`, `/`. */
  pagePath: string;
  /** The heading drawn (a news item's title, a section's name). */
  title: string;
  /** The park's name in the page's language, drawn under the heading. */
  brand: string;
  /** The page's own picture on this site (`/uploads/…`), cropped instead of drawing. */
  picture?: string;
}

/**
 * Bumped when the drawing changes, so every address changes with it: the pictures are cached as
 * never changing (`immutable`), and a new look must not hide behind an old address.
 */
const DRAWING_VERSION = 1;

/**
 * FNV-1a over the UTF-16 units: short, the same in the browser and on the server, and without
 * Node's crypto (the page computes it while it renders, in the browser too). It only tells one
 * content from the next; nothing is secret, a wrong hash just gets the current picture's address.
 */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The file type of a card's picture: a photo stays a JPEG (a PNG of it weighs ten times more), a drawing is a PNG. */
export const shareFileType = (card: ShareCard): 'jpg' | 'png' => (card.picture ? 'jpg' : 'png');

/**
 * The address of a card's picture. It changes whenever what the picture shows does (its title, the
 * park's name, its own picture, the drawing), so the picture can be cached for good by browsers and
 * the caches in front, and a renamed item's old address never shows the old title as current.
 */
export function sharePictureAddress(card: ShareCard): string {
  const hash = shortHash(JSON.stringify([DRAWING_VERSION, card.title, card.brand, card.picture ?? '']));
  const page = card.pagePath === '/' ? '' : card.pagePath;
  return `${SHARE_PICTURES_PREFIX}${page}/${hash}.${shareFileType(card)}`;
}

const SHARE_ADDRESS = new RegExp(`^${SHARE_PICTURES_PREFIX}((?:/[^/?#]+)*)/[0-9a-f]{8}\\.(?:png|jpg)$`);

/** The page a share picture's address belongs to (`/share/ru/news/14/0a1b2c3d.png` → `/ru/news/14`), or undefined. */
export function pageOfShareAddress(path: string): string | undefined {
  const match = SHARE_ADDRESS.exec(path);
  return match ? match[1] || '/' : undefined;
}

/**
 * A drawing as satori reads it: elements like React's (`type`, `props`, `children`) with inline
 * styles. The site's render entry lays out the picture in the park's look (src/site/shareDrawing.ts);
 * the server turns it into pixels with the fonts it keeps.
 */
export interface DrawnElement {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: DrawnElement | string | (DrawnElement | string)[];
  } & Record<string, unknown>;
}
