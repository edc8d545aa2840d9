/**
 * A round-robin HTTP reverse proxy on loopback (node:http only): each request goes to the next backend
 * in turn, bodies streamed both ways (never buffered), so uploads and downloads of any size pass through.
 * It stands for the nginx/load balancer in front of several gateway processes (issue 30): the two-process
 * test and scripts/bench-multi.mjs put it in front of two gateways.
 *
 * A backend that refuses the connection (a killed process) is answered 502 for that request; the
 * next request goes to the next backend. Health checks and retries are the real balancer's job.
 */
import { Agent, createServer, request } from 'node:http';

/**
 * Starts the proxy on 127.0.0.1 (`port` 0: any free port) in front of `backends` (base URLs such as
 * http://127.0.0.1:8081). Answers { url, port, served (requests per backend), close() }.
 */
export async function startProxy(backends, { port = 0, sockets = 64 } = {}) {
  if (backends.length === 0) throw new Error('the proxy needs at least one backend');
  const targets = backends.map((base) => new URL(base));
  // Keep-alive towards the gateways, as a balancer would: a new connection per request would measure
  // the proxy's handshakes rather than the gateways.
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const served = targets.map(() => 0);
  let next = 0;

  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] += 1;
    const target = targets[index];
    const headers = { ...incoming.headers, host: target.host, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' };
    const upstream = request(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) {
        outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        outgoing.end(`bad gateway: ${error.message}`);
      } else {
        outgoing.destroy(error);
      }
    });
    // A client that goes away stops the upstream request too.
    incoming.on('aborted', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = server.address().port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    served,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
