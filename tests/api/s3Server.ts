// A real S3-compatible server for the tests: s3rver (npm), on a loopback port, in a process of its
// own (tests/support/s3rverProcess.mjs says why), keeping its objects in a temporary folder. The
// S3 driver talks to it exactly as to MinIO or AWS (path-style).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Config } from '../../src/server/config';

export interface TestS3Server {
  /** A configuration for a bucket of its own on this server. */
  bucketConfig(bucket: string): S3Config;
  close(): Promise<void>;
}

/** s3rver's fixed keys. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const SERVER_PROGRAM = join(import.meta.dirname, '../support/s3rverProcess.mjs');

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'technopark-s3-'));
  const server = spawn(process.execPath, ['--openssl-legacy-provider', SERVER_PROGRAM, directory, ...buckets], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(server, 'exit');
  const [firstLine] = (await Promise.race([
    once(createInterface({ input: server.stdout }), 'line'),
    exited.then(([code]) => Promise.reject(new Error(`s3rver stopped before listening (exit code ${code})`))),
  ])) as [string];
  const { port } = JSON.parse(firstLine) as { port: number };
  return {
    bucketConfig: (bucket) => ({
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      ...KEYS,
    }),
    async close() {
      server.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
