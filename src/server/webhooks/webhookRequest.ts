import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface WebhookAnswer {
  status: number;
  /** The start of the answer's body, as text (a receiver's error message, for the back office). */
  text: string;
}

/**
 * The most of an answer read, in bytes. A receiver's answer is not needed past its start, and one
 * that never ends would otherwise be read for the whole timeout (gigabytes on a fast link).
 */
export const MOST_ANSWER_BYTES = 64 * 1024;

/**
 * Reads an answer up to its end or `most` bytes, whichever comes first, then closes it (and its
 * connection, when the answer went on), and gives back the start of its text.
 */
async function boundedAnswerText(response: IncomingMessage, most: number): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    if (bytes >= most) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, most).toString('utf8');
}

/**
 * POSTs a delivery. Node's own HTTP client rather than `fetch`, because it takes the address
 * lookup of the connection (which refuses private addresses, see `publicOnlyLookup`), and it
 * follows no redirect, which could lead to an address the checks would refuse: a 3xx is a failed
 * delivery like any other answer outside 2xx.
 */
export function postWebhook(
  url: string,
  options: {
    headers: Record<string, string>;
    body: string;
    lookup?: LookupFunction;
    signal: AbortSignal;
    keep: number;
  },
): Promise<WebhookAnswer> {
  const send = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'Content-Length': String(Buffer.byteLength(options.body)) },
        lookup: options.lookup,
        signal: options.signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // A 2xx's body is not kept: the delivery is done, and its answer is read only so far.
        if (status >= 200 && status < 300) {
          resolve({ status, text: '' });
          boundedAnswerText(response, MOST_ANSWER_BYTES).catch(() => undefined);
          return;
        }
        // The start of an error's is kept (a UTF-8 character takes at most four bytes).
        const most = Math.min(options.keep * 4, MOST_ANSWER_BYTES);
        boundedAnswerText(response, most).then(
          (text) => resolve({ status, text: text.slice(0, options.keep) }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
