import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  chromiumLaunchOptions,
  INSTALL_COMMAND,
  planChromium,
} from './chromium.mjs';

describe('planChromium', () => {
  it.each([
    { exists: true, isRoot: false, hasAptGet: false, want: 'ready' },
    { exists: true, isRoot: true, hasAptGet: true, want: 'ready' },
    { exists: false, isRoot: true, hasAptGet: true, want: 'install' },
    { exists: false, isRoot: true, hasAptGet: false, want: 'stop' },
    { exists: false, isRoot: false, hasAptGet: true, want: 'stop' },
  ])('exists=$exists root=$isRoot apt-get=$hasAptGet → $want', ({ exists, isRoot, hasAptGet, want }) => {
    const plan = planChromium({ exists: () => exists, isRoot, hasAptGet });
    expect(plan.action).toBe(want);
    if (plan.action === 'install') expect(plan.command).toBe(INSTALL_COMMAND);
    if (plan.action === 'stop') expect(plan.message).toContain(INSTALL_COMMAND);
  });
});

describe('chromiumLaunchOptions', () => {
  it("points at Debian's Chromium with the offline flags", () => {
    expect(chromiumLaunchOptions()).toEqual({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    expect(CHROMIUM_ARGS).toContain('--disable-background-networking');
  });
});
