import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage, StoredFileInfo } from './fileStorage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Uploaded files in a folder of this machine (UPLOAD_DIR): right for one instance. */
export class LocalFileStorage implements FileStorage {
  readonly location: string;

  constructor(dir: string) {
    this.location = resolve(dir);
    mkdirSync(this.location, { recursive: true });
  }

  async write(name: string, bytes: Buffer): Promise<void> {
    // Names are random; `wx` refuses to overwrite, should one ever repeat.
    await writeFile(join(this.location, name), bytes, { flag: 'wx' });
  }

  async stat(name: string): Promise<StoredFileInfo | undefined> {
    try {
      const info = await stat(join(this.location, name));
      if (!info.isFile()) return undefined;
      return {
        size: info.size,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(name: string, range?: ByteRange): Promise<Readable | undefined> {
    if (!(await this.stat(name))) return undefined;
    return createReadStream(join(this.location, name), range && { start: range.start, end: range.end });
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.location, name), { force: true });
  }

  async list(): Promise<string[]> {
    try {
      return await readdir(this.location);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }
}
