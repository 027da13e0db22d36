import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { staleFiles } from '../scripts/generate.mjs';

describe('src/generated', () => {
  it('matches what specs/ generates now (run `pnpm generate` after changing specs/)', async () => {
    expect(await staleFiles()).toEqual([]);
  }, 60_000);
});
