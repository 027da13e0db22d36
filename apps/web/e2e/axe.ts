import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core as Lighthouse (the web's accessibility benchmark) ships it: no extra dependency. */
const AXE = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json')).resolve(
  'axe-core/axe.min.js',
);

let source: string | undefined;
/** axe-core's script, read once per worker. */
const axeSource = () => {
  source ??= readFileSync(AXE, 'utf8');
  return source;
};

/** WCAG 2.1 A and AA violations on the page as it stands, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are measured as the page rests, not mid-animation: a toast fading in or out (react-hot-toast
  // animates its opacity, and a success toast starts leaving after 2 s, whenever that falls in the run)
  // is half transparent, and axe would read its text as too faint. So while axe runs, no animation or
  // transition applies (an inline `animation` style yields to `!important`), then the page goes on.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'axe-at-rest';
    style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
    document.head.append(style);
    // two frames for the style to apply; a page Chromium draws no frames for (rAF does not run while it
    // is not shown) goes on after 200 ms rather than waiting without end
    return new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, 200);
    });
  });
  // Evaluated through the debugging protocol, not added as a <script>: the site's Content-Security-Policy
  // runs no inline script without its nonce (src/lib/security-headers.ts), and this one has none.
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    document.getElementById('axe-at-rest')?.remove();
    return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
  });
}
