import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long the rest of a refused body is read and thrown away before the connection is cut. */
const DRAIN_MS = 30_000;

/**
 * Lets a client read the answer to a body it is still sending. Fastify refuses a body over the
 * limit as soon as it knows (from `Content-Length`, or once the limit is passed) and asks for the
 * connection to be closed; Node then closes it while the client is still sending. The client's
 * system answers our close with a reset, which often throws away the 413 before the client has
 * read it: the visitor sees a broken connection (EPIPE, ECONNRESET) instead of the sentence.
 *
 * So an answer sent before its request's body has fully arrived keeps the connection: the rest of
 * the body is read and thrown away (Node does that for a request nobody reads) while the client
 * finishes sending and reads the answer. A client still sending after DRAIN_MS is cut off; the
 * bytes cost bandwidth only, never memory, and an upload's slot is freed with the answer.
 */
export const refusedBodies = fp(async function refuseBodies(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const { raw } = request;
    // Fastify's inject has no connection; a complete body needs no draining, and neither does a
    // request without one (a kept answer may be sent before Node has marked a GET complete).
    if (raw.complete || !announcesBody(raw) || !(raw.socket instanceof Socket)) return done(null, payload);
    if (String(reply.getHeader('connection')).toLowerCase() === 'close') reply.removeHeader('connection');
    const { socket } = raw;
    const cutOff = setTimeout(() => {
      if (!raw.complete) socket.destroy();
    }, DRAIN_MS);
    cutOff.unref();
    socket.once('close', () => clearTimeout(cutOff));
    raw.once('end', () => clearTimeout(cutOff));
    done(null, payload);
  });
});

/** Whether a request says a body follows it (HTTP/1.1: a length above zero, or chunks). */
function announcesBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
