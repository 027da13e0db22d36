import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from './chromium.mjs';
import { installCommand, planDebian } from './debian.mjs';

describe('planDebian', () => {
  it.each([
    { exists: true, isRoot: false, hasAptGet: false, want: 'ready' },
    { exists: true, isRoot: true, hasAptGet: true, want: 'ready' },
    { exists: false, isRoot: true, hasAptGet: true, want: 'install' },
    { exists: false, isRoot: true, hasAptGet: false, want: 'stop' },
    { exists: false, isRoot: false, hasAptGet: true, want: 'stop' },
  ])('exists=$exists root=$isRoot apt-get=$hasAptGet → $want', ({ exists, isRoot, hasAptGet, want }) => {
    const plan = planDebian(['chromium'], { exists: () => exists, isRoot, hasAptGet });
    expect(plan.action).toBe(want);
    if (plan.action === 'install') expect(plan.command).toBe(installCommand(['chromium']));
    if (plan.action === 'stop') expect(plan.message).toContain(installCommand(['chromium']));
  });

  it('installs only what is missing, and ffmpeg needs ffprobe too', () => {
    const has = new Set([CHROMIUM_PATH, '/usr/bin/ffmpeg']);
    const plan = planDebian(['chromium', 'ffmpeg'], {
      exists: (p) => has.has(p),
      isRoot: true,
      hasAptGet: true,
    });
    expect(plan).toEqual({
      action: 'install',
      packages: ['ffmpeg'],
      command: 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ffmpeg',
    });
    has.add('/usr/bin/ffprobe');
    expect(
      planDebian(['chromium', 'ffmpeg'], { exists: (p) => has.has(p), isRoot: false, hasAptGet: false }),
    ).toEqual({
      action: 'ready',
    });
  });

  it('names every missing package and the one command when it cannot install', () => {
    const plan = planDebian(['chromium', 'ffmpeg'], { exists: () => false, isRoot: false, hasAptGet: true });
    expect(plan.action).toBe('stop');
    if (plan.action === 'stop') {
      expect(plan.message).toContain("Debian's chromium and ffmpeg");
      expect(plan.message).toContain(
        "sudo sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium ffmpeg'",
      );
    }
  });
});
