// @ts-check
// Plain JS (typed by JSDoc) so that bin/ensure-chromium.mjs can import it on Node 20 without a build.
import { existsSync } from 'node:fs';

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

/** The exact command that installs Debian's Chromium. */
export const INSTALL_COMMAND = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

/** Playwright launch options for Debian's Chromium. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}

/**
 * @typedef {{ action: 'ready' } | { action: 'install'; command: string } | { action: 'stop'; message: string }} ChromiumPlan
 * @typedef {{ exists: (path: string) => boolean; isRoot: boolean; hasAptGet: boolean }} Machine
 */

/**
 * What to do before browser tests: nothing when Chromium is there; install it
 * when we are root with apt-get; otherwise stop at once with the exact command.
 * @param {Machine} env
 * @returns {ChromiumPlan}
 */
export function planChromium(env) {
  if (env.exists(CHROMIUM_PATH)) return { action: 'ready' };
  if (env.isRoot && env.hasAptGet) return { action: 'install', command: INSTALL_COMMAND };
  return {
    action: 'stop',
    message: `The browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it, then run the tests again:\n  sudo sh -c '${INSTALL_COMMAND}'`,
  };
}

/**
 * The machine as planChromium sees it.
 * @returns {Machine}
 */
export function currentMachine() {
  return {
    exists: existsSync,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: existsSync('/usr/bin/apt-get'),
  };
}
