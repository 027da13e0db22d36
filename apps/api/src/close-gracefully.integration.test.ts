import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { closeGracefully } from './close-gracefully';
import { createDatabase } from './db/client';
import { loadEnv } from './env';

describe('closeGracefully (SIGTERM, SIGINT)', () => {
  it('finishes the request in flight, does not wait for idle keep-alive sockets, then closes the database', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'tilawat-uploads-'));
    const database = createDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    const events: string[] = [];
    const closeDatabase = database.close;
    database.close = async () => {
      events.push('database closed');
      await closeDatabase();
    };
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOAD_DIR: uploads }),
      database,
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    try {
      // a finished request leaves its socket open and idle (keep-alive): it must not hold the close
      const idle = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(idle.status).toBe(200);
      await new Promise<void>((resolve) => {
        request({ port, host: '127.0.0.1', path: '/healthz', agent }, (res) =>
          res.resume().on('end', resolve),
        ).end();
      });

      // a request in flight: its headers are in, its body still coming; its handler reads the database
      const body = JSON.stringify({ phone: '01712345678' });
      const inFlight = request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v3/user',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        inFlight.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            events.push('answered');
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        });
        inFlight.on('error', reject);
      });
      inFlight.write(body.slice(0, 5));
      await new Promise((resolve) => setTimeout(resolve, 100));

      const started = Date.now();
      const closed = closeGracefully({ app, database }).then(() => events.push('closed'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events).toEqual([]);
      inFlight.end(body.slice(5));

      const answer = await answered;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ data: { exists: false } });
      await closed;
      expect(events).toEqual(['answered', 'database closed', 'closed']);
      // keepAliveTimeout is 5 s: an idle socket holding the close would take that long
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      agent.destroy();
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});
