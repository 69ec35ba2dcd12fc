import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies above this are parsed off the main thread; below it, parsing takes well under a millisecond. */
const LARGE_BODY_BYTES = 1024 * 1024;
/** How deep a large body may nest its arrays and objects (see the worker below). */
const MAX_DEPTH = 64;

// Plain JavaScript evaluated as the worker, so the same code runs under tsx, in the tests and in
// the compiled server without a second build entry. Long ASCII strings (the files' base64) travel
// back as transferred bytes rather than through structured cloning, which would copy each of
// them twice more while the first parse's copies still exist.
//
// A body nested deeper than MAX_DEPTH is refused as invalid there: no body of the API is nested
// more than a few levels, and a value nested thousands deep, though JSON.parse reads it, cannot
// be cloned back to the main thread ('messageerror'), where its request would wait for ever.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const LONG = ${64 * 1024};
const MAX_DEPTH = ${MAX_DEPTH};
function takeLongStrings(node, path, taken) {
  if (typeof node !== 'object' || node === null) return;
  if (path.length >= MAX_DEPTH) throw new Error('nested too deep');
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (key !== '__proto__' && typeof value === 'string' && value.length > LONG && /^[\\x00-\\x7f]*$/.test(value)) {
      const bytes = Buffer.from(value, 'latin1');
      taken.push({ path: [...path, key], bytes: bytes.buffer, length: bytes.length });
      node[key] = null;
    } else takeLongStrings(value, [...path, key], taken);
  }
}
parentPort.on('message', ({ id, bytes }) => {
  try {
    const value = JSON.parse(Buffer.from(bytes).toString('utf8'));
    const taken = [];
    takeLongStrings(value, [], taken);
    parentPort.postMessage({ id, value, taken }, taken.map((t) => t.bytes));
  } catch {
    parentPort.postMessage({ id, invalid: true });
  }
});
`;

interface TakenString {
  path: string[];
  bytes: ArrayBuffer;
  length: number;
}

interface WorkerAnswer {
  value?: unknown;
  taken?: TakenString[];
  invalid?: boolean;
}

/**
 * Puts the long strings the worker sent as bytes back where they were, one per turn of the event
 * loop (each is a copy of megabytes), so quick requests get answered in between.
 */
async function restoreLongStrings(value: unknown, taken: TakenString[]) {
  for (const { path, bytes, length } of taken) {
    await nextTurn();
    const parent = path.slice(0, -1).reduce((node, key) => (node as Record<string, unknown>)[key], value);
    (parent as Record<string, unknown>)[path.at(-1)!] = Buffer.from(bytes, 0, length).toString('latin1');
  }
}

/** JSON.parse keeps `__proto__` and `constructor.prototype` as own keys; Fastify refuses such bodies, and so do we. */
function isPoisoned(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const ctor = (value as { constructor?: unknown }).constructor;
  if (
    Object.hasOwn(value, 'constructor') &&
    typeof ctor === 'object' &&
    ctor !== null &&
    Object.hasOwn(ctor, 'prototype')
  ) {
    return true;
  }
  return Object.values(value).some(isPoisoned);
}

/** A worker while large bodies are being parsed; it never keeps the process alive. */
class JsonParseWorker {
  private worker?: Worker;
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: WorkerAnswer) => void>();

  parse(bytes: Buffer): Promise<WorkerAnswer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      // The body's own memory moves to the worker instead of being copied when it is not shared.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const payload = whole ? bytes.buffer : bytes;
      worker.postMessage({ id, bytes: payload }, whole ? [bytes.buffer as ArrayBuffer] : []);
    });
  }

  close(): Promise<number> | undefined {
    const worker = this.worker;
    this.worker = undefined;
    return worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', ({ id, ...answer }: WorkerAnswer & { id: number }) => {
      this.waiting.get(id)?.(answer);
      this.waiting.delete(id);
      // A worker's heap keeps the garbage of a 50 MB parse long after; a new worker costs
      // a few milliseconds, so an idle one goes and gives all of it back.
      if (this.waiting.size === 0) void this.close();
    });
    // A crashed worker (out of memory on a hostile body) fails what it held; the next body starts a
    // new one. So does an answer that cannot be read here: it names no request, and each request
    // it leaves waiting would hold an upload slot for good.
    const failAll = () => {
      for (const resolve of this.waiting.values()) resolve({ invalid: true });
      this.waiting.clear();
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on('error', failAll);
    worker.on('messageerror', () => {
      failAll();
      void worker.terminate();
    });
    this.worker = worker;
    return worker;
  }
}

/**
 * JSON bodies the way Fastify parses them (empty, malformed and prototype-poisoned bodies refused
 * with its own errors), except that the large ones, the tens of megabytes of files sent as data
 * URLs, are parsed in a worker thread: parsing one takes about 100 ms, during which the main
 * thread would answer nobody else.
 */
export const jsonBodies = fp(async function parseJsonBodies(app: FastifyInstance) {
  const parseSmall = app.getDefaultJsonParser('error', 'error');
  const worker = new JsonParseWorker();
  app.addHook('onClose', async () => {
    await worker.close();
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (body.length <= LARGE_BODY_BYTES) return parseSmall(request, body.toString('utf8'), done);
    void worker.parse(body).then(
      async ({ value, taken, invalid }) => {
        if (taken) await restoreLongStrings(value, taken);
        if (invalid || isPoisoned(value)) done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
        else done(null, value);
      },
      (error: Error) => done(error, undefined),
    );
  });
});
