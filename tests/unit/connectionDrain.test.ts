// How a closing server ends its connections (src/server/http/connectionDrain.ts): nothing a proxy
// has sent is dropped, and nothing keeps the close waiting for a keep-alive timeout. The servers
// here keep connections alive for a minute, so a close that waited for that would time the test out.
import { Agent, createServer, get, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { drainConnectionsOnClose } from '../../src/server/http/connectionDrain';

let server: Server;
let agent: Agent;

async function startServer(answerAfterMs: number): Promise<number> {
  server = createServer((_request, response) => {
    setTimeout(() => response.end('answered'), answerAfterMs);
  });
  server.keepAliveTimeout = 60_000;
  drainConnectionsOnClose(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  agent = new Agent({ keepAlive: true });
  return (server.address() as AddressInfo).port;
}

const closed = () => new Promise<void>((resolve) => server.close(() => resolve()));

function ask(port: number): Promise<{ body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ body, connection: response.headers.connection }));
    }).on('error', reject);
  });
}

afterEach(() => {
  agent?.destroy();
  server?.closeAllConnections();
});

describe('a closing server', () => {
  it('answers a request under way, closes its connection after the answer, and is closed then', async () => {
    const port = await startServer(300);
    const answer = ask(port);
    await sleep(100);
    const done = closed();
    expect(await answer).toEqual({ body: 'answered', connection: 'close' });
    await done;
  });

  it('closes a kept-alive connection that waits for its next request at once', async () => {
    const port = await startServer(0);
    expect((await ask(port)).body).toBe('answered');
    await closed();
  });

  it('answers a request sent on a connection it had accepted before closing', async () => {
    const port = await startServer(0);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // Accepted by the server (Node would count it idle and close it), its request not yet sent.
    await sleep(50);
    const done = closed();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    await once(socket, 'end');
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received).toMatch(/answered$/);
    socket.destroy();
    await done;
  });
});
