// The bytes a phone downloads for Home's pictures: before (every <img>'s original) and after (the
// candidate a browser picks from each <picture>'s AVIF srcset for its `sizes`), for a phone as
// Lighthouse's mobile one: 412 CSS pixels wide at a device pixel ratio of 2.625. Against the real
// server over the built site (`npm run build` first; `npm run bench` does it).
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { startBenchServer } from './benchServer';

type Element = ReturnType<typeof findAll>[number];

const VIEWPORT = 412;
const DPR = 2.625;

/** The width `sizes` gives at this viewport: `(max-width: Npx) <length>, …, <default>` in px or vw. */
function laidOutWidth(sizes: string): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(max-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) throw new Error(`sizes entry not understood: ${entry}`);
    const [, maxWidth, length, unit] = match;
    if (maxWidth && VIEWPORT > Number(maxWidth)) continue;
    return unit === 'vw' ? (Number(length) * VIEWPORT) / 100 : Number(length);
  }
  return VIEWPORT;
}

/** The smallest candidate at least as wide as needed, else the widest (as browsers pick). */
function pick(srcset: string, needed: number): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)!).url;
}

const server = await startBenchServer();
try {
  const size = async (url: string) => {
    const response = await fetch(new URL(url, server.address));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  const html = await (await fetch(new URL('/', server.address))).text();
  const root = parseDocument(html).children;
  const images = findAll((e) => e.name === 'img', root);
  const rows: { picture: string; before: number; chosen: string; after: number }[] = [];
  for (const img of images) {
    const original = img.attribs.src;
    const parent = img.parent as Element | null;
    const avif =
      parent?.name === 'picture'
        ? (parent.children as Element[]).find((child) => child.name === 'source' && child.attribs.type === 'image/avif')
        : undefined;
    const chosen = avif ? pick(avif.attribs.srcset, laidOutWidth(avif.attribs.sizes) * DPR) : original;
    rows.push({ picture: original, before: await size(original), chosen, after: await size(chosen) });
  }
  const total = (key: 'before' | 'after') => rows.reduce((sum, row) => sum + row[key], 0);
  console.log(`\nHome's pictures on a phone (${VIEWPORT} px wide, DPR ${DPR}; every <img> of the page, lazy ones too)`);
  console.table(rows.map((row) => ({ ...row, before: `${row.before} B`, after: `${row.after} B` })));
  const before = total('before');
  const after = total('after');
  console.log(
    `before (originals): ${(before / 1024).toFixed(1)} kB; after (srcset candidates): ${(after / 1024).toFixed(1)} kB; ` +
      `${Math.round((1 - after / before) * 100)} % less`,
  );
} finally {
  await server.close();
}
