import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The first ```ts block under a README heading, exactly as a reader copies it. */
function block(heading: string): string {
  const section = readme.split(`\n${heading}\n`)[1] ?? '';
  const match = section.match(/```ts\n([\s\S]*?)```/);
  if (!match?.[1]) throw new Error(`README has no ts block under ${heading}`);
  return match[1];
}

const example = (file: string) => readFileSync(new URL(`../examples/${file}`, import.meta.url), 'utf8');

describe('the README examples', () => {
  it.each([
    ['## Quick start', 'quick-start.ts'],
    ['## A session, step by step', 'session.ts'],
  ])('the block under "%s" is examples/%s, which the package type-check covers', (heading, file) => {
    expect(block(heading)).toBe(example(file));
  });
});
