import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { RestoreRefused } from './archiveEntries';

/**
 * A backup encrypted with a passphrase: a header, the gzipped tar encrypted with AES-256-GCM, and
 * GCM's 16-byte tag. The header says what it is in words (`head -c 28` shows them), the format's
 * version and the scrypt parameters, so a later version can make keys harder to guess and still
 * read older archives. The whole header is GCM's additional data: changing any byte of it, or of
 * the encrypted part, fails the tag.
 *
 * header: MAGIC | version (1 byte) | log2 N, r, p (1 byte each) | salt (16) | iv (12) | key check (32)
 *
 * The key check is the second half of scrypt's 64 bytes (the first is the AES key), so a wrong
 * passphrase is told at once rather than after reading the whole archive; it says nothing of the
 * AES key.
 */
const MAGIC = Buffer.from('TECHNOPARK-BACKUP-ENCRYPTED\n', 'ascii');
const VERSION = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 4 + SALT_BYTES + IV_BYTES + CHECK_BYTES;
/** scrypt with N = 2^17, r = 8: 128 MiB and about a second to try one passphrase. */
const KDF = { log2N: 17, r: 8, p: 1 };

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

interface Header {
  bytes: Buffer;
  kdf: typeof KDF;
  salt: Buffer;
  iv: Buffer;
  check: Buffer;
}

async function deriveKeys(passphrase: string, salt: Buffer, kdf: typeof KDF) {
  const N = 2 ** kdf.log2N;
  const derived = await scryptAsync(passphrase.normalize('NFC'), salt, 64, {
    N,
    r: kdf.r,
    p: kdf.p,
    maxmem: 256 * N * kdf.r,
  });
  return { key: derived.subarray(0, 32), check: derived.subarray(32) };
}

function headerBytes(kdf: typeof KDF, salt: Buffer, iv: Buffer, check: Buffer): Buffer {
  return Buffer.concat([MAGIC, Buffer.from([VERSION, kdf.log2N, kdf.r, kdf.p]), salt, iv, check]);
}

/** A stream that encrypts what passes through it: the header first, the tag last. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const { key, check } = await deriveKeys(passphrase, salt, KDF);
  const header = headerBytes(KDF, salt, iv, check);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(header);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Whether the file starts as an encrypted archive does. */
export async function isEncrypted(file: string): Promise<boolean> {
  const start = await readAt(file, 0, MAGIC.length);
  return start.equals(MAGIC);
}

async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function parsedHeader(bytes: Buffer): Header {
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new RestoreRefused('This file is not an encrypted backup of this site.');
  }
  const fields = MAGIC.length + 4;
  const [version, log2N, r, p] = bytes.subarray(MAGIC.length, fields);
  if (version !== VERSION) throw new RestoreRefused('This encrypted backup comes from a newer version of the site.');
  const salt = bytes.subarray(fields, fields + SALT_BYTES);
  const iv = bytes.subarray(fields + SALT_BYTES, fields + SALT_BYTES + IV_BYTES);
  const check = bytes.subarray(fields + SALT_BYTES + IV_BYTES, HEADER_BYTES);
  // Bounds a changed header's parameters, which would otherwise ask scrypt for any amount of memory.
  if (log2N < 14 || log2N > 20 || r < 1 || r > 16 || p < 1 || p > 4) {
    throw new RestoreRefused('This encrypted backup is damaged or was changed: its header cannot be read.');
  }
  return { bytes, kdf: { log2N, r, p }, salt, iv, check };
}

/**
 * Opens an encrypted archive with its passphrase: a function that streams its plain (gzipped)
 * content, as often as asked. A wrong passphrase is refused at once, a changed byte anywhere after
 * one reading of the whole archive, both before anything of it is parsed or written.
 */
export async function unlockArchive(file: string, passphrase: string): Promise<() => Readable> {
  const { size } = await stat(file);
  const header = parsedHeader(await readAt(file, 0, HEADER_BYTES));
  if (size <= HEADER_BYTES + TAG_BYTES) {
    throw new RestoreRefused('This encrypted backup is damaged or was changed: it is cut short.');
  }
  const { key, check } = await deriveKeys(passphrase, header.salt, header.kdf);
  if (!timingSafeEqual(check, header.check)) {
    throw new RestoreRefused('The passphrase does not open this backup (BACKUP_PASSPHRASE is wrong).');
  }
  const tag = await readAt(file, size - TAG_BYTES, TAG_BYTES);
  const decrypted = () => {
    const decipher = createDecipheriv('aes-256-gcm', key, header.iv).setAAD(header.bytes).setAuthTag(tag);
    const encrypted = createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
    encrypted.on('error', (error) => decipher.destroy(error));
    return encrypted.pipe(decipher);
  };
  await assertUnchanged(decrypted());
  return decrypted;
}

/**
 * Reads the whole archive through GCM once before anything of it is parsed: a changed byte
 * fails the tag at the end, and is told as such, rather than as whatever the changed bytes
 * would have made gunzip or tar say.
 */
async function assertUnchanged(decrypted: Readable): Promise<void> {
  try {
    await pipeline(decrypted, new Writable({ write: (_chunk, _encoding, done) => done() }));
  } catch (error) {
    if (isFailedTag(error)) {
      throw new RestoreRefused(
        'This encrypted backup is damaged or was changed since it was written. Nothing was restored.',
      );
    }
    throw error;
  }
}

/** Whether an error is GCM's refusal of a changed archive. */
export const isFailedTag = (error: unknown) =>
  error instanceof Error && /unable to authenticate data/i.test(error.message);
