// Draws every picture, the clip and the documents of public/site from the scripts beside this one.
// Needs rsvg-convert, ffmpeg (with libwebp and libvpx-vp9) and xmllint.
// Run: node scripts/artwork/build.mjs [icons|pictures|clip|pdfs|check]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logo, partner, partners, privilege, privileges, shareCard, stat, stats } from './icons.mjs';
import { products } from './products.mjs';
import { regions } from './regions.mjs';
import { hallInterior, logisticsYard, parkRoad, smelterAtDusk, transformerYard } from './scenes.mjs';
import { documents } from './documents.mjs';

const SITE = join(dirname(fileURLToPath(import.meta.url)), '../../public/site');
const WORK = mkdtempSync(join(tmpdir(), 'artwork-'));
const KB = 1024;

function write(relative, content) {
  const path = join(SITE, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return path;
}

function rasterise(svg, name, width, height) {
  const source = join(WORK, `${name}.svg`);
  const png = join(WORK, `${name}-${width}.png`);
  writeFileSync(source, svg);
  execFileSync('rsvg-convert', ['-w', String(width), '-h', String(height), source, '-o', png]);
  return png;
}

/** Encodes a PNG as WebP, lowering the quality until the file fits its budget. */
function webp(png, relative, maxBytes) {
  const path = write(relative, '');
  for (let quality = 88; quality >= 40; quality -= 6) {
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      png,
      '-c:v',
      'libwebp',
      '-quality',
      String(quality),
      '-compression_level',
      '6',
      '-preset',
      'drawing',
      path,
    ]);
    if (statSync(path).size <= maxBytes) return;
  }
  throw new Error(`${relative} stays above ${maxBytes} bytes`);
}

function picture(svg, relative, width, height, maxKb) {
  webp(rasterise(svg, relative.replace(/\W/g, '-'), width, height), relative, maxKb * KB);
}

/** Slow zooms and pans over three scenes, cross-faded: 3 × 4 s less two 1 s fades = 10 s. */
function clip() {
  const stills = [
    parkRoad({ shade: false, seed: 8 }),
    transformerYard({ day: true, seed: 7, shade: false }),
    smelterAtDusk(),
  ].map((svg, index) => rasterise(svg, `clip-${index}`, 2880, 1620));
  const frames = 100;
  const moves = [
    `zoompan=z='1+0.15*on/${frames}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'`,
    `zoompan=z='1.18':x='(iw-iw/zoom)*on/${frames}':y='(ih-ih/zoom)/2'`,
    `zoompan=z='1.18-0.15*on/${frames}':x='(iw-iw/zoom)*0.7':y='(ih-ih/zoom)*0.6'`,
  ];
  const filters = moves.map(
    (move, index) => `[${index}]${move}:d=${frames}:s=960x540:fps=25,format=yuv420p,setsar=1[v${index}]`,
  );
  filters.push(
    '[v0][v1]xfade=transition=fade:duration=1:offset=3[a]',
    '[a][v2]xfade=transition=fade:duration=1:offset=6[out]',
  );
  const path = write('video/infrastructure.webm', '');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    ...stills.flatMap((still) => ['-i', still]),
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '31',
    '-row-mt',
    '1',
    '-cpu-used',
    '4',
    '-an',
    path,
  ]);
}

function icons() {
  write('logo.svg', logo());
  for (const name of Object.keys(privileges)) write(`privileges/${name}.svg`, privilege(name));
  for (const name of Object.keys(stats)) write(`stats/${name}.svg`, stat(name));
  for (const name of Object.keys(partners)) write(`partners/${name}.svg`, partner(name));
}

function pictures() {
  picture(smelterAtDusk(), 'hero/hero-1.webp', 1600, 900, 140);
  picture(transformerYard(), 'hero/hero-2.webp', 1600, 900, 140);
  picture(parkRoad(), 'hero/hero-3.webp', 1600, 900, 140);
  for (const [name, draw] of Object.entries(products)) picture(draw(), `products/${name}.webp`, 800, 600, 60);
  picture(hallInterior(), 'infrastructure/photo-1.webp', 1200, 800, 100);
  picture(
    transformerYard({ width: 1200, height: 800, day: true, seed: 7, shade: false }),
    'infrastructure/photo-2.webp',
    1200,
    800,
    100,
  );
  picture(logisticsYard(), 'infrastructure/photo-3.webp', 1200, 800, 100);
  picture(
    parkRoad({
      width: 1280,
      height: 720,
      seed: 3,
      shade: false,
      title: 'The technopark seen from its main road: halls, poplars and mountains',
    }),
    'infrastructure/video-poster.webp',
    1280,
    720,
    100,
  );
  for (const [name, draw] of Object.entries(regions)) picture(draw(), `region/${name}.webp`, 1200, 800, 100);
  const card = rasterise(shareCard(), 'og-image', 1200, 630);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    card,
    '-compression_level',
    '9',
    write('og-image.png', ''),
  ]);
}

