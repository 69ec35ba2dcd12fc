import type { DrawnElement, ShareCard } from '../api/sharePicture';
import { SHARE_PICTURE_HEIGHT, SHARE_PICTURE_WIDTH } from '../api/sharePicture';
import { COLORS, LOGO_COLORS, NAVY, SAND } from './designTokens';

const { copper: COPPER, spark: SPARK } = LOGO_COLORS;
/** Where the navy background goes lighter, at the bottom right. */
const NAVY_LIGHT = '#1b3956';
const MARGIN = 72;

/** A title too long for four lines is cut at a word with an ellipsis, before satori lays it out. */
const TITLE_MAX = 150;

const shortened = (title: string) => {
  const text = title.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_MAX) return text;
  const cut = text.slice(0, TITLE_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > TITLE_MAX / 2 ? cut.lastIndexOf(' ') : TITLE_MAX).trimEnd()}…`;
};

/** Large type for a short heading, smaller as it grows, so that it fills the picture without overflowing. */
const titleSize = (title: string) =>
  title.length <= 36 ? 76 : title.length <= 70 ? 64 : title.length <= 110 ? 54 : 46;

/**
 * The background: night navy going lighter to the right, and the mountains of the logo drawn large
 * and faint at the foot on the right, the park's look without competing with the heading.
 */
const BACKGROUND = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_PICTURE_WIDTH}" height="${SHARE_PICTURE_HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${NAVY_LIGHT}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<path d="M640 630 790 420l70 90 110-180 230 300z" fill="${SAND}" opacity="0.07"/>` +
    `<path d="M820 630 940 480l60 70 70-100 130 180z" fill="${COPPER}" opacity="0.12"/></svg>`,
)}`;

const element = (
  type: string,
  style: Record<string, string | number>,
  children?: DrawnElement['props']['children'],
  props: Record<string, unknown> = {},
): DrawnElement => ({ type, props: { ...props, style, ...(children !== undefined && { children }) } });

/**
 * The share picture drawn for a page without a picture of its own (an original layout in the park's
 * colours): the logo and the park's name at the top, the heading large in the middle, a copper and
 * teal rule and the logo's mountains at the foot. The server rasterises it (src/server/site/sharePictureDrawing.ts).
 */
export function shareDrawing(card: ShareCard, logo: string): DrawnElement {
  const title = shortened(card.title);
  return element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      // Satori sizes boxes as CSS does by default: the padding comes on top of the width and height.
      width: SHARE_PICTURE_WIDTH - 2 * MARGIN,
      height: SHARE_PICTURE_HEIGHT - 2 * MARGIN,
      padding: MARGIN,
      backgroundColor: NAVY,
      backgroundImage: `url("${BACKGROUND}")`,
      backgroundSize: `${SHARE_PICTURE_WIDTH}px ${SHARE_PICTURE_HEIGHT}px`,
      color: SAND,
      // The families the server draws with (src/server/site/sharePictureDrawing.ts): Latin, then Cyrillic.
      fontFamily: '"Noto Sans", "Noto Sans Cyrillic"',
    },
    [
      element('div', { display: 'flex', alignItems: 'center' }, [
        element('img', {}, undefined, { src: logo, width: 84, height: 84 }),
        element('div', { marginLeft: 24, fontSize: 34, fontWeight: 400, color: SAND }, card.brand),
      ]),
      element('div', { display: 'flex', maxWidth: 1000 }, [
        element('div', { fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.18, color: COLORS.onColor }, title),
      ]),
      element('div', { display: 'flex' }, [
        element('div', { width: 160, height: 10, backgroundColor: COPPER, borderRadius: 5 }),
        element('div', { width: 56, height: 10, marginLeft: 12, backgroundColor: SPARK, borderRadius: 5 }),
      ]),
    ],
  );
}
