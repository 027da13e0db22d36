// Next's scripts after the first paint (issue 38; apps/web/README.md, "Scripts after the first paint").
//
// Next writes its client chunks into every page as `<script src async>` (in the head, and its runtime at the
// end of the body, preloaded from the head). A browser fetches them with the document and runs each as soon as
// it arrives: on a fast link they are evaluated before the first frame is shown, and on a slow one they share
// the bandwidth with the document and the fonts that the first paint waits for. Neither helps a learner
// reading the page. This takes those tags out and puts a small loader in the head instead, which adds the same
// scripts to the page once the browser has reported its largest contentful paint — or at once where the
// browser cannot report it or the page is hidden, as soon as the learner presses, taps or types, and after
// LOAD_AFTER_MS whatever happened. The server's HTML otherwise, the scripts themselves (all `async`: none
// depends on another's order) and React's hydration are unchanged; only the moment the scripts start to
// load moves.

/** A `<script>` tag of Next's build files loaded asynchronously (`src` under `/_next/static/`, `async`). */
const ASYNC_SCRIPT =
  /<script\b(?=[^>]*\basync(?:="")?[\s>/])(?=[^>]*\bsrc="(\/_next\/static\/[^"]+)")[^>]*><\/script>/g;
/** Next's preload of a script (`<link rel="preload" as="script" … href="/_next/static/…">`). */
const SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/[^"]+")[^>]*>/g;
/**
 * Next's preload of a stylesheet in the head (`<link rel="preload" as="style" … href="/_next/static/….css">`): the
 * stylesheet of a component next/dynamic loads in the browser only, needed once its script has run.
 */
const STYLE_PRELOAD =
  /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")(?=[^>]*\bhref="(\/_next\/static\/[^"?#]+\.css)")[^>]*>/g;
const NONCE = /\bnonce="([^"]+)"/;
/**
 * A stylesheet of the build that React placed in the head (`precedence`: Next's own, `next`, and those of the
 * components next/dynamic drew on the server, `dynamic`), written as `<link rel="stylesheet" data-precedence>`.
 */
