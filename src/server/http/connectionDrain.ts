import type { Server } from 'node:http';
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
  /** The connections that have carried a request, with how many of their requests are under way. */
  const requestsUnderWay = new Map<Socket, number>();
  let closing = false;

  server.on('request', (request, response) => {
    const { socket } = request;
    if (!requestsUnderWay.has(socket)) socket.once('close', () => requestsUnderWay.delete(socket));
    requestsUnderWay.set(socket, (requestsUnderWay.get(socket) ?? 0) + 1);
    if (closing && !response.headersSent) response.shouldKeepAlive = false;
    response.once('close', () => {
      const left = (requestsUnderWay.get(socket) ?? 1) - 1;
      requestsUnderWay.set(socket, left);
      if (closing && left === 0) socket.end();
    });
  });

  // Node calls this as the server closes (server.close()), and Fastify's close calls server.close().
  server.closeIdleConnections = () => {
    closing = true;
    for (const [socket, underWay] of requestsUnderWay) if (underWay === 0) socket.destroy();
  };
}
