import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { earlyReadKey } from '../../src/server/publicCache/earlyReadKey';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as IncomingMessage;

/** Which reads may be answered before routing, under the key the public cache's hooks would make. */
describe('the key of a read answered before routing', () => {
  it('names the language as the hooks find it: ?lang=, else Accept-Language, else English', () => {
    expect(earlyReadKey(request('/api/news'))).toBe('en /api/news');
    expect(earlyReadKey(request('/api/news', { 'accept-language': 'uz-UZ,ru;q=0.8' }))).toBe('uz /api/news');
    expect(earlyReadKey(request('/api/news?lang=ru&page=2', { 'accept-language': 'uz' }))).toBe(
      'ru /api/news?lang=ru&page=2',
    );
    expect(earlyReadKey(request('/api/news?lang=de', { 'accept-language': 'ru' }))).toBe('ru /api/news?lang=de');
    expect(earlyReadKey(request('/api/news?language=uz'))).toBe('en /api/news?language=uz');
  });

  it('leaves to Fastify a query it would decode, a language named twice, anything not a plain anonymous GET of the API', () => {
    for (const leftToFastify of [
      request('/api/news?lang=%72u'),
      request('/api/news?q=a+b'),
      request('/api/news?lang=ru&lang=uz'),
      request('/api/news;lang=ru'),
      request('/api/news#lang=ru'),
      request('/api/news#x?lang=ru'),
      request('/api/news', { authorization: 'Bearer x' }),
      request('/api/news', { 'content-length': '2' }),
      request('/api/news', { 'transfer-encoding': 'chunked' }),
      request('/api/news', {}, 'HEAD'),
      request('/news'),
    ]) {
      expect(earlyReadKey(leftToFastify)).toBeUndefined();
    }
    expect(earlyReadKey(request('/api/news', { 'content-length': '0' }))).toBe('en /api/news');
  });
});
