import { describe, expect, it } from 'vitest';
import { staleFiles } from '../scripts/generate.mjs';

describe('src/generated', () => {
  it('holds the contract as specs/ bundles it now (run `pnpm generate` after changing specs/)', async () => {
    expect(await staleFiles()).toEqual([]);
  }, 60_000);
});
