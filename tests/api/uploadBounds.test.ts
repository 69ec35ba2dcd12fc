import { utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { MAX_PICTURE_PIXELS } from '../../src/server/files/uploads';
import { bigPdf, dataUrl, pngDataUrl } from '../support/files';
import { variantNames } from '../../src/server/files/pictureVariants';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';

/** The header of a PNG of the given size: enough for the type and size checks, no pixels behind it. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.alloc(64)]);
}

const investorApplication = (megabytes: number) => ({
  name: 'Almalyk Metals LLC',
  email: 'invest@almalyk-metals.uz',
  files: [{ title: 'Business plan', file: dataUrl(bigPdf(megabytes), 'application/pdf') }],
  consent: true,
});

describe.each(backends)('bounded uploads (%s)', (backend) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses a picture of more than 40 megapixels before decoding it, and takes one just under', async () => {
    t = await startTestApp(backend);
    const staff = (picture: Buffer) =>
      t.call({
        method: 'POST',
        url: '/api/staff',
        payload: { full_name: 'Dilshod Karimov', position: 'Engineer', profile_image: dataUrl(picture, 'image/png') },
      });
    const huge = await staff(pngHeader(10_000, 5_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toEqual({ profile_image: 'The picture is too large: at most 40 megapixels' });
    expect(t.uploadedFiles()).toEqual([]);
    expect(6_000 * 6_000).toBeLessThan(MAX_PICTURE_PIXELS);
    // A real picture this time: its other widths are made from its pixels.
    const justUnder = await sharp({ create: { width: 6_000, height: 6_000, channels: 3, background: '#b87333' } })
      .png()
      .toBuffer();
    expect((await staff(justUnder)).statusCode).toBe(201);
  });

  it('gives each address an hourly budget of bytes on the public forms', async () => {
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      uploadLimits: { concurrent: 4, publicBytesPerAddressPerHour: 1024 * 1024 },
    });
    const send = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/investor', payload: investorApplication(0.6), remoteAddress: address });
    expect((await send('10.7.0.1')).statusCode).toBe(201);
    const files = t.uploadedFiles();

    const refused = await send('10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many files sent from your address; please try again in \d+ min$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect(t.uploadedFiles()).toEqual(files);

    expect((await send('10.7.0.2')).statusCode).toBe(201);
  });

  it('receives only so many file bodies at once, answers 503 to the next, and stays quick for the rest', async () => {
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      uploadLimits: { concurrent: 1, publicBytesPerAddressPerHour: 1024 ** 3 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const body = Buffer.from(JSON.stringify(investorApplication(1)));

    // The first upload sends its headers and half its body, then waits.
    let finishFirst!: () => void;
    const first = new Promise<number>((resolve, reject) => {
      const held = httpRequest(
        `${url}/api/investor`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      held.on('error', reject);
      held.write(body.subarray(0, body.length / 2));
      finishFirst = () => held.end(body.subarray(body.length / 2));
    });

    const post = () =>
      fetch(`${url}/api/investor`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    let busy = await post();
    // The first request is counted once its headers have arrived; until then a second one may pass.
    for (let i = 0; i < 20 && busy.status !== 503; i++) busy = await post();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect((await busy.json()).error).toMatch(/receiving other files/);

    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    finishFirst();
    expect(await first).toBe(201);
    expect((await post()).status).toBe(201);
  });

  it('reads large bodies as Fastify reads small ones: malformed and prototype-poisoned ones refused', async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS });
    const send = (payload: string) =>
      t.call({ method: 'POST', url: '/api/investor', payload, headers: { 'content-type': 'application/json' } });
    const application = investorApplication(2);

    const wrapped = application.files[0].file.replace(/(.{76})/g, '$1\r\n');
    const accepted = await send(JSON.stringify({ ...application, files: [{ title: 'Plan', file: wrapped }] }));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const stored = (await t.call({ method: 'GET', url: `/api/investor/${accepted.json().id}` })).json();
    expect(stored.name).toBe('Almalyk Metals LLC');
    expect(stored.Files).toHaveLength(1);

    const malformed = await send(JSON.stringify(application).slice(0, -2));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('The request body is not valid JSON');

    const poisoned = JSON.stringify(application).replace('{', '{"__proto__":{"isAdmin":true},');
    const refused = await send(poisoned);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The request body is not valid JSON');
    const nested = JSON.stringify(application).replace('"files":[{', '"files":[{"constructor":{"prototype":{"x":1}},');
    expect((await send(nested)).statusCode).toBe(400);
    expect(t.uploadedFiles()).toHaveLength(1);
  });

  it('refuses bodies nested thousands deep, and frees their slots for the next upload', async () => {
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      uploadLimits: { concurrent: 2, publicBytesPerAddressPerHour: 1024 ** 3 },
    });
    const depth = 5_000;
    const deep = `{"deep":${'['.repeat(depth)}${']'.repeat(depth)},"pad":"${'x'.repeat(1_100_000)}"}`;
    const send = (payload: string) =>
      t.call({ method: 'POST', url: '/api/investor', payload, headers: { 'content-type': 'application/json' } });
    for (const answer of await Promise.all([send(deep), send(deep)])) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toBe('The request body is not valid JSON');
    }
    const small = await send(JSON.stringify(investorApplication(0.1)));
    expect(small.statusCode, small.body).toBe(201);
  });

  it('lets go of senders that stop sending, so that they cannot hold the upload slots', async () => {
    t = await startTestApp(backend, {
      rateLimits: ROOMY_RATE_LIMITS,
      uploadLimits: {
        concurrent: 2,
        publicBytesPerAddressPerHour: 1024 ** 3,
        bodyProgress: { everyMs: 500, minBytes: 1024 },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.from(JSON.stringify(investorApplication(1)));

    // Three senders announce a whole application, send a few bytes, and stop.
    const stalled = Array.from({ length: 3 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.write(
        `POST /api/investor HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.subarray(0, 100).toString('latin1')}`,
      );
      return socket;
    });
    // Two take the slots and are let go; the third is told at once that the server is busy.
    const ends = await Promise.all(
      stalled.map(
        (socket) =>
          new Promise<string>((resolve) => {
            socket.once('data', (answer) => resolve(answer.toString('latin1').split('\r\n')[0]));
            socket.once('close', () => resolve('closed by the server'));
          }),
      ),
    );
    expect(ends.sort()).toEqual(['HTTP/1.1 503 Service Unavailable', 'closed by the server', 'closed by the server']);
    for (const socket of stalled) socket.destroy();

    const normal = await fetch(`http://127.0.0.1:${port}/api/investor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(normal.status).toBe(201);
  });

  it('removes at start-up the uploaded files no row refers to, once they are an hour old', async () => {
    t = await startTestApp(backend);
    const created = await t.call({
      method: 'POST',
      url: '/api/staff',
      payload: { full_name: 'Dilshod Karimov', position: 'Engineer', profile_image: pngDataUrl() },
    });
    const portrait = created.json().image.image_url.replace('/uploads/', '');
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    for (const name of ['0b9a52d4-4c55-4d4a-9d8e-6b1f0d2f7a11.png', portrait]) {
      if (name !== portrait) writeFileSync(join(t.uploadDir, name), 'left behind');
      utimesSync(join(t.uploadDir, name), hourAgo, hourAgo);
    }
    writeFileSync(join(t.uploadDir, '5f0e3c2a-1d7b-4b8e-8f3a-2c9d4e6a7b10.png'), 'being uploaded');

    const restarted = await buildApp({
      databaseUrl: t.databaseUrl,
      uploadDir: t.uploadDir,
      admin: ADMIN,
      seedDemo: false,
      sessionTtlHours: 12,
      rateLimits: ROOMY_RATE_LIMITS,
      logger: false,
    });
    await restarted.close();
    // The portrait keeps its other widths (they share its UUID).
    expect(t.uploadedFiles().sort()).toEqual(
      [portrait, ...variantNames(portrait), '5f0e3c2a-1d7b-4b8e-8f3a-2c9d4e6a7b10.png'].sort(),
    );
  });
});
