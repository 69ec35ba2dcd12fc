import { connect as connectTcp } from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';

/** How often the instances look for each other's writes in these tests (1 s in production). */
const CHECK_MS = 300;
const TOKEN = 'metrics-token-0123456789abcdef';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

interface RawAnswer {
  /** The status line and every header as sent, in their order, with the Date's value blanked. */
  head: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The body of a chunked answer (the way through Fastify streams an answer it compresses itself). */
function dechunked(framed: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = framed.indexOf('\r\n', at);
    const size = parseInt(framed.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(chunks);
    chunks.push(framed.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * One GET over a socket of its own, read as the bytes came: the head as written, then as many bytes
 * as `Content-Length` says (none for a 304), or the chunks up to the last.
 */
function rawGet(port: number, url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${lines.join('')}\r\n`);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const fields = head.split('\r\n').slice(1);
      const parsed = Object.fromEntries(
        fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 2)]),
      );
      const status = Number(head.split(' ')[1]);
      const rest = received.subarray(end + 4);
      let body: Buffer;
      if (parsed['transfer-encoding'] === 'chunked') {
        if (!rest.toString('latin1').endsWith('0\r\n\r\n')) return;
        body = dechunked(rest);
      } else {
        const length = status === 304 ? 0 : Number(parsed['content-length']);
        if (rest.length < length) return;
        body = rest.subarray(0, length);
      }
      socket.destroy();
      resolve({ head: head.replace(/^Date: .*$/m, 'Date: (now)'), status, headers: parsed, body });
    });
    socket.on('error', reject);
  });
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/**
 * A kept public API read is sent before Fastify routes the request (http/earlyAnswers.ts), on
 * Node's response: byte for byte what the way through Fastify sends, counted in the metrics,
 * written in the access log, and dropped by a write as at once as before.
 */
describe.each(backends)('the public reads answered before routing on %s', (backend) => {
  let t: TestApp;
  let second: FastifyInstance;
  const lines: LogLine[] = [];
  let answeredEarly = 0;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      // A request that finds the look at the database due is left to Fastify: here, only the first.
      contentCheckMs: 600_000,
      metricsToken: TOKEN,
      logger: true,
      logLevel: 'debug',
      logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    });
    t.app.earlyAnswers.watch(() => (answeredEarly += 1));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    second = await t.anotherInstance({ logger: false, contentCheckMs: CHECK_MS });
    await second.listen({ port: 0, host: '127.0.0.1' });
    // Enough questions for a list worth compressing.
    for (const n of [1, 2, 3, 4, 5])
      await addQuestion(`Question ${n}: ${'how far is the park from the airport? '.repeat(3)}`);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  async function addQuestion(question: string) {
    const response = await t.call({
      method: 'POST',
      url: '/api/faq?lang=en',
      payload: { question, answer: `<p>${'Twenty minutes by car. '.repeat(4)}</p>` },
    });
    expect(response.statusCode).toBe(201);
  }

  /** The same request answered before routing, then by Fastify's way (the early answers turned off for it). */
  async function bothWays(url: string, headers: Record<string, string> = {}) {
    const port = portOf(t.app);
    await rawGet(port, url, headers);
    const before = answeredEarly;
    const early = await rawGet(port, url, headers);
    const wasEarly = answeredEarly > before;
    t.app.earlyAnswers.answerWith(undefined);
    try {
      const throughFastify = await rawGet(port, url, headers);
      return { early, throughFastify, wasEarly };
    } finally {
      t.app.earlyAnswers.answerWith((request, response) => t.app.publicCache.answerEarly(request, response));
    }
  }

  it('sends a kept list byte for byte as Fastify does, in brotli, gzip and as it is', async () => {
    const encodings = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, 'identity'],
    ] as const) {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const { early, throughFastify, wasEarly } = await bothWays('/api/faq?lang=en', headers);
      expect(wasEarly).toBe(true);
      expect(early.head).toBe(throughFastify.head);
      expect(early.body.equals(throughFastify.body)).toBe(true);
      expect(early.status).toBe(200);
      expect(early.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      const list = JSON.parse(encodings[encoding](early.body).toString()) as unknown[];
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(early.headers).toMatchObject({
        vary: 'accept-encoding, accept-language, authorization',
        'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
        'x-content-type-options': 'nosniff',
        'x-total-count': String(list.length),
      });
    }
  });

  it('answers 304 to a visitor who holds the list, as Fastify does', async () => {
    const { early: first } = await bothWays('/api/faq?lang=en');
    const { early, throughFastify, wasEarly } = await bothWays('/api/faq?lang=en', {
      'if-none-match': first.headers.etag!,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(wasEarly).toBe(true);
    expect(early.status).toBe(304);
    expect(early.head).toBe(throughFastify.head);
    expect(early.body.length).toBe(0);
  });

  it('follows the language asked for, by the address or by Accept-Language, and a small list alike', async () => {
    for (const [url, headers] of [
      ['/api/faq', { 'accept-language': 'ru-RU,ru;q=0.9' }],
      ['/api/faq?lang=uz&page=1', { 'accept-language': 'ru' }],
      ['/api/news', { 'accept-encoding': 'gzip, deflate, br' }],
    ] as const) {
      const { early, throughFastify, wasEarly } = await bothWays(url, headers);
      expect([url, wasEarly]).toEqual([url, true]);
      expect(early.head).toBe(throughFastify.head);
      expect(early.body.equals(throughFastify.body)).toBe(true);
    }
  });

  it('leaves to Fastify what it might answer otherwise: deflate, an escaped query, a signed-in read', async () => {
    for (const [url, headers] of [
      ['/api/faq?lang=en', { 'accept-encoding': 'deflate' }],
      ['/api/faq?lang=%65n', {}],
      ['/api/faq?lang=en&lang=ru', {}],
      ['/api/faq?lang=en', { authorization: 'Bearer not-a-token' }],
    ] as const) {
      const { early, throughFastify, wasEarly } = await bothWays(url, headers);
      expect([url, wasEarly]).toEqual([url, false]);
      expect(early.head).toBe(throughFastify.head);
    }
  });

  it('counts what it answers in the metrics and writes it in the access log', async () => {
    const count = async () => {
      const exposition = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const sample =
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/faq",status_code="200"\} (\d+)$/m.exec(
          exposition.body,
        );
      return Number(sample?.[1] ?? 0);
    };
    const port = portOf(t.app);
    await rawGet(port, '/api/faq?lang=en&logged=1');
    const counted = await count();
    lines.length = 0;
    const before = answeredEarly;
    await rawGet(port, '/api/faq?lang=en&logged=1');
    await rawGet(port, '/api/faq?lang=en&logged=1');
    expect(answeredEarly - before).toBe(2);
    expect((await count()) - counted).toBe(2);
    const logged = lines.filter((line) => line.msg === 'request completed' && line.url?.includes('logged'));
    expect(logged).toEqual([
      expect.objectContaining({ level: 20, method: 'GET', url: '/api/faq?lang=en&logged=1', statusCode: 200 }),
      expect.objectContaining({ level: 20, method: 'GET', url: '/api/faq?lang=en&logged=1', statusCode: 200 }),
    ]);
    expect(logged[0].responseTime).toEqual(expect.any(Number));
    expect(logged[0].reqId).toMatch(/^req-\w+$/);
    expect(logged[0].reqId).not.toBe(logged[1].reqId);
  });

  it('shows a write at once on its instance, and within the bound on another', async () => {
    const question = 'Is the early answer dropped at once?';
    const port = portOf(t.app);
    const otherPort = portOf(second);
    const read = async (at: number) => (await rawGet(at, '/api/faq?lang=en')).body.toString();
    await read(port);
    await read(otherPort);
    expect(await read(port)).not.toContain(question);
    expect(await read(otherPort)).not.toContain(question);
    await addQuestion(question);
    expect(await read(port)).toContain(question);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 50));
    expect(await read(otherPort)).toContain(question);
  });
});
