// Makes the other widths of the site's raster photos in public/site (hero, products, infrastructure,
// region): `<name>-<width>.avif` and `.webp` beside each `<name>.webp`, with the widths and settings the
// server uses for uploaded pictures (src/api/pictures.ts, src/server/pictureVariants.ts), so that the
// pages list them the same way. Run after build.mjs redraws the photos: node scripts/artwork/variants.mjs
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const FOLDERS = ['hero', 'products', 'infrastructure', 'region'];
const WIDTHS = [320, 640, 1280];
const ENCODERS = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};

for (const folder of FOLDERS) {
  const dir = join('public/site', folder);
  for (const file of await readdir(dir)) {
    if (!/^[a-z0-9-]+\.webp$/.test(file) || WIDTHS.some((width) => file.endsWith(`-${width}.webp`))) continue;
    const source = join(dir, file);
    const { width } = await sharp(source).metadata();
    for (const target of WIDTHS) {
      for (const [ext, encode] of Object.entries(ENCODERS)) {
        const output = await encode(sharp(source).resize({ width: Math.min(target, width) })).toBuffer();
        await writeFile(join(dir, `${file.slice(0, -'.webp'.length)}-${target}.${ext}`), output);
      }
    }
  }
}