const STYLESHEET =
  /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bdata-precedence="([\w-]+)")(?=[^>]*\bhref="(\/_next\/static\/[^"?#]+\.css)")[^>]*>/g;
const HEAD_END = '</head>';
/**
 * The loader's global: `push(src)` loads a script now if the loader has begun, or with the others later;
 * `load()` begins now (the e2e suite's pages call it when their document is parsed: e2e/test.ts).
 */
const QUEUE = '__tilawatScripts';

/** How long the loader waits for the browser's report of the first paint before loading the scripts anyway. */
export const LOAD_AFTER_MS = 5000;

const nonceAttribute = (nonce) => (nonce ? ` nonce="${nonce}"` : '');

/**
 * The loader, run in the page (serialised with `Function.prototype.toString`, so written for the browser):
 * loads `sources` in order (scripts, and `.css` files as preloads: the stylesheets of components the scripts
 * load), once, when the first of these happens — the browser reports the page's largest
 * contentful paint, the learner presses, taps or types, or `waitMs` pass — and at once in a browser that
 * cannot report the paint or on a page that is hidden (a tab opened in the background paints nothing until it
 * is shown). Scripts found later in the page join through `self[queue].push(src)`; `self[queue].load()` begins
 * at once.
 *
 * What the learner does before React has hydrated a form is kept. Typed text: a controlled field's state
 * does not hold what was typed before hydration (React leaves the text in the field, and sets it back to the
 * state at the field's next render), so the text typed into a field not yet hydrated is noted and, once
 * React's props are on the field (its `__reactProps$…`), handed to React the way typing does (the native
 * value setter and an `input` event, which React's `onChange` reads, once at least and again whenever a render
 * set the field back), until the field has kept it for half a second (React may commit a while after its
 * props are on the field). A submission: every form of the site is
 * sent by its script (none has an `action`); sent by the browser itself, its fields — a password — would go
 * into the page's address. So a submission of a form without an `action` that React has not hydrated is cancelled,
 * the scripts begin loading, and once the form is hydrated (with an `onSubmit`) and its fields are set again,
 * it is submitted again with the same button. Both within 15 s of the page's scripts.
 */
function loader(sources, nonce, waitMs, queue) {
  let begun = false;
  const add = (src) => {
    const css = /\.css$/.test(src);
    const element = document.createElement(css ? 'link' : 'script');
    if (css) Object.assign(element, { rel: 'preload', as: 'style', href: src });
    else Object.assign(element, { src, async: true });
    if (nonce) element.nonce = nonce;
    document.head.appendChild(element);
  };
  const go = () => {
    if (begun) return;
    begun = true;
    sources.forEach(add);
  };
  self[queue] = { push: (src) => (begun ? add(src) : sources.push(src)), load: go };
  const hydrated = (node, handler) => {
    for (const key in node)
      if (key.indexOf('__reactProps$') === 0) return !handler || typeof node[key][handler] === 'function';
    return false;
  };
  const typed = new Map();
  const steady = 10;
  const held = [];
  let until = 0;
  let running = false;
  const settle = () => {
    // A field's props come with React's render, its value with the commit that follows (later, when React
    // yields between the two): a typed value is set again whenever it is not the field's, and let go only
    // once the field has kept it for `steady` looks in a row.
    for (const [field, note] of typed) {
      if (!field.isConnected) typed.delete(field);
      else if (hydrated(field)) {
        if (!note.told || field.value !== note.value) {
          note.kept = 0;
          note.told = true;
          // React reads an input as changed only when its value is not the one it last saw (its tracker,
          // which hydration set from the field as typed): told another, it hands the typed text to onChange
          field._valueTracker?.setValue(note.value ? '' : ' ');
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, note.value);
          field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
        } else if (++note.kept >= steady) typed.delete(field);
      }
    }
    for (let i = held.length - 1; i >= 0; i -= 1) {
      const [form, submitter] = held[i];
      const waiting = [...form.elements].some((field) => typed.has(field));
      if (!form.isConnected) held.splice(i, 1);
      else if (hydrated(form, 'onSubmit') && !waiting) {
        held.splice(i, 1);
        setTimeout(() => form.requestSubmit(submitter), 0);
      }
    }
    if ((typed.size || held.length) && Date.now() < until) setTimeout(settle, 50);
    else running = false;
  };
  const watch = () => {
    until = Date.now() + 15000;
    if (running) return;
    running = true;
    setTimeout(settle, 50);
  };
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      const text =
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement;
      if (!text || hydrated(field)) return;
      watch();
      typed.set(field, { value: field.value, kept: 0 });
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || hydrated(form, 'onSubmit'))
        return;
      event.preventDefault();
      go();
      watch();
      held.push([form, event.submitter?.form === form ? event.submitter : undefined]);
    },
    true,
  );
  const P = self.PerformanceObserver;
  const reports = P?.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reports || document.visibilityState === 'hidden') return go();
  new P((_list, observer) => {
    observer.disconnect();
    setTimeout(go, 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, go, { capture: true, once: true, passive: true });
  }
  setTimeout(go, waitMs);
}

/** The loader as an inline script with the page's nonce (see `loader`). */
export function loaderScript(sources, nonce) {
  const args = [sources, nonce ?? '', LOAD_AFTER_MS, QUEUE].map((value) => JSON.stringify(value)).join(',');
  return `<script${nonceAttribute(nonce)}>(${loader.toString()})(${args})</script>`;
}

/**
 * A page's head (up to and with `</head>`) with Next's async scripts and script preloads taken out and the
 * loader put before `</head>`; and the build's stylesheets written into the head as `<style>` when
 * `readStylesheet(href)` gives their text (see `inlineStylesheet`). `nonce` is the page's (from its first
 * `nonce` attribute) and is returned with the head, for the scripts found in the body.
 */
