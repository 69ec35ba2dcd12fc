// A real S3-compatible server for the tests: s3rver (npm), on a loopback port, keeping its objects
// in a temporary folder. The S3 driver talks to it exactly as to MinIO or AWS (path-style).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/config';

export interface TestS3Server {
  /** A configuration for a bucket of its own on this server. */
  bucketConfig(bucket: string): S3Config;
  close(): Promise<void>;
}

/** s3rver's fixed keys. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'technopark-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    bucketConfig: (bucket) => ({
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      ...KEYS,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
