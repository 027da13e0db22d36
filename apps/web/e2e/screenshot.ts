import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where the 360 px screenshots of each page are kept as artefacts (gitignored). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'test-results', 'screenshots');

/** A full-page screenshot at the test's viewport (360 px wide), once fonts are ready. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // the fonts, if they come within 5 s: a screenshot is an artefact, and never the reason a test hangs
  await page.evaluate(() =>
    Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 5_000))]),
  );
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, timeout: 30_000 });
}
