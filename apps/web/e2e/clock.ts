import { writeFile } from 'node:fs/promises';

const DAY = 86_400_000;

/**
 * Moves the e2e api's clock (issue 41): the api reads the offset in this file within 200 ms
 * (`TEST_CLOCK_FILE`, playwright.config.ts). Only the `later` project's walks call it.
 */
export async function setApiClock(days: number): Promise<void> {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) throw new Error('E2E_CLOCK_FILE is not set: run the walks with playwright.config.ts');
  await writeFile(file, String(Math.round(days * DAY)));
  // the api reads the file every 200 ms
  await new Promise((resolve) => setTimeout(resolve, 400));
}
