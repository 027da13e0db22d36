#!/usr/bin/env node
// Runs before browser tests: installs Debian's Chromium when it can (root and apt-get),
// or stops at once with the exact command. It never lets browser tests be skipped silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const command = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's Chromium for the browser tests: ${command}`);
    execSync(command, { stdio: 'inherit', shell: '/bin/sh' });
  } else {
    console.error(
      `The browser tests need Debian's Chromium at ${path}. Install it, then run the tests again:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
}
