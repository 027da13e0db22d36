/**
 * Runs in the browser before the site's own code (Next's client instrumentation file).
 *
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying once, on the
 * first object schema it builds: under the site's Content-Security-Policy (no `'unsafe-eval'`,
 * src/lib/security-headers.ts) that try is refused — caught by zod, but reported by the browser as a
 * violation on every page. `jitless`: zod never tries, and parses the same way without compiling.
 *
 * `z.config({ jitless: true })` would say the same, but importing zod here would put it in every page's
 * first-load JavaScript (6 kB gzip, measured): zod keeps its configuration in this global, read when it
 * loads and when it builds a schema, so it is set here before any of zod loads (the lazily loaded chunks).
 * `instrumentation-client.test.ts` proves that zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
