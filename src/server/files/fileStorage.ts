import type { Readable } from 'node:stream';

/** What is known about a stored file without reading it. */
export interface StoredFileInfo {
  size: number;
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end`, both included (as in HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files are kept, by name (`<uuid>.<ext>`, flat): a local folder
 * (LocalFileStorage, the default) or an S3-compatible bucket (S3FileStorage) that every instance
 * of the server reaches. Files are written whole and read as streams, so serving a 30 MB video
 * never holds it in memory.
 */
export interface FileStorage {
  /** Where the files are, for the start-up log line. */
  readonly location: string;
  write(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such file. */
  stat(name: string): Promise<StoredFileInfo | undefined>;
  /** The file's bytes (or a range of them); undefined when there is no such file. */
  read(name: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removing a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name (tests and maintenance). */
  list(): Promise<string[]>;
  /** Lets go of connections when the server closes. */
  close?(): void;
}
