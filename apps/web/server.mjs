// The web's production server: Next's request handler behind gzip, with Next's scripts loaded after the first
// paint (`server/scripts-after-paint.mjs`; apps/web/README.md, "Scripts after the first paint"). `pnpm start`
// (after `pnpm build`) runs it on HOST:PORT, 127.0.0.1:3000 by default, as `next start` did. Next's own
// compression is off (next.config.ts, `compress: false`): the rewrite reads a page before it is compressed here.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import compression from 'compression';
import { scriptsAfterPaint } from './server/scripts-after-paint.mjs';

// as `next start`: a production server, whatever the shell says (the site's settings read it, src/env.ts)
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
const compress = compression();
await app.prepare();

// The build's stylesheets (hashed, immutable), written into the head of the pages that use them
// (server/scripts-after-paint.mjs, `inlineStylesheet`, which keeps each one's text once read).
const staticDir = join(import.meta.dirname, '.next', 'static');
function readStylesheet(href) {
  const file = normalize(join(staticDir, href.slice('/_next/static/'.length)));
  if (!file.startsWith(staticDir)) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // not in this build: the page keeps its link
  }
}

const server = createServer((request, response) => {
  compress(request, response, () => {
    scriptsAfterPaint(response, { readStylesheet });
    handle(request, response);
  });
});
server.listen(port, hostname, () => console.log(`tilawat web on http://${hostname}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
