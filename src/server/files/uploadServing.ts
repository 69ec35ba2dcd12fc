import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStorage } from './fileStorage';
import { STORED_NAME, UPLOADS_PREFIX } from './uploads';
import { KEEP_FOR_A_YEAR } from '../http/cacheControl';

/** The types the upload checks let in (by their bytes), by the extension they were stored under. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** The MIME type of a stored file, by the extension of its name. */
export const storedContentType = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * The one range of a `Range: bytes=…` header (browsers ask for one, to play and seek videos);
 * `undefined` to send the whole file (no header, several ranges, another unit), `'unsatisfiable'`
 * past the end.
 */
function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    // The last N bytes.
    const length = Math.min(Number(last), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * Uploaded files under /uploads/, from whichever storage keeps them, streamed: random names never
 * change content (cached for a year), PDFs are downloaded rather than shown, and videos can be
 * played from any point (ranges).
 */
export async function serveUploads(app: FastifyInstance, storage: FileStorage): Promise<void> {
  const send = async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = request.params;
    const info = STORED_NAME.test(name) ? await storage.stat(name) : undefined;
    if (!info) return reply.callNotFound();
    reply
      .header('Content-Type', storedContentType(name))
      .header('Cache-Control', KEEP_FOR_A_YEAR)
      .header('X-Content-Type-Options', 'nosniff')
      .header('ETag', info.etag)
      .header('Last-Modified', info.lastModified.toUTCString())
      .header('Accept-Ranges', 'bytes');
    if (name.endsWith('.pdf')) reply.header('Content-Disposition', 'attachment; filename="document.pdf"');
    if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();

    const range = requestedRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
    }
    const length = range ? range.end - range.start + 1 : info.size;
    reply.header('Content-Length', length);
    if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    if (request.method === 'HEAD') return reply.send();
    const body = await storage.read(name, range);
    // Removed between the two looks: as if it had never been there.
    if (!body) return reply.callNotFound();
    return reply.send(body);
  };
  app.route({ method: ['GET', 'HEAD'], url: `${UPLOADS_PREFIX}:name`, exposeHeadRoute: false, handler: send });
}
