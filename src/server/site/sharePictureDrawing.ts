import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SatoriOptions } from 'satori';
import { loadSharp } from '../files/sharpOnDemand';
import { type DrawnElement, SHARE_PICTURE_HEIGHT, SHARE_PICTURE_WIDTH } from '../../api/sharePicture';

type Font = SatoriOptions['fonts'][number];

/**
 * The folder of the fonts the pictures are drawn with, kept in the repository with their licence in
 * assets/fonts: beside the compiled server (dist-server/fonts, which its build copies there, so a
 * production install of dist-server alone has them), else above the sources (src/server/site).
 */
function fontsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  if (existsSync(join(here, 'fonts'))) return join(here, 'fonts');
  let dir = here;
  while (!existsSync(join(dir, 'assets', 'fonts'))) {
    if (dirname(dir) === dir) throw new Error('assets/fonts not found above the server');
    dir = dirname(dir);
  }
  return join(dir, 'assets', 'fonts');
}

/**
 * Noto Sans (SIL Open Font License), in the two subsets that hold every letter of the site's three
 * languages: Latin (with ʻ U+02BB and ʼ U+02BC of Uzbek) and Cyrillic. Satori reads WOFF, not WOFF2.
 * Each subset has a family name of its own: satori keeps one font per name and weight, and finds a
 * letter missing in the first family in the next.
 */
export const SHARE_FONT_FAMILIES = ['Noto Sans', 'Noto Sans Cyrillic'];

export function loadShareFonts(folder = fontsFolder()): Font[] {
  const subsets = [
    ['latin', 'Noto Sans'],
    ['cyrillic', 'Noto Sans Cyrillic'],
  ] as const;
  return subsets.flatMap(([subset, name]) =>
    ([400, 700] as const).map((weight) => ({
      name,
      weight,
      style: 'normal' as const,
      data: readFileSync(join(folder, `noto-sans-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/**
 * Draws a layout as a 1200×630 PNG. `missingGlyphs`, if given, hears of every text the fonts
 * cannot draw (satori would otherwise leave those letters out in silence): the tests use it.
 */
export async function drawSharePicture(
  layout: DrawnElement,
  fonts: Font[],
  missingGlyphs?: (text: string) => void,
): Promise<Buffer> {
  // Loaded at the first drawing, not at start: satori and its layout engine hold some 30 MB.
  const { default: satori } = await import('satori');
  const sharp = await loadSharp();
  const svg = await satori(layout as Parameters<typeof satori>[0], {
    width: SHARE_PICTURE_WIDTH,
    height: SHARE_PICTURE_HEIGHT,
    fonts,
    ...(missingGlyphs && {
      loadAdditionalAsset: async (_code: string, text: string) => {
        missingGlyphs(text);
        return [];
      },
    }),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * A page's own picture cut to 1200×630: scaled to cover the frame and cropped where sharp finds the
 * most to see (its `attention` strategy), so a portrait photo keeps its subject rather than its middle.
 */
export const cropSharePicture = async (picture: Buffer): Promise<Buffer> => {
  const sharp = await loadSharp();
  return sharp(picture)
    .rotate()
    .resize(SHARE_PICTURE_WIDTH, SHARE_PICTURE_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
};
