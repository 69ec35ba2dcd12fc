import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface WebhookAnswer {
  status: number;
  /** The start of the answer's body, as text (a receiver's error message, for the back office). */
  text: string;
}

/** Reads at most `limit` characters of an answer, then lets the rest go. */
async function answerText(response: IncomingMessage, limit: number): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response) {
    text += chunk as string;
    if (text.length >= limit) break;
  }
  response.destroy();
  return text.slice(0, limit);
}

/**
 * POSTs a delivery. Node's own HTTP client rather than `fetch`, because it takes the address
 * lookup of the connection (which refuses private addresses, see `publicOnlyLookup`), and it
 * follows no redirect, which could lead to an address the checks would refuse.
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
        // A 2xx's body is not kept; the start of an error's is.
        if (status >= 200 && status < 300) {
          response.resume();
          resolve({ status, text: '' });
        } else answerText(response, options.keep).then((text) => resolve({ status, text }), reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
