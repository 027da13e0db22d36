/**
 * The web's security headers (docs/decisions/0011-web-session-cookies-and-csp.md, issue 35), built in one
 * place and sent by `src/proxy.ts` on every answer of the site. Pure: no env, no Node import — the proxy
 * passes the settings, the tests pass their own, and the login flow reads `allowsMicrophone` in the browser.
 *
 * - **Content-Security-Policy** with a nonce made for each request: an inline script runs only when the
 *   server wrote it with this request's nonce (Next puts it on every script it writes), a script file
 *   only when it is the site's own (`'self'`: Next's chunks, hls.js and pdf.js loaded by `import()`).
 *   No `'unsafe-inline'` for scripts: an injected `<script>`, `onerror=` or `javascript:` link does not
 *   run. Not `'strict-dynamic'`, which would let any script the page's code adds run, inline ones too,
 *   and which nothing here needs: every script the site loads is its own. Styles may be inline (React's
 *   `style` attributes, the toasts' injected sheet, pdf.js's text layer): a style runs no script, and
 *   the pages' HTML written by editors has its styles removed before it is drawn (domain's
 *   sanitizeCmsHtml). Pictures may come from any https address, as that HTML and a course's cover allow;
 *   audio, video, PDFs, workers and every call only from the site, the api and the media origins.
 * - `frame-ancestors 'none'` (and `X-Frame-Options: DENY` for browsers before it): no other site frames
 *   a page of ours to trick a click.
 * - **Strict-Transport-Security** in production only: a browser that once reached the site over https
 *   never uses plain http for it again (a year). Browsers ignore it on a plain-http answer, so a
 *   production build tried on this machine is not affected.
 * - **Referrer-Policy** `strict-origin-when-cross-origin`: another site learns at most our origin, never
 *   a page's path or query (a recording id, a checkout).
 * - **X-Content-Type-Options** `nosniff`.
 * - **Permissions-Policy**: the microphone for the recitation practice pages only (the learner's
 *   `/practice/{id}` and the teacher's `/console/practice/{id}`, where corrections are recorded); no page
 *   may use the camera, location, payment handlers or USB.
 */

/** What the policy needs to know about this deployment and this request. */
export interface SecurityHeadersOptions {
  /** This request's nonce (`newNonce()`): a fresh one for every request. */
  nonce: string;
  /** The requested path (`/practice/12`): the microphone is allowed on the practice pages only. */
  pathname: string;
  /** `NODE_ENV === 'production'`: HSTS; outside it, `'unsafe-eval'` for React's development tools. */
  production: boolean;
  /** The api's origin the browser calls (`env.API_ORIGIN`): reads, uploads, recordings, avatars, PDFs. */
  apiOrigin: string;
  /** Other origins that serve the school's media (a CDN for lesson videos, PDFs or pictures). */
  mediaOrigins?: readonly string[];
  /** The site's public origin: when it is https, http addresses in a page are upgraded. */
  siteOrigin: string;
}

/** A year, in seconds: how long a browser keeps to https once it has seen the site over it. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The pages that may use the microphone: the learner's recitation practice (`/practice/{id}`) and the
 * teacher's review of one (`/console/practice/{id}`, a voice correction per marked word).
 */
const MICROPHONE_PAGES = /^\/(?:console\/)?practice\/[^/]+\/?$/;

/** Whether the page at `pathname` may use the microphone (the practice pages only). */
export function allowsMicrophone(pathname: string): boolean {
  return MICROPHONE_PAGES.test(pathname);
}

/** A nonce: 16 random bytes (128 bits) from the platform's CSPRNG, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** An origin as CSP writes it (scheme, host, port; no path), or null when `value` is not a URL. */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy header's value for one request. */
export function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  const { nonce, production, apiOrigin, mediaOrigins = [], siteOrigin } = options;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(nonce)) throw new Error('a CSP nonce is base64 (newNonce)');
  const origins = [...new Set([apiOrigin, ...mediaOrigins].map(originOf).filter((o) => o !== null))];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // script-src first: Next reads the nonce from the first directive that starts with "script-src"
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(production ? [] : ["'unsafe-eval'"])],
    ['style-src', "'self'", "'unsafe-inline'"],
    // pictures: any https address (editors' pages and covers may show them), the api's even over http
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...origins],
    ['font-src', "'self'"],
    // recordings (HLS, native or through hls.js's blob: URLs), practice takes (blob:) and their audio
    ['media-src', "'self'", 'blob:', ...origins],
    // the SDK's calls, tus uploads, hls.js's segments, pdf.js's fetch of a signed PDF
    ['connect-src', "'self'", ...origins],
    // pdf.js's worker (/pdfjs/…), hls.js's transmuxing worker (blob:)
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (production && originOf(siteOrigin)?.startsWith('https:'))
    directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The Permissions-Policy header's value for the page at `pathname`. */
export function permissionsPolicy(pathname: string): string {
  const microphone = allowsMicrophone(pathname) ? 'microphone=(self)' : 'microphone=()';
  return ['camera=()', 'geolocation=()', microphone, 'payment=()', 'usb=()'].join(', ');
}

/** Every security header of one answer, by name. */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': permissionsPolicy(options.pathname),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(options.production ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}
