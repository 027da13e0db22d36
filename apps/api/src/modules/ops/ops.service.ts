import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Env } from '../env';
import { notFound } from '../lib/http-error';

/**
 * Routes outside the contract: `GET /healthz` (load balancers), `GET /media/avatars/:name`
 * (uploaded avatars, by their random names only) and, outside production only,
 * `GET /dev/outbox` — every message the outbox Notifier "sent", newest first.
 */
export async function devRoutes(app: FastifyInstance, { env, db }: { env: Env; db: Db }) {
  app.get('/healthz', async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  app.get<{ Params: { name: string } }>(
    '/media/avatars/:name',
    {
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', pattern: '^[0-9a-f-]{36}\\.(jpg|png|webp)$' } },
        },
      },
    },
    async (request, reply) => {
      const path = join(env.UPLOAD_DIR, 'avatars', request.params.name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound();
      const ext = request.params.name.split('.').pop() as 'jpg' | 'png' | 'webp';
      const type = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[ext];
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );

  if (env.NODE_ENV !== 'production') {
    app.get<{ Querystring: { recipient?: string; limit?: number } }>(
      '/dev/outbox',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              recipient: { type: 'string' },
              limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            },
          },
        },
      },
      async (request) => {
        const where = request.query.recipient
          ? sql`${outbox.recipient} = ${request.query.recipient}`
          : undefined;
        const items = await db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.id))
          .limit(request.query.limit ?? 50);
        return { items };
      },
    );
  }
}
