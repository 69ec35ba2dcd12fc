import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_TYPES,
  INVALID_FILE_TYPE,
  MB,
  NEWS_IMAGE_MAX_MB,
  NEWS_VIDEO_MAX_MB,
  PDF_MAX_MB,
  PDF_TYPE,
  PICTURE_MAX_MB,
  VIDEO_TYPES,
  fileTooLarge,
  filesTooLarge,
} from '../../api/uploadLimits';
import { imageSize } from 'image-size';
import { HttpError, badRequest } from '../http/errors';
import type { FileStorage } from './fileStorage';
import { type PictureVariant, makeVariants, uprightSize, variantNames } from './pictureVariants';

/** What one upload slot accepts: real types (by magic bytes) and the size limit for each. */
export interface UploadPolicy {
  limits: { types: readonly string[]; maxMb: number }[];
}

export const uploadPolicies = {
  /** Staff portraits, participants' and services' pictures. */
  picture: { limits: [{ types: IMAGE_TYPES, maxMb: PICTURE_MAX_MB }] },
  /** A news cover: an image, or a video for the Multimedia page. */
  newsMedia: {
    limits: [
      { types: IMAGE_TYPES, maxMb: NEWS_IMAGE_MAX_MB },
      { types: VIDEO_TYPES, maxMb: NEWS_VIDEO_MAX_MB },
    ],
  },
  pdf: { limits: [{ types: [PDF_TYPE], maxMb: PDF_MAX_MB }] },
} satisfies Record<string, UploadPolicy>;

/**
 * Body limit of a route whose JSON carries up to `maxMb` of files (base64 adds a third, JSON a
 * little more), and what to say past it: the file limit the client knows, not the body size.
 */
export function uploadBodyLimit(maxMb: number, field: string, message = fileTooLarge(maxMb)) {
  return { bodyLimit: Math.ceil((maxMb * MB * 4) / 3) + MB, bodyTooLarge: { field, message } };
}

export interface DecodedFile {
  bytes: Buffer;
  mime: string;
  ext: string;
  /** The same picture in other widths and formats, stored beside it (pictureVariants.ts). */
  variants?: PictureVariant[];
  /** A picture's width and height as shown (after its EXIF orientation); null when unknown. */
  size?: { width: number; height: number } | null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A picture bigger than this would take hundreds of megabytes to decode into pixels: 40 megapixels. */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** Width × height from the picture's header; pixels are never decoded here. */
function checkPixels(bytes: Buffer, field: string) {
  let pixels: number;
  try {
    const { width, height } = imageSize(bytes);
    pixels = width * height;
  } catch {
    throw badRequest(field, 'The picture could not be read');
  }
  if (pixels > MAX_PICTURE_PIXELS) {
    throw badRequest(field, `The picture is too large: at most ${MAX_PICTURE_PIXELS / 1_000_000} megapixels`);
  }
}

/** What `length` characters of unbroken base64 decode to. */
const decodedLength = (text: string) => (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/**
 * Files run to tens of megabytes and every pass over one holds the event loop (about 20 ms per
 * 10 MB), so the usual case takes one: Node's decoder skips characters that are not base64, which
 * makes the decoded length fall short of what the text's length promises. Only then is the text
 * looked at again: line breaks removed (as some encoders wrap), anything else refused.
 */
function decodeBase64(sent: string, field: string): Buffer {
  if (sent.length % 4 === 0) {
    const bytes = Buffer.from(sent, 'base64');
    if (bytes.length > 0 && bytes.length === decodedLength(sent)) return bytes;
  }
  const payload = sent.replace(/\s+/g, '');
  if (!payload || !BASE64.test(payload)) throw badRequest(field, 'The file could not be read');
  return Buffer.from(payload, 'base64');
}

/**
 * Decodes a data URL (or bare base64) and checks its real type and size.
 * The declared type is ignored: only the bytes decide.
 */
export async function decodeUpload(value: string, policy: UploadPolicy, field: string): Promise<DecodedFile> {
  // Decoding megabytes holds the event loop; a turn in between lets quick requests through.
  await nextTurn();
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const bytes = decodeBase64(value.slice(comma + 1), field);
  const detected = await fileTypeFromBuffer(bytes);
  const limit = detected && policy.limits.find((candidate) => candidate.types.includes(detected.mime));
  if (!detected || !limit) throw new HttpError(415, INVALID_FILE_TYPE, { [field]: INVALID_FILE_TYPE });
  if (bytes.length > limit.maxMb * MB) {
    const message = fileTooLarge(limit.maxMb);
    throw new HttpError(413, message, { [field]: message });
  }
  if (!detected.mime.startsWith('image/')) return { bytes, mime: detected.mime, ext: detected.ext };
  checkPixels(bytes, field);
  // Made before anything is stored, so that a picture the decoder refuses is a 400 that leaves nothing behind.
  const variants = await makeVariants(bytes, detected.ext, field);
  return { bytes, mime: detected.mime, ext: detected.ext, variants, size: await uprightSize(bytes) };
}

export function checkTotalSize(files: DecodedFile[], maxMb: number, field: string): void {
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > maxMb * MB) {
    const message = filesTooLarge(maxMb);
    throw new HttpError(413, message, { [field]: message });
  }
}

export const UPLOADS_PREFIX = '/uploads/';

/** A stored file's name as it appears in its address: `<uuid>.<ext>`, nothing that could climb out. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]+$/;

/**
 * Keeps uploaded files under random names in a FileStorage, a picture with its other widths
 * (`<uuid>-<width>.<avif|webp>`); only files it made are ever removed.
 */
export class UploadStore {
  constructor(readonly storage: FileStorage) {}

  async save(file: DecodedFile): Promise<string> {
    const stem = randomUUID();
    const name = `${stem}.${file.ext}`;
    try {
      for (const variant of file.variants ?? []) {
        await this.storage.write(stem + variant.suffix, variant.bytes, variant.contentType);
      }
      // The original last: a picture whose row exists always has its variants.
      await this.storage.write(name, file.bytes, file.mime);
    } catch (error) {
      await this.removeStored(name);
      throw error;
    }
    return UPLOADS_PREFIX + name;
  }

  async remove(url: string | null | undefined): Promise<void> {
    const name = url?.startsWith(UPLOADS_PREFIX) && url.slice(UPLOADS_PREFIX.length);
    if (!name || !STORED_NAME.test(name)) return;
    await this.removeStored(name);
  }

  private async removeStored(name: string): Promise<void> {
    await Promise.all([name, ...variantNames(name)].map((stored) => this.storage.remove(stored)));
  }

  /** Saves a file, runs the write that refers to it, and takes the file back if that write fails. */
  async saveFor<T>(file: DecodedFile | undefined, write: (url: string | undefined) => Promise<T>): Promise<T> {
    const url = file && (await this.save(file));
    try {
      return await write(url);
    } catch (error) {
      await this.remove(url);
      throw error;
    }
  }
}
