import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, badRequest } from './errors';
import type { FileStorage } from './fileStorage';

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

/**
 * Decodes a data URL (or bare base64) and checks its real type and size.
 * The declared type is ignored: only the bytes decide.
 */
export async function decodeUpload(value: string, policy: UploadPolicy, field: string): Promise<DecodedFile> {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const payload = value.slice(comma + 1).replace(/\s+/g, '');
  if (!payload || !BASE64.test(payload)) throw badRequest(field, 'The file could not be read');
  const bytes = Buffer.from(payload, 'base64');
  const detected = await fileTypeFromBuffer(bytes);
  const limit = detected && policy.limits.find((candidate) => candidate.types.includes(detected.mime));
  if (!detected || !limit) throw new HttpError(415, INVALID_FILE_TYPE, { [field]: INVALID_FILE_TYPE });
  if (bytes.length > limit.maxMb * MB) {
    const message = `File size exceeds ${limit.maxMb}MB`;
    throw new HttpError(413, message, { [field]: message });
  }
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

/** A stored file's name as it appears in its address: `<uuid>.<ext>`, nothing that could climb out. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]+$/;

/** Keeps uploaded files under random names in a FileStorage; only files it made are ever removed. */
export class UploadStore {
  constructor(readonly storage: FileStorage) {}

  async save(file: DecodedFile): Promise<string> {
    const name = `${randomUUID()}.${file.ext}`;
    await this.storage.write(name, file.bytes, file.mime);
    return UPLOADS_PREFIX + name;
  }

  async remove(url: string | null | undefined): Promise<void> {
    const name = url?.startsWith(UPLOADS_PREFIX) && url.slice(UPLOADS_PREFIX.length);
    if (!name || !STORED_NAME.test(name)) return;
    await this.storage.remove(name);
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
