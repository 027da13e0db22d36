#!/usr/bin/env node
// Runs before tests that need Debian packages (`tilawat-ensure-debian chromium`, `… ffmpeg`): installs
// the missing ones when it can (root and apt-get), or stops at once with the exact command. It never
// lets those tests be skipped silently.
import { execSync } from 'node:child_process';
import { currentMachine, DEBIAN_PACKAGES, planDebian } from '../src/debian.mjs';

const packages = process.argv.slice(2);
const unknown = packages.filter((name) => !(name in DEBIAN_PACKAGES));
if (packages.length === 0 || unknown.length > 0) {
  console.error(`usage: tilawat-ensure-debian ${Object.keys(DEBIAN_PACKAGES).join('|')} …`);
  process.exit(2);
}
const plan = planDebian(/** @type {(keyof typeof DEBIAN_PACKAGES)[]} */ (packages), currentMachine());
if (plan.action === 'install') {
  console.log(`Installing Debian's ${plan.packages.join(' and ')} for the tests: ${plan.command}`);
  execSync(plan.command, { stdio: 'inherit', shell: '/bin/sh' });
} else if (plan.action === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
