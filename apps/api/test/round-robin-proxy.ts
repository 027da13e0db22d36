// A small round-robin reverse proxy on loopback for the many-host test: each request goes to the next
// host in turn (no stickiness, as the sample Caddyfile), and a host that refuses the connection (killed)
// is skipped for the next, as a proxy with passive health checks does. Bodies are read whole first, so a
// request may be sent again to the next host. It remembers which host served each request.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  method: string;
  path: string;
  host: string;
  status: number;
}

export interface RoundRobinProxy {
  origin: string;
  /** Every request answered, in order, with the host that answered it. */
  served: Served[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(hosts: string[]): Promise<RoundRobinProxy> {
  const served: Served[] = [];
  let next = 0;

  function forward(
    host: string,
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const target = new URL(host);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          method,
          path,
          headers: { ...headers, host: target.host, 'content-length': String(body.length) },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const server: Server = createServer((incoming, reply) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      const { 'content-length': _length, connection: _connection, ...headers } = incoming.headers;
      for (let tried = 0; tried < hosts.length; tried++) {
        const host = hosts[next % hosts.length] as string;
        next += 1;
        try {
          const answer = await forward(host, incoming.method ?? 'GET', incoming.url ?? '/', headers, body);
          served.push({
            method: incoming.method ?? 'GET',
            path: incoming.url ?? '/',
            host,
            status: answer.status,
          });
          const { 'transfer-encoding': _chunked, connection: _kept, ...answerHeaders } = answer.headers;
          reply.writeHead(answer.status, { ...answerHeaders, 'content-length': String(answer.body.length) });
          reply.end(answer.body);
          return;
        } catch (error) {
          // this host is down: the next one
          if (process.env.PROXY_DEBUG) console.error('proxy', host, error);
        }
      }
      reply.writeHead(502).end();
    });
  });
  // longer than the client's own idle limit (undici's 4 s), so the client, not the proxy, ends an idle
  // connection: a POST is never sent on a socket the proxy is closing
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