function pdfs() {
  for (const [name, bytes] of Object.entries(documents())) write(`docs/${name}.pdf`, bytes);
}

/** Every file the pages use, with its pixel size (or viewBox) and byte budget. */
const EXPECTED = [
  ['logo.svg', '0 0 64 64', 25],
  ...Object.keys(privileges).map((name) => [`privileges/${name}.svg`, '0 0 96 96', 25]),
  ...Object.keys(stats).map((name) => [`stats/${name}.svg`, '0 0 64 64', 25]),
  ...Object.keys(partners).map((name) => [`partners/${name}.svg`, '0 0 240 96', 25]),
  ...[1, 2, 3].map((index) => [`hero/hero-${index}.webp`, '1600x900', 140]),
  ...Object.keys(products).map((name) => [`products/${name}.webp`, '800x600', 60]),
  ...[1, 2, 3].map((index) => [`infrastructure/photo-${index}.webp`, '1200x800', 100]),
  ['infrastructure/video-poster.webp', '1280x720', 100],
  ...Object.keys(regions).map((name) => [`region/${name}.webp`, '1200x800', 100]),
  ['og-image.png', '1200x630', 150],
  ['video/infrastructure.webm', '960x540', 1536],
  ...Object.keys(documents()).map((name) => [`docs/${name}.pdf`, null, 200]),
];

function probe(path) {
  const answer = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height,codec_name:format=duration',
    '-of',
    'json',
    path,
  ]);
  const { streams, format } = JSON.parse(answer);
  return {
    size: `${streams[0].width}x${streams[0].height}`,
    codec: streams[0].codec_name,
    duration: Number(format.duration),
  };
}

function check() {
  const problems = [];
  for (const [relative, shape, maxKb] of EXPECTED) {
    const path = join(SITE, relative);
    const bytes = statSync(path).size;
    let described;
    if (bytes > maxKb * KB) problems.push(`${relative}: ${bytes} bytes, over ${maxKb} KB`);
    if (relative.endsWith('.svg')) {
      const text = readFileSync(path, 'utf8');
      execFileSync('xmllint', ['--noout', path]);
      if (!text.includes(`viewBox="${shape}"`)) problems.push(`${relative}: viewBox is not ${shape}`);
      if (!/<title[ >]/.test(text)) problems.push(`${relative}: no <title>`);
      if (/<script|href=|url\((?!#)/i.test(text)) problems.push(`${relative}: external reference or script`);
      described = `viewBox ${shape}`;
    } else if (relative.endsWith('.pdf')) {
      const text = readFileSync(path, 'latin1');
      if (!text.startsWith('%PDF-1.4') || !text.trimEnd().endsWith('%%EOF'))
        problems.push(`${relative}: not a complete PDF`);
      described = `${(text.match(/\/Type \/Page\b/g) ?? []).length} page(s)`;
    } else {
      const { size, codec, duration } = probe(path);
      if (size !== shape) problems.push(`${relative}: ${size}, expected ${shape}`);
      if (relative.endsWith('.webm') && (codec !== 'vp9' || duration < 8 || duration > 12))
        problems.push(`${relative}: ${codec}, ${duration} s`);
      described = relative.endsWith('.webm') ? `${size} ${codec} ${duration} s` : size;
    }
    console.log(`${relative.padEnd(36)} ${String((bytes / KB).toFixed(1)).padStart(7)} KB  ${described}`);
  }
  const extra = listFiles(SITE).filter((relative) => !EXPECTED.some(([expected]) => expected === relative));
  if (extra.length) problems.push(`unexpected files: ${extra.join(', ')}`);
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`artwork: all ${EXPECTED.length} files as expected`);
}

function listFiles(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const only = process.argv[2];
const steps = { icons, pictures, clip, pdfs, check };
for (const [name, step] of Object.entries(steps)) {
  if (only && only !== name) continue;
  console.log(`artwork: ${name}`);
  step();
}
rmSync(WORK, { recursive: true, force: true });
