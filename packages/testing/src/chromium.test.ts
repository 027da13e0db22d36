import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from './chromium.mjs';

describe('chromiumLaunchOptions', () => {
  it("points at Debian's Chromium with the offline flags", () => {
    expect(chromiumLaunchOptions()).toEqual({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    expect(CHROMIUM_ARGS).toContain('--disable-background-networking');
  });
});
