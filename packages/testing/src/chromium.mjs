// @ts-check
// Plain JS (typed by JSDoc) so that bin/ensure-debian.mjs can import it on Node 20 without a build.
/** Debian's Chromium: the only browser the tests use (nothing downloads one). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a closed network: without the background-networking ones Chromium
 * keeps calling Google's hosts, and those connections are refused here.
 */
export const CHROMIUM_ARGS = /** @type {const} */ ([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Playwright launch options for Debian's Chromium. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}
