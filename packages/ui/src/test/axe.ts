import { expect } from 'vitest';
import { axe } from 'vitest-axe';

/**
 * Runs axe-core on a rendered container and fails with the rule ids and targets of every
 * violation. jsdom has no layout, so colour contrast is left to the Storybook tests in Chromium.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
