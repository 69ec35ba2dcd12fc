import { afterEach, describe, expect, it } from 'vitest';
import { type AppConfig, defaultRateLimits, readConfig } from '../../src/server/config';
import { startTestApp, type TestApp } from './harness';

const visitor = {
  name: 'Dilnoza Rahimova',
  email: 'dilnoza@example.uz',
  phone_number: '+998 90 765-43-21',
  message: 'Is there a free warehouse near the rail siding?',
  consent: true,
};

/** The address every request comes from: the reverse proxy in front of the server. */
const PROXY = '10.0.0.5';
const TWO_POSTS_A_MINUTE = { ...defaultRateLimits, formsPerIp: { max: 2, timeWindowMs: 60_000 } };

/** TRUST_PROXY as an operator writes it, read the way the server reads it. */
const trustProxy = (value: string): AppConfig['trustProxy'] => readConfig({ TRUST_PROXY: value }, '').trustProxy;

describe('the visitor’s address behind a reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const start = async (value: string) => {
    t = await startTestApp('sqlite', { rateLimits: TWO_POSTS_A_MINUTE, trustProxy: trustProxy(value) });
    return t;
  };
  /** A contact form post that reached us through the proxy, which says the visitor was `forwardedFor`. */
  const postVia = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: visitor,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with TRUST_PROXY=1, gives two visitors behind one proxy a rate-limit bucket each', async () => {
    const app = await start('1');
    expect((await postVia(app, '203.0.113.7')).statusCode).toBe(201);
    expect((await postVia(app, '203.0.113.7')).statusCode).toBe(201);
    expect((await postVia(app, '203.0.113.7')).statusCode).toBe(429);
    expect((await postVia(app, '198.51.100.23')).statusCode).toBe(201);
  });

  it('with TRUST_PROXY=1, believes only the hop the proxy added, not what the visitor typed before it', async () => {
    const app = await start('1');
    expect((await postVia(app, '1.1.1.1, 203.0.113.7')).statusCode).toBe(201);
    expect((await postVia(app, '2.2.2.2, 203.0.113.7')).statusCode).toBe(201);
    expect((await postVia(app, '3.3.3.3, 203.0.113.7')).statusCode).toBe(429);
  });

  it('with the proxy’s address listed, trusts that proxy and no other sender', async () => {
    const app = await start(PROXY);
    expect((await postVia(app, '203.0.113.7')).statusCode).toBe(201);
    expect((await postVia(app, '203.0.113.7')).statusCode).toBe(201);
    expect((await postVia(app, '198.51.100.23')).statusCode).toBe(201);
    const direct = (forwardedFor: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: visitor,
        remoteAddress: '192.0.2.44',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await direct('4.4.4.4')).statusCode).toBe(201);
    expect((await direct('5.5.5.5')).statusCode).toBe(201);
    expect((await direct('6.6.6.6')).statusCode).toBe(429);
  });

  it('with TRUST_PROXY off (the default), a forged X-Forwarded-For changes nothing', async () => {
    const app = await start('false');
    expect((await postVia(app, '203.0.113.7')).statusCode).toBe(201);
    expect((await postVia(app, '198.51.100.23')).statusCode).toBe(201);
    const limited = await postVia(app, '192.0.2.99');
    expect(limited.statusCode).toBe(429);
    const stored = await app.call({ method: 'GET', url: '/api/contacts' });
    expect(stored.headers['x-total-count']).toBe('2');
  });
});
