import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bigPdf, dataUrl, pngDataUrl } from '../support/files';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { backends, startTestApp, type TestApp } from './harness';

const FIVE_MB = 5 * 1024 * 1024;

/**
 * A visitor's connection that announces a 5 MB investor application, sends its start, then one
 * byte every `everyMs`: held open as long as the server lets it. Resolves when the server closes
 * it (or answers it), with how long that took.
 */
function stalledUpload(port: number, everyMs: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const started = Date.now();
  socket.write(
    `POST /api/investor HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${FIVE_MB}\r\n\r\n{"name":"Slow Sender","email":"slow@example.uz","info":"`,
  );
  const trickle = setInterval(() => socket.write('a'), everyMs);
  const ended = new Promise<{ ms: number; answer: string }>((resolve) => {
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.once('close', () => {
      clearInterval(trickle);
      resolve({ ms: Date.now() - started, answer: answer.split('\r\n')[0] });
    });
  });
  socket.on('error', () => {});
  return { ended, stop: () => socket.destroy() };
}

describe.each(backends)('upload slots (%s)', (backend) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('go to large bodies only: two stalled uploads stop no staff save nor small application, and are let go', async () => {
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      uploadLimits: {
        concurrent: 2,
        publicBytesPerAddressPerHour: 1024 ** 3,
        bodyProgress: { everyMs: 1500, minBytes: 4096 },
      },
    });
    const token = await t.login();
    const news = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'New copper line opened', body: '<p>Running.</p>', image: pngDataUrl() },
    });
    expect(news.statusCode).toBe(201);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const json = (method: string, path: string, body: object, bearer?: string) =>
      fetch(`${url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(bearer && { authorization: `Bearer ${bearer}` }) },
        body: JSON.stringify(body),
      });
    const bigApplication = {
      name: 'Almalyk Metals LLC',
      email: 'invest@almalyk-metals.uz',
      files: [{ title: 'Business plan', file: dataUrl(bigPdf(1), 'application/pdf') }],
      consent: true,
    };

    const stalled = [stalledUpload(port, 300), stalledUpload(port, 300)];
    try {
      // Both slots are held: a third large application is told the server is busy.
      let busy = await json('POST', '/api/investor', bigApplication);
      for (let i = 0; i < 20 && busy.status !== 503; i++) busy = await json('POST', '/api/investor', bigApplication);
      expect(busy.status).toBe(503);

      const staffSave = await json('PATCH', `/api/news/${news.json().id}`, { title: 'Second line opened' }, token);
      expect(staffSave.status, await staffSave.clone().text()).toBe(200);
      const settingsSave = await json('PATCH', '/api/settings', { email: 'desk@park.uz' }, token);
      expect(settingsSave.status).toBe(200);
      const contact = { name: 'Jasur Nazarov', email: 'jasur@example.uz', message: 'A plot, please.', consent: true };
      expect((await json('POST', '/api/contacts', contact)).status).toBe(201);
      const smallInvestor = { name: 'Small LLC', email: 'small@example.uz', info: 'No documents yet.', consent: true };
      expect((await json('POST', '/api/investor', smallInvestor)).status).toBe(201);
      // A staff upload of a large file has a slot of its own while visitors hold theirs.
      const document = await json(
        'POST',
        '/api/documents',
        { title: 'Price list', file: bigApplication.files[0].file },
        token,
      );
      expect(document.status, await document.clone().text()).toBe(201);

      // A byte every 300 ms is far below 4 KiB every 1.5 s: both are let go within two periods.
      for (const { ms, answer } of await Promise.all(stalled.map((upload) => upload.ended))) {
        expect(answer).toBe('');
        expect(ms).toBeLessThan(6000);
      }
    } finally {
      for (const upload of stalled) upload.stop();
    }
    expect((await json('POST', '/api/investor', bigApplication)).status).toBe(201);
  });

  it('refuses none of 50 saves of news and settings sent at once', async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
    const news = await t.call({
      method: 'POST',
      url: '/api/news',
      payload: { title: 'New copper line opened', body: '<p>Running.</p>', image: pngDataUrl() },
    });
    const id = news.json().id as number;
    await t.call({ method: 'GET', url: '/api/settings' });
    const saves = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? t.call({ method: 'PATCH', url: `/api/news/${id}`, payload: { title: `Copper line, take ${i}` } })
        : t.call({ method: 'PATCH', url: '/api/settings', payload: { email: `desk${i}@park.uz` } }),
    );
    const statuses = (await Promise.all(saves)).map((answer) => answer.statusCode);
    expect(statuses).toEqual(Array(50).fill(200));
  });
});
