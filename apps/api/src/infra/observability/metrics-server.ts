// `GET /metrics` on a listener of its own (METRICS_HOST:METRICS_PORT, loopback unless said), apart from
// the public port: what the metrics tell (routes, queues, the pool) is for the operator's Prometheus
// only, and a scrape never waits behind learners' requests or the public port's limits.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where `/metrics` listens, once the app is ready (METRICS_PORT set; 0 took any free port). */
    metricsAddress?: () => AddressInfo | undefined;
  }
}

/** The metrics' listener of an app: opened when the app is ready, closed with it. */
export function serveMetrics(
  app: FastifyInstance,
  registry: Registry,
  { host, port }: { host: string; port: number },
): void {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'the metrics could not be read');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { address, port: bound } = server.address() as AddressInfo;
    app.log.info(`metrics on http://${address}:${bound}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  app.decorate('metricsAddress', () => (server.address() as AddressInfo | null) ?? undefined);
}
