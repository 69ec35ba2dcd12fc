import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { bearerMatches, UNMATCHED_ROUTE } from '../../src/server/metrics';
import { ROOMY_RATE_LIMITS } from '../support/rateLimits';
import { startTestApp, type TestApp } from './harness';

// The metrics do not touch the database: SQLite is enough.
const TOKEN = 'metrics-token-0123456789abcdef';

/** One sample of the text format: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(exposition: string): Sample[] {
  return exposition
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of the sample of `name` whose labels include `labels`, or undefined. */
const valueOf = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

const investorApplication = {
  name: 'Almalyk Metals LLC',
  email: 'invest@almalyk-metals.uz',
  files: [
    { title: 'Business plan', file: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n').toString('base64')}` },
  ],
  consent: true,
};

const visitor = {
  name: 'Jasur Nazarov',
  email: 'jasur@example.uz',
  phone_number: '+998 90 123-45-67',
  message: 'We would like to rent a 2 ha plot for a cable plant.',
  consent: true,
};

describe('GET /metrics', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const start = (overrides: Partial<AppConfig> = {}) =>
    startTestApp('sqlite', { rateLimits: ROOMY_RATE_LIMITS, metricsToken: TOKEN, ...overrides });
  /** GET /metrics with the right token, another Authorization header, or none (null). */
  const scrape = (authorization: string | null = `Bearer ${TOKEN}`) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === null ? {} : { authorization } });
  const scraped = async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    return samples(response.body);
  };

  it('does not exist without METRICS_TOKEN, whatever is sent', async () => {
    t = await startTestApp('sqlite');
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(null)).statusCode).toBe(404);
  });

  it('answers 401 to a request without the token or with another, and the text format to the token', async () => {
    t = await start();
    for (const authorization of [
      null,
      'Bearer',
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json().error).toMatch(/METRICS_TOKEN/);
      expect(refused.body).not.toContain('process_');
    }

    const response = await scrape(`bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const all = samples(response.body);
    // prom-client's default metrics: the process's memory, CPU, event loop.
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) {
      expect(valueOf(all, name), name).toBeGreaterThan(0);
    }
    expect(valueOf(all, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(valueOf(all, 'technopark_upload_gate_refusals_total', { reason: 'busy' })).toBe(0);
    expect(valueOf(all, 'technopark_upload_gate_refusals_total', { reason: 'hourly_bytes' })).toBe(0);
    for (const name of ['sent_total', 'failed_total', 'retries_total', 'queued']) {
      expect(valueOf(all, `technopark_staff_mail_${name}`), name).toBe(0);
    }
  });

  it('times each request under its route pattern and status, never its address', async () => {
    t = await start();
    await t.call({ method: 'GET', url: '/api/health', token: null });
    await t.call({ method: 'GET', url: '/api/health', token: null });
    await t.call({ method: 'GET', url: '/api/news/987654', token: null });
    await t.call({ method: 'GET', url: '/api/contacts?status=new', token: 'not-a-session' });
    await t.call({ method: 'GET', url: '/no-such-thing-4242.txt', token: null });

    const response = await scrape();
    const all = samples(response.body);
    const count = (route: string, status: string, method = 'GET') =>
      valueOf(all, 'http_request_duration_seconds_count', { method, route, status_code: status });
    expect(count('/api/health', '200')).toBe(2);
    expect(count('/api/news/:id', '404')).toBe(1);
    // Refused by the auth guard before the route ran: still the route's pattern.
    expect(count('/api/contacts', '401')).toBe(1);
    expect(count(UNMATCHED_ROUTE, '404')).toBe(1);
    expect(valueOf(all, 'http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(2);
    expect(valueOf(all, 'http_request_duration_seconds_sum', { route: '/api/health' })).toBeGreaterThan(0);
    expect(response.body).not.toContain('987654');
    expect(response.body).not.toContain('no-such-thing');
    expect(response.body).not.toContain('status=new');
    // The refused scrapes and this one's predecessors count as well; the unauthorised ones as 401.
    await scrape('Bearer nope');
    expect(
      valueOf(await scraped(), 'http_request_duration_seconds_count', { route: '/metrics', status_code: '401' }),
    ).toBe(1);
  });

  it('counts the upload gate refusing a request because it is busy', async () => {
    t = await start({ uploadLimits: { concurrent: 0, publicBytesPerAddressPerHour: 1024 ** 3 } });
    // Only a large body (above 1 MiB) waits for a slot.
    const large = { ...investorApplication, info: 'x'.repeat(1024 * 1024) };
    const refused = await t.call({ method: 'POST', url: '/api/investor', payload: large, token: null });
    expect(refused.statusCode).toBe(503);
    const all = await scraped();
    expect(valueOf(all, 'technopark_upload_gate_refusals_total', { reason: 'busy' })).toBe(1);
    expect(valueOf(all, 'technopark_upload_gate_refusals_total', { reason: 'hourly_bytes' })).toBe(0);
    expect(
      valueOf(all, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/investor',
        status_code: '503',
      }),
    ).toBe(1);
  });

  it("counts the upload gate refusing an address that spent its hour's bytes", async () => {
    // Room for one application an hour.
    const bytes = Buffer.byteLength(JSON.stringify(investorApplication));
    t = await start({ uploadLimits: { concurrent: 2, publicBytesPerAddressPerHour: bytes + 10 } });
    const send = () => t.call({ method: 'POST', url: '/api/investor', payload: investorApplication, token: null });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
    expect((await send()).statusCode).toBe(429);
    const all = await scraped();
    expect(valueOf(all, 'technopark_upload_gate_refusals_total', { reason: 'hourly_bytes' })).toBe(2);
    expect(valueOf(all, 'technopark_upload_gate_refusals_total', { reason: 'busy' })).toBe(0);
  });

  it('counts the mails to staff sent, queued for a retry, retried and given up', async () => {
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const mail = (port: number, retryDelaysMs: number[]) => ({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        notifyEmails: ['director@park.uz'],
        from: 'site@park.uz',
        retryDelaysMs,
      },
    });
    try {
      t = await start(mail((smtp.server.address() as AddressInfo).port, []));
      expect((await t.call({ method: 'POST', url: '/api/contacts', payload: visitor, token: null })).statusCode).toBe(
        201,
      );
      await t.app.staffMail.settled();
      let all = await scraped();
      // The staff's mail and the applicant's receipt.
      expect(valueOf(all, 'technopark_staff_mail_sent_total')).toBe(2);
      expect(valueOf(all, 'technopark_staff_mail_queued')).toBe(0);
      await t.close();

      // A mail server that is not there: one retry after a pause long enough to be seen queued.
      const port = await closedPort();
      t = await start(mail(port, [60_000]));
      await t.call({ method: 'POST', url: '/api/contacts', payload: visitor, token: null });
      await expect.poll(async () => valueOf(await scraped(), 'technopark_staff_mail_retries_total')).toBe(2);
      all = await scraped();
      expect(valueOf(all, 'technopark_staff_mail_queued')).toBe(2);
      expect(valueOf(all, 'technopark_staff_mail_failed_total')).toBe(0);
      await t.close();

      t = await start(mail(port, []));
      await t.call({ method: 'POST', url: '/api/contacts', payload: visitor, token: null });
      await t.app.staffMail.settled();
      all = await scraped();
      expect(valueOf(all, 'technopark_staff_mail_failed_total')).toBe(2);
      expect(valueOf(all, 'technopark_staff_mail_sent_total')).toBe(0);
      expect(valueOf(all, 'technopark_staff_mail_queued')).toBe(0);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

/** A loopback port nothing listens on (one just freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('bearerMatches', () => {
  it('takes exactly the token, after Bearer in any case', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`BEARER  ${TOKEN}`, TOKEN)).toBe(true);
    for (const wrong of [undefined, '', 'Bearer ', `Bearer ${TOKEN} extra`, `Token ${TOKEN}`, `Bearer ${TOKEN}0`]) {
      expect(bearerMatches(wrong, TOKEN), String(wrong)).toBe(false);
    }
  });
});
