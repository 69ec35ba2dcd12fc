import type { FastifyInstance } from 'fastify';
import type { ReadApi } from '../../api/pageRendering';

/**
 * The render's API reads, answered by this server without the network (`app.inject`): the same
 * route, validation and serialisation as a browser's request. A failure carries the answer's
 * status, so that a 404 makes a 404 page. With a visitor's address, a rate-limited read counts
 * against that visitor (the search page's read of /api/search), as the visitor's own request would.
 */
export function inProcessReads(app: FastifyInstance, remoteAddress?: string): ReadApi {
  return async (path, { paged = false } = {}) => {
    const response = await app.inject({ method: 'GET', url: `/api${path}`, remoteAddress });
    if (response.statusCode !== 200) {
      throw Object.assign(new Error(`GET /api${path} answered ${response.statusCode}`), {
        status: response.statusCode,
      });
    }
    const data: unknown = response.json();
    return paged ? { items: data, total: Number(response.headers['x-total-count']) } : data;
  };
}
