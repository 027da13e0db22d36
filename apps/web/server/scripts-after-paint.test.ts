import { once } from 'node:events';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deferBodyScripts,
  deferHeadScripts,
  LOAD_AFTER_MS,
  loaderScript,
  pageRewriter,
  rebased,
  scriptsAfterPaint,
  withoutInlinedPreloads,
} from './scripts-after-paint.mjs';

// A page as Next 16 writes it (trimmed): the runtime preloaded in the head, the page's chunks async in the
// head, the legacy polyfill `noModule`, the runtime itself async at the end of the body, with its nonce.
const NONCE = 'bm9uY2UtZm9yLXRlc3Q=';
const page = [
  '<!DOCTYPE html><html lang="bn"><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/runtime.js"/>`,
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/b.js" async="" nonce="${NONCE}"></script>`,
  `<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>`,
  `<title>তিলাওয়াত — কুরআন শিক্ষা</title>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script></head>`,
  '<body><main><h1>ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন</h1></main>',
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `<script src="/_next/static/chunks/runtime.js" nonce="${NONCE}" async=""></script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"০:শেষ"])</script></body></html>`,
].join('');

/** The sources the loader is given, in order, read back from its call. */
const loaderSources = (html: string) => JSON.parse(/\}\)\((\[[^\]]*\]),/.exec(html)?.[1] ?? '[]') as string[];
/** The loader's arguments after its sources: the nonce, the wait and the queue's name. */
const loaderArgs = (html: string) =>
  JSON.parse(`[${/\}\)\(\[[^\]]*\],(.*?)\)<\/script>/s.exec(html)?.[1] ?? ''}]`);

