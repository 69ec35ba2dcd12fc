import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { backends, startTestApp, type TestApp } from './harness';

const MB = 1024 * 1024;

/**
 * Sends a request over a real connection as a simple client does: the whole body first (waiting
 * whenever the server reads slower), then the answer. Answers what came back, or the error that
 * ended the connection, with what had come back by then.
 */
function sendWholeThenRead(
  port: number,
  head: string,
  chunks: Iterable<Buffer>,
): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ answer, error });
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const [headers, body = ''] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(headers)?.[1]);
      if (body.length >= length) finish();
    });
    socket.on('error', (error) => finish(error.message));
    socket.on('close', () => finish('closed before the answer was complete'));
    // Nothing is read until the body is sent: the answer waits in the system's buffer meanwhile.
    socket.pause();
    const body = chunks[Symbol.iterator]();
    const pump = () => {
      for (let next = body.next(); !next.done; next = body.next()) {
        if (!socket.write(next.value)) return void socket.once('drain', pump);
      }
      socket.write('', () => socket.resume());
    };
    socket.write(head, pump);
  });
}

/** `megabytes` of a JSON string's letters, a megabyte at a time. */
function* letters(megabytes: number) {
  for (let i = 0; i < megabytes; i++) yield Buffer.alloc(MB, 0x61);
}

/** The same, in HTTP's chunked encoding (no Content-Length announced). */
function* chunked(megabytes: number) {
  for (const chunk of letters(megabytes))
    yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  yield Buffer.from('0\r\n\r\n');
}

describe.each(backends)('bodies over the limit (%s)', (backend) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const post = (path: string, extraHeaders: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extraHeaders}\r\n`;

  it('answers a readable 413 to a client that sends the whole announced body before reading', async () => {
    for (const megabytes of [3, 24]) {
      const { answer, error } = await sendWholeThenRead(
        port,
        post('/api/auth/login', `Content-Length: ${megabytes * MB}\r\n`),
        letters(megabytes),
      );
      expect(error, `${megabytes} MB`).toBeUndefined();
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ error: 'The request is too large (at most 1MB)' });
    }
  });

  it('answers a readable 413 to a body without a length that passes the limit on the way', async () => {
    const { answer, error } = await sendWholeThenRead(
      port,
      post('/api/contacts', 'Transfer-Encoding: chunked\r\n'),
      chunked(6),
    );
    expect(error).toBeUndefined();
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('leaves nothing waiting on a kept-alive connection that asks for kept answers one after another', async () => {
    const sockets: Socket[] = [];
    const onConnection = (socket: Socket) => sockets.push(socket);
    t.app.server.on('connection', onConnection);
    try {
      // Kept answers are sent as soon as the request's headers are read, before Node marks a GET
      // complete: no such answer may be taken for one sent before its body arrived.
      for (let i = 0; i < 30; i++) {
        for (const path of ['/api/news', '/api/staff'])
          expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
      }
      expect(sockets.length).toBeGreaterThan(0);
      expect(sockets.length).toBeLessThan(10);
      for (const socket of sockets) expect(socket.listenerCount('close')).toBeLessThan(10);
    } finally {
      t.app.server.off('connection', onConnection);
    }
  });

  it('answers an upload over its limit with the limit staff know, to fetch too', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/investor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"${'a'.repeat(80 * MB)}"}`,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).fields).toEqual({ files: expect.stringMatching(/^Files together exceed \d+MB$/) });

    // The server goes on serving on new connections.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});

describe('the error answers in the API document', () => {
  it('lists 413, 414, 415, 431 and 503 on every operation that answers them, and only there', async () => {
    // No upload slot at all: every file-carrying operation answers 503 to a large body before reading it.
    const t = await startTestApp('sqlite', {
      rateLimits: ROOMY_RATE_LIMITS,
      uploadLimits: { concurrent: 0, reservedForStaff: 0, publicBytesPerAddressPerHour: 1024 ** 3 },
    });
    const large = { padding: 'x'.repeat(MB + 1) };
    try {
      const { paths } = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json() as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, { responses }] of Object.entries(operations)) {
          const label = `${method.toUpperCase()} ${path}`;
          const statuses = Object.keys(responses);
          const readsBody = method !== 'get';
          // Headers are read before any route is chosen: every operation may answer 431.
          expect(statuses, label).toContain('431');
          expect(statuses.includes('413'), label).toBe(readsBody);
          expect(statuses.includes('415'), label).toBe(readsBody);
          // A path parameter ({id}, {rev}…) over 100 characters is refused before the route runs.
          expect(statuses.includes('414'), label).toBe(/\{\w+\}/.test(path));

          const answer = await t.call({
            method: method.toUpperCase() as 'GET',
            url: path.replace(/\{\w+\}/g, '1'),
            // Every body is too large for its route or finds no slot: no operation runs, so one
            // session (the harness's) serves them all.
            ...(readsBody && { payload: large }),
          });
          // Readiness answers 503 of its own while starting and stopping, not for want of a slot.
          if (path === '/api/health/ready') continue;
          expect(statuses.includes('503'), `${label} answered ${answer.statusCode}`).toBe(answer.statusCode === 503);
        }
      }
    } finally {
      await t.close();
    }
  });

  it('answers 414 and 431 through HTTP as the document says', async () => {
    const t = await startTestApp('sqlite', { rateLimits: ROOMY_RATE_LIMITS });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const longId = await fetch(`http://127.0.0.1:${port}/api/news/${'1'.repeat(101)}`);
      expect(longId.status).toBe(414);
      const bigHeaders = await sendWholeThenRead(
        port,
        `GET /api/news HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
        [],
      );
      expect(bigHeaders.answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    } finally {
      await t.close();
    }
  });
});
