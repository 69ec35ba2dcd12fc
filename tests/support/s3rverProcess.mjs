// s3rver in a process of its own, for tests/api/s3Server.ts. It runs with OpenSSL's legacy
// algorithms because s3rver 3.7 makes the token of a list's next page with DES, which OpenSSL 3
// refuses otherwise: a bucket of more than a thousand files could not be listed whole. The tests'
// own process keeps OpenSSL's defaults.
// Arguments: the folder for the objects, then the buckets. Prints the port it listens on.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// Stops when the tests' process closes the pipe or ends.
process.stdin.resume();
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
