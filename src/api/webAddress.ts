import { z } from 'zod';

const HTTPS_RULE = 'Enter a full https:// address';
const LINK_RULE = 'Enter a full https:// address, or an address on this site starting with /';

/** Whether the text is an absolute https address with a host (no user name or password in it). */
function isHttpsAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * An address of another site that the public pages link to: https only, so no visitor is sent
 * over an unencrypted connection or to a `javascript:` address.
 */
export const httpsAddress = z
  .string({ error: HTTPS_RULE })
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine(isHttpsAddress, HTTPS_RULE)
  .describe('an https:// address');

/** A path of this site: one slash, then anything but another (`//host` would lead elsewhere). */
const isSitePath = (text: string) => /^\/(?![/\\])\S*$/.test(text);

/** Where a link may lead: another site over https, a page of this site, or nowhere (''). */
export const optionalLink = z
  .string({ error: LINK_RULE })
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine((text) => text === '' || isSitePath(text) || isHttpsAddress(text), LINK_RULE)
  .describe("an https:// address, a path of this site (/news), or '' for none");
