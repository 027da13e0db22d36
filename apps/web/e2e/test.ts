import { type BrowserContext, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The site loads Next's scripts after the browser reports the first paint, or as soon as the learner touches
 * the page (`server/scripts-after-paint.mjs`). A test drives a page the moment it has loaded, as a learner who
 * touches it at once: every page of these tests begins loading its scripts when its document is parsed (the
 * loader's `load()`, the same start a first tap or key gives), so the scripts load with the page and
 * `page.goto` returns once they have run. `first-paint.e2e.ts` follows a page that nobody touches:
 * its scripts wait for the first paint, and it hydrates and works.
 */
export async function startScriptsOnParse(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (self as { __tilawatScripts?: { load(): void } }).__tilawatScripts?.load();
    });
  });
}

export const test = base.extend<object, { naturalScripts: boolean }>({
  // a test of the loader itself sets `test.use({ naturalScripts: true })` (its own worker)
  naturalScripts: [false, { option: true, scope: 'worker' }],
  browser: [
    async ({ browser, naturalScripts }, use) => {
      if (!naturalScripts) {
        // every context: the test's own, and those a test opens itself (a visitor beside the learner, a
        // guardian's phone)
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (...args: Parameters<typeof newContext>) => {
          const context = await newContext(...args);
          await startScriptsOnParse(context);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
