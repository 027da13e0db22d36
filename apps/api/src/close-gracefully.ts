import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/**
 * The order of a graceful stop (SIGTERM, SIGINT: `server.ts`): the server first — it takes no new
 * connection, ends idle keep-alive sockets (`forceCloseConnections: 'idle'`), answers 503 to a new
 * request on a busy one, and resolves once every request in flight has been answered — then the
 * database, which those requests were still using.
 *
 * Node ends the idle sockets once, when closing begins; a socket whose request finishes afterwards
 * would stay open for `keepAliveTimeout` and hold the close that long. So every 100 ms while closing,
 * the sockets idle by then are ended too.
 */
export async function closeGracefully({
  app,
  database,
}: {
  app: FastifyInstance;
  database: Pick<Database, 'close'>;
}): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    await database.close();
  }
}