describe('deferHeadScripts', () => {
  const head = page.slice(0, page.indexOf('</head>') + 7);

  it('takes out the async chunks and the script preload, keeps everything else, and loads them after the paint', () => {
    const { html, nonce } = deferHeadScripts(head);
    expect(nonce).toBe(NONCE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[ab]\.js"/);
    expect(html).not.toContain('fetchPriority="low"');
    // what is not one of Next's async scripts stays as it was
    expect(html).toContain('<link rel="preload" href="/_next/static/media/font.woff2" as="font"');
    expect(html).toContain(
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
    );
    expect(html).toContain('<title>তিলাওয়াত — কুরআন শিক্ষা</title>');
    // the loader: at the end of the head, with the page's nonce, the chunks in their order
    expect(html).toMatch(
      new RegExp(`<script nonce="${NONCE}">\\(function loader\\(.*?</script></head>$`, 's'),
    );
    expect(loaderSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).toContain("'largest-contentful-paint'");
    expect(loaderArgs(html)).toEqual([NONCE, LOAD_AFTER_MS, '__tilawatScripts']);
  });

  it('leaves scripts that are not Next’s build files, or not async, where they are', () => {
    const other = `<head><script src="https://example.org/x.js" async=""></script><script src="/_next/static/chunks/c.js"></script></head>`;
    const { html } = deferHeadScripts(other);
    expect(html).toContain('<script src="https://example.org/x.js" async=""></script>');
    expect(html).toContain('<script src="/_next/static/chunks/c.js"></script>');
    expect(loaderSources(html)).toEqual([]);
  });
});

describe('deferBodyScripts', () => {
  it('turns an async chunk into a call of the loader, with the nonce, and leaves inline scripts alone', () => {
    const body = `<script nonce="${NONCE}">x()</script><script src="/_next/static/chunks/runtime.js" nonce="${NONCE}" async=""></script>`;
    expect(deferBodyScripts(body, NONCE)).toBe(
      `<script nonce="${NONCE}">x()</script><script nonce="${NONCE}">__tilawatScripts.push("/_next/static/chunks/runtime.js")</script>`,
    );
  });
});

describe('pageRewriter', () => {
  const whole = (() => {
    const rewriter = pageRewriter();
    return rewriter.write(page) + rewriter.end();
  })();

  it('rewrites a whole page: no Next chunk is loaded by the HTML itself', () => {
    expect(whole.match(/<script[^>]*\bsrc="\/_next\/static\/chunks\/(?!polyfills)/g)).toBeNull();
    expect(loaderSources(whole)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(whole).toContain('__tilawatScripts.push("/_next/static/chunks/runtime.js")');
    expect(whole).toContain('<h1>ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন</h1>');
    expect(whole.endsWith('</body></html>')).toBe(true);
  });

  it('gives the same page whatever the pieces it streams in', () => {
    for (let cut = 1; cut < page.length; cut += 7) {
      const rewriter = pageRewriter();
      const out = rewriter.write(page.slice(0, cut)) + rewriter.write(page.slice(cut)) + rewriter.end();
      expect(out, `cut at ${cut}`).toBe(whole);
    }
  });

  it('sends the body as it comes, holding back only a tag cut in two', () => {
    const rewriter = pageRewriter();
    const head = rewriter.write(page.slice(0, page.indexOf('<main>') + 3));
    expect(head).toContain('</head><body>');
    expect(head.endsWith('<body>')).toBe(true); // "<ma" waits for the rest of its tag
    expect(rewriter.write('in>')).toBe('<main>');
  });

  it('passes a document without a head as it is', () => {
    const rewriter = pageRewriter();
    expect(rewriter.write('<p>৳১,২৫০</p>')).toBe('');
    expect(rewriter.end()).toBe('<p>৳১,২৫০</p>');
  });
});

describe('scriptsAfterPaint over HTTP', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.close();
    server = undefined;
  });

  /** A server writing `body` in pieces of `size` bytes (a piece may end inside a Bengali character), gzipped as the site's. */
  async function serve(type: string, body: Buffer, size: number, length = false) {
    const compress = compression();
    server = createServer((request, response) =>
      compress(request, response, () => {
        scriptsAfterPaint(response);
        response.setHeader('content-type', type);
        if (length) response.setHeader('content-length', String(body.length));
        for (let at = 0; at < body.length; at += size) response.write(body.subarray(at, at + size));
        response.end();
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('rewrites a streamed page byte for byte as a whole one, gzipped, without a stale length', async () => {
    for (const size of [1, 5, 64, 4096]) {
      const url = await serve('text/html; charset=utf-8', Buffer.from(page), size, true);
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('content-length')).toBeNull();
      expect(await response.text(), `pieces of ${size} bytes`).toBe(whole());
      server?.close();
    }
  });

  it('compresses a page sent in flushed parts about as well as a whole one (a flush keeps the dictionary)', async () => {
    // Next flushes after each part it streams; the shell of a page and its RSC payload repeat each other
    const part = Buffer.from(`<section><h2>তাজবীদ কোর্স</h2><p>${'মাখরাজ ও সিফাত, '.repeat(200)}</p></section>`);
    const compress = compression();
    server = createServer((request, response) =>
      compress(request, response, () => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        for (let i = 0; i < 4; i += 1) {
          response.write(part);
          (response as unknown as { flush(): void }).flush();
        }
        response.end();
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const wire = await new Promise<Buffer>((resolve, reject) =>
      get({ port, host: '127.0.0.1', headers: { 'accept-encoding': 'gzip' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject),
    );
    const whole = Buffer.concat([part, part, part, part]);
    expect(gunzipSync(wire).equals(whole)).toBe(true);
    // a full flush (the dictionary forgotten at each) would cost each later part its own text again: ×3 here
    expect(wire.length).toBeLessThan(gzipSync(whole).length + 100);
  });

  it('leaves other answers untouched', async () => {
    const script = Buffer.from(`<script src="/_next/static/chunks/a.js" async=""></script>`);
    const url = await serve('application/javascript', script, 3, true);
    const response = await fetch(url);
    expect(response.headers.get('content-length')).toBe(String(script.length));
    expect(await response.text()).toBe(script.toString());
  });
});

function whole() {
  const rewriter = pageRewriter();
  return rewriter.write(page) + rewriter.end();
}

describe('the build’s stylesheets in the head', () => {
  const head = `<head><link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/><link href="/_next/static/chunks/a.css" rel="stylesheet" as="style" nonce="${NONCE}" data-precedence="dynamic"/><link href="/_next/static/chunks/gone.css" rel="stylesheet" as="style" nonce="${NONCE}" data-precedence="dynamic"/><link rel="stylesheet" href="https://cdn.example/x.css"/></head>`;
  const read = (href: string) =>
    ({ '/_next/static/chunks/a.css': '.a{color:#0f6b5c}', '/_next/static/chunks/page.css': '.p{margin:0}' })[
      href
    ];

  it('are written into the head as <style> with the page’s nonce, in their order, each with a link no browser loads', () => {
    const { html } = deferHeadScripts(head, read);
    expect(html).toBe(
      '<head>' +
        `<style data-precedence="next" data-href="/_next/static/chunks/page.css" nonce="${NONCE}">.p{margin:0}</style>` +
        '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next" type="text/x-inlined"/>' +
        `<style data-precedence="dynamic" data-href="/_next/static/chunks/a.css" nonce="${NONCE}">.a{color:#0f6b5c}</style>` +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="dynamic" type="text/x-inlined"/>' +
        // not readable: its link stays as it was; not the build's: untouched
        `<link href="/_next/static/chunks/gone.css" rel="stylesheet" as="style" nonce="${NONCE}" data-precedence="dynamic"/>` +
        '<link rel="stylesheet" href="https://cdn.example/x.css"/>' +
        loaderScript([], NONCE) +
        '</head>',
    );
  });

  it('are read and prepared once each, however many pages carry them', () => {
    const reads: string[] = [];
    const counted = (href: string) => {
      reads.push(href);
      return read(href);
    };
    const first = deferHeadScripts(head, counted).html;
    expect(deferHeadScripts(head, counted).html).toBe(first);
    expect(reads.sort()).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/gone.css',
      '/_next/static/chunks/page.css',
    ]);
  });

  it('carry their fonts’ addresses from the stylesheet’s place, not the page’s', () => {
    const font = (href: string) =>
      href === '/_next/static/chunks/page.css'
        ? '@font-face{src:url(../media/bn-400.woff2) format("woff2"),url("../media/bn-400.woff")}.x{background:url(data:image/png;base64,AA==)}.y{mask:url(/icons.svg#a)}'
        : undefined;
    expect(deferHeadScripts(head, font).html).toContain(
      '@font-face{src:url(/_next/static/media/bn-400.woff2) format("woff2"),url("/_next/static/media/bn-400.woff")}.x{background:url(data:image/png;base64,AA==)}.y{mask:url(/icons.svg#a)}',
    );
    expect(rebased("a{b:url('img/c.svg?v=1#f')}", '/_next/static/chunks/x.css')).toBe(
      "a{b:url('/_next/static/chunks/img/c.svg?v=1#f')}",
    );
  });

  it('leave the preloads of the stylesheets of components loaded in the browser to the loader', () => {
    const html = deferHeadScripts(
      `<head><link rel="preload" href="/_next/static/chunks/form.css" as="style" nonce="${NONCE}"/><script src="/_next/static/chunks/a.js" async=""></script></head>`,
      read,
    ).html;
    expect(html).not.toContain('rel="preload"');
    expect(loaderSources(html)).toEqual(['/_next/static/chunks/form.css', '/_next/static/chunks/a.js']);
  });

  it('are not announced in the Link header as well; the font’s preload stays', () => {
    const link = [
      '</_next/static/media/bn-400.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"',
      `</_next/static/chunks/page.css>; rel=preload; as="style"; nonce="${NONCE}"`,
      `</_next/static/chunks/gone.css>; rel=preload; as="style"; nonce="${NONCE}"`,
    ].join(', ');
    expect(withoutInlinedPreloads(link, read)).toBe(
      `</_next/static/media/bn-400.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </_next/static/chunks/gone.css>; rel=preload; as="style"; nonce="${NONCE}"`,
    );
    expect(
      withoutInlinedPreloads(`</_next/static/chunks/page.css>; rel=preload; as="style"`, read),
    ).toBeUndefined();
    expect(withoutInlinedPreloads(link, undefined)).toBe(link);
  });

  it('keep their link without a reader, or when the text would close the style element', () => {
    expect(deferHeadScripts(head).html).toContain('href="/_next/static/chunks/a.css" rel="stylesheet"');
    expect(deferHeadScripts(head, () => '.a{content:"</style>"}').html).toContain(
      'href="/_next/static/chunks/a.css" rel="stylesheet"',
    );
    expect(deferHeadScripts(head).html).not.toContain('<style');
  });
});
