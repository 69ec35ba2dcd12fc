import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

/** One line per request, when it is answered, and none at info for a read answered well. */
describe('the access log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      logger: true,
      logLevel: 'info',
      logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    });
  });
  afterAll(() => t.close());

  const requestLines = () =>
    lines.filter((line) => line.msg === 'request completed' || line.msg === 'incoming request');

  it('says nothing at info of a read answered well', async () => {
    lines.length = 0;
    expect((await t.call({ method: 'GET', url: '/api/faq', token: null })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/health', token: null })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
  });

  it('writes one line for a write, and one for an answer that went wrong, with status and time', async () => {
    const token = await t.login();
    lines.length = 0;
    const created = await t.call({
      method: 'POST',
      url: '/api/faq?lang=en',
      token,
      payload: { question: 'Logged?', answer: '<p>Once.</p>' },
    });
    expect(created.statusCode).toBe(201);
    expect((await t.call({ method: 'GET', url: '/api/contacts', token: null })).statusCode).toBe(401);
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 30, method: 'POST', url: '/api/faq?lang=en', statusCode: 201 }),
      expect.objectContaining({ level: 30, method: 'GET', url: '/api/contacts', statusCode: 401 }),
    ]);
    expect(requestLines()[0].responseTime).toEqual(expect.any(Number));
  });

  it('writes no preview token, however its name is written', async () => {
    lines.length = 0;
    const secret = 'Zm9yZ2VkLXByZXZpZXctdG9rZW4tdGhhdC1vcGVucy1hLWRyYWZ0';
    for (const url of [
      `/api/news/999?lang=en&preview=${secret}`,
      `/news/999?%70review=${secret}&x=1`,
      `/api/news/999?preview=${secret}&preview=${secret}`,
    ]) {
      // Refused reads (an unknown item, a repeated parameter) are the ones written at info.
      expect((await t.call({ method: 'GET', url, token: null })).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(requestLines().map((line) => line.url)).toEqual([
      '/api/news/999?lang=en&preview=[redacted]',
      '/news/999?%70review=[redacted]&x=1',
      '/api/news/999?preview=[redacted]&preview=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
