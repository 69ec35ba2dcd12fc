import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Marks a value stored encrypted: `sealed:v1:` then base64url of iv (12 bytes), ciphertext and
 * GCM's tag (16 bytes). A value without it is a secret stored before SECRETS_KEY was set, read as
 * it is (and sealed at the next start, sealStoredSecrets.ts).
 */
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a sealed secret is for, bound to it as GCM's additional data: one column's value cannot stand in for another's. */
export type SecretPurpose = 'two_step_secrets.secret' | 'webhooks.secret' | 'applications.status_token';

/** A stored secret that cannot be opened: the key is missing or another than the one that sealed it. */
export class SecretUnreadable extends Error {}

/**
 * Secrets the server must read back (TOTP keys, webhook signing secrets) kept encrypted in the
 * database with AES-256-GCM under SECRETS_KEY, so a copy of the database or of a backup alone does
 * not give them away. Without a key, values are stored and read as they are.
 */
export class SecretBox {
  constructor(private readonly key: Buffer | undefined) {}

  /** What to store for a secret: sealed when there is a key, the secret itself otherwise. */
  seal(secret: string, purpose: SecretPurpose): string {
    if (!this.key) return secret;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(purpose));
    const sealed = Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return PREFIX + sealed.toString('base64url');
  }

  /** The secret of a stored value, sealed or not. */
  open(stored: string, purpose: SecretPurpose): string {
    if (!isSealed(stored)) return stored;
    if (!this.key) throw new SecretUnreadable(`A ${purpose} is stored encrypted, but SECRETS_KEY is not set.`);
    const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES))
        .setAAD(Buffer.from(purpose))
        .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretUnreadable(`A ${purpose} was encrypted with another key than SECRETS_KEY.`);
    }
  }

  /** Whether stored values are sealed from now on. */
  get sealing(): boolean {
    return this.key !== undefined;
  }
}

/** Whether a stored value is sealed. */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);
