import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { forbidden, notFound } from '../lib/http-error';
import { msg } from '../lib/messages';
import { MEDIA_FILE, MEDIA_KEY, type MediaSigner, signPlaylist } from '../services/media';

/**
 * A route outside the contract: `GET /media/<key>/<file>?exp=…&sig=…` serves the HLS rendition
 * stored under `<MEDIA_DIR>/<key>/` — its `index.m3u8`, rewritten so that every segment URI carries
 * the same signature, and its `seg<n>.ts` segments streamed from disk. A key or file name outside
 * the strict patterns answers 404 without touching the disk; a bad or expired signature 403.
 * The api's CORS (WEB_ORIGINS) applies, so hls.js may fetch these from the web.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  { env, mediaSigner }: { env: Env; mediaSigner: MediaSigner },
) {
  const root = resolve(env.MEDIA_DIR);

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/media/*',
    async (request, reply) => {
      const wildcard = request.params['*'];
      const slash = wildcard.lastIndexOf('/');
      const key = wildcard.slice(0, Math.max(0, slash));
      const file = wildcard.slice(slash + 1);
      if (!MEDIA_KEY.test(key) || !MEDIA_FILE.test(file)) throw notFound();

      const { exp, sig } = request.query;
      const access = mediaSigner.verify(key, exp, sig);
      if (access === 'expired') throw forbidden('MEDIA_LINK_EXPIRED', msg.mediaLinkExpired);
      if (access !== 'ok') throw forbidden('MEDIA_LINK_INVALID', msg.mediaLinkInvalid);

      const path = join(root, key, file);
      if (!path.startsWith(root + sep)) throw notFound();
      // The signature holds until exp: a cache may keep the answer that long and no longer.
      const maxAge = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
      const headers = { 'cache-control': `private, max-age=${maxAge}`, 'x-content-type-options': 'nosniff' };

      if (file === 'index.m3u8') {
        const playlist = await readFile(path, 'utf8').catch(() => null);
        if (playlist === null) throw notFound();
        const query = new URLSearchParams({ exp: String(exp), sig: String(sig) }).toString();
        return reply
          .headers(headers)
          .type('application/vnd.apple.mpegurl')
          .send(signPlaylist(playlist, query));
      }
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound();
      return reply
        .headers({ ...headers, 'content-length': String(info.size) })
        .type('video/mp2t')
        .send(createReadStream(path));
    },
  );
}
