// Load for the cluster test (tests/api/cluster.test.ts): visitors reading pages and the API over
// kept-alive connections, and visitors sending the contact form, each from an address of its own
// (127.0.1.x: the forms are limited per address), every answer noted with when it was asked.
import { Agent, request } from 'node:http';

/** One request of the load: when it was sent, what, and whether it was answered well. */
export interface Sample {
  at: number;
  what: string;
  ok: boolean;
  /** The status, or the error that took the place of an answer. */
  outcome: string;
}

export interface Load {
  /** Stops sending and waits for the requests under way; answers every sample. */
  stop(): Promise<Sample[]>;
  /** The e-mail addresses of the contact requests the site acknowledged (201). */
  readonly acknowledged: string[];
}

interface Answer {
  status: number;
  body: string;
}

function send(
  url: URL,
  options: { method?: string; body?: string; agent: Agent | false; localAddress?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent,
        localAddress: options.localAddress,
        headers: options.body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) }
          : {},
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A contact request that can be found again by its e-mail address. */
const contactRequest = (n: number, tag: string) => ({
  email: `visitor-${tag}-${n}@example.uz`,
  body: JSON.stringify({
    name: `Visitor ${n}`,
    email: `visitor-${tag}-${n}@example.uz`,
    phone_number: '+998 90 123-45-67',
    message: `A plot for a workshop, please (${tag} ${n}).`,
    consent: true,
  }),
});

/**
 * `readers` loops reading `paths` in turn and `writers` loops sending the contact form, all at
 * once against `origin`, until stopped. `tag` keeps the contact requests of one load apart.
 */
export function startLoad(origin: string, paths: string[], tag: string, readers = 48, writers = 2): Load {
  const samples: Sample[] = [];
  const acknowledged: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: readers });
  let stopped = false;
  let written = 0;

  const noted = async (what: string, expected: number, asked: () => Promise<Answer>) => {
    const at = Date.now();
    try {
      const { status } = await asked();
      samples.push({ at, what, ok: status === expected, outcome: String(status) });
      return status === expected;
    } catch (error) {
      samples.push({ at, what, ok: false, outcome: (error as Error).message });
      return false;
    }
  };

  const reader = async (first: number) => {
    for (let i = first; !stopped; i++) {
      const path = paths[i % paths.length];
      await noted(`GET ${path}`, 200, () => send(new URL(path, origin), { agent }));
    }
  };
  const writer = async () => {
    while (!stopped) {
      const n = written++;
      const contact = contactRequest(n, tag);
      // A new connection for each, from the visitor's own address.
      const localAddress = `127.0.1.${(n % 250) + 1}`;
      const sent = () =>
        send(new URL('/api/contacts', origin), { method: 'POST', body: contact.body, agent: false, localAddress });
      if (await noted('POST /api/contacts', 201, sent)) acknowledged.push(contact.email);
    }
  };

  const loops = [
    ...Array.from({ length: readers }, (_, i) => reader(i)),
    ...Array.from({ length: writers }, () => writer()),
  ];
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      return samples;
    },
  };
}

/** The share of the samples sent from `from` to `to` that failed, with a few of the failures to show. */
export function failuresBetween(samples: Sample[], from: number, to: number) {
  const sent = samples.filter((sample) => sample.at >= from && sample.at < to);
  const failed = sent.filter((sample) => !sample.ok);
  return {
    sent: sent.length,
    failed: failed.length,
    ratio: sent.length === 0 ? 1 : failed.length / sent.length,
    examples: failed.slice(0, 10).map((sample) => `${sample.what}: ${sample.outcome}`),
  };
}

/** How many requests of each kind were sent and failed, for the test's log. */
export function countsByKind(samples: Sample[]): string {
  const counts = new Map<string, { sent: number; failed: number }>();
  for (const sample of samples) {
    const count = counts.get(sample.what) ?? { sent: 0, failed: 0 };
    count.sent += 1;
    if (!sample.ok) count.failed += 1;
    counts.set(sample.what, count);
  }
  return [...counts].map(([what, { sent, failed }]) => `${what} ${sent} sent, ${failed} failed`).join('; ');
}