export function deferHeadScripts(head, readStylesheet) {
  const sources = [];
  const preloads = [];
  const nonce = NONCE.exec(head)?.[1];
  const without = head
    .replace(ASYNC_SCRIPT, (_tag, src) => {
      sources.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, '')
    .replace(STYLE_PRELOAD, (_tag, href) => {
      preloads.push(href);
      return '';
    })
    .replace(STYLESHEET, (tag, precedence, href) =>
      inlineStylesheet(tag, precedence, href, readStylesheet, nonce),
    );
  const close = without.lastIndexOf(HEAD_END);
  const loader = loaderScript([...preloads, ...sources], nonce);
  const html = close < 0 ? without + loader : without.slice(0, close) + loader + without.slice(close);
  return { html, nonce };
}

/**
 * A stylesheet's link (`tag`) as the stylesheet's text in a `<style>` — each link would be a request that holds
 * the first paint back (a learner's view has 8–20 of about 1 kB, and they held the font's request back) —
 * followed by the link with a type no browser loads (`text/x-inlined`; Chromium fetches a `disabled` one all the
 * same): React looks for a stylesheet it renders by a `link[rel="stylesheet"]` with its `href`, finds this one
 * and does not add the stylesheet again when it hydrates. (Next's `experimental.inlineCss` did the same by
 * writing each stylesheet's text into the page's React payload as well, twice: a quarter of a page's bytes.)
 * The link is kept as it was when the text cannot be read or would close the style element.
 */
export function inlineStylesheet(tag, precedence, href, readStylesheet, nonce) {
  const css = headText(readStylesheet, href);
  if (css === undefined) return tag;
  return (
    `<style data-precedence="${precedence}" data-href="${href}"${nonceAttribute(nonce)}>${css}</style>` +
    `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" type="text/x-inlined"/>`
  );
}

/** By reader: each stylesheet's text as the head carries it (a build's stylesheets never change). */
const headTexts = new WeakMap();

/**
 * A stylesheet's text as written into a page's head (`rebased`), or undefined when it stays a link: not read,
 * or its text would close the `<style>`. Worked out once per stylesheet, not on every page.
 */
function headText(readStylesheet, href) {
  if (!readStylesheet) return undefined;
  let texts = headTexts.get(readStylesheet);
  if (!texts) {
    texts = new Map();
    headTexts.set(readStylesheet, texts);
  }
  if (!texts.has(href)) {
    const css = readStylesheet(href);
    texts.set(href, css === undefined || /<\/style/i.test(css) ? undefined : rebased(css, href));
  }
  return texts.get(href);
}

/**
 * A stylesheet's text with its relative `url()`s (the fonts', `../media/…`) made absolute paths from the
 * stylesheet's own `href`: in the page's head they would be read from the page's address instead.
 */
export function rebased(css, href) {
  return css.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g, (whole, quote, ref) => {
    if (ref === '' || /^(?:[a-z][\w+.-]*:|\/|#)/i.test(ref)) return whole;
    const url = new URL(ref, `http://site${href}`);
    return `url(${quote}${url.pathname}${url.search}${url.hash}${quote})`;
  });
}

/** Part of a page after its head: each of Next's async scripts becomes a call of the loader's queue. */
export function deferBodyScripts(html, nonce) {
  return html.replace(
    ASYNC_SCRIPT,
    (_tag, src) => `<script${nonceAttribute(nonce)}>${QUEUE}.push(${JSON.stringify(src)})</script>`,
  );
}

/**
 * Rewrites a page as it streams: `write(text)` takes the page's text in pieces of any size and returns what
 * can be sent now; `end()` returns the rest. The head is held until `</head>` and rewritten whole; after it,
 * a piece is sent but for a script element or a tag cut between two pieces, which waits for the rest.
 */
export function pageRewriter(readStylesheet) {
  let held = '';
  let nonce;
  let inBody = false;
  const take = (final) => {
    if (!inBody) {
      const close = held.indexOf(HEAD_END);
      if (close < 0) {
        if (!final) return '';
        const out = held; // no head: nothing of Next's to defer
        held = '';
        return out;
      }
      const head = deferHeadScripts(held.slice(0, close + HEAD_END.length), readStylesheet);
      nonce = head.nonce;
      inBody = true;
      held = held.slice(close + HEAD_END.length);
      return head.html + take(final);
    }
    // send all but a script element whose end has not come yet, or a tag cut in two (unless the page has ended)
    let cut = held.length;
    if (!final) {
      const script = held.lastIndexOf('<script');
      if (script >= 0 && held.indexOf('</script>', script) < 0) cut = script;
      const open = held.lastIndexOf('<', cut - 1);
      if (open >= 0 && held.indexOf('>', open) < 0) cut = Math.min(cut, open);
    }
    const out = deferBodyScripts(held.slice(0, cut), nonce);
    held = held.slice(cut);
    return out;
  };
  return {
    write(text) {
      held += text;
      return take(false);
    },
    end() {
      return take(true);
    },
  };
}

/**
 * A `Link` header's value without the preloads of the stylesheets the page carries in its head
 * (`inlineStylesheet`): Next announces each of the route's stylesheets there (`rel=preload; as="style"`), and a
 * browser would fetch them all beside the document, at the priority of what the first paint waits for, to use
 * none. Other entries (the font's preload) stay; `undefined` when none is left.
 */
export function withoutInlinedPreloads(value, readStylesheet) {
  if (!readStylesheet || value == null) return value;
  const entries = (Array.isArray(value) ? value.join(', ') : String(value)).split(/,\s*(?=<)/);
  const kept = entries.filter((entry) => {
    const href = /^<(\/_next\/static\/[^>?#]+\.css)>/.exec(entry.trim())?.[1];
    const style = /;\s*rel="?preload"?/.test(entry) && /;\s*as="?style"?/.test(entry);
    return !href || !style || headText(readStylesheet, href) === undefined;
  });
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** A header's value from a headers object given to `writeHead`, whatever the case of its name. */
function headerIn(headers, name) {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * Sets a header to `change(value)`, or removes it when that is undefined, both where the response keeps it
 * (`setHeader`) and in the headers object given to `writeHead`, whatever the case of its name there.
 */
function changeHeader(response, headers, name, change) {
  if (!response.headersSent && response.hasHeader(name)) {
    const value = change(response.getHeader(name));
    if (value === undefined) response.removeHeader(name);
    else response.setHeader(name, value);
  }
  if (!headers) return;
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() !== name) continue;
    const value = change(headers[key]);
    if (value === undefined) delete headers[key];
    else headers[key] = value;
  }
}

/**
 * Rewrites HTML answers (`text/html`) as they stream through `response`, a Node `ServerResponse`, with
 * `pageRewriter` (`readStylesheet`: see `deferHeadScripts`); other answers pass untouched. Bytes are decoded
 * as UTF-8 with a decoder that keeps a character cut between two chunks. Call before the framework writes.
 */
export function scriptsAfterPaint(response, { readStylesheet } = {}) {
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const writeHead = response.writeHead.bind(response);
  const decoder = new TextDecoder('utf-8');
  /** undefined until the headers are known; then the page's rewriter, or null for an answer left alone */
  let rewriter;

  const decide = (headers) => {
    if (rewriter !== undefined) return;
    const type = String(
      (headers && headerIn(headers, 'content-type')) ?? response.getHeader('content-type') ?? '',
    );
    rewriter = type.startsWith('text/html') ? pageRewriter(readStylesheet) : null;
    if (!rewriter) return;
    // the page changes length: a length set for the original would be wrong
    changeHeader(response, headers, 'content-length', () => undefined);
    // the stylesheets written into the head are not to be fetched as well
    changeHeader(response, headers, 'link', (link) => withoutInlinedPreloads(link, readStylesheet));
  };
  const text = (chunk, encoding) =>
    typeof chunk === 'string'
      ? decoder.decode(Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'), { stream: true })
      : decoder.decode(chunk, { stream: true });

  response.writeHead = (status, ...rest) => {
    decide(rest.find((a) => a && typeof a === 'object' && !Array.isArray(a)));
    return writeHead(status, ...rest);
  };
  response.write = (chunk, encoding, callback) => {
    decide();
    if (!rewriter || chunk == null) return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const out = rewriter.write(text(chunk, encoding));
    if (out) return write(out, 'utf8', done);
    if (done) process.nextTick(done);
    return true;
  };
  response.end = (chunk, encoding, callback) => {
    decide();
    if (!rewriter) return end(chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    let out = '';
    if (chunk != null && typeof chunk !== 'function') out += rewriter.write(text(chunk, encoding));
    out += rewriter.write(decoder.decode()) + rewriter.end();
    return end(out, 'utf8', done);
  };
  return response;
}
