import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { HttpError, badRequest } from './errors';

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const VIDEO_TYPES = ['video/mp4', 'video/webm'];

export const PICTURE_MAX_MB = 3;
export const NEWS_IMAGE_MAX_MB = 5;
export const NEWS_VIDEO_MAX_MB = 30;

/** What one upload slot accepts: real types (by magic bytes) and the size limit for each. */
export interface UploadPolicy {
  limits: { types: string[]; maxMb: number }[];
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
  pdf: { limits: [{ types: ['application/pdf'], maxMb: 10 }] },
} satisfies Record<string, UploadPolicy>;

export const INVESTOR_TOTAL_MB = 40;

/**
 * Body limit of a route whose JSON carries up to `maxMb` of files (base64 adds a third, JSON a
 * little more), and what to say past it: the file limit the client knows, not the body size.
 */
export function uploadBodyLimit(maxMb: number, field: string, message = `File size exceeds ${maxMb}MB`) {
  return { bodyLimit: Math.ceil((maxMb * MB * 4) / 3) + MB, bodyTooLarge: { field, message } };
}

export const INVALID_FILE_TYPE = 'Invalid file type';

export interface DecodedFile {
  bytes: Buffer;
  mime: string;
  ext: string;
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

/**
 * Decodes a data URL (or bare base64) and checks its real type and size.
 * The declared type is ignored: only the bytes decide.
 */
export async function decodeUpload(value: string, policy: UploadPolicy, field: string): Promise<DecodedFile> {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  // Files run to tens of megabytes: copy the text only when line breaks must go, and decode it once.
  const sent = value.slice(comma + 1);
  const payload = /\s/.test(sent) ? sent.replace(/\s+/g, '') : sent;
  if (!payload || !BASE64.test(payload)) throw badRequest(field, 'The file could not be read');
  const bytes = Buffer.from(payload, 'base64');
  const detected = await fileTypeFromBuffer(bytes);
  const limit = detected && policy.limits.find((candidate) => candidate.types.includes(detected.mime));
  if (!detected || !limit) throw new HttpError(415, INVALID_FILE_TYPE, { [field]: INVALID_FILE_TYPE });
  if (bytes.length > limit.maxMb * MB) {
    const message = `File size exceeds ${limit.maxMb}MB`;
    throw new HttpError(413, message, { [field]: message });
  }
  if (detected.mime.startsWith('image/')) checkPixels(bytes, field);
  return { bytes, mime: detected.mime, ext: detected.ext };
}

export function checkTotalSize(files: DecodedFile[], maxMb: number, field: string): void {
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > maxMb * MB) {
    const message = `Files together exceed ${maxMb}MB`;
    throw new HttpError(413, message, { [field]: message });
  }
}

export const UPLOADS_PREFIX = '/uploads/';

/** Keeps uploaded files under random names; only files it made are ever removed. */
export class UploadStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async save(file: DecodedFile): Promise<string> {
    const name = `${randomUUID()}.${file.ext}`;
    await writeFile(join(this.dir, name), file.bytes, { flag: 'wx' });
    return UPLOADS_PREFIX + name;
  }

  /** Every stored file with its address and when it was last written. */
  async files(): Promise<{ name: string; url: string; modifiedAt: number }[]> {
    const names = await readdir(this.dir);
    return Promise.all(
      names.map(async (name) => ({
        name,
        url: UPLOADS_PREFIX + name,
        modifiedAt: (await stat(join(this.dir, name))).mtimeMs,
      })),
    );
  }

  async remove(url: string | null | undefined): Promise<void> {
    if (!url?.startsWith(UPLOADS_PREFIX)) return;
    await rm(join(this.dir, basename(url)), { force: true });
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
