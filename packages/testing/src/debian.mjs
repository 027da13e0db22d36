// @ts-check
// Plain JS (typed by JSDoc) so that bin/ensure-debian.mjs can import it on Node 20 without a build.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

/**
 * What the tests need from Debian, by package: the files that say it is installed. Chromium for the
 * browser tests; ffmpeg (with ffprobe) for the api's lesson videos (issue 19).
 * @type {Record<'chromium' | 'ffmpeg', readonly string[]>}
 */
export const DEBIAN_PACKAGES = {
  chromium: [CHROMIUM_PATH],
  ffmpeg: ['/usr/bin/ffmpeg', '/usr/bin/ffprobe'],
};

/** @typedef {keyof typeof DEBIAN_PACKAGES} DebianPackage */

/**
 * The exact command that installs Debian packages.
 * @param {readonly string[]} packages
 */
export const installCommand = (packages) =>
  `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;

/**
 * @typedef {{ action: 'ready' } | { action: 'install'; packages: DebianPackage[]; command: string } | { action: 'stop'; message: string }} DebianPlan
 * @typedef {{ exists: (path: string) => boolean; isRoot: boolean; hasAptGet: boolean }} Machine
 */

/**
 * What to do before tests that need `packages`: nothing when every one is there; install the missing
 * ones when we are root with apt-get; otherwise stop at once with the exact command (never skip).
 * @param {readonly DebianPackage[]} packages
 * @param {Machine} machine
 * @returns {DebianPlan}
 */
export function planDebian(packages, machine) {
  const missing = packages.filter((name) => !DEBIAN_PACKAGES[name].every((path) => machine.exists(path)));
  if (missing.length === 0) return { action: 'ready' };
  const command = installCommand(missing);
  if (machine.isRoot && machine.hasAptGet) return { action: 'install', packages: missing, command };
  return {
    action: 'stop',
    message: `The tests need Debian's ${missing.join(' and ')}. Install ${missing.length > 1 ? 'them' : 'it'}, then run the tests again:\n  sudo sh -c '${command}'`,
  };
}

/**
 * The machine as planDebian sees it.
 * @returns {Machine}
 */
export function currentMachine() {
  return {
    exists: existsSync,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: existsSync('/usr/bin/apt-get'),
  };
}
