import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where the 360 px screenshots of each page are kept as artefacts (gitignored). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'test-results', 'screenshots');

/** A full-page screenshot at the test's viewport (360 px wide), once fonts are ready. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
