import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { ADMIN, backends, startTestApp, type TestApp } from './harness';

const KEY = randomBytes(32);
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** A receiver on a loopback port that keeps what it is sent. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, server };
}

/** What the database holds for the admin's two-step key and the webhooks' secrets. */
async function storedSecrets(t: TestApp) {
  const { kysely } = connect(t.databaseUrl, console);
  try {
    return {
      twoStep: (await kysely.selectFrom('two_step_secrets').select('secret').execute()).map((row) => row.secret),
      webhooks: (await kysely.selectFrom('webhooks').select('secret').execute()).map((row) => row.secret),
    };
  } finally {
    await kysely.destroy();
  }
}

/** Turns two-step sign-in on for the admin; answers its key. */
async function turnOnTwoStep(t: TestApp): Promise<string> {
  const setup = await t.call({
    method: 'POST',
    url: '/api/auth/two-step/setup',
    payload: { password: ADMIN.password },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await t.call({
    method: 'POST',
    url: '/api/auth/two-step/confirm',
    payload: { code: codeOf(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

/** Password, then a code of the next time step (the current one was taken by the confirmation). */
async function signInWithCode(app: FastifyInstance, secret: string, steps: number) {
  const inject = (options: InjectOptions) => app.inject(options);
  const first = await inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  expect(first.statusCode, first.body).toBe(200);
  const { challenge } = first.json() as { challenge: string };
  return inject({
    method: 'POST',
    url: '/api/auth/login/two-step',
    payload: { challenge, code: codeOf(secret, steps) },
  });
}

const webhookSettings = { allowPrivate: true, retryDelaysMs: [150], sweepIntervalMs: 50, timeoutMs: 3000 };

describe.each(backends)('secrets at rest with SECRETS_KEY (%s)', (backend) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp(backend, { secretsKey: KEY, rateLimits: ROOMY_RATE_LIMITS, webhooks: webhookSettings });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('stores the two-step key encrypted, and its codes still sign in', async () => {
    const secret = await turnOnTwoStep(t);
    const { twoStep } = await storedSecrets(t);
    expect(twoStep).toHaveLength(1);
    expect(twoStep[0]).not.toContain(secret);
    expect(twoStep[0]).toMatch(/^sealed:v1:/);
    const second = await signInWithCode(t.app, secret, 1);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().token).toEqual(expect.any(String));
  });

  it('stores a webhook secret encrypted, and deliveries are signed with the secret', async () => {
    const registered = await t.call({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url, events: ['application.received'] },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { secret } = registered.json() as { secret: string };
    const { webhooks } = await storedSecrets(t);
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]).not.toContain(secret);
    expect(webhooks[0]).toMatch(/^sealed:v1:/);

    const contact = await t.call({
      method: 'POST',
      url: '/api/contacts',
      token: null,
      payload: { name: 'Sealed Visitor', email: 'sealed@example.uz', message: 'Hello', consent: true },
    });
    expect(contact.statusCode).toBe(201);
    const until = Date.now() + 10_000;
    while (receiver.received.length === 0 && Date.now() < until) await new Promise((done) => setTimeout(done, 25));
    const [delivery] = receiver.received;
    expect(delivery).toBeDefined();
    const expected = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`;
    expect(delivery.headers['x-technopark-signature']).toBe(expected);
  });
});

describe.each(backends)('secrets stored before SECRETS_KEY was set (%s)', (backend) => {
  let t: TestApp;
  let secret: string;
  let webhookSecret: string;

  beforeAll(async () => {
    t = await startTestApp(backend, { rateLimits: ROOMY_RATE_LIMITS, webhooks: webhookSettings });
    secret = await turnOnTwoStep(t);
    const registered = await t.call({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'http://127.0.0.1:9/never', events: ['content.created'] },
    });
    webhookSecret = (registered.json() as { secret: string }).secret;
  });
  afterAll(() => t.close());

  it('are stored as they are without a key, and sealed when a server starts with one; codes still sign in', async () => {
    expect(await storedSecrets(t)).toEqual({ twoStep: [secret], webhooks: [webhookSecret] });
    const keyed = await t.anotherInstance({ secretsKey: KEY });
    try {
      const { twoStep, webhooks } = await storedSecrets(t);
      expect(twoStep[0]).toMatch(/^sealed:v1:/);
      expect(webhooks[0]).toMatch(/^sealed:v1:/);
      expect(webhooks[0]).not.toContain(webhookSecret);
      const second = await signInWithCode(keyed, secret, 1);
      expect(second.statusCode, second.body).toBe(200);
    } finally {
      await keyed.close();
    }
  });

  it('stop a server from starting when the key is missing or another, saying so', async () => {
    const without = t.anotherInstance({ secretsKey: undefined });
    await expect(without).rejects.toBeInstanceOf(ConfigError);
    await expect(without).rejects.toThrow(/SECRETS_KEY: .*stored encrypted, but SECRETS_KEY is not set/);
    await expect(t.anotherInstance({ secretsKey: randomBytes(32) })).rejects.toThrow(
      /SECRETS_KEY: .*encrypted with another key than SECRETS_KEY/,
    );
  });
});

describe('the SECRETS_KEY setting', () => {
  it('takes 32 bytes as hex or base64, and refuses anything else with a sentence', () => {
    expect(readConfig({ SECRETS_KEY: KEY.toString('hex') }, '').secretsKey).toEqual(KEY);
    expect(readConfig({ SECRETS_KEY: KEY.toString('base64') }, '').secretsKey).toEqual(KEY);
    expect(readConfig({}, '').secretsKey).toBeUndefined();
    for (const wrong of [
      'short',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      'g'.repeat(64),
    ]) {
      expect(() => readConfig({ SECRETS_KEY: wrong }, ''), wrong).toThrow(
        'SECRETS_KEY: must be 32 bytes as 64 hex digits or base64',
      );
    }
  });
});
