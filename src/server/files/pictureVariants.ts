import type { FastifyBaseLogger } from 'fastify';
import type { OutputInfo, Sharp } from 'sharp';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '../../api/pictures';
import { badRequest } from '../http/errors';
import type { FileStorage } from './fileStorage';
import { loadSharp } from './sharpOnDemand';

/** The pictures that get other widths (GIFs may move: they are served as sent). */
const RESIZED_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

/**
 * Modest settings: AVIF is slow to encode (about a second for 1280 px on one core) and these
 * pictures are photos on cards, not prints. sharp encodes on libuv's thread pool, never on the
 * event loop.
 */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
} satisfies Record<(typeof PICTURE_FORMATS)[number]['ext'], (image: Sharp) => Sharp>;

export interface PictureVariant {
  /** What follows the original's stem: `-640.avif`. */
  suffix: string;
  bytes: Buffer;
  contentType: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);
const stemOf = (name: string) => name.slice(0, name.lastIndexOf('.'));

/** Whether a picture of this extension gets other widths. */
export const resizedExtension = (ext: string) => RESIZED_EXTENSIONS.has(ext);

const UPLOADED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

/** Whether a stored file gets other widths: an uploaded picture `<uuid>.<ext>`, not itself a variant. */
const hasVariants = (name: string) => UPLOADED_NAME.test(name) && resizedExtension(extensionOf(name));

/** The names of a stored picture's variants: `<uuid>-<width>.<avif|webp>`; none for other files. */
export function variantNames(name: string): string[] {
  if (!hasVariants(name)) return [];
  return PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map(({ ext }) => `${stemOf(name)}-${width}.${ext}`));
}

/**
 * Every variant of a picture: each width of PICTURE_WIDTHS, never wider than the
 * original (a width it does not reach gets the original's width, encoded once), in each format.
 * Orientation from EXIF is applied, metadata (GPS included) is dropped. A picture the decoder
 * cannot read is the client's fault: 400, as for a picture whose header cannot be read.
 */
export async function makeVariants(bytes: Buffer, ext: string, field: string): Promise<PictureVariant[]> {
  if (!resizedExtension(ext)) return [];
  // Decoded once, to the widest variant's size; the others are made from those pixels.
  const sharp = await loadSharp();
  let widest: { data: Buffer; info: OutputInfo };
  try {
    widest = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: Math.max(...PICTURE_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest(field, 'The picture could not be read');
  }
  const { data, info } = widest;
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const encoded = new Map<string, Promise<Buffer>>();
  const variants: Promise<PictureVariant>[] = [];
  for (const target of PICTURE_WIDTHS) {
    const width = Math.min(target, info.width);
    for (const { ext: format, type } of PICTURE_FORMATS) {
      const key = `${width}.${format}`;
      if (!encoded.has(key)) encoded.set(key, ENCODERS[format](pixels().resize({ width })).toBuffer());
      const pending = encoded.get(key)!;
      variants.push(pending.then((output) => ({ suffix: `-${target}.${format}`, bytes: output, contentType: type })));
    }
  }
  return Promise.all(variants);
}

/**
 * A picture's width and height as it is shown, i.e. after its EXIF orientation (a phone's
 * portrait photo is often stored on its side), read from its header; null when the decoder
 * cannot tell.
 */
export async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = (await sharp(bytes).metadata()).autoOrient;
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Adds the variants a stored picture lacks: pictures uploaded before variants existed, or whose
 * variants were lost. Run in the background at start; another instance doing the same at once
 * is harmless (a name written twice holds the same picture). Stops between two pictures when
 * `signal` aborts. Returns how many pictures got them.
 */
export async function addMissingVariants(
  storage: FileStorage,
  log?: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<number> {
  const names = await storage.list();
  const present = new Set(names);
  let added = 0;
  for (const name of names) {
    // The server is closing: the rest waits for the next start.
    if (signal?.aborted) break;
    const missing = variantNames(name).some((variant) => !present.has(variant));
    if (!missing) continue;
    try {
      const stream = await storage.read(name);
      if (!stream) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      for (const variant of await makeVariants(Buffer.concat(chunks), extensionOf(name), 'file')) {
        const variantName = stemOf(name) + variant.suffix;
        if (!present.has(variantName)) await storage.write(variantName, variant.bytes, variant.contentType);
      }
      added += 1;
    } catch (error) {
      log?.warn({ err: error, name }, 'could not make the other widths of an uploaded picture');
    }
  }
  return added;
}
