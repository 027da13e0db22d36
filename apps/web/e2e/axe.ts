import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core as Lighthouse (the web's accessibility benchmark) ships it: no extra dependency. */
const AXE = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json')).resolve(
  'axe-core/axe.min.js',
);

/** WCAG 2.1 A and AA violations on the page as it stands, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are measured as painted: a toast still fading in is half transparent, and axe would read its
  // text as too faint. Let every finite animation end first (a spinner's endless one is left alone).
  // (At most 3 s: a paused animation never finishes.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
  });
}
