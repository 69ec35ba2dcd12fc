// Makes the site's and the demo content's pictures in the widths a phone asks for.
// - The demo pictures (staff, residents, services, news covers) are drawn as SVG in
//   scripts/artwork/demo; each becomes `public/demo/<folder>/<name>.webp`, as if staff had uploaded
//   it, because a browser draws a detailed SVG on the page's main thread (up to 25 ms a picture on
//   a fast computer, four times that on a phone) while it decodes a raster picture off it.
// - Then every raster photo in public/site (hero, products, infrastructure, region) and public/demo
//   gets `<name>-<width>.avif` and `.webp` beside it, with the widths and settings the server uses
//   for uploaded pictures (src/api/pictures.ts, src/server/files/pictureVariants.ts), so that the pages
//   list them the same way.
// Run after build.mjs redraws the photos or a demo SVG changes: node scripts/artwork/variants.mjs
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const SITE_FOLDERS = ['hero', 'products', 'infrastructure', 'region'].map((folder) => join('public/site', folder));
const DEMO_FOLDERS = ['staff', 'residents', 'services', 'news'];
const WIDTHS = [320, 640, 1280];
const ENCODERS = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};

async function rasterizeDemoPictures() {
  for (const folder of DEMO_FOLDERS) {
    const source = join('scripts/artwork/demo', folder);
    const target = join('public/demo', folder);
    await mkdir(target, { recursive: true });
    for (const file of await readdir(source)) {
      if (!file.endsWith('.svg')) continue;
      const picture = await sharp(join(source, file)).webp({ quality: 85 }).toBuffer();
      await writeFile(join(target, `${file.slice(0, -'.svg'.length)}.webp`), picture);
    }
  }
}

async function writeWidths(dir) {
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

await rasterizeDemoPictures();
for (const dir of [...SITE_FOLDERS, ...DEMO_FOLDERS.map((folder) => join('public/demo', folder))])
  await writeWidths(dir);
