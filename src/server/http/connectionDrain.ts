import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How the server's connections end when it closes (a SIGTERM: a rolling restart, a scale-down), so
 * that a proxy in front loses no request. Closing stops the listening socket first: the proxy's
 * next connection is refused and it tries another instance, whatever the method. Then:
 *
 * - a connection that has served requests and waits for the next (an idle keep-alive one) is closed
 *   at once; a client that was just sending on it sees the connection closed unanswered, which
 *   browsers and proxies retry for reads;
 * - a connection that was accepted but has not sent its request yet is left open: its request is
 *   answered (Node would close it as idle, and the proxy, having sent a POST, could not retry it);
 * - a request under way is answered in full, and its connection closed after the answer instead of
 *   being kept alive for another (Node keeps it alive until its keep-alive timeout, and the close
 *   would wait that long).
 */
export function drainConnectionsOnClose(server: Server): void {
  /** The connections that have carried a request, with their requests under way (answers not yet sent). */
  const underWay = new Map<Socket, Set<ServerResponse>>();
  let closing = false;
  /** An answer whose head is not written yet says the connection closes after it. */
  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };

  server.on('request', (request, response) => {
    const { socket } = request;
    let answers = underWay.get(socket);
    if (!answers) {
      answers = new Set();
      underWay.set(socket, answers);
      socket.once('close', () => underWay.delete(socket));
    }
    answers.add(response);
    if (closing) lastOnItsConnection(response);
    response.once('close', () => {
      answers.delete(response);
      if (closing && answers.size === 0) socket.end();
    });
  });

  // Node calls this as the server closes (server.close()), and Fastify's close calls server.close().
  server.closeIdleConnections = () => {
    closing = true;
    for (const [socket, answers] of underWay) {
      if (answers.size === 0) socket.destroy();
      else answers.forEach(lastOnItsConnection);
    }
  };
}
